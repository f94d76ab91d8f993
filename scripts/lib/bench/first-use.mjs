/** The heavy tools' first real use: the input each is given and the result that shows it worked (document tools in document-uses.mjs). */
import { readFileSync } from 'node:fs';
import { DOCUMENT_USES } from './document-uses.mjs';
import { drawPng } from './draw-png.mjs';
import { kb } from './format.mjs';
import { until } from './wait.mjs';

/**
 * @typedef {{ label: string, wire: number, requests: number, urls: string[], ms: number, check: string }} Use
 */

/**
 * The first real use of a tool with a large lazy library; returns its phases.
 * @param {string} tool
 * @param {Awaited<ReturnType<typeof import('./instrumented-page.mjs').instrumentedPage>>} observed
 * @param {import('playwright-core').Browser} browser  prints the PDFs the document tools read
 * @returns {Promise<Use[]>}
 */
export async function firstUse(tool, { page, mark, since }, browser) {
  if (tool === 'image-to-text') {
    const png = await drawPng(page, 'HELLO TOOLHUB 2026');
    const before = mark();
    const started = performance.now();
    await page.getByLabel('Image file', { exact: true }).setInputFiles({ name: 'hello.png', mimeType: 'image/png', buffer: png });
    const result = page.getByLabel(/Text \(you can edit it/);
    await until(async () => /HELLO\s+TOOLHUB\s+2026/.test(await result.inputValue()), 'the recognised text');
    const ms = performance.now() - started;
    return [{ label: 'OCR of a 900×220 PNG → text shown', ms, ...(await since(before)), check: `read “${(await result.inputValue()).trim()}”` }];
  }
  if (tool === 'text-to-pdf') {
    const lines = Array.from({ length: 100 }, (_, i) => `Line ${i + 1}: Grüße, Καλημέρα, Привет.`).join('\n');
    await page.getByLabel('Text', { exact: true }).fill(lines);
    const before = mark();
    const downloading = page.waitForEvent('download', { timeout: 180_000 });
    const started = performance.now();
    await page.getByRole('button', { name: 'Create PDF', exact: true }).click();
    const download = await downloading;
    const ms = performance.now() - started;
    const bytes = readFileSync(/** @type {string} */ (await download.path()));
    if (bytes.subarray(0, 5).toString() !== '%PDF-') throw new Error('the download is not a PDF');
    if (!bytes.subarray(-1024).toString('latin1').includes('%%EOF')) throw new Error('the PDF is cut short');
    return [{ label: 'PDF of 100 lines → download', ms, ...(await since(before)), check: `${kb(bytes.length)} PDF` }];
  }
  if (tool === 'image-zip-creator') {
    const files = [];
    for (const name of ['one', 'two', 'three']) files.push({ name: `${name}.png`, mimeType: 'image/png', buffer: await drawPng(page, name.toUpperCase(), 300, 120) });
    const before = mark();
    const started = performance.now();
    await page.getByLabel('Choose images', { exact: true }).setInputFiles(files);
    const downloading = page.waitForEvent('download', { timeout: 180_000 });
    await page.getByRole('button', { name: 'Create images.zip', exact: true }).click();
    const download = await downloading;
    const ms = performance.now() - started;
    const bytes = readFileSync(/** @type {string} */ (await download.path()));
    const entries = bytes.toString('latin1').split('PK\x01\x02').length - 1;
    if (bytes.subarray(0, 2).toString() !== 'PK' || entries !== 3) throw new Error(`the ZIP holds ${entries} entries, not 3`);
    return [{ label: 'ZIP of 3 small PNGs → download', ms, ...(await since(before)), check: `${kb(bytes.length)} ZIP of 3 files` }];
  }
  if (tool === 'image-editor') {
    // A photo-sized JPEG made in the page and handed to the file input there, so the timing
    // is the editor's own, not the driver copying megabytes over the protocol.
    const photoBytes = await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 4000;
      canvas.height = 3000;
      const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
      const sky = ctx.createLinearGradient(0, 0, 4000, 3000);
      sky.addColorStop(0, '#3b7dd8');
      sky.addColorStop(1, '#f6c177');
      ctx.fillStyle = sky;
      ctx.fillRect(0, 0, 4000, 3000);
      for (let i = 0; i < 400; i++) {
        ctx.fillStyle = `hsl(${(i * 37) % 360} 70% 50% / 0.5)`;
        ctx.beginPath();
        ctx.arc((i * 997) % 4000, (i * 613) % 3000, 20 + ((i * 53) % 180), 0, Math.PI * 2);
        ctx.fill();
      }
      ctx.fillStyle = '#000000';
      ctx.font = 'bold 320px sans-serif';
      ctx.fillText('EDIT ME', 400, 1600);
      const blob = await /** @type {Promise<Blob>} */ (
        new Promise((resolve, reject) => canvas.toBlob((made) => (made ? resolve(made) : reject(new Error('no JPEG encoder'))), 'image/jpeg', 0.92))
      );
      Object.assign(window, { __benchPhoto: new File([blob], 'photo.jpg', { type: 'image/jpeg' }) });
      return blob.size;
    });
    let before = mark();
    let started = performance.now();
    await page.getByLabel('Choose an image', { exact: true }).evaluate((input) => {
      const files = new DataTransfer();
      files.items.add(/** @type {File} */ (/** @type {any} */ (window).__benchPhoto));
      /** @type {HTMLInputElement} */ (input).files = files.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    // The preview is a canvas (role img); painted once its centre is no longer blank.
    const preview = page.getByRole('img', { name: 'Edited photo.jpg, 4000 by 3000 pixels', exact: true });
    await until(
      () =>
        preview.evaluate((canvas) => {
          const c = /** @type {HTMLCanvasElement} */ (canvas);
          const pixel = c.getContext('2d')?.getImageData(Math.floor(c.width / 2), Math.floor(c.height / 2), 1, 1).data;
          return !!pixel && pixel[3] > 0;
        }),
      'the preview',
    );
    const openMs = performance.now() - started;
    const openNet = await since(before);
    const size = await preview.evaluate((canvas) => `${/** @type {HTMLCanvasElement} */ (canvas).width}×${/** @type {HTMLCanvasElement} */ (canvas).height}`);

    before = mark();
    const downloading = page.waitForEvent('download', { timeout: 180_000 });
    started = performance.now();
    await page.getByRole('button', { name: /Export & download/ }).click();
    const download = await downloading;
    const exportMs = performance.now() - started;
    const bytes = readFileSync(/** @type {string} */ (await download.path()));
    // PNG: the IHDR chunk holds width and height at bytes 16 and 20.
    const exported = `${bytes.readUInt32BE(16)}×${bytes.readUInt32BE(20)}`;
    if (exported !== '4000×3000') throw new Error(`exported ${exported}, not 4000×3000`);
    return [
      { label: 'open a 4000×3000 JPEG → preview painted', ms: openMs, ...openNet, check: `${kb(photoBytes)} in, preview ${size}` },
      { label: 'export it as PNG → download', ms: exportMs, ...(await since(before)), check: `${kb(bytes.length)} PNG ${exported}` },
    ];
  }
  if (tool in DOCUMENT_USES) return DOCUMENT_USES[tool](page, mark, since, browser);
  return [];
}
