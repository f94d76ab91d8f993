/**
 * Real PDFs for the tests, made with pdf-lib (Helvetica, A4), and pdf.js's Node build to read
 * them back exactly as the tool reads them in the browser (extract.ts).
 */
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from '@cantoo/pdf-lib';
import { strFromU8, unzipSync } from 'fflate';
import { pngFile } from '../../fixtures/png.testutil';
import { extractPages } from './extract';
import type { PageText } from './model';

export const A4 = { width: 595, height: 842 };
const LEFT = 72;
const RIGHT = A4.width - 72;

export interface Writer {
  page: PDFPage;
  y: number;
  regular: PDFFont;
  bold: PDFFont;
}

/** Draws `text` wrapped to the margins; returns the lines as drawn. */
export function drawWrapped(writer: Writer, text: string, size = 11, font = writer.regular, indent = 0): string[] {
  const words = text.split(' ');
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line === '' ? word : `${line} ${word}`;
    if (font.widthOfTextAtSize(next, size) > RIGHT - LEFT - indent && line !== '') {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  for (const drawn of lines) {
    writer.page.drawText(drawn, { x: LEFT + indent, y: writer.y, size, font });
    writer.y -= size * 1.25;
  }
  return lines;
}

export const LONG_PARAGRAPH =
  'This report explains how the new reading room works for everyone who visits the library during the week, ' +
  'including the opening hours, the quiet areas, the group rooms that can be booked online and the rules for ' +
  'borrowing the reference books that usually stay on the shelves.';

export const SECOND_PARAGRAPH = 'Visitors who need help can ask at the front desk, where staff answer questions about the catalogue and the printers.';

export const LIST_ITEMS = ['Bring your library card', 'Keep phones on silent', 'Return books to the trolley'];

/** Title in 24 pt, a wrapped 11 pt paragraph, a bulleted list, a second page, and a footer on both pages. */
export async function reportPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle('Reading Room Guide');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const first = doc.addPage([A4.width, A4.height]);
  const writer: Writer = { page: first, y: 760, regular, bold };
  first.drawText('Reading Room Guide', { x: LEFT, y: writer.y, size: 24, font: bold });
  writer.y -= 44;
  drawWrapped(writer, LONG_PARAGRAPH);
  writer.y -= 10;
  for (const item of LIST_ITEMS) {
    first.drawText('•', { x: LEFT + 10, y: writer.y, size: 11, font: regular });
    first.drawText(item, { x: LEFT + 24, y: writer.y, size: 11, font: regular });
    writer.y -= 11 * 1.25;
  }
  const second = doc.addPage([A4.width, A4.height]);
  writer.page = second;
  writer.y = 760;
  second.drawText('Opening hours', { x: LEFT, y: writer.y, size: 16, font: bold });
  writer.y -= 30;
  drawWrapped(writer, SECOND_PARAGRAPH);
  doc.getPages().forEach((page, index) => {
    page.drawText('Reading Room Guide · City Library', { x: LEFT, y: 40, size: 9, font: regular });
    page.drawText(String(index + 1), { x: RIGHT - 10, y: 40, size: 9, font: regular });
  });
  return doc.save();
}

/** A grey PNG of `width` × `height` (noise, like a scan). */
export function greyPng(width = 64, height = 64): Uint8Array {
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) pixels[y * width + x] = (x * 7 + y * 13) % 256;
  return pngFile(width, height, pixels, 1);
}

/** Bullets drawn as dots and squares (as browsers print them), then a numbered list, in two columns. */
export async function drawnListPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([A4.width, A4.height]);
  let y = 760;
  page.drawText('Packing list', { x: LEFT, y, size: 20, font: regular });
  y -= 36;
  const items = ['Passport and tickets', 'Two warm jumpers', 'A good book'];
  items.forEach((text, index) => {
    if (index < 2) page.drawCircle({ x: LEFT + 12, y: y + 3.5, size: 1.8 });
    else page.drawRectangle({ x: LEFT + 10, y: y + 1.7, width: 3.6, height: 3.6 });
    page.drawText(text, { x: LEFT + 24, y, size: 11, font: regular });
    y -= 15;
  });
  return doc.save();
}

/** A PDF whose pages only show a picture (scans), with no text at all; `textPages` get a line of text instead. */
export async function scannedPdf(pages = 2, textPages: number[] = []): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const image = await doc.embedPng(greyPng());
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let index = 0; index < pages; index++) {
    const page = doc.addPage([A4.width, A4.height]);
    if (textPages.includes(index + 1)) page.drawText(`Typed page ${index + 1} with enough text to be read as text.`, { x: LEFT, y: 760, size: 11, font });
    else page.drawImage(image, { x: 0, y: 0, width: A4.width, height: A4.height });
  }
  return doc.save();
}

/** Reads a PDF's pages with pdf.js's Node build, as the tool does in the browser. */
export async function readPdf(bytes: Uint8Array): Promise<{ pages: PageText[]; title: string }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: bytes.slice(), useSystemFonts: false, verbosity: 0 }).promise;
  try {
    const pages = await extractPages(pdf as never, { ops: pdfjs.OPS, pause: () => Promise.resolve() });
    const { info } = await pdf.getMetadata();
    return { pages, title: String((info as { Title?: string }).Title ?? '') };
  } finally {
    await pdf.loadingTask.destroy();
  }
}

/** word/document.xml of a .docx, and its paragraphs as { style, text }. */
export async function readDocx(blob: Blob): Promise<{ xml: string; files: Record<string, string>; paragraphs: { style: string; numbered: boolean; text: string }[] }> {
  const zip = unzipSync(new Uint8Array(await blob.arrayBuffer()));
  const files = Object.fromEntries(Object.entries(zip).map(([name, data]) => [name, strFromU8(data)]));
  const xml = files['word/document.xml'] ?? '';
  const paragraphs = [...xml.matchAll(/<w:p>([\s\S]*?)<\/w:p>|<w:p [^>]*>([\s\S]*?)<\/w:p>/g)].map((match) => {
    const body = match[1] ?? match[2] ?? '';
    const style = /<w:pStyle w:val="([^"]+)"/.exec(body)?.[1] ?? '';
    const text = [...body.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>|<w:br\/>|<w:tab\/>/g)]
      .map((part) => (part[0] === '<w:br/>' ? '\n' : part[0] === '<w:tab/>' ? '\t' : part[1]!))
      .join('')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&');
    return { style, numbered: body.includes('<w:numPr>'), text };
  });
  return { xml, files, paragraphs };
}
