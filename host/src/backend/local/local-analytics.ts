/**
 * The local adapter's analytics (the tracking issue's writes): a page view's daily counters, the
 * clean-up of dated records, and the admin's daily report, summed over single and shard documents.
 */
import type { Backend, PageView } from '../backend';
import { sumDailyAnalytics } from '../analytics/daily-sums';
import { DAILY_ANALYTICS, DAILY_ANALYTICS_SHARDS, DATED_COLLECTIONS, pageViewWrites } from '../analytics/page-view-writes';
import { guard } from '../errors';
import type { LocalDb } from './local-db';
import type { LocalDocuments } from './local-documents';

export interface LocalAnalyticsContext {
  db: () => Promise<LocalDb>;
  documents: LocalDocuments;
  /** Shard documents per daily counter (toolhubConfig.analyticsShards); 0 = SPEC's single documents. */
  shards: number;
  /** Picks the shard a page view increments. */
  random: () => number;
  /** Throws permission-denied unless the signed-in user is an admin. */
  requireAdmin: () => void;
}

export type AnalyticsMethods = Pick<Backend, 'recordPageView' | 'deleteAnalyticsBefore' | 'readDailyAnalytics'>;

export function createLocalAnalytics(context: LocalAnalyticsContext): AnalyticsMethods {
  const { db, requireAdmin } = context;
  const shardOptions = { shards: context.shards, random: context.random };

  return {
    recordPageView: (view: PageView) =>
      guard(async () => {
        // One view's counters move together in one transaction: a page left mid-way loses none of them.
        const writes = pageViewWrites(view, shardOptions).map((write) => ({ path: `${write.collection}/${write.id}`, data: write.data }));
        await context.documents.writeAll(writes);
      }),

    deleteAnalyticsBefore: (cutoffDate) =>
      guard(async () => {
        const database = await db();
        const tx = database.transaction('documents', 'readwrite');
        let deleted = 0;
        for (const collection of DATED_COLLECTIONS) {
          for (const record of await tx.store.index('collection').getAll(collection)) {
            const date = record.data.date;
            if (typeof date === 'string' && date < cutoffDate) {
              await tx.store.delete(record.path);
              deleted += 1;
            }
          }
        }
        await tx.done;
        return deleted;
      }),

    readDailyAnalytics: (fromDate, toDate) =>
      guard(async () => {
        requireAdmin();
        const inRange = (data: Record<string, unknown>) => typeof data.date === 'string' && data.date >= fromDate && data.date <= toDate;
        const documents = [
          ...(await context.documents.readCollection(DAILY_ANALYTICS)),
          ...(await context.documents.readCollection(DAILY_ANALYTICS_SHARDS)),
        ];
        return sumDailyAnalytics(documents.filter(inRange));
      }),
  };
}
