import { describe, expect, it } from 'vitest';
import { sumDailyAnalytics } from './daily-sums';

describe('sumDailyAnalytics', () => {
  it('adds up a day’s shards, and a single document of the same day, oldest day first', () => {
    const early = new Date('2026-05-02T08:00:00Z');
    const late = new Date('2026-05-02T09:00:00Z');
    const days = sumDailyAnalytics([
      { date: '2026-05-02', shard: 0, totalPageViews: 3, uniqueVisitors: 2, pages: { a: 2, b: 1 }, lastUpdated: early },
      { date: '2026-05-01', totalPageViews: 1, uniqueVisitors: 1, pages: { a: 1 }, lastUpdated: early },
      { date: '2026-05-02', shard: 5, totalPageViews: 4, uniqueVisitors: 1, pages: { b: 4 }, lastUpdated: late },
      { date: '2026-05-02', totalPageViews: 10, uniqueVisitors: 3, pages: { c: 10 }, lastUpdated: null },
    ]);
    expect(days).toEqual([
      { date: '2026-05-01', totalPageViews: 1, uniqueVisitors: 1, pages: { a: 1 }, lastUpdated: early },
      { date: '2026-05-02', totalPageViews: 17, uniqueVisitors: 6, pages: { a: 2, b: 5, c: 10 }, lastUpdated: late },
    ]);
  });

  it('reads missing or malformed fields as zero and skips documents without a date', () => {
    expect(sumDailyAnalytics([{ date: '2026-05-01', pages: { a: 'x' }, totalPageViews: Number.NaN }, { totalPageViews: 5 }])).toEqual([
      { date: '2026-05-01', totalPageViews: 0, uniqueVisitors: 0, pages: { a: 0 }, lastUpdated: null },
    ]);
  });

  it('is empty for no documents', () => {
    expect(sumDailyAnalytics([])).toEqual([]);
  });
});
