import { describe, expect, it } from 'vitest';
import { daysBefore } from './clock';
import { CLEANUP_PROBABILITY, RETENTION_DAYS, retentionCutoff, shouldRunCleanup } from './retention';

const today = '2026-05-01';
const expired = (date: string) => date < retentionCutoff(today);

describe('retention', () => {
  it('keeps 90 days, as SPEC section 9 says', () => {
    expect(RETENTION_DAYS).toBe(90);
    expect(CLEANUP_PROBABILITY).toBe(0.1);
  });

  it('keeps records 89 and 90 days old and deletes those 91 days old', () => {
    expect(expired(daysBefore(today, 0))).toBe(false);
    expect(expired(daysBefore(today, 89))).toBe(false);
    expect(expired(daysBefore(today, 90))).toBe(false);
    expect(expired(daysBefore(today, 91))).toBe(true);
    expect(expired(daysBefore(today, 400))).toBe(true);
    expect(retentionCutoff(today)).toBe('2026-01-31');
  });

  it.each([
    [0, true],
    [0.05, true],
    [0.0999, true],
    [0.1, false],
    [0.5, false],
    [0.9999, false],
    [Number.NaN, false],
    [-0.5, false],
  ])('a draw of %s runs the cleanup: %s', (draw, runs) => {
    expect(shouldRunCleanup(() => draw)).toBe(runs);
  });
});
