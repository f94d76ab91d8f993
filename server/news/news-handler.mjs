// @ts-check
/**
 * GET /api/news: AI headlines merged from several public feeds. Browsers cannot read other
 * sites' feeds (no CORS), so the site's own server fetches them, caches the merged list and
 * answers with JSON. One slow or broken feed never spoils the others, and a feed that fails
 * keeps contributing its last good items until it recovers.
 */
import { mergeNewsItems } from './merge.mjs';
import { FeedParseError, parseFeed } from './parse-feed.mjs';

/** @typedef {import('./parse-feed.mjs').NewsItem} NewsItem */

/**
 * @typedef {object} NewsSource
 * @property {string} url
 * @property {boolean} ok
 * @property {string} [name]    the feed's title, once it has been read
 * @property {number} [count]   items it contributed
 * @property {string} [error]   why it failed this time
 * @property {boolean} [stale]  failed, but its items from an earlier fetch are still shown
 */

/**
 * @typedef {object} NewsPayload
 * @property {NewsItem[]} items
 * @property {NewsSource[]} sources
 * @property {string} fetchedAt  ISO time of the last fetch that reached a feed
 * @property {boolean} stale     no feed could be reached this time: every item is from an earlier fetch
 */

/**
 * @typedef {(input: string, init?: { signal?: AbortSignal, headers?: Record<string, string>, redirect?: 'follow' }) => Promise<Response>} FetchLike
 */

export const NO_FEED_MESSAGE = 'No news feed could be reached right now.';

/** Public feeds about artificial intelligence, used when NEWS_FEEDS is not set. */
export const DEFAULT_NEWS_FEEDS = Object.freeze([
  'https://techcrunch.com/category/artificial-intelligence/feed/',
  'https://www.theverge.com/rss/ai-artificial-intelligence/index.xml',
  'https://www.technologyreview.com/topic/artificial-intelligence/feed',
  'https://venturebeat.com/category/ai/feed/',
  'https://blog.google/technology/ai/rss/',
  'https://openai.com/news/rss.xml',
  'https://huggingface.co/blog/feed.xml',
]);

const MAX_FEEDS = 20;

/**
 * The feed list from the environment: NEWS_FEEDS is a comma- (or whitespace-) separated list of
 * http(s) URLs. Invalid entries are skipped; an empty or wholly invalid list means the defaults.
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
export function newsFeedsFromEnv(env) {
  const raw = env.NEWS_FEEDS ?? '';
  /** @type {string[]} */
  const feeds = [];
  for (const part of raw.split(/[\s,]+/)) {
    if (!part) continue;
    try {
      const url = new URL(part);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && !feeds.includes(url.href)) feeds.push(url.href);
    } catch {
      // Not a URL: skipped, the rest still count.
    }
  }
  return feeds.length > 0 ? feeds.slice(0, MAX_FEEDS) : [...DEFAULT_NEWS_FEEDS];
}

/**
 * @param {string | null} contentType
 * @param {Uint8Array} bytes
 */
function charsetOf(contentType, bytes) {
  const fromHeader = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType ?? '')?.[1];
  if (fromHeader) return fromHeader;
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  return /^\s*<\?xml[^>]*encoding\s*=\s*["']([\w.:-]+)["']/i.exec(head)?.[1] ?? 'utf-8';
}

/**
 * @param {Uint8Array} bytes
 * @param {string | null} contentType
 */
function decodeBody(bytes, contentType) {
  try {
    return new TextDecoder(charsetOf(contentType, bytes)).decode(bytes);
  } catch {
    // An encoding label the runtime does not know: UTF-8 is right for nearly all feeds.
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/** @param {number} bytes */
function megabytes(bytes) {
  return `${Math.round((bytes / 1_000_000) * 10) / 10} MB`;
}

/**
 * Reads a response body, refusing to buffer more than `maxBytes`.
 * @param {Response} response
 * @param {number} maxBytes
 * @returns {Promise<Uint8Array>}
 */
async function readLimited(response, maxBytes) {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw new Error(`Feed is larger than ${megabytes(maxBytes)}`);
  if (!response.body) return new Uint8Array(await response.arrayBuffer()).subarray(0, maxBytes);
  const reader = response.body.getReader();
  /** @type {Uint8Array[]} */
  const chunks = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new Error(`Feed is larger than ${megabytes(maxBytes)}`);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * A short reason fit to show next to the feed's address.
 * @param {unknown} error
 * @param {boolean} timedOut
 * @param {number} timeoutMs
 */
function describeFailure(error, timedOut, timeoutMs) {
  if (timedOut) return `Timed out after ${Math.round(timeoutMs / 100) / 10} s`;
  if (error instanceof FeedParseError) return error.message;
  if (error instanceof Error && error.message && !/fetch failed/i.test(error.message)) return error.message;
  return 'Could not connect';
}

/**
 * Fetches and parses one feed within `timeoutMs` (connection and body together).
 * @param {string} url
 * @param {{ fetch: FetchLike, timeoutMs: number, maxBytes: number }} options
 */
export async function fetchFeed(url, { fetch, timeoutMs, maxBytes }) {
  const controller = new AbortController();
  let timedOut = false;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const deadline = new Promise((_, reject) => {
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
      reject(new Error('timeout'));
    }, timeoutMs);
  });
  try {
    const work = (async () => {
      const response = await fetch(url, {
        signal: controller.signal,
        redirect: 'follow',
        headers: {
          Accept: 'application/rss+xml, application/atom+xml, application/rdf+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5',
          'User-Agent': 'ToolHub-News/1.0 (+https://toolhub.app/ai-news)',
        },
      });
      if (!response.ok) {
        await response.body?.cancel().catch(() => {});
        throw new Error(`HTTP ${response.status}`);
      }
      const bytes = await readLimited(response, maxBytes);
      return parseFeed(decodeBody(bytes, response.headers.get('content-type')), { url: response.url || url });
    })();
    // A fetch that ignores the abort signal must still not hold the response hostage.
    return await Promise.race([work, deadline]);
  } catch (error) {
    throw new Error(describeFailure(error, timedOut, timeoutMs), { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

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
} = {}) {
  /** Each feed's last good result, so a feed that fails keeps its earlier items. */
  /** @type {Map<string, { name: string, items: NewsItem[] }>} */
  const lastGood = new Map();
  /** @type {{ payload: NewsPayload | null, sources: NewsSource[], at: number } | null} */
  let latest = null;
  /** @type {Promise<void> | null} */
  let inFlight = null;

  async function fetchAll() {
    const results = await Promise.allSettled(feeds.map((url) => fetchFeed(url, { fetch, timeoutMs, maxBytes })));
    const at = now();
    /** @type {NewsSource[]} */
    const sources = [];
    /** @type {NewsItem[][]} */
    const lists = [];
    let reached = 0;
    results.forEach((result, index) => {
      const url = /** @type {string} */ (feeds[index]);
      if (result.status === 'fulfilled') {
        reached += 1;
        lastGood.set(url, { name: result.value.title, items: result.value.items });
        lists.push(result.value.items);
        sources.push({ url, ok: true, name: result.value.title, count: result.value.items.length });
        return;
      }
      const error = result.reason instanceof Error ? result.reason.message : 'Could not connect';
      const previous = lastGood.get(url);
      if (previous) {
        lists.push(previous.items);
        sources.push({ url, ok: false, name: previous.name, count: previous.items.length, error, stale: true });
      } else {
        sources.push({ url, ok: false, error });
      }
    });
    const anyItems = lists.some((list) => list.length > 0) || reached > 0;
    const payload = anyItems
      ? {
          items: mergeNewsItems(lists, { limit: maxItems, now: at }),
          sources,
          // When every feed failed, the list shown is as old as the last round that reached one.
          fetchedAt: reached > 0 ? new Date(at).toISOString() : (latest?.payload?.fetchedAt ?? new Date(at).toISOString()),
          stale: reached === 0,
        }
      : null;
    latest = { payload, sources, at: reached > 0 ? at : at - ttlMs + retryMs };
  }

  /** Brings `latest` up to date; concurrent requests share one round of fetches. */
  async function refresh() {
    const fresh = latest && now() - latest.at < ttlMs;
    if (!fresh) {
      inFlight ??= fetchAll().finally(() => {
        inFlight = null;
      });
      await inFlight;
    }
    return latest?.payload ?? null;
  }

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
    try {
      const payload = await refresh();
      if (payload) send(200, payload);
      else send(502, { error: NO_FEED_MESSAGE, sources: latest?.sources ?? [] });
    } catch (error) {
      console.error('news handler failed', error);
      send(500, { error: 'The news service failed. Please try again.' });
    }
  }

  return Object.assign(handler, { refresh });
}
