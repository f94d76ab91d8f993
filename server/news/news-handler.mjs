// @ts-check
/**
 * GET /api/news: AI headlines merged from several public feeds. Browsers cannot read other
 * sites' feeds (no CORS), so the site's own server fetches them, caches the merged list and
 * answers with JSON. One slow or broken feed never spoils the others, and a feed that fails
 * keeps contributing its last good items until it recovers.
 */
import { createNewsCache } from './news-cache.mjs';
import { newsFeedsFromEnv } from './news-feeds.mjs';
import { APP_CHECK_REQUIRED_MESSAGE } from './app-check-gate.mjs';

/** @typedef {import('./fetch-feed.mjs').FetchLike} FetchLike */
/** @typedef {import('./news-cache.mjs').NewsPayload} NewsPayload */

export const NO_FEED_MESSAGE = 'No news feed could be reached right now.';

/**
 * @typedef {object} NewsHandlerOptions
 * @property {readonly string[]} [feeds]   feed URLs (default: newsFeedsFromEnv(process.env))
 * @property {FetchLike} [fetch]           default: globalThis.fetch
 * @property {() => number} [now]          clock in ms (default: Date.now)
 * @property {number} [ttlMs]              how long a merged list is served before refetching (15 min)
 * @property {number} [retryMs]            after a round where every feed failed, how long to wait before trying again (30 s)
 * @property {number} [timeoutMs]          per feed (8 s)
 * @property {number} [maxBytes]           per feed (2 MB)
 * @property {number} [maxItems]           in the merged list (100)
 * @property {(req: import('node:http').IncomingMessage) => Promise<boolean>} [allow]  whether a request may be answered (App Check on Firebase: app-check-gate.mjs); every one by default
 */

/**
 * @param {NewsHandlerOptions} [options]
 * @returns {((req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>) & { refresh: () => Promise<NewsPayload | null> }}
 */
export function createNewsHandler({
  feeds = newsFeedsFromEnv(process.env),
  fetch = globalThis.fetch,
  now = Date.now,
  ttlMs = 15 * 60 * 1000,
  retryMs = 30 * 1000,
  timeoutMs = 8000,
  maxBytes = 2_000_000,
  maxItems = 100,
  allow = async () => true,
} = {}) {
  const { refresh, sources } = createNewsCache({ feeds, fetch, now, ttlMs, retryMs, timeoutMs, maxBytes, maxItems });

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  async function handler(req, res) {
    /**
     * @param {number} status
     * @param {unknown} body
     * @param {Record<string, string>} [headers]
     */
    const send = (status, body, headers = {}) => {
      const text = JSON.stringify(body);
      res.writeHead(status, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-cache',
        'X-Content-Type-Options': 'nosniff',
        'Content-Length': String(new TextEncoder().encode(text).byteLength),
        ...headers,
      });
      res.end(req.method === 'HEAD' ? undefined : text);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      send(405, { error: 'Only GET is supported.' }, { Allow: 'GET, HEAD' });
      return;
    }
    if (!(await allow(req))) {
      send(401, { error: APP_CHECK_REQUIRED_MESSAGE });
      return;
    }
    try {
      const payload = await refresh();
      if (payload) send(200, payload);
      else send(502, { error: NO_FEED_MESSAGE, sources: sources() });
    } catch (error) {
      console.error('news handler failed', error);
      send(500, { error: 'The news service failed. Please try again.' });
    }
  }

  return Object.assign(handler, { refresh });
}
