// @ts-check
/**
 * `npm run bench:lighthouse` (issue #15 §4, also run by `npm run bench`): Lighthouse's mobile
 * audit (its default: an emulated mid-range phone, simulated slow 4G) of the built site, in the
 * system Chromium, on three pages: `/`, a tool page and a coming-soon page. It prints the four
 * category scores with CLS and LCP per page, and a PASS/FAIL line per target:
 * performance ≥ 98; accessibility, best practices and SEO 100; CLS 0 on the tool page; LCP ≤ 1.5 s.
 * Reports (JSON) go to .cache/lighthouse/. Exits 0 whatever the scores (a benchmark reports),
 * non-zero only when it could not measure.
 *
 * The real catalogue lists no coming-soon tool today, so the site is served with a copy where
 * one tool is switched off, and the host is built with that copy (into .cache/lighthouse/dist,
 * never host/dist), as a deploy after ops' change would be. Flags: --no-build (reuse that build
 * and the remotes' dist/), --runs=N (median of N, default 1; each run's performance is printed
 * too). One uncounted warm-up run of / comes first.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { ROOT, readCatalogue, relocateCatalogue } from './lib/units.mjs';
import { startSite } from './lib/site.mjs';
import { lighthouseTargets, medianReport, summarizeReport } from './lib/lighthouse/scores.mjs';
import { ensureRemotesBuilt, rspackBuild } from './lib/scale/variant.mjs';

const args = new Map(process.argv.slice(2).map((arg) => /** @type {[string, string]} */ ([...arg.replace(/^--/, '').split('='), 'true'].slice(0, 2))));
const RUNS = Number(args.get('runs') ?? 1);
const PORT = Number(process.env.BENCH_PORT ?? 3000);
const OUT = join(ROOT, '.cache', 'lighthouse');
const TOOL = 'json-formatter';
const COMING_SOON = 'word-counter';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const catalogue = /** @type {{ tools: { path: string, isAvailable: boolean }[] }} */ (/** @type {unknown} */ (readCatalogue()));
if (!catalogue.tools.some((tool) => tool.path === COMING_SOON)) throw new Error(`no ${COMING_SOON} in catalogue.json`);
const withComingSoon = { ...catalogue, tools: catalogue.tools.map((tool) => (tool.path === COMING_SOON ? { ...tool, isAvailable: false } : tool)) };
const catalogueText = relocateCatalogue(`${JSON.stringify(withComingSoon, null, 2)}\n`, PORT);

mkdirSync(OUT, { recursive: true });
const catalogueFile = join(OUT, 'catalogue.json');
const hostDist = join(OUT, 'dist');
writeFileSync(catalogueFile, catalogueText);
if (!args.has('no-build') || !existsSync(join(hostDist, 'index.html'))) {
  ensureRemotesBuilt();
  rspackBuild(['host'], { TOOLHUB_CATALOGUE: catalogueFile, TOOLHUB_CATALOGUE_PORT: String(PORT), TOOLHUB_HOST_DIST: hostDist });
}
const site = await startSite({ port: PORT, hostDist, catalogue: async () => catalogueText });
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
const pages = [
  { name: 'home', path: '/' },
  { name: 'tool', path: `/${TOOL}` },
  { name: 'coming soon', path: `/${COMING_SOON}` },
];
/** A run whose trace Lighthouse could not read (NO_NAVSTART now and then) is run again, up to twice. */
const ATTEMPTS = 3;

/** @param {string} url @param {number} port */
async function audit(url, port) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result?.lhr.runtimeError || attempt === ATTEMPTS) return result;
    console.log(`  ${url}: ${result.lhr.runtimeError.code}, running it again`);
  }
}

/** @type {import('./lib/lighthouse/scores.mjs').PageScores[]} */
const results = [];
/** Each page's performance score, run by run. */
const perRun = new Map(pages.map((page) => [page.name, /** @type {(number | null)[]} */ ([])]));
try {
  // A warm-up audit of / first, not counted: a freshly started Chromium runs its first page up to
  // twice as slowly (its own start-up work, caches of fonts and code), which no visitor's browser
  // in use does; every counted run then meets the same browser.
  await audit(`${site.url}/`, chrome.port);
  console.log('[warm-up] one run of / done (not counted)');
  for (const page of pages) {
    const runs = [];
    for (let run = 1; run <= RUNS; run++) {
      const result = await audit(`${site.url}${page.path}`, chrome.port);
      if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
      const file = join(OUT, `${page.name.replace(/\s+/g, '-')}-${run}.json`);
      writeFileSync(file, typeof result.report === 'string' ? result.report : JSON.stringify(result.lhr));
      runs.push(summarizeReport(page.name, page.path, result.lhr));
      perRun.get(page.name)?.push(runs[runs.length - 1]?.performance ?? null);
      console.log(`[${page.name}] run ${run}/${RUNS} done`);
    }
    results.push(medianReport(runs));
  }
} finally {
  await chrome.kill();
  await site.close();
}

console.log(`\nLighthouse ${JSON.parse(readFileSync(join(ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version}, mobile (simulated throttling), ${RUNS} run(s) per page, median\n`);
console.log('page           perf  a11y  best  seo   CLS     LCP');
for (const page of results) {
  const score = (/** @type {number | null} */ value) => String(value ?? 'n/a').padEnd(6);
  console.log(
    `${`${page.name} (${page.path})`.padEnd(14).slice(0, 14)} ${score(page.performance)}${score(page.accessibility)}${score(page.bestPractices)}${score(page.seo)}${page.cls.toFixed(3).padEnd(8)}${(page.lcpMs / 1000).toFixed(2)} s`,
  );
}
for (const page of results) for (const failing of page.failing) console.log(`  ${page.name}: ${failing}`);
if (RUNS > 1) console.log(`\nperformance, run by run: ${[...perRun].map(([name, scores]) => `${name} ${scores.join(', ')}`).join('; ')}`);
console.log('\nTargets (issue #15 §4):');
for (const line of lighthouseTargets(results, 'tool')) console.log(line);
console.log(`\nReports: ${OUT}`);
