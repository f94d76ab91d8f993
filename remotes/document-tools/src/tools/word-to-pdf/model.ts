/**
 * The document as the PDF layout sees it: a small block model read from the HTML mammoth makes
 * of a .docx (headings, paragraphs of styled runs, nested lists, tables, images, page breaks).
 * Parsing uses the page's DOMParser (or one handed in, for Node tests).
 */

export interface Run {
  /** "\n" is a line break inside the paragraph. */
  text: string;
  bold?: true;
  italic?: true;
  underline?: true;
  strike?: true;
  highlight?: true;
  script?: 'sup' | 'sub';
  /** An external link (http, https, mailto); links inside the document become plain text. */
  href?: string;
}

export type HeadingLevel = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export type Block =
  /** Level 0 is the document title (Word's "Title" style). */
  | { type: 'heading'; level: HeadingLevel; runs: Run[] }
  | { type: 'paragraph'; runs: Run[]; variant?: 'quote' | 'caption' }
  /** `notes`: the footnotes and endnotes mammoth puts at the end, set smaller. */
  | { type: 'list'; ordered: boolean; items: Block[][]; notes?: true }
  | { type: 'table'; rows: TableRow[] }
  /** `image` indexes the document's images; null when the picture could not be read at all. */
  | { type: 'image'; image: number | null; alt: string }
  | { type: 'pageBreak' }
  | { type: 'rule' };

export interface TableRow {
  /** A heading row (Word's "Repeat as header row"): repeated on every page the table spans. */
  header: boolean;
  cells: TableCell[];
}

export interface TableCell {
  blocks: Block[];
  header: boolean;
  colspan: number;
  rowspan: number;
}

export interface ParseOptions {
  /** Parses HTML into a document; the page's DOMParser by default. */
  parse?: (html: string) => Document;
  /** Turns an <img> src into an image index, or null when there is no such picture. */
  image?: (src: string) => number | null;
}

type RunStyle = Omit<Run, 'text'>;
type ParagraphKind = { type: 'paragraph'; variant?: 'quote' | 'caption' } | { type: 'heading'; level: HeadingLevel };

const MAX_SPAN = 1000;
const BLOCK_TAGS = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'UL', 'OL', 'LI', 'TABLE', 'BLOCKQUOTE', 'DIV', 'SECTION', 'ARTICLE', 'MAIN', 'BODY', 'HEADER', 'FOOTER', 'DL', 'DT', 'DD', 'PRE']);
const SKIPPED_TAGS = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'HEAD', 'NOSCRIPT']);
/** Mammoth's links back from a note to where it is referenced: "↑" means nothing on paper. */
const BACK_LINK = /^#(footnote|endnote|comment)-ref-/;

function sameStyle(a: RunStyle, b: RunStyle): boolean {
  return (
    a.bold === b.bold &&
    a.italic === b.italic &&
    a.underline === b.underline &&
    a.strike === b.strike &&
    a.highlight === b.highlight &&
    a.script === b.script &&
    a.href === b.href
  );
}

/** Joins neighbouring runs of the same style, so the layout measures and draws fewer pieces. */
export function mergeRuns(runs: readonly Run[]): Run[] {
  const out: Run[] = [];
  for (const run of runs) {
    if (run.text === '') continue;
    const last = out[out.length - 1];
    if (last && sameStyle(last, run)) out[out.length - 1] = { ...last, text: last.text + run.text };
    else out.push({ ...run });
  }
  return out;
}

/** True when the runs would print something: visible text or a deliberate line break. */
export function hasContent(runs: readonly Run[]): boolean {
  return runs.some((run) => run.text.includes('\n') || run.text.trim() !== '');
}

/** Collects blocks; inline content accumulates into the current paragraph (or heading). */
class Builder {
  readonly blocks: Block[] = [];
  private runs: Run[] = [];
  constructor(public kind: ParagraphKind) {}

  text(text: string, style: RunStyle) {
    this.runs.push({ ...style, text });
  }

  flush() {
    const runs = mergeRuns(this.runs);
    this.runs = [];
    if (!hasContent(runs)) return;
    const kind = this.kind;
    if (kind.type === 'heading') this.blocks.push({ type: 'heading', level: kind.level, runs });
    else this.blocks.push(kind.variant ? { type: 'paragraph', runs, variant: kind.variant } : { type: 'paragraph', runs });
  }

  push(block: Block) {
    this.flush();
    this.blocks.push(block);
  }
}

function cleanText(data: string): string {
  // Source line breaks are spaces in HTML; mammoth writes none, hand-made HTML may.
  return data.replace(/\r?\n[ \t]*/g, ' ');
}

function span(value: string | null): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n >= 1 ? Math.min(n, MAX_SPAN) : 1;
}

function externalHref(href: string | null): string | undefined {
  if (!href) return undefined;
  const trimmed = href.trim();
  return /^(https?:|mailto:)/i.test(trimmed) ? trimmed : undefined;
}

class Reader {
  constructor(private readonly options: ParseOptions) {}

  blocks(nodes: NodeListOf<ChildNode> | ChildNode[], kind: ParagraphKind = { type: 'paragraph' }): Block[] {
    const builder = new Builder(kind);
    for (const node of Array.from(nodes)) this.node(node, {}, builder);
    builder.flush();
    return builder.blocks;
  }

  private node(node: ChildNode, style: RunStyle, b: Builder) {
    if (node.nodeType === 3) {
      const data = (node as Text).data;
      // Indentation between tags of hand-written HTML is not content.
      if (/\n/.test(data) && data.trim() === '') return;
      b.text(cleanText(data), style);
      return;
    }
    if (node.nodeType !== 1) return;
    const el = node as Element;
    const tag = el.tagName.toUpperCase();
    if (SKIPPED_TAGS.has(tag)) return;
    if (BLOCK_TAGS.has(tag)) {
      this.block(el, tag, b);
      return;
    }
    this.inline(el, tag, style, b);
  }

  private children(el: Element, style: RunStyle, b: Builder) {
    for (const child of Array.from(el.childNodes)) this.node(child, style, b);
  }

  private inline(el: Element, tag: string, style: RunStyle, b: Builder) {
    switch (tag) {
      case 'BR':
        b.text('\n', style);
        return;
      case 'STRONG':
      case 'B':
        this.children(el, { ...style, bold: true }, b);
        return;
      case 'EM':
      case 'I':
      case 'CITE':
      case 'DFN':
        this.children(el, { ...style, italic: true }, b);
        return;
      case 'U':
      case 'INS':
        this.children(el, { ...style, underline: true }, b);
        return;
      case 'S':
      case 'DEL':
      case 'STRIKE':
        this.children(el, { ...style, strike: true }, b);
        return;
      case 'MARK':
        this.children(el, { ...style, highlight: true }, b);
        return;
      case 'SUP':
      case 'SUB':
        this.children(el, { ...style, script: tag === 'SUP' ? 'sup' : 'sub' }, b);
        return;
      case 'A': {
        const raw = el.getAttribute('href');
        if (raw && BACK_LINK.test(raw)) return;
        const href = externalHref(raw);
        const next = { ...style };
        if (href) next.href = href;
        this.children(el, next, b);
        return;
      }
      case 'IMG': {
        const src = el.getAttribute('src') ?? '';
        const image = this.options.image ? this.options.image(src) : null;
        b.push({ type: 'image', image, alt: (el.getAttribute('alt') ?? '').trim() });
        return;
      }
      case 'HR':
        b.push(el.classList.contains('page-break') ? { type: 'pageBreak' } : { type: 'rule' });
        return;
      default:
        // span, small, code, font, …: their text with the style around them.
        this.children(el, style, b);
    }
  }

  private block(el: Element, tag: string, b: Builder) {
    b.flush();
    const heading = /^H([1-6])$/.exec(tag);
    if (heading) {
      const level = (el.classList.contains('title') ? 0 : Number(heading[1])) as HeadingLevel;
      this.within(b, { type: 'heading', level }, () => this.children(el, {}, b));
      return;
    }
    switch (tag) {
      case 'P': {
        const outer = b.kind;
        const variant = el.classList.contains('caption') ? 'caption' : outer.type === 'paragraph' ? outer.variant : undefined;
        this.within(b, variant ? { type: 'paragraph', variant } : { type: 'paragraph' }, () => this.children(el, {}, b));
        return;
      }
      case 'BLOCKQUOTE':
        this.within(b, { type: 'paragraph', variant: 'quote' }, () => this.children(el, {}, b));
        return;
      case 'UL':
      case 'OL':
        this.list(el, tag === 'OL', b);
        return;
      case 'TABLE':
        this.table(el, b);
        return;
      case 'LI':
        // A stray <li> outside a list: its content as paragraphs.
        this.children(el, {}, b);
        b.flush();
        return;
      default:
        this.children(el, {}, b);
        b.flush();
    }
  }

  /** Reads content as `kind` (a heading, a quote), then goes back to what the builder was. */
  private within(b: Builder, kind: ParagraphKind, read: () => void) {
    const outer = b.kind;
    b.kind = kind;
    read();
    b.flush();
    b.kind = outer;
  }

  private list(el: Element, ordered: boolean, b: Builder) {
    const items = Array.from(el.children).filter((child) => child.tagName.toUpperCase() === 'LI');
    const notes = items.length > 0 && items.every((li) => /^(footnote|endnote)-/.test(li.id));
    const blocks = items.map((li) => this.blocks(li.childNodes));
    if (blocks.length === 0) return;
    if (notes) {
      b.push({ type: 'rule' });
      b.push({ type: 'list', ordered: true, items: blocks, notes: true });
    } else b.push({ type: 'list', ordered, items: blocks });
  }

  private table(el: Element, b: Builder) {
    const rows: TableRow[] = [];
    const readRow = (tr: Element, inHead: boolean) => {
      const cells: TableCell[] = Array.from(tr.children)
        .filter((cell) => /^T[DH]$/i.test(cell.tagName))
        .map((cell) => ({
          blocks: this.blocks(cell.childNodes),
          header: cell.tagName.toUpperCase() === 'TH',
          colspan: span(cell.getAttribute('colspan')),
          rowspan: span(cell.getAttribute('rowspan')),
        }));
      if (cells.length === 0) return;
      rows.push({ header: inHead || cells.every((cell) => cell.header), cells });
    };
    for (const child of Array.from(el.children)) {
      const tag = child.tagName.toUpperCase();
      if (tag === 'TR') readRow(child, false);
      else if (tag === 'THEAD' || tag === 'TBODY' || tag === 'TFOOT') {
        for (const tr of Array.from(child.children)) if (tr.tagName.toUpperCase() === 'TR') readRow(tr, tag === 'THEAD');
      }
    }
    if (rows.length > 0) b.push({ type: 'table', rows: markHeaderRows(rows) });
  }
}

/** Only the rows at the top of a table repeat as its header; a "header" row further down is just bold. */
function markHeaderRows(rows: TableRow[]): TableRow[] {
  let leading = true;
  return rows.map((row) => {
    leading = leading && row.header;
    return row.header === leading ? row : { ...row, header: leading };
  });
}

function defaultParse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

/** The HTML mammoth made, as blocks. */
export function htmlToBlocks(html: string, options: ParseOptions = {}): Block[] {
  const doc = (options.parse ?? defaultParse)(`<!doctype html><html><body>${html}</body></html>`);
  return new Reader(options).blocks(doc.body.childNodes);
}

export interface DocumentStats {
  headings: number;
  paragraphs: number;
  lists: number;
  tables: number;
  images: number;
  words: number;
}

/** What the document holds, for the summary shown once it has been read. */
export function documentStats(blocks: readonly Block[]): DocumentStats {
  const stats: DocumentStats = { headings: 0, paragraphs: 0, lists: 0, tables: 0, images: 0, words: 0 };
  const countWords = (runs: readonly Run[]) => {
    stats.words += runs
      .map((run) => run.text)
      .join('')
      .split(/\s+/)
      .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  };
  const visit = (list: readonly Block[], inList = false) => {
    for (const block of list) {
      switch (block.type) {
        case 'heading':
          stats.headings++;
          countWords(block.runs);
          break;
        case 'paragraph':
          stats.paragraphs++;
          countWords(block.runs);
          break;
        case 'list':
          // A list nested in another is part of it.
          if (!inList) stats.lists++;
          block.items.forEach((item) => visit(item, true));
          break;
        case 'table':
          stats.tables++;
          block.rows.forEach((row) => row.cells.forEach((cell) => visit(cell.blocks, inList)));
          break;
        case 'image':
          stats.images++;
          break;
        default:
          break;
      }
    }
  };
  visit(blocks);
  return stats;
}

/** Every run of the document, in reading order (for font and character checks). */
export function* allRuns(blocks: readonly Block[]): Generator<Run> {
  for (const block of blocks) {
    if (block.type === 'heading' || block.type === 'paragraph') yield* block.runs;
    else if (block.type === 'list') for (const item of block.items) yield* allRuns(item);
    else if (block.type === 'table') for (const row of block.rows) for (const cell of row.cells) yield* allRuns(cell.blocks);
  }
}
