import { describe, expect, it } from 'vitest';
import type { DailyAnalytics } from '../../backend/backend';
import { toPageKey } from '../../tracking/page-key';
import { buildReport } from './analytics-report';
import { TEST_CATALOGUE } from './test-catalogue';

const day = (date: string, uniqueVisitors: number, pages: Record<string, number>): DailyAnalytics => ({
  date,
  totalPageViews: Object.values(pages).reduce((a, b) => a + b, 0),
  uniqueVisitors,
  pages: Object.fromEntries(Object.entries(pages).map(([path, views]) => [toPageKey(path), views])),
  lastUpdated: null,
});

describe('buildReport', () => {
  it('decodes the tracker’s page keys to real paths and leaves out days outside the range', () => {
    const report = buildReport(
      ['2024-05-01', '2024-05-02', '2024-05-03'],
      [
        day('2024-04-30', 9, { '/': 100 }),
        day('2024-05-01', 2, { '/': 3, '/json-formatter': 2 }),
        day('2024-05-03', 1, { '/json-formatter': 1, '/a.b/c~d*é': 1 }),
      ],
      TEST_CATALOGUE,
    );
    expect(report.summary).toEqual({ totalPageViews: 7, uniqueVisitors: 3, daysWithData: 2 });
    expect(report.days.map((d) => d.pageViews)).toEqual([5, 0, 2]);
    expect(report.topPages.map((p) => [p.path, p.views])).toEqual([
      ['/', 3],
      ['/json-formatter', 3],
      ['/a.b/c~d*é', 1],
    ]);
    expect(report.topTools.map((t) => [t.tool.name, t.views])).toEqual([['JSON Formatter', 3]]);
  });
});
