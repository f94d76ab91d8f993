import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BADGES, badgeProgress } from './badges';

describe('badges', () => {
  it.each<[number, string[], string | null, number | null]>([
    [0, [], 'First Steps', 10],
    [9, [], 'First Steps', 1],
    [10, ['First Steps'], 'Explorer', 40],
    [20, ['First Steps'], 'Explorer', 30],
    [50, ['First Steps', 'Explorer'], 'Regular', 50],
    [999, ['First Steps', 'Explorer', 'Regular', 'Power User', 'Tool Master'], 'Legend', 1],
    [1000, ['First Steps', 'Explorer', 'Regular', 'Power User', 'Tool Master', 'Legend'], null, null],
    [-5, [], 'First Steps', 10],
    [Number.NaN, [], 'First Steps', 10],
    [12.9, ['First Steps'], 'Explorer', 38],
  ])('%s XP → earned %j, next %s in %s', (xp, earned, next, toGo) => {
    const progress = badgeProgress(xp);
    expect(progress.earned.map((badge) => badge.name)).toEqual(earned);
    expect(progress.next?.badge.name ?? null).toBe(next);
    expect(progress.next?.xpToGo ?? null).toBe(toGo);
  });

  it('thresholds rise strictly, so more XP never loses a badge', () => {
    expect(BADGES.map((badge) => badge.xp)).toEqual([...BADGES.map((badge) => badge.xp)].sort((a, b) => a - b));
    fc.assert(
      fc.property(fc.nat({ max: 5000 }), fc.nat({ max: 5000 }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(badgeProgress(high).earned.length).toBeGreaterThanOrEqual(badgeProgress(low).earned.length);
      }),
    );
  });
});
