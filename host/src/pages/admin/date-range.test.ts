import { describe, expect, it } from 'vitest';
import { buildDateRange, parseRange } from './date-range';

describe('parseRange', () => {
  it.each([
    ['7', 7],
    ['30', 30],
    ['90', 90],
    [null, 7],
    [undefined, 7],
    ['', 7],
    ['14', 7],
    ['30.0', 7],
    [' 30', 7],
    ['-7', 7],
    ['abc', 7],
  ])('%j → %i', (value, expected) => {
    expect(parseRange(value)).toBe(expected);
  });
});

describe('buildDateRange', () => {
  it.each([
    { name: 'a week ending today', today: new Date(2024, 4, 7, 9), days: 7, first: '2024-05-01', last: '2024-05-07', length: 7 },
    { name: 'across a month end', today: new Date(2024, 2, 2, 23, 59), days: 7, first: '2024-02-25', last: '2024-03-02', length: 7 },
    { name: 'across a leap day', today: new Date(2024, 2, 1), days: 2, first: '2024-02-29', last: '2024-03-01', length: 2 },
    { name: 'across a year end', today: new Date(2025, 0, 3, 0, 0, 1), days: 30, first: '2024-12-05', last: '2025-01-03', length: 30 },
    { name: '90 days', today: new Date(2024, 5, 30, 12), days: 90, first: '2024-04-02', last: '2024-06-30', length: 90 },
    { name: 'one day', today: new Date(2024, 0, 1), days: 1, first: '2024-01-01', last: '2024-01-01', length: 1 },
    { name: 'no days', today: new Date(2024, 0, 1), days: 0, first: undefined, last: undefined, length: 0 },
    { name: 'a negative count', today: new Date(2024, 0, 1), days: -3, first: undefined, last: undefined, length: 0 },
    { name: 'not a number', today: new Date(2024, 0, 1), days: Number.NaN, first: undefined, last: undefined, length: 0 },
  ])('$name', ({ today, days, first, last, length }) => {
    const dates = buildDateRange(today, days);
    expect(dates).toHaveLength(length);
    expect(dates[0]).toBe(first);
    expect(dates.at(-1)).toBe(last);
  });

  it('lists every day once, oldest first, across daylight-saving changes', () => {
    // Late March and late October hold the European and (early Nov) US clock changes.
    for (const today of [new Date(2024, 3, 5), new Date(2024, 10, 10)]) {
      const dates = buildDateRange(today, 90);
      expect(new Set(dates).size).toBe(90);
      expect([...dates].sort()).toEqual(dates);
      for (let index = 1; index < dates.length; index += 1) {
        const [a, b] = [dates[index - 1]!, dates[index]!].map((day) => Date.parse(`${day}T12:00:00Z`));
        expect(b! - a!).toBe(86_400_000);
      }
    }
  });
});
