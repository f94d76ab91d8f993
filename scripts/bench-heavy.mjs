/**
 * `npm run bench:heavy`: what the heavy tools cost. Serves the built site (no build), drives
 * headless Chromium and prints one table: for each heavy tool, the bytes on the wire to open it
 * from the home page with its remote still cold, the time until it shows a usable control, and,
 * for the tools with a large lazy library, the bytes and time of their first real use:
 *   - image-to-text:     OCR of a PNG drawn in the page until the recognised text shows
 *   - text-to-pdf:       a PDF of 100 lines until the download starts
 *   - image-zip-creator: a ZIP of 3 small PNGs until the download starts
 *   - image-editor:      a 4000 × 3000 JPEG drawn in the page until the preview is painted,
 *                        then its PNG export until the download starts
 *   - merge-pdfs:        three PDFs (40 pages in all, printed by Chromium) until the merged download
 *   - split-pdf:         a 40-page PDF split every 5 pages until the zip download
 *   - pdf-compressor:    a photo PDF printed by Chromium until the smaller download is offered
 *   - pdf-to-word:       a 40-page report printed by Chromium until the .docx download
 *   - word-to-pdf:       a .docx of 200 paragraphs, a table and a picture until the PDF is ready
 * Each tool gets a fresh browser context (empty cache). Bytes are CDP's encodedDataLength (as
 * sent: gzip where the server compresses), counting requests made by workers too. AI News reads
 * the fixture feeds in server/news/fixtures, served on localhost, so nothing leaves the machine.
 * No test asserts on these figures; machines here are noisy. Reads dist/ as built (no build).
 * The site is served on BENCH_PORT (default 5700) .. +9, the feeds on BENCH_PORT + 60.
 * BENCH_DEBUG=1 also lists every request counted; BENCH_TOOLS=a,b measures only those tools. Exits 1 when a tool's journey fails.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startSite } from './lib/site.mjs';
import { benchDocx, benchPhotoHtml, benchReportHtml } from './lib/bench-documents.mjs';
import { createStaticServer, listen } from './lib/static-server.mjs';
import { ROOT, isBuilt, readCatalogue, units } from './lib/units.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 5700);
const FEEDS_PORT = PORT + 60;
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
/** BENCH_TOOLS=merge-pdfs,split-pdf measures only those. */
const ONLY = process.env.BENCH_TOOLS ? process.env.BENCH_TOOLS.split(',') : null;
/** How long the network must stay silent before a phase's bytes are counted. */
const QUIET_MS = 500;

const HEAVY = [
  'image-to-text',
  'text-to-pdf',
  'image-editor',
  'image-zip-creator',
  'merge-pdfs',
  'split-pdf',
  'pdf-compressor',
  'pdf-to-word',
  'word-to-pdf',
  'emotion-to-art',
  'ai-rewriter',
  'ai-news',
  'personality-decoder',
];

/**
 * The control that makes each tool usable (labels as in its index.test.tsx).
 * @type {Record<string, (page: import('playwright-core').Page) => import('playwright-core').Locator>}
 */
const READY = {
  'image-to-text': (page) => page.getByLabel('Image file', { exact: true }),
  'text-to-pdf': (page) => page.getByLabel('Text', { exact: true }),
  'image-editor': (page) => page.getByLabel('Choose an image', { exact: true }),
  'image-zip-creator': (page) => page.getByLabel('Choose images', { exact: true }),
  'merge-pdfs': (page) => page.getByLabel('Add PDFs', { exact: true }),
  'split-pdf': (page) => page.getByLabel('Choose a PDF', { exact: true }),
  'pdf-compressor': (page) => page.getByLabel('Choose a PDF', { exact: true }),
  'pdf-to-word': (page) => page.getByLabel('Choose a PDF', { exact: true }),
  'word-to-pdf': (page) => page.getByLabel('Choose a Word document (.docx)', { exact: true }),
  'emotion-to-art': (page) => page.getByLabel('Or describe it in words', { exact: true }),
  'ai-rewriter': (page) => page.getByLabel('Text to rewrite', { exact: true }),
  'ai-news': (page) => page.getByRole('list', { name: 'Headlines', exact: true }).getByRole('link').first(),
  'personality-decoder': (page) => page.getByRole('button', { name: 'Start the test', exact: true }),
};

const kb = (/** @type {number} */ bytes) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(2)} MB` : `${(bytes / 1024).toFixed(1)} KB`);
const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(2)} s`;
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
const isLocal = (/** @type {string} */ url) => /^(blob:|data:|https?:\/\/(localhost|127\.0\.0\.1)[:/])/.test(url);

for (const unit of units(PORT)) {
  if (!isBuilt(unit)) {
    console.error(`${unit.name} is not built (${unit.dist}); run npm run build first.`);
    process.exit(1);
  }
}

const catalogue = /** @type {{ categories: { id: string, remote: string }[], tools: { path: string, name: string, isAvailable: boolean, category: string }[] }} */ (
  /** @type {unknown} */ (readCatalogue())
);
const remoteOf = (/** @type {string} */ path) => {
  const tool = catalogue.tools.find((t) => t.path === path);
  return catalogue.categories.find((c) => c.id === tool?.category)?.remote ?? '?';
};

const feeds = createStaticServer({ root: join(ROOT, 'server', 'news', 'fixtures') });
await listen(feeds, FEEDS_PORT);
const site = await startSite({ port: PORT, newsFeeds: ['rss2.xml', 'atom.xml', 'rdf.xml'].map((file) => `http://127.0.0.1:${FEEDS_PORT}/${file}`) });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });

/** Requests that never reach the network (object URLs, inline data) are not counted. */
const onWire = (/** @type {string} */ url) => !url.startsWith('blob:') && !url.startsWith('data:');

/**
 * A fresh context (empty cache) that records, per request, the bytes on the wire: CDP's
 * encodedDataLength from the page's Network events, as bench.mjs does. Requests made inside a
 * dedicated worker (a worker's importScripts, say) are not page Network events; they come from
 * Playwright's own per-worker CDP sessions, whose sizes() are the same encodedDataLength split
 * into headers and body. A request both report is counted once (the page's figure).
 */
async function instrumentedPage() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  /** @typedef {{ url: string, wire: number, done: boolean }} Entry */
  /** @type {Map<string, Entry>} */
  const pageRequests = new Map();
  /** @type {Entry[]} every request Playwright saw, page and workers alike, in order */
  const allRequests = [];
  /** @type {string[]} */
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));

  cdp.on('Network.requestWillBeSent', (event) => {
    // A redirect reuses the request id: its earlier hop is kept, finished, under another key.
    const previous = pageRequests.get(event.requestId);
    if (previous) pageRequests.set(`${event.requestId}:${pageRequests.size}`, { ...previous, done: true });
    pageRequests.set(event.requestId, { url: event.request.url, wire: 0, done: false });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const entry = pageRequests.get(event.requestId);
    if (entry) Object.assign(entry, { done: true, wire: Math.max(0, event.encodedDataLength) });
  });
  cdp.on('Network.loadingFailed', (event) => {
    const entry = pageRequests.get(event.requestId);
    if (entry) entry.done = true;
  });
  await cdp.send('Network.enable');

  /** @type {Map<import('playwright-core').Request, Entry>} */
  const byRequest = new Map();
  context.on('request', (request) => {
    const entry = { url: request.url(), wire: 0, done: false };
    byRequest.set(request, entry);
    allRequests.push(entry);
  });
  context.on('requestfinished', async (request) => {
    const entry = byRequest.get(request);
    if (!entry) return;
    const sizes = await request.sizes().catch(() => null);
    entry.wire = sizes ? Math.max(0, sizes.responseHeadersSize + sizes.responseBodySize) : 0;
    entry.done = true;
  });
  context.on('requestfailed', (request) => {
    const entry = byRequest.get(request);
    if (entry) entry.done = true;
  });

  /** Where a phase starts: it counts only what comes after. */
  const mark = () => ({ page: new Set(pageRequests.keys()), all: allRequests.length });
  /** Waits until no request that reaches the network has been in flight for QUIET_MS. */
  async function quiet(timeout = 60_000) {
    const end = Date.now() + timeout;
    let silentSince = Date.now();
    while (Date.now() < end) {
      const busy = [...pageRequests.values(), ...allRequests].some((r) => !r.done && onWire(r.url));
      if (busy) silentSince = Date.now();
      else if (Date.now() - silentSince >= QUIET_MS) return;
      await sleep(50);
    }
  }
  /** Bytes and requests since `before`, once the network is quiet. */
  async function since(/** @type {ReturnType<typeof mark>} */ before) {
    await quiet();
    const fromPage = [...pageRequests.entries()].filter(([id, r]) => !before.page.has(id) && onWire(r.url)).map(([, r]) => r);
    const unmatched = fromPage.map((r) => r.url);
    const fromWorkers = allRequests.slice(before.all).filter((r) => {
      if (!onWire(r.url)) return false;
      const index = unmatched.indexOf(r.url);
      if (index === -1) return true;
      unmatched.splice(index, 1);
      return false;
    });
    const fresh = [...fromPage, ...fromWorkers];
    return { wire: fresh.reduce((sum, r) => sum + r.wire, 0), requests: fresh.length, urls: fresh.map((r) => `${r.url} ${r.wire}`) };
  }
  return { context, page, errors, mark, since, quiet, urls: () => [...pageRequests.values(), ...allRequests].map((r) => r.url) };
}

/** A PNG drawn in the page, so the benchmark knows exactly what is in it. */
async function drawPng(/** @type {import('playwright-core').Page} */ page, /** @type {string} */ text, width = 900, height = 220) {
  const dataUrl = await page.evaluate(
    ({ text, width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, width, height);
      ctx.fillStyle = '#000000';
      ctx.font = 'bold 64px sans-serif';
      ctx.textBaseline = 'middle';
      ctx.fillText(text, 40, height / 2);
      return canvas.toDataURL('image/png');
    },
    { text, width, height },
  );
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/** Polls `check` every 100 ms until it is true. */
async function until(/** @type {() => Promise<boolean>} */ check, /** @type {string} */ what, timeout = 180_000) {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * @typedef {{ label: string, wire: number, requests: number, urls: string[], ms: number, check: string }} Use
 * @typedef {{ tool: string, remote: string, open: { wire: number, requests: number, urls: string[], ms: number } | null, uses: Use[], errors: string[], foreign: string[], failure?: string }} Row
 */

/**
 * The first real use of a tool with a large lazy library; returns its phases.
 * @param {string} tool
 * @param {Awaited<ReturnType<typeof instrumentedPage>>} observed
 * @returns {Promise<Use[]>}
 */
async function firstUse(tool, { page, mark, since }) {
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
  if (tool in DOCUMENT_USES) return DOCUMENT_USES[tool](page, mark, since);
  return [];
}

/** A PDF printed by this Chromium, as a visitor's "Save as PDF" makes it. */
async function printPdf(/** @type {string} */ html) {
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
 * @type {Record<string, (page: import('playwright-core').Page, mark: () => any, since: (before: any) => Promise<{ wire: number, requests: number, urls: string[] }>) => Promise<Use[]>>}
 */
const DOCUMENT_USES = {
  async 'merge-pdfs'(page, mark, since) {
    const files = [pdfFile('a.pdf', await printPdf(benchReportHtml(10))), pdfFile('b.pdf', await printPdf(benchReportHtml(20))), pdfFile('c.pdf', await printPdf(benchReportHtml(10)))];
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
  async 'split-pdf'(page, mark, since) {
    const pdf = await printPdf(benchReportHtml(40));
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
  async 'pdf-compressor'(page, mark, since) {
    const pdf = await printPdf(benchPhotoHtml());
    const before = mark();
    const started = performance.now();
    await page.getByLabel('Choose a PDF', { exact: true }).setInputFiles(pdfFile('photos.pdf', pdf));
    const offered = page.getByRole('button', { name: 'Download photos-compressed.pdf', exact: true });
    await offered.waitFor({ timeout: 180_000 });
    const ms = performance.now() - started;
    const result = (await page.getByText(/Done: \d+% smaller\./).textContent()) ?? '';
    return [{ label: `compress a ${kb(pdf.length)} photo PDF → smaller file offered`, ms, ...(await since(before)), check: result.trim() }];
  },
  async 'pdf-to-word'(page, mark, since) {
    const pdf = await printPdf(benchReportHtml(40));
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

/**
 * Opens one tool from / with its remote cold, then uses it for real where that loads a library.
 * @param {string} tool
 * @returns {Promise<Row>}
 */
async function measure(tool) {
  const remote = remoteOf(tool);
  const remoteOrigin = `http://localhost:${units(PORT).find((unit) => unit.name === remote)?.port}/`;
  const observed = await instrumentedPage();
  const { context, page, errors, mark, since, quiet } = observed;
  /** @type {Row} */
  const row = { tool, remote, open: null, uses: [], errors, foreign: [] };
  process.stdout.write(`${tool}… `);
  try {
    await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
    await quiet();
    if (observed.urls().some((url) => url.startsWith(remoteOrigin))) throw new Error(`the home page already loaded ${remote}`);
    const before = mark();
    // Insertion time of every element, so the control's appearance is timed inside the page.
    await page.evaluate(() => {
      const seen = new WeakMap();
      Object.assign(window, { __benchSeen: seen });
      new MutationObserver((records) => {
        const now = performance.now();
        for (const record of records) for (const node of record.addedNodes) if (!seen.has(node)) seen.set(node, now);
      }).observe(document.body, { childList: true, subtree: true });
    });
    const clickedAt = await page.evaluate((path) => {
      const link = /** @type {HTMLAnchorElement | undefined} */ ([...document.querySelectorAll(`a[href="/${path}"]`)].find((a) => a.getClientRects().length > 0));
      if (!link) throw new Error(`no visible link to /${path} on the home page`);
      const now = performance.now();
      link.click();
      return now;
    }, tool);
    const control = READY[tool](page);
    await control.waitFor({ timeout: 60_000 });
    const shownAt = await control.evaluate((element) => {
      const seen = /** @type {WeakMap<Node, number>} */ (/** @type {any} */ (window).__benchSeen);
      for (let node = /** @type {Node | null} */ (element); node; node = node.parentNode) {
        const at = seen.get(node);
        if (at !== undefined) return at;
      }
      return performance.now();
    });
    row.open = { ms: shownAt - clickedAt, ...(await since(before)) };
    if (process.env.BENCH_DEBUG) console.log('\n  open:', row.open.urls.join('\n    '));
    row.uses = await firstUse(tool, observed);
    if (process.env.BENCH_DEBUG) for (const use of row.uses) console.log(`\n  ${use.label}:`, use.urls.join('\n    '));
  } catch (error) {
    row.failure = error instanceof Error ? error.message.split('\n')[0] : String(error);
  } finally {
    row.foreign = [...new Set(observed.urls().filter((url) => !isLocal(url)))];
    await context.close();
  }
  process.stdout.write(row.failure ? 'FAILED\n' : 'done\n');
  return row;
}

/** @type {Row[]} */
const rows = [];
try {
  for (const tool of HEAVY.filter((name) => !ONLY || ONLY.includes(name))) rows.push(await measure(tool));
} finally {
  await browser.close();
  await site.close();
  await new Promise((resolve) => feeds.close(resolve));
}

const header = ['tool', 'remote', 'open: wire', 'reqs', 'time to open', 'first real use, until ready', 'wire', 'reqs', 'time', 'checked'];
/** @type {string[][]} */
const table = [];
for (const row of rows) {
  const open = row.open ? [kb(row.open.wire), String(row.open.requests), `${row.open.ms.toFixed(0)} ms`] : ['-', '-', '-'];
  const uses = row.uses.length ? row.uses : [null];
  uses.forEach((use, i) => {
    const lead = i === 0 ? [row.tool, row.remote, ...open] : ['', '', '', '', ''];
    table.push([...lead, ...(use ? [use.label, kb(use.wire), String(use.requests), seconds(use.ms), use.check] : ['-', '', '', '', ''])]);
  });
}
const widths = header.map((h, i) => Math.max(h.length, ...table.map((cells) => cells[i]?.length ?? 0)));
const right = new Set([2, 3, 4, 6, 7, 8]);
const line = (/** @type {string[]} */ cells) => cells.map((cell, i) => (right.has(i) ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ').trimEnd();

console.log('\nToolHub heavy tools benchmark');
console.log('-----------------------------');
console.log('open: bytes on the wire (as served: gzip where the server compresses) from clicking the tool on / with its remote');
console.log('cold until the network is quiet; time to open: click until the tool\'s usable control is in the page (in-page clock);');
console.log('first real use: bytes and time of the first use of a large lazy library, until the result is ready. Fresh cache per tool.\n');
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const cells of table) console.log(line(cells));

const problems = rows.flatMap((row) => [
  ...(row.failure ? [`${row.tool}: FAILED: ${row.failure}`] : []),
  ...row.errors.map((error) => `${row.tool}: console error: ${error}`),
  ...row.foreign.map((url) => `${row.tool}: request left this machine: ${url}`),
]);
console.log(problems.length ? `\n${problems.join('\n')}` : '\nno failures, no console errors, no request left this machine');
if (rows.some((row) => row.failure)) process.exitCode = 1;
