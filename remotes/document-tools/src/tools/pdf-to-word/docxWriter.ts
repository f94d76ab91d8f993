/**
 * The reconstructed document as a .docx, with the `docx` library handed in (statically imported
 * in the worker, loaded with import() on the page where no worker can start). Headings use
 * Word's Heading 1-3 styles and lists real numbering, so the result edits like a Word document.
 */
import type * as Docx from 'docx';
import type { Block, DocModel, ListDef, NumberFormat, NumberStyle, Run } from './model';

export type DocxLib = Pick<typeof Docx, 'Document' | 'Paragraph' | 'TextRun' | 'Tab' | 'HeadingLevel' | 'LevelFormat' | 'AlignmentType' | 'Packer'>;

export interface DocxMeta {
  title: string;
  /** Start each PDF page on a new Word page. */
  pageBreaks: boolean;
  /** The PDF's file name, for the document's description. */
  source?: string;
}

export const CREATOR = 'ToolHub PDF to Word';
const BULLETS = ['•', '◦', '▪'];
/** Word's indent steps: half an inch per level, the number hanging a quarter inch. */
const INDENT_STEP = 720;
const HANGING = 360;
/** Twips per PDF point. */
const TWIPS = 20;

function levelFormat(lib: DocxLib, format: NumberFormat) {
  switch (format) {
    case 'bullet':
      return lib.LevelFormat.BULLET;
    case 'decimal':
      return lib.LevelFormat.DECIMAL;
    case 'lower-letter':
      return lib.LevelFormat.LOWER_LETTER;
    case 'upper-letter':
      return lib.LevelFormat.UPPER_LETTER;
    case 'lower-roman':
      return lib.LevelFormat.LOWER_ROMAN;
    case 'upper-roman':
      return lib.LevelFormat.UPPER_ROMAN;
  }
}

/** The level's number as Word writes it: "%1.", "%1)" or "(%1)". */
export function levelText(format: NumberFormat, style: NumberStyle, level: number): string {
  if (format === 'bullet') return BULLETS[level % BULLETS.length]!;
  const slot = `%${level + 1}`;
  return style === 'parens' ? `(${slot})` : style === 'paren' ? `${slot})` : `${slot}.`;
}

export const listReference = (id: number) => `list-${id}`;

function numberingConfig(lib: DocxLib, lists: readonly ListDef[]) {
  return lists.map((list) => ({
    reference: listReference(list.id),
    levels: list.levels.map((level, index) => ({
      level: index,
      format: levelFormat(lib, level.format),
      text: levelText(level.format, level.style, index),
      alignment: lib.AlignmentType.START,
      start: level.start,
      style: { paragraph: { indent: { left: INDENT_STEP * (index + 1), hanging: HANGING } } },
    })),
  }));
}

/** A run as TextRuns' content: tabs (wide gaps in the PDF) become Word tabs. */
function runChildren(lib: DocxLib, text: string): (string | InstanceType<DocxLib['Tab']>)[] {
  const parts = text.split('\t');
  const children: (string | InstanceType<DocxLib['Tab']>)[] = [];
  parts.forEach((part, index) => {
    if (index > 0) children.push(new lib.Tab());
    if (part !== '') children.push(part);
  });
  return children;
}

function textRuns(lib: DocxLib, runs: readonly Run[], breakBefore = false) {
  return runs.map(
    (run, index) =>
      new lib.TextRun({
        children: runChildren(lib, run.text),
        bold: run.bold || undefined,
        italics: run.italic || undefined,
        break: breakBefore && index === 0 ? 1 : undefined,
      }),
  );
}

const HEADINGS = { 1: 'HEADING_1', 2: 'HEADING_2', 3: 'HEADING_3' } as const;

function paragraphOf(lib: DocxLib, block: Block, pageBreakBefore: boolean) {
  const common = pageBreakBefore ? { pageBreakBefore: true } : {};
  switch (block.kind) {
    case 'heading':
      return new lib.Paragraph({ ...common, heading: lib.HeadingLevel[HEADINGS[block.level]], children: textRuns(lib, block.runs) });
    case 'list-item':
      return new lib.Paragraph({ ...common, numbering: { reference: listReference(block.list), level: block.level }, children: textRuns(lib, block.runs) });
    case 'paragraph':
      return new lib.Paragraph({ ...common, children: block.lines.flatMap((line, index) => textRuns(lib, line, index > 0)) });
  }
}

/** Page size and orientation from the PDF's first page, when it is a sensible paper size. */
function pageSetup(model: DocModel) {
  const size = model.pageSize;
  if (!size || size.width < 144 || size.height < 144 || size.width > 3000 || size.height > 3000) return {};
  return { page: { size: { width: Math.round(size.width * TWIPS), height: Math.round(size.height * TWIPS) } } };
}

/** Writes the .docx; `onProgress` goes from 0 to 1 as paragraphs are made, then the file is zipped. */
export async function writeDocx(lib: DocxLib, model: DocModel, meta: DocxMeta, onProgress: (fraction: number) => void = () => {}): Promise<Blob> {
  const children: InstanceType<DocxLib['Paragraph']>[] = [];
  let page = model.blocks[0]?.page ?? 0;
  model.blocks.forEach((block, index) => {
    const newPage = meta.pageBreaks && index > 0 && block.page !== page;
    page = block.page;
    children.push(paragraphOf(lib, block, newPage));
    if (index % 500 === 0) onProgress((0.8 * index) / model.blocks.length);
  });
  const document = new lib.Document({
    title: meta.title,
    creator: CREATOR,
    lastModifiedBy: CREATOR,
    description: meta.source ? `Converted from ${meta.source}` : undefined,
    styles: {
      default: {
        document: { run: { font: 'Calibri', size: 22 }, paragraph: { spacing: { after: 120, line: 264 } } },
        heading1: { run: { size: 36, bold: true }, paragraph: { spacing: { before: 360, after: 160 } } },
        heading2: { run: { size: 30, bold: true }, paragraph: { spacing: { before: 280, after: 120 } } },
        heading3: { run: { size: 25, bold: true }, paragraph: { spacing: { before: 240, after: 100 } } },
      },
    },
    numbering: { config: numberingConfig(lib, model.lists) },
    sections: [{ properties: pageSetup(model), children }],
  });
  onProgress(0.85);
  const blob = await lib.Packer.toBlob(document);
  onProgress(1);
  return blob;
}
