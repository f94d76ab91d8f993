/**
 * The document as the PDF layout sees it: a small block model (headings, paragraphs of styled runs,
 * nested lists, tables, images, page breaks) and the few operations on runs every stage shares.
 * read-html.ts builds it from the HTML mammoth makes of a .docx.
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

/** A run's style: everything but its text. */
export type RunStyle = Omit<Run, 'text'>;

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

/** Every run of the document, in reading order (for font and character checks). */
export function* allRuns(blocks: readonly Block[]): Generator<Run> {
  for (const block of blocks) {
    if (block.type === 'heading' || block.type === 'paragraph') yield* block.runs;
    else if (block.type === 'list') for (const item of block.items) yield* allRuns(item);
    else if (block.type === 'table') for (const row of block.rows) for (const cell of row.cells) yield* allRuns(cell.blocks);
  }
}
