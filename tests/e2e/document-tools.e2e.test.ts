import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PDFDocument } from '@cantoo/pdf-lib';
import { strFromU8 } from 'fflate';
import { openPage, type ObservedPage } from './support/browser';
import { siteAndBrowser } from './support/suite';
import { sampleDocx } from '../../remotes/document-tools/src/tools/word-to-pdf/fixtures.testutil';
import { docxDocumentXml, downloadedBytes, pagedHtml, pdfPages, pdfPageTexts, photoHtml, printPdf, unzip } from './support/documents';

/**
 * The document tools on real files made by other software: PDFs printed by Chromium (as "Save
 * as PDF" makes them), an encrypted PDF, a .docx written by the `docx` library. Every result is
 * read back with pdf-lib and pdf.js (or unzipped), and nothing leaves the machine.
 */
const PORT = 4350;
const suite = siteAndBrowser(PORT);

const isLocal = (url: string) => /^(blob:|data:|https?:\/\/(localhost|127\.0\.0\.1)[:/])/.test(url);
const pdfFile = (name: string, buffer: Buffer | Uint8Array) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(buffer) });

/** Opens a tool, runs `body`, then checks the page logged no error and fetched nothing from outside. */
async function withTool(path: string, body: (observed: ObservedPage) => Promise<void>): Promise<void> {
  const observed = await openPage(suite.browser);
  try {
    await observed.page.goto(`${suite.site.url}/${path}`);
    await body(observed);
    expect(observed.requests.filter((url) => !isLocal(url))).toEqual([]);
    expect(observed.errors).toEqual([]);
  } finally {
    await observed.context.close();
  }
}

async function download(page: Page, click: () => Promise<void>, timeout = 90_000) {
  const downloading = page.waitForEvent('download', { timeout });
  await click();
  const file = await downloading;
  return { name: file.suggestedFilename(), bytes: await downloadedBytes(file) };
}

describe('merge-pdfs', () => {
  it('merges three printed PDFs in the chosen order, keeping page sizes, and keeps the list after a reload', async () => {
    const a = await printPdf(suite.browser, pagedHtml('Alpha', 2), 'A4');
    const b = await printPdf(suite.browser, pagedHtml('Bravo', 3), 'Letter');
    const c = await printPdf(suite.browser, pagedHtml('Charlie', 1), 'A5');
    await withTool('merge-pdfs', async ({ page }) => {
      await page.getByLabel('Add PDFs').setInputFiles([pdfFile('a.pdf', a), pdfFile('b.pdf', b), pdfFile('c.pdf', c)]);
      await page.getByRole('button', { name: 'Move c.pdf up' }).click();
      const merged = await download(page, () => page.getByRole('button', { name: 'Merge PDFs', exact: true }).click());
      expect(merged.name).toBe('merged.pdf');
      const { count, sizes } = await pdfPages(merged.bytes);
      expect(count).toBe(6);
      // a (A4 ×2), c (A5), b (Letter ×3): each page keeps its own size.
      const [sizeA, sizeB, sizeC] = await Promise.all([a, b, c].map(async (bytes) => (await pdfPages(bytes)).sizes[0]));
      expect(sizes).toEqual([sizeA, sizeA, sizeC, sizeB, sizeB, sizeB]);
      expect(new Set([sizeA, sizeB, sizeC].map(String)).size).toBe(3);
      const texts = await pdfPageTexts(merged.bytes);
      expect(texts.map((text) => text.match(/(Alpha|Bravo|Charlie) page \d/)?.[0])).toEqual([
        'Alpha page 1',
        'Alpha page 2',
        'Charlie page 1',
        'Bravo page 1',
        'Bravo page 2',
        'Bravo page 3',
      ]);

      await page.reload();
      const order = page.getByRole('list', { name: 'PDFs in merge order' }).getByRole('listitem');
      await expect.poll(() => order.allTextContents().then((items) => items.map((item) => item.match(/[abc]\.pdf/)?.[0]))).toEqual(['a.pdf', 'c.pdf', 'b.pdf']);
    });
  }, 180_000);

  it('moves a file with the keyboard on its drag handle', async () => {
    const a = await printPdf(suite.browser, pagedHtml('Alpha', 1));
    const b = await printPdf(suite.browser, pagedHtml('Bravo', 1));
    await withTool('merge-pdfs', async ({ page }) => {
      await page.getByLabel('Add PDFs').setInputFiles([pdfFile('a.pdf', a), pdfFile('b.pdf', b)]);
      await page.getByRole('button', { name: 'Reorder a.pdf' }).focus();
      // A person's pace: the drag library measures the list between key presses.
      for (const key of ['Space', 'ArrowDown', 'Space']) {
        await page.keyboard.press(key);
        await page.waitForTimeout(300);
      }
      const order = page.getByRole('list', { name: 'PDFs in merge order' }).getByRole('listitem');
      await expect.poll(() => order.allTextContents().then((items) => items.map((item) => item.match(/[ab]\.pdf/)?.[0]))).toEqual(['b.pdf', 'a.pdf']);
    });
  }, 120_000);

  it('asks for the password of an encrypted PDF, refuses a wrong one, and merges an unencrypted result', async () => {
    const printed = await printPdf(suite.browser, pagedHtml('Secret', 1));
    const doc = await PDFDocument.load(printed);
    await doc.encrypt({ userPassword: 'sesame', ownerPassword: 'owner', permissions: {} });
    const secret = await doc.save();
    const plain = await printPdf(suite.browser, pagedHtml('Open', 1));
    await withTool('merge-pdfs', async ({ page }) => {
      await page.getByLabel('Add PDFs').setInputFiles([pdfFile('secret.pdf', secret), pdfFile('open.pdf', plain)]);
      await page.getByText('This PDF is password-protected. Enter its password to open it.').waitFor();
      await page.getByLabel('Password for secret.pdf').fill('nope');
      await page.getByRole('button', { name: 'Unlock secret.pdf' }).click();
      await page.getByText('That password is not right for this PDF. Try again.').waitFor();
      await page.getByLabel('Password for secret.pdf').fill('sesame');
      await page.getByRole('button', { name: 'Unlock secret.pdf' }).click();
      const merged = await download(page, () => page.getByRole('button', { name: 'Merge PDFs', exact: true }).click());
      const reread = await PDFDocument.load(merged.bytes);
      expect(reread.isEncrypted).toBe(false);
      expect((await pdfPageTexts(merged.bytes)).join(' ')).toMatch(/Secret page 1.*Open page 1/);
    });
  }, 120_000);

  it('names a damaged file and keeps the others', async () => {
    const good = await printPdf(suite.browser, pagedHtml('Good', 1));
    await withTool('merge-pdfs', async ({ page }) => {
      await page.getByLabel('Add PDFs').setInputFiles([pdfFile('good.pdf', good), pdfFile('broken.pdf', Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog'))]);
      await page.getByText('This PDF is damaged and could not be read. Try re-saving it from the program that made it.').waitFor();
      await expect.poll(() => page.getByRole('button', { name: 'Remove good.pdf' }).count()).toBe(1);
    });
  }, 60_000);
});

describe('split-pdf', () => {
  it('takes ranges into one PDF or a zip, and every N pages into a zip', async () => {
    const report = await printPdf(suite.browser, pagedHtml('Report', 12));
    await withTool('split-pdf', async ({ page }) => {
      await page.getByLabel('Choose a PDF').setInputFiles(pdfFile('report.pdf', report));
      const pages = page.getByLabel('Pages to take out');
      await pages.fill('13');
      await page.getByText('Page 13 does not exist: this PDF has 12 pages.').waitFor();
      await pages.fill('1-3,5');
      const one = await download(page, () => page.getByRole('button', { name: 'Split PDF', exact: true }).click());
      expect(one.name).toBe('report-pages-1-3_5.pdf');
      expect((await pdfPageTexts(one.bytes)).map((text) => text.match(/Report page \d+/)?.[0])).toEqual(['Report page 1', 'Report page 2', 'Report page 3', 'Report page 5']);

      await page.getByRole('radio', { name: 'A separate PDF per range' }).check();
      const each = await download(page, () => page.getByRole('button', { name: 'Split PDF', exact: true }).click());
      expect(each.name).toBe('report-split.zip');
      const parts = unzip(each.bytes);
      expect(Object.keys(parts).sort()).toEqual(['report-page-5.pdf', 'report-pages-1-3.pdf']);
      expect((await pdfPages(parts['report-pages-1-3.pdf']!)).count).toBe(3);

      await page.getByRole('radio', { name: 'Every N pages' }).check();
      await page.getByLabel('Pages in each file').fill('5');
      await expect.poll(() => new URL(page.url()).searchParams.get('mode')).toBe('chunks');
      const chunks = await download(page, () => page.getByRole('button', { name: 'Split PDF', exact: true }).click());
      const files = unzip(chunks.bytes);
      const names = Object.keys(files).sort();
      expect(names).toHaveLength(3);
      const counts = await Promise.all(names.map(async (name) => (await pdfPages(files[name]!)).count));
      expect(counts).toEqual([5, 5, 2]);
    });
  }, 180_000);
});

describe('word-to-pdf', () => {
  const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

  it('turns a .docx written by another program into a PDF with its text, tables and non-Latin scripts, on the chosen paper', async () => {
    const report = Buffer.from(await sampleDocx());
    await withTool('word-to-pdf', async ({ page }) => {
      await page.getByLabel('Choose a Word document (.docx)').setInputFiles({ name: 'report.docx', mimeType: DOCX, buffer: report });
      await page.getByText(/Your PDF is ready: \d+ pages/).waitFor({ timeout: 90_000 });
      const pdf = await download(page, () => page.getByRole('button', { name: 'Download report.pdf' }).click());
      expect(pdf.name).toBe('report.pdf');
      const { count, sizes } = await pdfPages(pdf.bytes);
      expect(count).toBeGreaterThanOrEqual(2);
      expect(sizes[0]).toEqual([595, 842]);
      const text = (await pdfPageTexts(pdf.bytes)).join(' ');
      for (const expected of ['Quarterly Report', 'Καλημέρα', 'Здравствуй', 'Region', 'North', 'Page 1 of']) expect(text).toContain(expected);
      expect(await page.getByRole('link', { name: 'Open in a new tab' }).getAttribute('href')).toMatch(/^blob:/);

      await page.getByLabel('Page size').selectOption('letter');
      await expect.poll(() => new URL(page.url()).searchParams.get('size')).toBe('letter');
      // The PDF is made again after the change; until then the button still offers the A4 one.
      const letterSize = async () => {
        await page.getByText(/Your PDF is ready: \d+ pages/).waitFor({ timeout: 90_000 });
        const letter = await download(page, () => page.getByRole('button', { name: 'Download report.pdf' }).click());
        return (await pdfPages(letter.bytes)).sizes[0];
      };
      await expect.poll(letterSize, { timeout: 60_000, interval: 500 }).toEqual([612, 792]);

      await page.reload();
      await page.getByText('Your document from last time is back: it stays in this browser until you remove it.').waitFor();
      await page.getByText(/Your PDF is ready: \d+ pages/).waitFor({ timeout: 90_000 });
    });
  }, 240_000);

  it('explains an old .doc file and a damaged .docx, keeping nothing half-made', async () => {
    await withTool('word-to-pdf', async ({ page }) => {
      const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array(504).fill(0)]);
      await page.getByLabel('Choose a Word document (.docx)').setInputFiles({ name: 'old.doc', mimeType: 'application/msword', buffer: ole });
      await page.getByText('This is an old Word .doc file. Open it in Word or LibreOffice and save it as .docx, then try again.').waitFor();
      await page.getByLabel(/Choose (a|another) Word document/).setInputFiles({ name: 'broken.docx', mimeType: DOCX, buffer: Buffer.from('not a zip at all') });
      await page.getByRole('alert').filter({ hasText: /docx/ }).waitFor();
      expect(await page.getByRole('button', { name: /^Download / }).count()).toBe(0);
    });
  }, 60_000);
});

describe('pdf-compressor', () => {
  it('shrinks a photo PDF printed by Chromium, and never offers a bigger file', async () => {
    const photos = await printPdf(suite.browser, photoHtml());
    await withTool('pdf-compressor', async ({ page }) => {
      await page.getByLabel('Choose a PDF').setInputFiles(pdfFile('holiday.pdf', photos));
      const button = page.getByRole('button', { name: 'Download holiday-compressed.pdf' });
      await button.waitFor({ timeout: 90_000 });
      await page.getByText(/Done: \d+% smaller\./).waitFor();
      const smaller = await download(page, () => button.click());
      expect(smaller.name).toBe('holiday-compressed.pdf');
      expect(smaller.bytes.byteLength).toBeLessThan(photos.byteLength * 0.8);
      expect((await pdfPages(smaller.bytes)).count).toBe((await pdfPages(photos)).count);
      expect((await pdfPageTexts(smaller.bytes))[0]).toContain('Holiday photos');

      // The compressed copy has nothing left to gain at the same level: no download is offered for it.
      await page.getByLabel(/Choose (a|another) PDF/).setInputFiles(pdfFile('again.pdf', smaller.bytes));
      await page.getByText(/already well compressed/).waitFor({ timeout: 90_000 });
      expect(await page.getByRole('button', { name: /^Download/ }).count()).toBe(0);

      await page.getByText('A stronger level, a lower image quality or grayscale pictures may still make it smaller.').waitFor();

      // The level lives in the link, and the file stays.
      await page.getByRole('radio', { name: 'Strong' }).check();
      await expect.poll(() => new URL(page.url()).searchParams.get('level')).toBe('strong');
      await page.getByRole('button', { name: 'Remove again.pdf' }).waitFor();
    });
  }, 240_000);
});

describe('pdf-to-word', () => {
  const reportHtml = `<!doctype html><html><head><meta charset="utf-8"></head><body style="font-family: sans-serif; width: 15cm">
<h1>Annual Report 2026</h1>
<p>This year the team shipped seventy tools and games to visitors all over the world, and every one of them runs in the browser without sending a single file to a server, which is what people asked for most often in their feedback.</p>
<h2>Highlights</h2>
<ul><li>Document tools arrived</li><li>Search became faster</li><li>Dark mode everywhere</li></ul>
<h2>Next steps</h2>
<ol><li>Install as an app</li><li>Work offline</li></ol>
</body></html>`;

  it('turns a PDF printed by Chromium into a .docx with its headings, joined paragraph and lists', async () => {
    const pdf = await printPdf(suite.browser, reportHtml);
    await withTool('pdf-to-word', async ({ page }) => {
      await page.getByLabel('Choose a PDF').setInputFiles(pdfFile('annual-report.pdf', pdf));
      const word = await download(page, () => page.getByRole('button', { name: 'Download annual-report.docx' }).click());
      expect(word.name).toBe('annual-report.docx');
      const xml = docxDocumentXml(word.bytes);
      const paragraphs = [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map(([p]) => ({
        style: p.match(/<w:pStyle w:val="([^"]+)"/)?.[1] ?? '',
        list: p.includes('<w:numPr>'),
        text: [...p.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((t) => t[1]).join(''),
      }));
      const heading = (text: string) => paragraphs.find((p) => p.text === text)?.style;
      expect(heading('Annual Report 2026')).toBe('Heading1');
      expect(heading('Highlights')).toBe('Heading2');
      expect(heading('Next steps')).toBe('Heading2');
      // The wrapped lines of the paragraph are one paragraph again.
      expect(paragraphs.some((p) => p.text.startsWith('This year the team shipped') && p.text.endsWith('in their feedback.'))).toBe(true);
      expect(paragraphs.filter((p) => p.list).map((p) => p.text)).toEqual([
        'Document tools arrived',
        'Search became faster',
        'Dark mode everywhere',
        'Install as an app',
        'Work offline',
      ]);
      const core = strFromU8(unzip(word.bytes)['docProps/core.xml']!);
      expect(core).toContain('ToolHub PDF to Word');

      await page.getByRole('checkbox', { name: 'Start each PDF page on a new Word page' }).check();
      await expect.poll(() => new URL(page.url()).searchParams.get('breaks')).toBe('1');
    });
  }, 180_000);

  it('sends a scanned PDF to Image to Text instead of making an empty document', async () => {
    const scan = await printPdf(suite.browser, photoHtml(''));
    await withTool('pdf-to-word', async ({ page }) => {
      await page.getByLabel('Choose a PDF').setInputFiles(pdfFile('scan.pdf', scan));
      await page.getByText(/This PDF looks scanned/).waitFor({ timeout: 60_000 });
      expect(await page.getByRole('link', { name: 'Open Image to Text (OCR)' }).getAttribute('href')).toBe('/image-to-text');
      expect(await page.getByRole('button', { name: /^Download / }).count()).toBe(0);
    });
  }, 120_000);
});
