import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { PDFDocument } from '@cantoo/pdf-lib';
import { unzipSync } from 'fflate';
import { openPage } from './support/browser';
import { siteAndBrowser } from './support/suite';
import { drawPng } from '../../scripts/lib/bench/draw-png.mjs';

/**
 * The heavy tools end to end: real OCR, a PDF and a ZIP read back, an exported image measured,
 * AI News from local feeds. Every request must stay on this machine.
 */
const PORT = 4300;
const suite = siteAndBrowser(PORT);

const isLocal = (url: string) => /^(blob:|data:|https?:\/\/(localhost|127\.0\.0\.1)[:/])/.test(url);

describe('heavy tools', () => {
  it('image-to-text reads the text of an image drawn by the test', async () => {
    const { page, errors, requests, context } = await openPage(suite.browser);
    try {
      await page.goto(`${suite.site.url}/image-to-text`);
      await page.getByLabel('Image file').waitFor();
      const png = await drawPng(page, 'HELLO TOOLHUB 2026');
      await page.getByLabel('Image file').setInputFiles({ name: 'hello.png', mimeType: 'image/png', buffer: png });
      const result = page.getByLabel(/Text \(you can edit it/);
      await expect.poll(() => result.inputValue().catch(() => ''), { timeout: 120_000, interval: 1000 }).toMatch(/HELLO\s+TOOLHUB\s+2026/);
      expect(requests.filter((url) => !isLocal(url))).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);

  it('text-to-pdf produces a PDF with the right page count', async () => {
    const { page, errors, requests, context } = await openPage(suite.browser);
    try {
      await page.goto(`${suite.site.url}/text-to-pdf`);
      const lines = Array.from({ length: 150 }, (_, i) => `Line ${i + 1}: Grüße, Καλημέρα, Привет.`).join('\n');
      await page.getByLabel('Text', { exact: true }).fill(lines);
      const downloading = page.waitForEvent('download', { timeout: 90_000 });
      await page.getByRole('button', { name: 'Create PDF' }).click();
      const download = await downloading;
      const bytes = await readFile((await download.path())!);
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(3);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(requests.filter((url) => !isLocal(url))).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 150_000);

  it('image-zip-creator zips the images it was given', async () => {
    const { page, errors, requests, context } = await openPage(suite.browser);
    try {
      await page.goto(`${suite.site.url}/image-zip-creator`);
      await page.getByLabel('Choose images').waitFor();
      const files = [];
      for (const name of ['one', 'two', 'three']) {
        files.push({ name: `${name}.png`, mimeType: 'image/png', buffer: await drawPng(page, name.toUpperCase(), 300, 120) });
      }
      await page.getByLabel('Choose images').setInputFiles(files);
      const downloading = page.waitForEvent('download', { timeout: 90_000 });
      await page.getByRole('button', { name: /^Create .*\.zip$/ }).click();
      const download = await downloading;
      const entries = unzipSync(new Uint8Array(await readFile((await download.path())!)));
      expect(Object.keys(entries).sort()).toEqual(['one.png', 'three.png', 'two.png']);
      expect(requests.filter((url) => !isLocal(url))).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 150_000);

  it('image-editor exports an image of the requested size', async () => {
    const { page, errors, requests, context } = await openPage(suite.browser);
    try {
      await page.goto(`${suite.site.url}/image-editor`);
      await page.getByLabel('Choose an image').waitFor();
      await page.getByLabel('Choose an image').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: await drawPng(page, 'EDIT ME', 800, 600) });
      const width = page.getByLabel('Width (px)');
      await width.waitFor();
      await width.fill('400');
      await width.press('Tab');
      await expect.poll(() => page.getByLabel('Height (px)').inputValue()).toBe('300');
      await page.getByRole('button', { name: 'Apply resize' }).click();
      const downloading = page.waitForEvent('download', { timeout: 90_000 });
      await page.getByRole('button', { name: /Export & download/ }).click();
      const download = await downloading;
      const bytes = await readFile((await download.path())!);
      const size = await page.evaluate(async (b64) => {
        // Decoded here, not fetched from a data: URL, which the page's connect-src refuses.
        const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))]));
        return [bitmap.width, bitmap.height];
      }, bytes.toString('base64'));
      expect(size).toEqual([400, 300]);
      expect(requests.filter((url) => !isLocal(url))).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 150_000);

  it('ai-news shows headlines from a feed served on localhost', async () => {
    const { page, errors, requests, context } = await openPage(suite.browser, { viewport: 'phone' });
    try {
      await page.goto(`${suite.site.url}/ai-news`);
      const list = page.getByRole('list', { name: 'Headlines' });
      await expect.poll(() => list.getByRole('link').count(), { timeout: 30_000 }).toBeGreaterThan(2);
      expect(await list.textContent()).toContain('Transformers, explained');
      expect(requests.filter((url) => !isLocal(url))).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
