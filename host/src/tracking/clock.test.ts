import { describe, expect, it } from 'vitest';
import { createSafeClock, daysBefore, localDate } from './clock';

describe('localDate', () => {
  it('is the local calendar day, zero-padded', () => {
    expect(localDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localDate(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });
});

describe('daysBefore', () => {
  it('counts calendar days across months, years and leap days', () => {
    expect(daysBefore('2026-05-01', 1)).toBe('2026-04-30');
    expect(daysBefore('2026-03-01', 1)).toBe('2026-02-28');
    expect(daysBefore('2024-03-01', 1)).toBe('2024-02-29');
    expect(daysBefore('2026-01-15', 90)).toBe('2025-10-17');
    expect(daysBefore('2026-05-01', 0)).toBe('2026-05-01');
  });
});

describe('createSafeClock', () => {
  it('never moves back when the clock jumps backwards', () => {
    const readings = [new Date(2026, 4, 2, 10), new Date(2026, 4, 1, 9), new Date(2026, 4, 2, 11)];
    const clock = createSafeClock(() => readings.shift() ?? new Date(Number.NaN));
    expect(clock()?.getTime()).toBe(new Date(2026, 4, 2, 10).getTime());
    expect(clock()?.getTime()).toBe(new Date(2026, 4, 2, 10).getTime());
    expect(clock()?.getTime()).toBe(new Date(2026, 4, 2, 11).getTime());
    expect(localDate(clock() ?? new Date())).toBe('2026-05-02');
  });

  it('gives nothing rather than a bogus date when the first reading is absurd', () => {
    for (const bad of [new Date(Number.NaN), new Date(-86_400_000), new Date(0), new Date(Date.UTC(20000, 0, 1))]) {
      expect(createSafeClock(() => bad)()).toBeNull();
    }
    expect(
      createSafeClock(() => {
        throw new Error('broken clock');
      })(),
    ).toBeNull();
  });

  it('keeps the last good reading when a later one is absurd', () => {
    const readings = [new Date(2026, 4, 2), new Date(-1)];
    const clock = createSafeClock(() => readings.shift() ?? new Date(Number.NaN));
    clock();
    expect(clock()?.getTime()).toBe(new Date(2026, 4, 2).getTime());
  });
});
