import { describe, expect, it } from 'vitest';
import { STOPPED_CLOCK, elapsedOf, formatClock } from './clock';

describe('the round clock', () => {
  it('counts the banked time, plus the run since the last start while it runs', () => {
    expect(elapsedOf(STOPPED_CLOCK, 5_000)).toBe(0);
    expect(elapsedOf({ banked: 1_500, since: null }, 9_000)).toBe(1_500);
    expect(elapsedOf({ banked: 1_500, since: 2_000 }, 2_250)).toBe(1_750);
  });
  it.each([
    [120_000, '2:00'],
    [59_001, '1:00'],
    [9_000, '0:09'],
    [0, '0:00'],
    [-5, '0:00'],
  ])('formatClock(%i) = %s', (ms, text) => {
    expect(formatClock(ms)).toBe(text);
  });
});
