import { readFile } from 'node:fs/promises';
import type { Browser, Download } from 'playwright-core';
import { PDFDocument } from '@cantoo/pdf-lib';
import { strFromU8, unzipSync } from 'fflate';

/**
 * Real documents for the document tools' end-to-end tests, made by other software than the
 * tools themselves: PDFs printed by Chromium (its Skia PDF backend, as "Save as PDF" does),
 * and readers for what the tools hand back (pdf-lib, pdf.js, the .docx zip).
 */

/** Prints `html` to a PDF with Chromium, as a visitor's "Save as PDF" would. */
export async function printPdf(browser: Browser, html: string, format: 'A4' | 'Letter' | 'A5' = 'A4'): Promise<Buffer> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.setContent(html, { waitUntil: 'load' });
    return await page.pdf({ format, printBackground: true });
  } finally {
    await context.close();
  }
}

/** An HTML document of `pages` printed pages, each starting with "<label> page N". */
export function pagedHtml(label: string, pages: number, extra = ''): string {
  const body = Array.from(
    { length: pages },
    (_, i) => `<section style="page-break-after: ${i + 1 < pages ? 'always' : 'auto'}"><h1>${label} page ${i + 1}</h1><p>Body text of ${label}, page ${i + 1}.</p>${extra}</section>`,
  ).join('');
  return `<!doctype html><html><head><meta charset="utf-8"><title>${label}</title></head><body style="font-family: sans-serif">${body}</body></html>`;
}

/** A picture-heavy page: a big noisy picture, the kind of PDF compressors shrink; with no heading, a scan. */
export function photoHtml(heading = 'Holiday photos'): string {
  return `<!doctype html><html><body style="margin:0">${heading ? `<h1>${heading}</h1>` : ''}<canvas id="c" width="2400" height="1600" style="width:100%"></canvas>
<script>
const c = document.getElementById('c'); const g = c.getContext('2d');
const image = g.createImageData(c.width, c.height);
let seed = 7; const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
for (let i = 0; i < image.data.length; i += 4) { const x = (i / 4) % c.width, y = Math.floor(i / 4 / c.width);
  image.data[i] = (x / c.width) * 255 * 0.8 + rnd() * 50; image.data[i + 1] = (y / c.height) * 255 * 0.8 + rnd() * 50; image.data[i + 2] = 120 + rnd() * 60; image.data[i + 3] = 255; }
g.putImageData(image, 0, 0);
const img = new Image(); img.style.width = '100%'; img.src = c.toDataURL('image/png'); document.body.append(img); c.remove();
</script></body></html>`;
}

export async function downloadedBytes(download: Download): Promise<Buffer> {
  return readFile((await download.path())!);
}

/** The text of each page, as pdf.js reads it (Node build). */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  try {
    const texts: string[] = [];
    for (let n = 1; n <= pdf.numPages; n += 1) {
      const content = await (await pdf.getPage(n)).getTextContent();
      texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' ').trim());
    }
    return texts;
  } finally {
    await pdf.loadingTask.destroy();
  }
}

/** pdf-lib's view of a PDF: page count and page sizes in points, rounded. */
export async function pdfPages(bytes: Uint8Array): Promise<{ count: number; sizes: [number, number][] }> {
  const doc = await PDFDocument.load(bytes);
  return { count: doc.getPageCount(), sizes: doc.getPages().map((page) => [Math.round(page.getWidth()), Math.round(page.getHeight())]) };
}

/** The files of a zip, by name. */
export function unzip(bytes: Uint8Array): Record<string, Uint8Array> {
  return unzipSync(new Uint8Array(bytes));
}

/** word/document.xml of a .docx. */
export function docxDocumentXml(bytes: Uint8Array): string {
  const files = unzip(bytes);
  const xml = files['word/document.xml'];
  if (!xml) throw new Error(`not a .docx: no word/document.xml among ${Object.keys(files).join(', ')}`);
  return strFromU8(xml);
}
