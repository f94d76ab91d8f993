/**
 * Reads the HTML mammoth makes of a .docx into the block model (model.ts): inline elements become
 * styled runs, block elements become headings, paragraphs, lists, tables, images and breaks.
 * Parsing uses the page's DOMParser (or one handed in, for Node tests).
 */

import { hasContent, mergeRuns, type Block, type HeadingLevel, type Run, type RunStyle, type TableCell, type TableRow } from './model';

export interface ParseOptions {
  /** Parses HTML into a document; the page's DOMParser by default. */
  parse?: (html: string) => Document;
  /** Turns an <img> src into an image index, or null when there is no such picture. */
  image?: (src: string) => number | null;
}

type ParagraphKind = { type: 'paragraph'; variant?: 'quote' | 'caption' } | { type: 'heading'; level: HeadingLevel };

const MAX_SPAN = 1000;
const BLOCK_TAGS = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'UL', 'OL', 'LI', 'TABLE', 'BLOCKQUOTE', 'DIV', 'SECTION', 'ARTICLE', 'MAIN', 'BODY', 'HEADER', 'FOOTER', 'DL', 'DT', 'DD', 'PRE']);
const SKIPPED_TAGS = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'HEAD', 'NOSCRIPT']);
/** Mammoth's links back from a note to where it is referenced: "↑" means nothing on paper. */
const BACK_LINK = /^#(footnote|endnote|comment)-ref-/;

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
