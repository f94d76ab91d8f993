// @ts-check
/**
 * `npm run bench:scale` (issue #17 §6): how the site copes with a bigger catalogue. For each size
 * (the real 71 tools, then generated catalogues of 1,000 and 10,000: scripts/lib/scale/) it
 * builds the host with that catalogue into .cache/bench-scale/<size>/ (never host/dist), serves
 * it with the real remotes on a free port block, and drives headless Chromium:
 *   - first load of `/`: bytes on the wire (gzip) of every request begun before the page is
 *     interactive, by type
 *   - FCP and time to interactive, median of the cold loads
 *   - the search box: real key presses of seeded queries, each keystroke timed in the page
 * It prints a table, the definitions and a PASS/FAIL line per target, and exits 0 whatever the
 * figures (a benchmark reports; tests assert), non-zero only when it could not measure.
 *
 * Flags: --sizes=71,1000,10000   --no-build (reuse the builds in .cache/bench-scale/)
 *        --runs=9 (cold loads per size, the sizes in turn)   --queries=50   --passes=3 (times the queries are typed)   --seed=17
 */
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startSite } from './lib/site.mjs';
import { DEFAULT_SEED } from './lib/scale/generate-catalogue.mjs';
import { typedQueries } from './lib/scale/queries.mjs';
import { freePortBlock, isBlockFree } from './lib/scale/ports.mjs';
import { buildVariant, CACHE_DIR, ensureRemotesBuilt, readVariant } from './lib/scale/variant.mjs';
import { coldLoad } from './lib/scale/measure-load.mjs';
import { typeQueries } from './lib/scale/measure-search.mjs';
import { summarize } from './lib/scale/summary.mjs';
import { BASELINE_SIZE, formatReport } from './lib/scale/report.mjs';

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
/** Clear of the test suites' and emulators' ports (lib/scale/ports.mjs); each size takes the first free block from here. */
const FIRST_PORT = 8200;

const args = new Map(process.argv.slice(2).map((arg) => /** @type {[string, string]} */ ([...arg.replace(/^--/, '').split('='), 'true'].slice(0, 2))));

/** @param {string} name @param {number} fallback */
function positiveInt(name, fallback) {
  const value = Number(args.get(name) ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive whole number`);
  return value;
}

/** @param {number} size */
const resultFile = (size) => join(CACHE_DIR, String(size), 'result.json');

/**
 * Builds (or finds) the host for one size and serves it on its own ports.
 * @param {number} size
 * @param {{ build: boolean, seed: number }} options
 */
async function serveSize(size, { build, seed }) {
  let variant;
  if (build) {
    console.log(`\n[${size}] generating the catalogue and building the host…`);
    variant = buildVariant({ size, seed, basePort: await freePortBlock(FIRST_PORT) });
    console.log(`[${size}] built in ${variant.buildSeconds.toFixed(1)} s`);
  } else {
    variant = readVariant(size);
    if (variant.seed !== seed) throw new Error(`the ${size}-tool build used seed ${variant.seed}, not ${seed}: run without --no-build`);
    // The host was built with this block in its snapshot; elsewhere it would revalidate a different catalogue.
    if (!(await isBlockFree(variant.basePort))) throw new Error(`the ${size}-tool build's ports (${variant.basePort}…) are busy now: run without --no-build`);
  }
  const text = readFileSync(variant.catalogueFile, 'utf8');
  // Served from memory, as a CDN would: not read again from disk for every request.
  const site = await startSite({ port: variant.basePort, hostDist: variant.hostDist, catalogue: async () => text });
  const url = `${site.url}/`;
  // The local server parses a catalogue once per text; that first parse is no part of a page load.
  await (await fetch(url)).text();
  /** @type {Awaited<ReturnType<typeof coldLoad>>[]} */
  const loads = [];
  return { size, variant, catalogue: JSON.parse(text), site, url, loads };
}

/**
 * Every size's cold loads, taken in turns (71, 1,000, 10,000, 71, …): a busy moment of the
 * machine then falls on all sizes alike instead of on one size's series, and the sizes compare.
 * @param {import('playwright-core').Browser} browser
 * @param {Awaited<ReturnType<typeof serveSize>>[]} served
 * @param {number} runs
 */
async function coldLoadsInTurn(browser, served, runs) {
  for (let run = 1; run <= runs; run++) {
    for (const entry of served) {
      const load = await coldLoad(browser, entry.url);
      console.log(`[${entry.size}] cold load ${run}/${runs}: FCP ${load.fcp?.toFixed(0) ?? 'n/a'} ms, interactive ${load.interactive.toFixed(0)} ms`);
      entry.loads.push(load);
    }
  }
}

async function main() {
  const sizes = [...new Set((args.get('sizes') ?? `${BASELINE_SIZE},1000,10000`).split(',').map(Number))].sort((a, b) => a - b);
  if (sizes.some((size) => !Number.isInteger(size) || size < 1)) throw new Error('--sizes takes whole numbers, e.g. --sizes=71,1000');
  const options = { build: !args.has('no-build'), seed: positiveInt('seed', DEFAULT_SEED), runs: positiveInt('runs', 9), queries: positiveInt('queries', 50), passes: positiveInt('passes', 3) };
  ensureRemotesBuilt();

  const served = [];
  const results = [];
  try {
    for (const size of sizes) served.push(await serveSize(size, options));
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    try {
      await coldLoadsInTurn(browser, served, options.runs);
      for (const { size, variant, catalogue, url, loads } of served) {
        const typed = typedQueries(catalogue, { count: options.queries, seed: options.seed });
        console.log(`[${size}] typing ${typed.length} queries, ${options.passes} times…`);
        const search = await typeQueries(browser, url, typed, { passes: options.passes });
        const result = summarize({ variant, catalogue, loads, search, queries: typed.length });
        writeFileSync(resultFile(size), `${JSON.stringify(result, null, 2)}\n`);
        results.push(result);
      }
    } finally {
      await browser.close();
    }
  } finally {
    for (const { site } of served) await site.close();
  }

  let baseline = results.find((result) => result.size === BASELINE_SIZE) ?? null;
  const baselineFromEarlierRun = baseline === null && existsSync(resultFile(BASELINE_SIZE));
  if (baselineFromEarlierRun) baseline = JSON.parse(readFileSync(resultFile(BASELINE_SIZE), 'utf8'));
  console.log(`\nToolHub scale benchmark (seed ${options.seed}, ${options.runs} cold loads per size)\n`);
  console.log(formatReport(results, baseline, { baselineFromEarlierRun }));
}

try {
  await main();
} catch (error) {
  console.error(`\nbench:scale could not measure: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
