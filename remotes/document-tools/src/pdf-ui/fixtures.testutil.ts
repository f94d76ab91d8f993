/**
 * Real PDFs for the document tools' tests, made with pdf-lib in Node, and what is in a PDF read
 * back with pdf.js (the engine the browser uses) and pdf-lib.
 */
import { degrees, PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface FixturePage {
  text: string;
  size?: [number, number];
  rotation?: number;
}

export async function makePdf(pages: readonly FixturePage[], options: { userPassword?: string; title?: string } = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const { text, size = [595, 842] as [number, number], rotation = 0 } of pages) {
    const page = doc.addPage(size);
    page.drawText(text, { x: 20, y: size[1] - 40, size: 14, font });
    if (rotation) page.setRotation(degrees(rotation));
  }
  if (options.title) doc.setTitle(options.title);
  if (options.userPassword) doc.encrypt({ userPassword: options.userPassword, ownerPassword: `${options.userPassword}-owner` });
  return doc.save();
}

/** A PDF of `count` pages whose texts are `${prefix}1`, `${prefix}2`, … */
export function numberedPdf(prefix: string, count: number, size: [number, number] = [595, 842]): Promise<Uint8Array> {
  return makePdf(Array.from({ length: count }, (_, index) => ({ text: `${prefix}${index + 1}`, size })));
}

/** Each page's text, as pdf.js reads it. */
export async function pageTexts(bytes: Uint8Array, password?: string): Promise<string[]> {
  const pdf = await pdfjs.getDocument({ data: bytes.slice(), password, verbosity: 0 }).promise;
  try {
    const texts: string[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const content = await (await pdf.getPage(number)).getTextContent();
      texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join('').trim());
    }
    return texts;
  } finally {
    await pdf.loadingTask.destroy();
  }
}

/** Page sizes (width × height, before rotation) and rotations, as pdf-lib reads them. */
export async function pageFacts(bytes: Uint8Array): Promise<{ size: [number, number]; rotation: number }[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const { width, height } = page.getSize();
    return { size: [Math.round(width), Math.round(height)], rotation: page.getRotation().angle };
  });
}

/** A hand-written PDF whose one page inherits its size and rotation from the page tree. */
export function inheritedAttributesPdf(): Uint8Array {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 /MediaBox [0 0 200 500] /Rotate 270 /Resources << >> >>',
    '<< /Type /Page /Parent 2 0 R >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

/** Bytes that start like a PDF and then are nonsense. */
export function corruptPdf(): Uint8Array {
  return new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 9 0 R >>\ngarbage garbage\n%%EOF');
}

export async function documentTitle(bytes: Uint8Array): Promise<string | undefined> {
  return (await PDFDocument.load(bytes, { updateMetadata: false })).getTitle();
}
