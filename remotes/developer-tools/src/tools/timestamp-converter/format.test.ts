import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dayOfYear, formatInUnit, instantFromMs, isoWeek, viewInZone } from './logic';

describe('viewInZone', () => {
  it('describes an instant in UTC', () => {
    expect(viewInZone(instantFromMs(1_700_000_000_000), 'UTC')).toEqual({
      timeZone: 'UTC',
      offset: '+00:00',
      zoneName: 'Coordinated Universal Time',
      iso: '2023-11-14T22:13:20.000Z',
      weekday: 'Tuesday',
      isoWeek: '2023-W46-2',
      dayOfYear: 318,
      wallTime: '2023-11-14 22:13:20',
    });
  });

  it.each([
    ['Europe/Berlin', 1_700_000_000_000, '2023-11-14T23:13:20.000+01:00', '+01:00'],
    ['Europe/Berlin', 1_690_000_000_000, '2023-07-22T06:26:40.000+02:00', '+02:00'],
    ['Asia/Kolkata', 0, '1970-01-01T05:30:00.000+05:30', '+05:30'],
    ['America/New_York', 1_700_000_000_000, '2023-11-14T17:13:20.000-05:00', '-05:00'],
  ])('shows %s wall time with its offset', (zone, ms, iso, offset) => {
    const view = viewInZone(instantFromMs(ms), zone)!;
    expect(view.iso).toBe(iso);
    expect(view.offset).toBe(offset);
    expect(view.zoneName).not.toBe('');
  });

  it.each([
    [2021, 0, 1, '2020-W53-5'],
    [2021, 0, 4, '2021-W01-1'],
    [2024, 11, 30, '2025-W01-1'],
    [2026, 11, 31, '2026-W53-4'],
    [2023, 0, 1, '2022-W52-7'],
  ])('ISO week of %d-%d-%d is %s', (y, m, d, expected) => {
    const week = isoWeek(y, m, d);
    expect(`${week.year}-W${String(week.week).padStart(2, '0')}-${week.weekday}`).toBe(expected);
  });

  it.each([
    [2024, 0, 1, 1],
    [2024, 11, 31, 366],
    [2023, 11, 31, 365],
    [2000, 2, 1, 61],
    [1900, 2, 1, 60],
  ])('day of year of %d-%d-%d is %d', (y, m, d, expected) => {
    expect(dayOfYear(y, m, d)).toBe(expected);
  });

  it('never produces an ISO week outside 1–53', () => {
    fc.assert(
      fc.property(fc.integer({ min: -8.64e15, max: 8.64e15 }), (ms) => {
        const date = new Date(ms);
        const week = isoWeek(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
        expect(week.week).toBeGreaterThanOrEqual(1);
        expect(week.week).toBeLessThanOrEqual(53);
        expect(Math.abs(week.year - date.getUTCFullYear())).toBeLessThanOrEqual(1);
        const view = viewInZone(instantFromMs(ms), 'UTC')!;
        expect(view.dayOfYear).toBeGreaterThanOrEqual(1);
        expect(view.dayOfYear).toBeLessThanOrEqual(366);
      }),
    );
  });
});

describe('formatInUnit', () => {
  it.each([
    [0n, 's', '0'],
    [1_500_000_000n, 's', '1.5'],
    [-1_500_000_000n, 's', '-1.5'],
    [1_700_000_000_123_456_789n, 'ms', '1700000000123.456789'],
    [1_700_000_000_123_456_789n, 'ns', '1700000000123456789'],
    [-1n, 'us', '-0.001'],
  ] as const)('%s ns in %s is %s', (ns, unit, text) => {
    expect(formatInUnit(ns, unit)).toBe(text);
  });
});
