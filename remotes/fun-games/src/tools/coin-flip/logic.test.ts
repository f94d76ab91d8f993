import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chiSquareUniform, seededRandom, sequenceRandom } from '@toolhub/shared/testing';
import {
  EMPTY_STATS,
  RECENT_LIMIT,
  announceWinner,
  checkBestOf,
  flipCoin,
  percentage,
  recordFlip,
  sanitizeStats,
  scoreMatch,
  streaksOf,
  winsNeeded,
  type Side,
} from './logic';

const H: Side = 'heads';
const T: Side = 'tails';
const side = fc.constantFrom<Side>('heads', 'tails');

describe('flipCoin', () => {
  it.each([
    [[0], 'heads'],
    [[1], 'tails'],
    [[0xfffffffe], 'heads'],
    [[0xffffffff], 'tails'],
  ])('word %j lands %s', (words, expected) => {
    expect(flipCoin(sequenceRandom(words))).toBe(expected);
  });

  it('is fair over 60,000 flips (chi-square, 1 degree of freedom, p = 0.001)', () => {
    const source = seededRandom(77);
    const counts = [0, 0];
    for (let i = 0; i < 60_000; i++) counts[flipCoin(source) === 'heads' ? 0 : 1]! += 1;
    expect(chiSquareUniform(counts)).toBeLessThan(10.828);
  });
});

describe('streaks', () => {
  it.each([
    { flips: [], current: { side: null, length: 0 }, longest: { side: null, length: 0 } },
    { flips: [H], current: { side: H, length: 1 }, longest: { side: H, length: 1 } },
    { flips: [H, H, T], current: { side: T, length: 1 }, longest: { side: H, length: 2 } },
    { flips: [T, H, H, H, T, T], current: { side: T, length: 2 }, longest: { side: H, length: 3 } },
    { flips: [H, H, T, T], current: { side: T, length: 2 }, longest: { side: H, length: 2 } },
    { flips: [T, T, T, T], current: { side: T, length: 4 }, longest: { side: T, length: 4 } },
  ])('$flips → current $current.length, longest $longest.length', ({ flips, current, longest }) => {
    expect(streaksOf(flips as Side[])).toEqual({ current, longest });
  });

  it('counts heads and tails and keeps the recent flips', () => {
    const stats = [H, T, T].reduce(recordFlip, EMPTY_STATS);
    expect(stats).toMatchObject({ heads: 1, tails: 2, recent: [H, T, T] });
  });

  it('agrees with a brute-force count for any sequence', () => {
    fc.assert(
      fc.property(fc.array(side, { maxLength: 200 }), (flips) => {
        const { current, longest } = streaksOf(flips);
        let best = 0;
        for (let i = 0; i < flips.length; i++) {
          let j = i;
          while (j < flips.length && flips[j] === flips[i]) j++;
          best = Math.max(best, j - i);
        }
        let tail = 0;
        while (tail < flips.length && flips[flips.length - 1 - tail] === flips[flips.length - 1]) tail++;
        const stats = flips.reduce(recordFlip, EMPTY_STATS);
        return (
          longest.length === best &&
          current.length === tail &&
          current.length <= longest.length &&
          stats.heads + stats.tails === flips.length &&
          stats.recent.length === Math.min(RECENT_LIMIT, flips.length)
        );
      }),
    );
  });
});

describe('best of N', () => {
  it.each([
    ['', { kind: 'off' }],
    ['off', { kind: 'off' }],
    ['3', { kind: 'ok', bestOf: 3 }],
    ['7', { kind: 'ok', bestOf: 7 }],
    ['99', { kind: 'ok', bestOf: 99 }],
    ['4', { kind: 'invalid', message: expect.stringMatching(/tie.*5/) }],
    ['1', { kind: 'invalid' }],
    ['-5', { kind: 'invalid' }],
    ['101', { kind: 'invalid' }],
    ['2.5', { kind: 'invalid' }],
    ['many', { kind: 'invalid' }],
  ])('setting %j → %j', (raw, expected) => {
    expect(checkBestOf(raw)).toMatchObject(expected);
  });

  it.each([
    { flips: [], bestOf: 3, winner: null, heads: 0, tails: 0, flipsLeft: 3 },
    { flips: [H, H], bestOf: 3, winner: H, heads: 2, tails: 0, flipsLeft: 0 },
    { flips: [H, T, T], bestOf: 3, winner: T, heads: 1, tails: 2, flipsLeft: 0 },
    { flips: [H, T, H, T], bestOf: 5, winner: null, heads: 2, tails: 2, flipsLeft: 1 },
    { flips: [H, H, H, T, T], bestOf: 5, winner: H, heads: 3, tails: 0, flipsLeft: 0 },
    { flips: [T, T, T, T], bestOf: 7, winner: T, heads: 0, tails: 4, flipsLeft: 0 },
  ])('$flips in best of $bestOf → winner $winner', ({ flips, bestOf, ...expected }) => {
    expect(scoreMatch(flips as Side[], bestOf)).toEqual(expected);
  });

  it('announces the winner with the score', () => {
    expect(announceWinner(scoreMatch([H, T, T], 3), 3)).toBe('Tails wins the best of 3, 2–1!');
    expect(announceWinner(scoreMatch([H], 3), 3)).toBeNull();
  });

  it('always decides within N flips, with exactly a majority for the winner', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 49 }).map((k) => 2 * k + 1), fc.array(side, { minLength: 99, maxLength: 99 }), (bestOf, flips) => {
        const score = scoreMatch(flips.slice(0, bestOf), bestOf);
        const winnerWins = score.winner === 'heads' ? score.heads : score.tails;
        return score.winner !== null && winnerWins === winsNeeded(bestOf) && score.heads + score.tails <= bestOf;
      }),
    );
  });
});

describe('stored stats', () => {
  it.each([
    [null, EMPTY_STATS],
    ['junk', EMPTY_STATS],
    [{ heads: -1, tails: 0, current: { side: null, length: 0 }, longest: { side: null, length: 0 } }, EMPTY_STATS],
    [{ heads: 1, tails: 0, current: { side: 'heads', length: 2 }, longest: { side: 'heads', length: 1 } }, EMPTY_STATS],
    [{ heads: 1, tails: 0, current: { side: 'edge', length: 1 }, longest: { side: 'heads', length: 1 } }, EMPTY_STATS],
    [
      { heads: 2, tails: 1, current: { side: 'tails', length: 1 }, longest: { side: 'heads', length: 2 }, recent: ['heads', 'x', 'heads', 'tails'] },
      { heads: 2, tails: 1, current: { side: 'tails', length: 1 }, longest: { side: 'heads', length: 2 }, recent: ['heads', 'heads', 'tails'] },
    ],
  ])('sanitizes %j', (stored, expected) => {
    expect(sanitizeStats(stored)).toEqual(expected);
  });
});

it.each([
  [0, 0, '0%'],
  [1, 3, '33.3%'],
  [5, 10, '50%'],
])('percentage(%i, %i) = %s', (part, whole, expected) => {
  expect(percentage(part, whole)).toBe(expected);
});
