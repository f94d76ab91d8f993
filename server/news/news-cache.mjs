// @ts-check
/**
 * The merged list behind /api/news: one round fetches every feed in parallel, the result is
 * served until it is older than the TTL, and a feed that fails keeps contributing its last good
 * items until it recovers.
 */
import { fetchFeed } from './fetch-feed.mjs';
import { mergeNewsItems } from './merge.mjs';

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
 * The cache of one handler, with createNewsHandler's options (defaults applied).
 * @param {Required<Omit<import('./news-handler.mjs').NewsHandlerOptions, 'allow'>>} options
 * @returns {{ refresh: () => Promise<NewsPayload | null>, sources: () => NewsSource[] }}
 */
export function createNewsCache({ feeds, fetch, now, ttlMs, retryMs, timeoutMs, maxBytes, maxItems }) {
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

  /** Every feed's state after the latest round, for an answer that has no list to show. */
  const sources = () => latest?.sources ?? [];

  return { refresh, sources };
}
