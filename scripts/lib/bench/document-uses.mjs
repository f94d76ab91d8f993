/** The document tools' first real use: PDFs printed by Chromium and a .docx, each until its result is ready. */
import { readFileSync } from 'node:fs';
import { benchDocx, benchPhotoHtml, benchReportHtml } from '../bench-documents.mjs';
import { kb } from './format.mjs';

/** @typedef {import('./first-use.mjs').Use} Use */

/** A PDF printed by this Chromium, as a visitor's "Save as PDF" makes it. */
async function printPdf(/** @type {import('playwright-core').Browser} */ browser, /** @type {string} */ html) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.setContent(html, { waitUntil: 'load' });
    return await page.pdf({ format: 'A4', printBackground: true });
  } finally {
    await context.close();
  }
}

/**
 * Runs one timed step: `act` starts it, the download it ends with is checked by `check`.
 * @param {import('playwright-core').Page} page
 * @param {() => Promise<void>} act
 * @param {(bytes: Buffer, name: string) => string} check
 */
async function timedDownload(page, act, check) {
  const downloading = page.waitForEvent('download', { timeout: 180_000 });
  const started = performance.now();
  await act();
  const download = await downloading;
  const ms = performance.now() - started;
  const bytes = readFileSync(/** @type {string} */ (await download.path()));
  return { ms, checked: check(bytes, download.suggestedFilename()) };
}

const pdfFile = (/** @type {string} */ name, /** @type {Buffer} */ buffer) => ({ name, mimeType: 'application/pdf', buffer });
const isPdf = (/** @type {Buffer} */ bytes) => bytes.subarray(0, 5).toString() === '%PDF-' && bytes.subarray(-1024).toString('latin1').includes('%%EOF');

/**
 * The document tools' first real use: pdf.js, pdf-lib, docx or mammoth load with it.
 * @type {Record<string, (page: import('playwright-core').Page, mark: () => any, since: (before: any) => Promise<{ wire: number, requests: number, urls: string[] }>, browser: import('playwright-core').Browser) => Promise<Use[]>>}
 */
export const DOCUMENT_USES = {
  async 'merge-pdfs'(page, mark, since, browser) {
    const files = [pdfFile('a.pdf', await printPdf(browser, benchReportHtml(10))), pdfFile('b.pdf', await printPdf(browser, benchReportHtml(20))), pdfFile('c.pdf', await printPdf(browser, benchReportHtml(10)))];
    const before = mark();
    const { ms, checked } = await timedDownload(
      page,
      async () => {
        await page.getByLabel('Add PDFs', { exact: true }).setInputFiles(files);
        await page.getByRole('button', { name: 'Merge PDFs', exact: true }).click();
      },
      (bytes) => {
        if (!isPdf(bytes)) throw new Error('the merged file is not a whole PDF');
        return `${kb(bytes.length)} PDF`;
      },
    );
    return [{ label: 'add 3 PDFs (40 pages) and merge → download', ms, ...(await since(before)), check: checked }];
  },
  async 'split-pdf'(page, mark, since, browser) {
    const pdf = await printPdf(browser, benchReportHtml(40));
    await page.goto(`${page.url().split('?')[0]}?mode=chunks&n=5`);
    await page.getByLabel('Choose a PDF', { exact: true }).waitFor();
    const before = mark();
    const { ms, checked } = await timedDownload(
      page,
      async () => {
        await page.getByLabel('Choose a PDF', { exact: true }).setInputFiles(pdfFile('report.pdf', pdf));
        await page.getByRole('button', { name: 'Split PDF', exact: true }).click();
      },
      (bytes) => {
        const entries = bytes.toString('latin1').split('PK\x01\x02').length - 1;
        if (entries !== 8) throw new Error(`the zip holds ${entries} PDFs, not 8`);
        return `${kb(bytes.length)} zip of 8 PDFs`;
      },
    );
    return [{ label: 'split a 40-page PDF every 5 pages → download', ms, ...(await since(before)), check: checked }];
  },
  async 'pdf-compressor'(page, mark, since, browser) {
    const pdf = await printPdf(browser, benchPhotoHtml());
    const before = mark();
    const started = performance.now();
    await page.getByLabel('Choose a PDF', { exact: true }).setInputFiles(pdfFile('photos.pdf', pdf));
    const offered = page.getByRole('button', { name: 'Download photos-compressed.pdf', exact: true });
    await offered.waitFor({ timeout: 180_000 });
    const ms = performance.now() - started;
    const result = (await page.getByText(/Done: \d+% smaller\./).textContent()) ?? '';
    return [{ label: `compress a ${kb(pdf.length)} photo PDF → smaller file offered`, ms, ...(await since(before)), check: result.trim() }];
  },
  async 'pdf-to-word'(page, mark, since, browser) {
    const pdf = await printPdf(browser, benchReportHtml(40));
    const before = mark();
    const { ms, checked } = await timedDownload(
      page,
      async () => {
        await page.getByLabel('Choose a PDF', { exact: true }).setInputFiles(pdfFile('report.pdf', pdf));
        await page.getByRole('button', { name: 'Download report.docx', exact: true }).click({ timeout: 180_000 });
      },
      (bytes) => {
        if (bytes.subarray(0, 2).toString() !== 'PK' || !bytes.toString('latin1').includes('word/document.xml')) throw new Error('the download is not a .docx');
        return `${kb(bytes.length)} .docx`;
      },
    );
    return [{ label: 'a 40-page PDF → .docx download', ms, ...(await since(before)), check: checked }];
  },
  async 'word-to-pdf'(page, mark, since) {
    const docx = Buffer.from(await benchDocx(200));
    const before = mark();
    const started = performance.now();
    await page
      .getByLabel('Choose a Word document (.docx)', { exact: true })
      .setInputFiles({ name: 'report.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: docx });
    const ready = page.getByText(/Your PDF is ready: \d+ pages/);
    await ready.waitFor({ timeout: 180_000 });
    const ms = performance.now() - started;
    return [{ label: 'a .docx of 200 paragraphs → PDF ready', ms, ...(await since(before)), check: ((await ready.textContent()) ?? '').trim() }];
  },
};
