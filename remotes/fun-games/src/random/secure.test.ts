import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { randomBelow, randomBetween, secureSource } from './secure';
import { chiSquareUniform, seededSource, sequenceSource } from './seeded';

describe('randomBelow', () => {
  it.each([
    // 2^32 % 6 = 4, so the last four words are rejected and the next draw is used.
    { size: 6, words: [0xffffffff, 5], expected: 5 },
    { size: 6, words: [0xfffffffc, 0xfffffffb], expected: 0xfffffffb % 6 },
    { size: 2, words: [0xffffffff], expected: 1 },
    { size: 1, words: [123456], expected: 0 },
    { size: 10, words: [42], expected: 2 },
  ])('maps words to [0, $size) without bias: $words → $expected', ({ size, words, expected }) => {
    expect(randomBelow(size, sequenceSource(words))).toBe(expected);
  });

  it.each([0, -1, 1.5, Number.NaN, 2 ** 32 + 1])('refuses size %s', (size) => {
    expect(() => randomBelow(size, seededSource(1))).toThrow(RangeError);
  });

  it('fails instead of hanging on a source that only yields rejected words', () => {
    expect(() => randomBelow(6, sequenceSource([0xffffffff]))).toThrow(/never produced/);
  });

  it('stays in range for any size and seed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 32 }), fc.integer(), (size, seed) => {
        const n = randomBelow(size, seededSource(seed));
        return Number.isInteger(n) && n >= 0 && n < size;
      }),
    );
  });

  it('is uniform over 60,000 draws (chi-square, 9 degrees of freedom, p = 0.001)', () => {
    const counts = new Array<number>(10).fill(0);
    const source = seededSource(2024);
    for (let i = 0; i < 60_000; i++) counts[randomBelow(10, source)]! += 1;
    expect(chiSquareUniform(counts)).toBeLessThan(27.877);
  });

  it('draws from crypto.getRandomValues by default', () => {
    const words = Array.from({ length: 200 }, () => secureSource());
    expect(words.every((w) => Number.isInteger(w) && w >= 0 && w < 2 ** 32)).toBe(true);
    expect(new Set(words).size).toBeGreaterThan(190);
  });
});

describe('randomBetween', () => {
  it('covers both ends inclusively', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 0, max: 5000 }), fc.integer(), (min, span, seed) => {
        const n = randomBetween(min, min + span, seededSource(seed));
        return n >= min && n <= min + span;
      }),
    );
  });

  it.each([
    [5, 4],
    [1.5, 3],
  ])('refuses min %s, max %s', (min, max) => {
    expect(() => randomBetween(min, max)).toThrow(RangeError);
  });
});
