/**
 * Test fixtures made on the fly: a real .docx written with the `docx` package (what Word would
 * save), and a small real PNG. Node only.
 */
import * as docx from 'docx';
import { pngFile } from '../../fixtures/png.testutil';

/** An RGB PNG `width` × `height` with a colour gradient. */
export function makePng(width: number, height: number): Uint8Array {
  const pixels = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      pixels[at] = Math.round((x / width) * 255);
      pixels[at + 1] = 90;
      pixels[at + 2] = Math.round((y / height) * 255);
    }
  }
  return pngFile(width, height, pixels, 3);
}

export const FILLER =
  'The committee met on Tuesday to review the plan for the coming year, and agreed that every department should send its figures before the end of the month so the report can be finished in time.';

/**
 * The sample document of the tests: a title heading, a bold+italic run, Greek and Cyrillic,
 * a bulleted and a numbered list (nested), a 2×3 table, a PNG picture and enough text for
 * several pages.
 */
export async function sampleDocx(options: { paragraphs?: number } = {}): Promise<Uint8Array> {
  const { Document, Packer, Paragraph, TextRun, HeadingLevel, Table, TableRow, TableCell, ImageRun, WidthType, ExternalHyperlink } = docx;
  const cell = (text: string) => new TableCell({ children: [new Paragraph(text)], width: { size: 33, type: WidthType.PERCENTAGE } });
  const filler = Array.from({ length: options.paragraphs ?? 40 }, (_, i) => new Paragraph(`${i + 1}. ${FILLER}`));
  const document = new Document({
    title: 'Quarterly Report Q3',
    numbering: {
      config: [
        {
          reference: 'steps',
          levels: [
            { level: 0, format: docx.LevelFormat.DECIMAL, text: '%1.' },
            { level: 1, format: docx.LevelFormat.LOWER_LETTER, text: '%2.' },
          ],
        },
      ],
    },
    sections: [
      {
        children: [
          new Paragraph({ text: 'Quarterly Report', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({
            children: [
              new TextRun('This sentence has '),
              new TextRun({ text: 'bold italic words', bold: true, italics: true }),
              new TextRun(' and '),
              new TextRun({ text: 'underlined text', underline: {} }),
              new TextRun(' with a '),
              new ExternalHyperlink({ link: 'https://example.com/report', children: [new TextRun({ text: 'link', style: 'Hyperlink' })] }),
              new TextRun('.'),
            ],
          }),
          new Paragraph({ children: [new TextRun('Greek: Καλημέρα κόσμε. Cyrillic: Здравствуй мир.')] }),
          new Paragraph({ text: 'Apples', bullet: { level: 0 } }),
          new Paragraph({ text: 'Pears', bullet: { level: 0 } }),
          new Paragraph({ text: 'Green pears', bullet: { level: 1 } }),
          new Paragraph({ text: 'First step', numbering: { reference: 'steps', level: 0 } }),
          new Paragraph({ text: 'Second step', numbering: { reference: 'steps', level: 0 } }),
          new Paragraph({ text: 'A sub-step', numbering: { reference: 'steps', level: 1 } }),
          new Table({
            rows: [
              new TableRow({ tableHeader: true, children: [cell('Region'), cell('Sales'), cell('Growth')] }),
              new TableRow({ children: [cell('North'), cell('1200'), cell('4%')] }),
            ],
          }),
          new Paragraph({ children: [new ImageRun({ type: 'png', data: makePng(60, 30), transformation: { width: 240, height: 120 } })] }),
          ...filler,
          new Paragraph({ text: 'Closing words', heading: HeadingLevel.HEADING_2 }),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

/** A DOM parser for tests that run in Node (jsdom ships no types, hence the indirect import). */
export async function htmlParser(): Promise<(html: string) => Document> {
  const name = 'jsdom';
  const { JSDOM } = (await import(/* @vite-ignore */ name)) as { JSDOM: new (html: string) => { window: { document: Document } } };
  return (html) => new JSDOM(html).window.document;
}
