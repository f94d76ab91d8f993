// @ts-check
/**
 * One cold load of `/` (a fresh browser context: empty cache, no storage): FCP, the moment it is
 * interactive (load-probe.mjs), and what it fetched until then, in bytes on the wire. Chromium
 * is asked for gzip only (the server prefers Brotli), so the bytes are gzip's, as the targets say.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { installLoadProbe, interactiveAt, QUIET_MS } from './load-probe.mjs';

export const VIEWPORT = { width: 1280, height: 800 };
/** A 10,000-tool home page may take long on a busy machine; longer than this is a broken page. */
const LOAD_TIMEOUT_MS = 180_000;
/** After the network is idle, long tasks are still collected this long (parsing what arrived last). */
const SETTLE_MS = 1000;

/**
 * @typedef {{ url: string, type: string, startMs: number, bytes: number, encoding: string | null, status: number }} LoadRequest
 * @typedef {object} ColdLoad
 * @property {number | null} fcp
 * @property {number} ready        the app's home page is in the DOM
 * @property {number} interactive
 * @property {LoadRequest[]} requests  begun before `interactive`: the first load
 * @property {LoadRequest[]} later     begun after it, until the network was idle (deferred work)
 * @property {[number, number][]} laterLongTasks  long tasks after `interactive`, until SETTLE_MS after the network was idle
 */

/** Groups the report uses, from Chromium's resource types. */
export function requestGroup(/** @type {string} */ type) {
  if (type === 'Document') return 'document';
  if (type === 'Script') return 'JS';
  if (type === 'Stylesheet') return 'CSS';
  if (type === 'Fetch' || type === 'XHR') return 'data';
  return 'other';
}

/**
 * Polls the page until it looks interactive and the quiet window is over. Performance entries
 * (long tasks, paint) reach observers a little, sometimes hundreds of ms, after the fact: a
 * figure is computed again from the entries read later (coldLoad).
 * @param {import('playwright-core').Page} page
 */
export async function waitUntilInteractive(page) {
  const deadline = Date.now() + LOAD_TIMEOUT_MS;
  for (;;) {
    const state = await page.evaluate(() => {
      const load = /** @type {{ ready: number | null, longTasks: [number, number][] }} */ (/** @type {any} */ (window).__scaleLoad);
      return { ...load, now: performance.now(), timeOrigin: performance.timeOrigin };
    });
    if (state.ready !== null) {
      const interactive = interactiveAt(state.ready, state.longTasks);
      if (state.now >= interactive + QUIET_MS + 200) return { interactive, timeOrigin: state.timeOrigin };
    }
    if (Date.now() > deadline) throw new Error(`the home page was not interactive within ${LOAD_TIMEOUT_MS / 1000} s`);
    await sleep(100);
  }
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @returns {Promise<ColdLoad>}
 */
export async function coldLoad(browser, url) {
  // A first visit: no service worker answers from its cache.
  const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'block' });
  try {
    await context.addInitScript(installLoadProbe);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'gzip' } });
    /** @type {Map<string, { url: string, type: string, wallMs: number, bytes: number, encoding: string | null, status: number }>} */
    const seen = new Map();
    cdp.on('Network.requestWillBeSent', (event) => {
      if (!event.request.url.startsWith('http')) return;
      seen.set(event.requestId, { url: event.request.url, type: event.type ?? 'Other', wallMs: event.wallTime * 1000, bytes: 0, encoding: null, status: 0 });
    });
    cdp.on('Network.responseReceived', (event) => {
      const request = seen.get(event.requestId);
      if (!request) return;
      const headers = Object.fromEntries(Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), value]));
      request.encoding = headers['content-encoding'] ?? null;
      request.status = event.response.status;
    });
    cdp.on('Network.loadingFinished', (event) => {
      const request = seen.get(event.requestId);
      if (request) request.bytes = event.encodedDataLength;
    });

    await page.goto(url, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS });
    const { timeOrigin } = await waitUntilInteractive(page);
    // Requests begun before that moment may still be arriving: wait for their sizes. What the
    // page defers past it (the rest of a catalogue, say) is reported apart, not hidden.
    await page.waitForLoadState('networkidle', { timeout: LOAD_TIMEOUT_MS });
    await sleep(SETTLE_MS);
    const { ready, longTasks, fcp } = await page.evaluate(() => {
      const load = /** @type {{ ready: number, longTasks: [number, number][] }} */ (/** @type {any} */ (window).__scaleLoad);
      return { ...load, fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null };
    });
    // With every entry in by now.
    const interactive = interactiveAt(ready, longTasks);
    const all = [...seen.values()].map(({ wallMs, ...request }) => ({ ...request, startMs: wallMs - timeOrigin }));
    return {
      fcp,
      ready,
      interactive,
      requests: all.filter((request) => request.startMs <= interactive),
      later: all.filter((request) => request.startMs > interactive),
      laterLongTasks: longTasks.filter(([start]) => start >= interactive),
    };
  } finally {
    await context.close();
  }
}
