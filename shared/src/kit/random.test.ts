import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  createCryptoSource,
  randomBigInt,
  randomBytes,
  randomChance,
  randomFraction,
  sample,
  shuffle,
  pick,
  randomBelow,
  randomBigBelow,
  randomInt,
  shuffleInPlace,
} from './random';
import { sequenceRandom as scriptedSource, seededRandom as seededSource, chiSquareUniform } from './seeded';

const chiSquare = (counts: readonly number[], _draws: number): number => chiSquareUniform(counts);

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

describe('randomBigBelow and randomInt', () => {
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
          const r = randomInt(min, max, seededSource(seed));
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
    for (let i = 0; i < 20_000; i++) counts[randomInt(Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, source) < 0 ? 0 : 1]!++;
    expect(chiSquare(counts, 20_000)).toBeLessThan(generousBound(2));
  });

  it.each([
    [5, 4],
    [0.5, 2],
    [0, Number.MAX_SAFE_INTEGER + 2],
  ])('rejects min=%s max=%s', (min, max) => {
    expect(() => randomInt(min, max, seededSource(1))).toThrow(RangeError);
  });
});

describe('pick and shuffleInPlace', () => {
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
    expect(['a', 'b']).toContain(pick(['a', 'b'], seededSource(1)));
    expect(() => pick([], seededSource(1))).toThrow(RangeError);
  });
});

describe('shuffle, sample, randomFraction, randomChance', () => {
  it('shuffle returns a permutation and leaves its input alone', () => {
    const items = [1, 2, 3, 4, 5];
    const out = shuffle(items, seededSource(8));
    expect(items).toEqual([1, 2, 3, 4, 5]);
    expect([...out].sort()).toEqual(items);
  });

  it('gives every order of three items about equally often', () => {
    const source = seededSource(31);
    const counts = new Map<string, number>();
    for (let i = 0; i < 60_000; i++) {
      const key = shuffle(['a', 'b', 'c'], source).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    expect(chiSquareUniform([...counts.values()])).toBeLessThan(generousBound(6));
  });

  it('sample draws distinct positions, any count from 0 to the length', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer()), fc.nat(), fc.integer(), (items, k, seed) => {
        const count = items.length === 0 ? 0 : k % (items.length + 1);
        const drawn = sample(items, count, seededSource(seed));
        expect(drawn).toHaveLength(count);
        expect(new Set(drawn).size).toBe(count);
        for (const item of drawn) expect(items).toContain(item);
      }),
      { seed: 13 },
    );
  });

  it.each([[-1], [4], [1.5]])('sample refuses a count of %s from three items', (count) => {
    expect(() => sample([1, 2, 3], count, seededSource(1))).toThrow(RangeError);
  });

  it('randomFraction is in [0, 1) and uses 53 bits', () => {
    expect(randomFraction(scriptedSource([0, 0]))).toBe(0);
    expect(randomFraction(scriptedSource([0xffffffff, 0xffffffff]))).toBe(1 - 2 ** -53);
    expect(randomFraction(scriptedSource([0x80000000, 0]))).toBe(0.5);
  });

  it.each([
    [0, false],
    [1, true],
  ])('randomChance(%s) is always %s', (p, expected) => {
    const source = seededSource(4);
    for (let i = 0; i < 100; i++) expect(randomChance(p, source)).toBe(expected);
  });

  it.each([[-0.1], [1.1], [Number.NaN]])('randomChance refuses p = %s', (p) => {
    expect(() => randomChance(p, seededSource(1))).toThrow(RangeError);
  });

  it('randomBigInt covers a range wider than a safe integer and refuses min > max', () => {
    const r = randomBigInt(-(1n << 80n), 1n << 80n, seededSource(2));
    expect(r >= -(1n << 80n) && r <= 1n << 80n).toBe(true);
    expect(() => randomBigInt(2n, 1n, seededSource(1))).toThrow(RangeError);
  });

  it('fails instead of hanging on a source stuck on a rejected word', () => {
    expect(() => randomBelow(3, scriptedSource([0xffffffff]))).toThrow('The random source never produced a usable value.');
  });

  it.each([
    [0, []],
    [1, [0x12]],
    [4, [0x12, 0x34, 0x56, 0x78]],
    [6, [0x12, 0x34, 0x56, 0x78, 0x9a, 0xbc]],
  ])('randomBytes(%d) takes bytes from the words, high byte first', (length, expected) => {
    expect(Array.from(randomBytes(length, scriptedSource([0x12345678, 0x9abcdef0])))).toEqual(expected);
  });

  it.each([[-1], [1.5]])('randomBytes refuses a length of %s', (length) => {
    expect(() => randomBytes(length, seededSource(1))).toThrow(RangeError);
  });

  it('refuses an empty scripted source', () => {
    expect(() => scriptedSource([])).toThrow(RangeError);
  });
});
