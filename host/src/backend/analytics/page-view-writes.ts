/**
 * The documents one page view writes, as increment-merges, in one place so both adapters store the
 * same shapes. With `shards` = 0 these are SPEC's documents, plus `countedPage` on the two that
 * count per page: the page key the write raises, which firestore.rules reads to check that exactly
 * that page went up by one (no write may move counts between pages). With N > 0 the two counters that
 * every view of the day (or of a hot page) hits are spread over N shard documents, because a single
 * Firestore document sustains only about one write per second:
 *
 * - daily-analytics/{date} → daily-analytics-shards/{date}_{n}, with the same fields plus `shard`.
 * - visits/{page} → visits-shards/{page}_{n}, with the same fields plus `page` and `shard`.
 *
 * Shards live in top-level collections with a `date` (or `page`) field rather than in
 * subcollections: retention's one `date <` query per collection then covers them, a day's shards
 * are one range query for the admin reads, and deleting a day never leaves orphaned subcollections
 * (Firestore does not delete those with their parent). daily-visitors/{date}_{visitorId} is left
 * as it is: one visitor cannot produce a write per second, so it is sharded by visitor already.
 */
import { type PageView, increment, serverTime } from '../backend';

export const DAILY_ANALYTICS = 'daily-analytics';
export const DAILY_ANALYTICS_SHARDS = 'daily-analytics-shards';
export const DAILY_VISITORS = 'daily-visitors';
export const VISITS = 'visits';
export const VISITS_SHARDS = 'visits-shards';

/**
 * How many pages a day's `pages` map (and a visitor's `pagesVisited`) may hold: firestore.rules'
 * pageCountWithin. Many times the pages the site has, in every language.
 */
export const MAX_PAGES_PER_DAY = 1000;

/** Collections retention deletes from, by their `date` field. */
export const DATED_COLLECTIONS = [DAILY_ANALYTICS, DAILY_ANALYTICS_SHARDS, DAILY_VISITORS] as const;

export interface DocumentWrite {
  /** Collection and document id, e.g. ['daily-analytics', '2026-05-01']. */
  collection: string;
  id: string;
  data: Record<string, unknown>;
}

export interface ShardOptions {
  /** Shard documents per counter; 0 keeps the single documents. */
  shards: number;
  /** A number in [0, 1), Math.random by default. */
  random?: () => number;
}

/** A shard number in 0..shards-1; a random source out of range still gives a valid shard. */
export function pickShard(shards: number, random: () => number): number {
  const value = random();
  const index = Math.floor((Number.isFinite(value) ? value : 0) * shards);
  return Math.min(Math.max(index, 0), shards - 1);
}

export function pageViewWrites(view: PageView, options: ShardOptions): DocumentWrite[] {
  const shards = Math.max(0, Math.floor(options.shards));
  const random = options.random ?? Math.random;
  const context = { userAgent: view.userAgent, referrer: view.referrer };
  const visit = { count: increment(1), lastVisited: serverTime(), ...context, screenWidth: view.screenWidth };
  const day = {
    date: view.date,
    totalPageViews: increment(1),
    lastUpdated: serverTime(),
    pages: { [view.page]: increment(1) },
    uniqueVisitors: increment(view.newVisitor ? 1 : 0),
    // Names the key this write raises, so the rules can check that exactly it went up by one.
    countedPage: view.page,
  };
  const visitor: DocumentWrite = {
    collection: DAILY_VISITORS,
    id: `${view.date}_${view.visitorId}`,
    data: {
      date: view.date,
      visitorId: view.visitorId,
      ...(view.newVisitor ? { firstVisit: serverTime() } : {}),
      lastVisit: serverTime(),
      pageViews: increment(1),
      pagesVisited: { [view.page]: increment(1) },
      ...context,
      countedPage: view.page,
    },
  };
  if (shards === 0) {
    return [{ collection: VISITS, id: view.page, data: visit }, { collection: DAILY_ANALYTICS, id: view.date, data: day }, visitor];
  }
  // One draw per counter: the day's shard and the page's shard are independent, so a hot page's
  // writes are spread as evenly as the day's.
  const dayShard = pickShard(shards, random);
  const visitShard = pickShard(shards, random);
  return [
    { collection: VISITS_SHARDS, id: `${view.page}_${visitShard}`, data: { page: view.page, shard: visitShard, ...visit } },
    { collection: DAILY_ANALYTICS_SHARDS, id: `${view.date}_${dayShard}`, data: { ...day, shard: dayShard } },
    visitor,
  ];
}
