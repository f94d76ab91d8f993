// @ts-check
/** The feeds /api/news reads: the default AI feeds, or the NEWS_FEEDS list from the environment. */

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
