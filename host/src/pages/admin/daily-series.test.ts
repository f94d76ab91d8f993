import { describe, expect, it } from 'vitest';
import type { DailyAnalytics } from '../../backend/backend';
import { count, fillMissingDays, summarise } from './daily-series';

const record = (date: string, totalPageViews: number, uniqueVisitors: number, pages: Record<string, number> = {}): DailyAnalytics => ({
  date,
  totalPageViews,
  uniqueVisitors,
  pages,
  lastUpdated: null,
});

const DATES = ['2024-05-01', '2024-05-02', '2024-05-03'];

describe('fillMissingDays', () => {
  it.each([
    {
      name: 'no records: every day is 0',
      records: [],
      expected: [
        [0, 0, false],
        [0, 0, false],
        [0, 0, false],
      ],
    },
    {
      name: 'a gap in the middle',
      records: [record('2024-05-01', 5, 2), record('2024-05-03', 7, 3)],
      expected: [
        [5, 2, true],
        [0, 0, false],
        [7, 3, true],
      ],
    },
    {
      name: 'records in any order land on their day',
      records: [record('2024-05-03', 1, 1), record('2024-05-02', 2, 1)],
      expected: [
        [0, 0, false],
        [2, 1, true],
        [1, 1, true],
      ],
    },
    {
      name: 'records outside the range are ignored',
      records: [record('2024-04-30', 100, 50), record('2024-05-04', 100, 50), record('2024-05-02', 4, 2)],
      expected: [
        [0, 0, false],
        [4, 2, true],
        [0, 0, false],
      ],
    },
    {
      name: 'two records for one day add up',
      records: [record('2024-05-01', 3, 1), record('2024-05-01', 4, 2)],
      expected: [
        [7, 3, true],
        [0, 0, false],
        [0, 0, false],
      ],
    },
    {
      name: 'corrupt counters count as 0 but the day has data',
      records: [record('2024-05-01', Number.NaN, -4), { ...record('2024-05-02', 0, 0), totalPageViews: '9' as unknown as number }],
      expected: [
        [0, 0, true],
        [0, 0, true],
        [0, 0, false],
      ],
    },
  ])('$name', ({ records, expected }) => {
    const days = fillMissingDays(DATES, records);
    expect(days.map((day) => day.date)).toEqual(DATES);
    expect(days.map((day) => [day.pageViews, day.uniqueVisitors, day.hasData])).toEqual(expected);
  });
});

describe('summarise', () => {
  it.each([
    { name: 'empty range', records: [], expected: { totalPageViews: 0, uniqueVisitors: 0, daysWithData: 0 } },
    {
      name: 'sums over days; visitors are summed, not deduplicated',
      records: [record('2024-05-01', 5, 2), record('2024-05-03', 7, 3)],
      expected: { totalPageViews: 12, uniqueVisitors: 5, daysWithData: 2 },
    },
    {
      name: 'a day with a record but no views still counts as a day with data',
      records: [record('2024-05-02', 0, 0)],
      expected: { totalPageViews: 0, uniqueVisitors: 0, daysWithData: 1 },
    },
  ])('$name', ({ records, expected }) => {
    expect(summarise(fillMissingDays(DATES, records))).toEqual(expected);
  });
});

describe('count', () => {
  it.each([
    [3, 3],
    [0, 0],
    [-1, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    ['3', 0],
    [null, 0],
    [undefined, 0],
  ])('%j → %j', (value, expected) => {
    expect(count(value)).toBe(expected);
  });
});
