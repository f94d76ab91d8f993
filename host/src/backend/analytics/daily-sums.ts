/**
 * daily-analytics as the admin page reads it: the single documents and any shard documents of a
 * day added together. Summing both kinds means switching ANALYTICS_SHARDS on (or off) mid-day
 * loses nothing: the day's earlier single-document counts and its later shards add up.
 */
import type { DailyAnalytics } from '../backend';

const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

function pagesOf(value: unknown): Record<string, number> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).map(([page, views]) => [page, count(views)]));
}

/** Stored daily-analytics (or shard) documents → one DailyAnalytics per day, oldest first. */
export function sumDailyAnalytics(documents: Record<string, unknown>[]): DailyAnalytics[] {
  const days = new Map<string, DailyAnalytics>();
  for (const document of documents) {
    const date = document.date;
    if (typeof date !== 'string') continue;
    const day = days.get(date) ?? { date, totalPageViews: 0, uniqueVisitors: 0, pages: {}, lastUpdated: null };
    day.totalPageViews += count(document.totalPageViews);
    day.uniqueVisitors += count(document.uniqueVisitors);
    for (const [page, views] of Object.entries(pagesOf(document.pages))) day.pages[page] = (day.pages[page] ?? 0) + views;
    const updated = document.lastUpdated;
    if (updated instanceof Date && (!day.lastUpdated || updated > day.lastUpdated)) day.lastUpdated = updated;
    days.set(date, day);
  }
  return [...days.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
