import { Marked, type Token, type Tokens } from 'marked';
import { CHUNK_CHARS, disarmHandlers, escapeHtml, htmlToText, openElements, slugify, TOO_DEEP, type MarkdownOptions, type RenderJob } from './logic';

/**
 * Markdown → HTML, the pure half (no DOM, so it also runs in the worker). The HTML made here is
 * NOT safe to show: it still holds whatever raw HTML the Markdown contained. sanitize.ts cleans it
 * with DOMPurify before it reaches the page, the clipboard or a file.
 */

// One parser per set of options, made on first use; the heading ids of one document share `slugs`.
let slugs = new Map<string, number>();
const parsers = new Map<string, Marked>();

function parserFor(options: MarkdownOptions): Marked {
  const key = `${options.flavour}|${options.breaks}|${options.headingIds}|${options.rawHtml}`;
  let parser = parsers.get(key);
  if (parser) return parser;
  parser = new Marked({
    gfm: options.flavour === 'gfm',
    breaks: options.breaks && options.flavour === 'gfm',
    renderer: {
      ...(options.headingIds && {
        heading({ tokens, depth }: Tokens.Heading) {
          const inner = this.parser.parseInline(tokens);
          const id = slugify(htmlToText(inner), slugs);
          return `<h${depth}${id ? ` id="${escapeHtml(id)}"` : ''}>${inner}</h${depth}>\n`;
        },
      }),
      html({ text }: Tokens.HTML | Tokens.Tag) {
        return options.rawHtml === 'escape' ? escapeHtml(text) : disarmHandlers(text);
      },
    },
  });
  parsers.set(key, parser);
  return parser;
}

/**
 * The Markdown as HTML pieces (unsanitised): consecutive top-level blocks, each piece about
 * CHUNK_CHARS long, cut only between blocks and never inside an element opened by raw HTML.
 * Joined, they are exactly the HTML of the whole document.
 */
export function renderMarkdown({ markdown, options }: RenderJob, progress?: (fraction: number) => void): string[] {
  const parser = parserFor(options);
  slugs = new Map();
  let tokens: ReturnType<Marked['lexer']>;
  try {
    tokens = parser.lexer(markdown);
  } catch (error) {
    if (error instanceof RangeError) throw new Error(TOO_DEEP, { cause: error });
    throw error;
  }
  const chunks: string[] = [];
  let current = '';
  let depth = 0;
  let group: Token[] = [];
  const flush = () => {
    if (group.length === 0) return;
    // Links and references were resolved by the lexer: each group renders on its own.
    current += parser.parser(group);
    group = [];
  };
  const each = (token: Token, index: number) => {
    group.push(token);
    if (token.type === 'html' && options.rawHtml === 'keep') depth = Math.max(0, depth + openElements((token as Tokens.HTML).text));
    // Rendering a few blocks at a time keeps the size check cheap.
    if (group.length >= 16 || depth > 0) flush();
    if (depth === 0 && current.length >= CHUNK_CHARS) {
      flush();
      chunks.push(current);
      current = '';
    }
    if (progress && index % 256 === 0) progress(index / tokens.length);
  };
  try {
    tokens.forEach(each);
    flush();
  } catch (error) {
    if (error instanceof RangeError) throw new Error(TOO_DEEP, { cause: error });
    throw error;
  }
  if (current !== '' || chunks.length === 0) chunks.push(current);
  return chunks;
}
