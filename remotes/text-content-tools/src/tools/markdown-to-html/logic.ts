/**
 * What the tool needs before its converter has loaded: options, titles, file names, the page
 * around the HTML and the rules render.ts applies (ids, raw HTML). No library: the tool opens
 * with this, and the converter (engine.ts: marked and DOMPurify) follows.
 */

export type Flavour = 'gfm' | 'commonmark';
export type RawHtml = 'keep' | 'escape';

export interface MarkdownOptions {
  /** GitHub Flavored Markdown (tables, task lists, ~~strikethrough~~, bare-URL autolinks) or plain CommonMark. */
  flavour: Flavour;
  /** A single line break becomes <br> (as in GitHub comments). */
  breaks: boolean;
  /** Headings get GitHub-style ids ("## Hello world" → id="hello-world") for anchor links. */
  headingIds: boolean;
  /** Raw HTML in the Markdown: kept (then sanitised) or shown as text. */
  rawHtml: RawHtml;
}

export const DEFAULT_OPTIONS: MarkdownOptions = { flavour: 'gfm', breaks: false, headingIds: true, rawHtml: 'keep' };

/** Past this many characters the Markdown is converted in a worker. */
export const OFFLOAD_CHARS = 100_000;
/** The HTML is handed over in pieces of about this size, so sanitising can be spread over frames. */
export const CHUNK_CHARS = 32_000;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: '\u00a0' };
/** The text of a piece of inline HTML as a reader sees it (tags dropped, the common entities decoded). */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Math.min(Number(code), 0x10ffff)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(Math.min(parseInt(code, 16), 0x10ffff)));
}

// Not github-slugger: the same rule (lower case, punctuation and symbols dropped, spaces to
// hyphens, repeats numbered) is these two lines, and the tool needs nothing else from it.
/** GitHub's heading anchor: "Hello, World!" → "hello-world"; the nth repeat gets "-n". */
export function slugify(text: string, seen: Map<string, number>): string {
  const base = text
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
  let slug = base;
  let count = seen.get(base) ?? 0;
  while (seen.has(slug)) slug = `${base}-${++count}`;
  seen.set(base, count);
  seen.set(slug, seen.get(slug) ?? 0);
  return slug;
}

/** A start tag, quoted values kept whole (a ">" inside quotes does not end it). */
const START_TAG = /<[a-zA-Z][^\s/>]*(?:[^>"']|"[^"]*"|'[^']*')*>?/g;
/** The prefix event-handler attributes get (see disarmHandlers); the sanitiser removes them. */
export const DISARMED_PREFIX = 'data-th-';

/**
 * Renames event-handler attributes in raw HTML ("onerror=" → "data-th-onerror="). Not the safety
 * net (DOMPurify is, and it removes them either way): Chromium reports a page's CSP violation as
 * soon as any parser merely sees an inline handler, so they never reach a parser under their name.
 */
export function disarmHandlers(html: string): string {
  return html.replace(START_TAG, (tag) => tag.replace(/([\s/"'])(on[a-z]+\s*=)/gi, `$1${DISARMED_PREFIX}$2`));
}

const VOID_TAGS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/**
 * How many elements a block of raw HTML leaves open ("<div>" → 1, "</div>" → -1): the HTML is only
 * cut into pieces where nothing is open, so "<details>…</details>" around Markdown stays whole.
 */
export function openElements(html: string): number {
  let depth = 0;
  for (const match of html.matchAll(/<(\/?)([a-zA-Z][\w-]*)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = match;
    if (VOID_TAGS.has(name!.toLowerCase()) || selfClosing) continue;
    depth += closing ? -1 : 1;
  }
  return depth;
}

/** Said when the parser runs out of stack: thousands of nested quotes or lists. */
export const TOO_DEEP = 'it nests too deeply (quotes or lists inside each other hundreds of times). Reduce the nesting and it converts again.';

export interface RenderJob {
  markdown: string;
  options: MarkdownOptions;
}

/** The first pieces, up to `limit` characters (at least one piece): what the preview lays out. */
export function previewParts(parts: readonly string[] | null, limit: number): { html: string; truncated: boolean } {
  if (!parts) return { html: '', truncated: false };
  let shown = '';
  for (const part of parts) {
    if (shown !== '' && shown.length + part.length > limit) return { html: shown, truncated: true };
    shown += part;
  }
  return { html: shown, truncated: false };
}

/** The document's title: its first heading's text (an h1 if there is one), else "Document". */
export function documentTitle(markdown: string): string {
  const lines = markdown.split(/\r\n|\r|\n/, 2000);
  let first: string | null = null;
  for (const line of lines) {
    const match = /^ {0,3}(#{1,6})[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$/.exec(line);
    if (!match) continue;
    const text = match[2]!.replace(/[*_`~]|!?\[([^\]]*)\]\([^)]*\)/g, (_, label: string | undefined) => label ?? '').trim();
    if (text === '') continue;
    if (match[1] === '#') return text;
    first ??= text;
  }
  return first ?? 'Document';
}

/** A file name from a title: "My Notes: v2" → "my-notes-v2.html". */
export function fileNameFor(title: string): string {
  const base = slugify(title, new Map()).replace(/-+/g, '-').replace(/^-|-$/g, '').slice(0, 60);
  return `${base || 'document'}.html`;
}

const PAGE_STYLE = `
  :root { color-scheme: light dark; }
  body { margin: 0; font: 16px/1.6 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  main { max-width: 48rem; margin: 0 auto; padding: 2rem 1rem; overflow-wrap: break-word; }
  img { max-width: 100%; height: auto; }
  pre { padding: 1rem; overflow: auto; border-radius: 6px; background: rgba(127, 127, 127, 0.12); }
  code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.9em; }
  :not(pre) > code { padding: 0.1em 0.3em; border-radius: 4px; background: rgba(127, 127, 127, 0.15); }
  blockquote { margin: 0 0 1rem; padding: 0 1rem; border-left: 4px solid rgba(127, 127, 127, 0.4); opacity: 0.85; }
  table { border-collapse: collapse; display: block; overflow: auto; }
  th, td { padding: 0.4rem 0.8rem; border: 1px solid rgba(127, 127, 127, 0.4); }
  li:has(> input[type="checkbox"]) { list-style: none; }
  hr { border: 0; border-top: 1px solid rgba(127, 127, 127, 0.4); }
`;

/** A complete page around the (sanitised) HTML: charset, viewport, title and a small readable style. */
export function fullDocument(body: string, title: string): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${PAGE_STYLE.replace(/\n\s*/g, '\n')}</style>`,
    '</head>',
    '<body>',
    '<main>',
    body.trimEnd(),
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** Options from the URL's values, anything unknown read as the default. */
export function readOptions(values: { flavour: string; breaks: string; ids: string; raw: string }): MarkdownOptions {
  return {
    flavour: values.flavour === 'commonmark' ? 'commonmark' : 'gfm',
    breaks: values.breaks === '1',
    headingIds: values.ids !== '0',
    rawHtml: values.raw === 'escape' ? 'escape' : 'keep',
  };
}

export const SAMPLE_MARKDOWN = `# Release notes

Markdown turns **plain text** into _clean HTML_. This sample shows what the converter supports.

## Lists and tasks

- [x] Tables, task lists and ~~strikethrough~~ (GitHub Flavored Markdown)
- [ ] Bare links such as https://example.com become links
- Nested lists:
  1. First
  2. Second

## Table

| Feature        | Supported |
| :------------- | :-------: |
| Headings       |    Yes    |
| Code blocks    |    Yes    |

## Code

Inline \`code\` and a fenced block:

\`\`\`js
const greeting = 'Hello';
console.log(greeting);
\`\`\`

> Unsafe HTML is removed: <img src="cat.png" alt="A cat" onerror="alert(1)"> keeps its image but loses the script, and [this link](javascript:alert(1)) loses its address.
`;
