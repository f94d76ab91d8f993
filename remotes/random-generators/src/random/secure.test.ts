import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  createCryptoSource,
  pickOne,
  randomBelow,
  randomBigBelow,
  randomIntBetween,
  shuffleInPlace,
} from './secure';
import { scriptedSource, seededSource } from './seeded';

/** Pearson's statistic against a uniform expectation. */
function chiSquare(counts: readonly number[], draws: number): number {
  const expected = draws / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

/** Mean + 6 standard deviations of chi-square(df): a fair generator essentially never exceeds it. */
function generousBound(buckets: number): number {
  const df = buckets - 1;
  return df + 6 * Math.sqrt(2 * df) + 10;
}

const DRAWS = 100_000;

describe('randomBelow', () => {
  it.each([
    [0],
    [-1],
    [1.5],
    [Number.NaN],
    [2 ** 53 + 2],
  ])('rejects n = %s', (n) => {
    expect(() => randomBelow(n, seededSource(1))).toThrow(RangeError);
  });

  it('stays in range for any n and seed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), fc.integer(), (n, seed) => {
        const source = seededSource(seed);
        for (let i = 0; i < 20; i++) {
          const r = randomBelow(n, source);
          expect(Number.isInteger(r)).toBe(true);
          expect(r).toBeGreaterThanOrEqual(0);
          expect(r).toBeLessThan(n);
        }
      }),
      { seed: 42 },
    );
  });

  it('is uniform within chance over 100,000 draws for small ranges', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 60 }), fc.integer(), (n, seed) => {
        const source = seededSource(seed);
        const counts = new Array<number>(n).fill(0);
        for (let i = 0; i < DRAWS; i++) counts[randomBelow(n, source)]!++;
        expect(chiSquare(counts, DRAWS)).toBeLessThan(generousBound(n));
      }),
      { seed: 7, numRuns: 12 },
    );
  });

  it('is uniform with the real crypto source too', () => {
    const source = createCryptoSource();
    const counts = new Array<number>(10).fill(0);
    for (let i = 0; i < DRAWS; i++) counts[randomBelow(10, source)]!++;
    expect(chiSquare(counts, DRAWS)).toBeLessThan(generousBound(10));
  });

  // With n = 3·2^30 a plain `word % n` gives the lowest third twice the weight of the others.
  it.each([
    ['3·2^30 (one 32-bit word)', 3 * 2 ** 30],
    ['3·2^50 (several words)', 3 * 2 ** 50],
  ])('has no modulo bias for n = %s', (_name, n) => {
    const source = seededSource(2024);
    const counts = [0, 0, 0];
    for (let i = 0; i < DRAWS; i++) counts[Math.floor(randomBelow(n, source) / (n / 3))]!++;
    expect(chiSquare(counts, DRAWS)).toBeLessThan(generousBound(3));
  });

  it('rejects words from the incomplete last block', () => {
    // n = 3: limit is 2^32 - 1, so 0xffffffff must be skipped and the next word used.
    expect(randomBelow(3, scriptedSource([0xffffffff, 5]))).toBe(2);
  });
});

describe('randomBigBelow and randomIntBetween', () => {
  it('stays within [0, n) for big n', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 1n << 90n }), fc.integer(), (n, seed) => {
        const r = randomBigBelow(n, seededSource(seed));
        expect(r >= 0n && r < n).toBe(true);
      }),
      { seed: 3 },
    );
  });

  it('covers the whole safe-integer span', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
        fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
        fc.integer(),
        (a, b, seed) => {
          const [min, max] = a <= b ? [a, b] : [b, a];
          const r = randomIntBetween(min, max, seededSource(seed));
          expect(Number.isSafeInteger(r)).toBe(true);
          expect(r).toBeGreaterThanOrEqual(min);
          expect(r).toBeLessThanOrEqual(max);
        },
      ),
      { seed: 11 },
    );
  });

  it('splits the full safe span evenly in halves', () => {
    const source = seededSource(99);
    const counts = [0, 0];
    for (let i = 0; i < 20_000; i++) counts[randomIntBetween(Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, source) < 0 ? 0 : 1]!++;
    expect(chiSquare(counts, 20_000)).toBeLessThan(generousBound(2));
  });

  it.each([
    [5, 4],
    [0.5, 2],
    [0, Number.MAX_SAFE_INTEGER + 2],
  ])('rejects min=%s max=%s', (min, max) => {
    expect(() => randomIntBetween(min, max, seededSource(1))).toThrow(RangeError);
  });
});

describe('pickOne and shuffleInPlace', () => {
  it('shuffles into a permutation', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer(), (items, seed) => {
        const shuffled = shuffleInPlace([...items], seededSource(seed));
        expect([...shuffled].sort((x, y) => x - y)).toEqual([...items].sort((x, y) => x - y));
      }),
      { seed: 5 },
    );
  });

  it('picks only members and refuses an empty list', () => {
    expect(['a', 'b']).toContain(pickOne(['a', 'b'], seededSource(1)));
    expect(() => pickOne([], seededSource(1))).toThrow(RangeError);
  });
});
