import { describe, expect, it } from 'vitest';
import { formatCount, formatDateTime, formatDayLabel, isoDateTime } from './format';

describe('format', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [1234, '1,234'],
    [1234567, '1,234,567'],
  ])('formatCount(%i) → %s', (value, expected) => {
    expect(formatCount(value)).toBe(expected);
  });

  it.each([
    [new Date(2024, 4, 3, 9, 5), '2024-05-03 09:05'],
    [new Date(2024, 11, 31, 23, 59), '2024-12-31 23:59'],
    [null, 'Unknown'],
    [new Date(Number.NaN), 'Unknown'],
  ])('formatDateTime(%j) → %s', (date, expected) => {
    expect(formatDateTime(date)).toBe(expected);
  });

  it('isoDateTime never throws on an invalid date', () => {
    expect(isoDateTime(new Date(Number.NaN))).toBeUndefined();
    expect(isoDateTime(null)).toBeUndefined();
    expect(isoDateTime(new Date(Date.UTC(2024, 0, 2)))).toBe('2024-01-02T00:00:00.000Z');
  });

  it.each([
    ['2024-05-03', '3 May'],
    ['2024-12-31', '31 Dec'],
  ])('formatDayLabel(%s) → %s', (day, expected) => {
    expect(formatDayLabel(day)).toBe(expected);
  });
});
