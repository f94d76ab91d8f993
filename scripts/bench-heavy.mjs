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
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { kb, seconds } from './lib/bench/format.mjs';
import { HEAVY } from './lib/bench/heavy-tools.mjs';
import { measure } from './lib/bench/measure-tool.mjs';
import { startSite } from './lib/site.mjs';
import { createStaticServer, listen } from './lib/static-server.mjs';
import { ROOT, isBuilt, readCatalogue, units } from './lib/units.mjs';

/** @typedef {import('./lib/bench/measure-tool.mjs').Row} Row */

const PORT = Number(process.env.BENCH_PORT ?? 5700);
const FEEDS_PORT = PORT + 60;
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
/** BENCH_TOOLS=merge-pdfs,split-pdf measures only those. */
const ONLY = process.env.BENCH_TOOLS ? process.env.BENCH_TOOLS.split(',') : null;

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

/** @type {Row[]} */
const rows = [];
try {
  for (const tool of HEAVY.filter((name) => !ONLY || ONLY.includes(name))) rows.push(await measure(tool, { browser, siteUrl: site.url, port: PORT, remoteOf }));
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
