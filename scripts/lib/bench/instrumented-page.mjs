/** A fresh browser context that counts the bytes on the wire of every request, page and workers alike. */
import { sleep } from './wait.mjs';

/** How long the network must stay silent before a phase's bytes are counted. */
const QUIET_MS = 500;

/** Requests that never reach the network (object URLs, inline data) are not counted. */
const onWire = (/** @type {string} */ url) => !url.startsWith('blob:') && !url.startsWith('data:');

/**
 * A fresh context (empty cache) that records, per request, the bytes on the wire: CDP's
 * encodedDataLength from the page's Network events, as bench.mjs does. Requests made inside a
 * dedicated worker (a worker's importScripts, say) are not page Network events; they come from
 * Playwright's own per-worker CDP sessions, whose sizes() are the same encodedDataLength split
 * into headers and body. A request both report is counted once (the page's figure).
 * @param {import('playwright-core').Browser} browser
 */
export async function instrumentedPage(browser) {
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
