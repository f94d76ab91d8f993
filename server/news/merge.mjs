// @ts-check
/** Merging several feeds' items into one headline list. */

/** @typedef {import('./parse-feed.mjs').NewsItem} NewsItem */

/** Query parameters that only track campaigns; two links differing only in them are the same story. */
const TRACKING_PARAM = /^(utm_[a-z]+|fbclid|gclid|mc_cid|mc_eid|ref|ref_src|cmpid|ncid)$/i;

/**
 * The identity of a story's link for de-duplication: no fragment, no tracking parameters, no
 * trailing slash, host in lower case, http and https alike.
 * @param {string} link
 */
export function linkKey(link) {
  try {
    const url = new URL(link);
    url.hash = '';
    for (const key of [...url.searchParams.keys()]) if (TRACKING_PARAM.test(key)) url.searchParams.delete(key);
    const path = url.pathname.replace(/\/+$/, '');
    const search = url.searchParams.toString();
    return `${url.hostname.replace(/^www\./, '').toLowerCase()}${path}${search ? `?${search}` : ''}`;
  } catch {
    return link.trim();
  }
}

/**
 * @param {string | null} iso
 * @returns {number}
 */
function timeOf(iso) {
  if (!iso) return Number.NEGATIVE_INFINITY;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/**
 * Merges item lists: one item per story (the first feed listed wins, so the feed order in the
 * configuration is also a priority order), newest first, undated items last, at most `limit`.
 * Items dated in the future (clock skew, scheduled posts) are capped at `now` so they do not
 * stick to the top.
 * @param {NewsItem[][]} lists
 * @param {{ limit?: number, now?: number }} [options]
 * @returns {NewsItem[]}
 */
export function mergeNewsItems(lists, { limit = 100, now } = {}) {
  /** @type {Map<string, { item: NewsItem, order: number }>} */
  const byLink = new Map();
  let order = 0;
  for (const list of lists) {
    for (const item of list) {
      const key = linkKey(item.link);
      if (!byLink.has(key)) byLink.set(key, { item, order: order++ });
    }
  }
  const cap = now ?? Number.POSITIVE_INFINITY;
  return [...byLink.values()]
    .sort((a, b) => Math.min(timeOf(b.item.publishedAt), cap) - Math.min(timeOf(a.item.publishedAt), cap) || a.order - b.order)
    .slice(0, Math.max(0, limit))
    .map(({ item }) => item);
}
