/** One heavy tool's row: opened from / with its remote cold, then used for real, with what it cost. */
import { units } from '../units.mjs';
import { firstUse } from './first-use.mjs';
import { READY } from './heavy-tools.mjs';
import { instrumentedPage } from './instrumented-page.mjs';

/**
 * @typedef {import('./first-use.mjs').Use} Use
 * @typedef {{ tool: string, remote: string, open: { wire: number, requests: number, urls: string[], ms: number } | null, uses: Use[], errors: string[], foreign: string[], failure?: string }} Row
 */

const isLocal = (/** @type {string} */ url) => /^(blob:|data:|https?:\/\/(localhost|127\.0\.0\.1)[:/])/.test(url);

/**
 * Opens one tool from / with its remote cold, then uses it for real where that loads a library.
 * @param {string} tool
 * @param {{ browser: import('playwright-core').Browser, siteUrl: string, port: number, remoteOf: (path: string) => string }} bench
 * @returns {Promise<Row>}
 */
export async function measure(tool, { browser, siteUrl, port, remoteOf }) {
  const remote = remoteOf(tool);
  const remoteOrigin = `http://localhost:${units(port).find((unit) => unit.name === remote)?.port}/`;
  const observed = await instrumentedPage(browser);
  const { context, page, errors, mark, since, quiet } = observed;
  /** @type {Row} */
  const row = { tool, remote, open: null, uses: [], errors, foreign: [] };
  process.stdout.write(`${tool}… `);
  try {
    await page.goto(`${siteUrl}/`, { waitUntil: 'networkidle' });
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
    row.uses = await firstUse(tool, observed, browser);
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
