import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { distribute, roundLargestRemainder } from './allocate';

describe('roundLargestRemainder', () => {
  it.each([
    [[33.3333, 33.3333, 33.3334], 100, [33, 33, 34]],
    [[1 / 3, 1 / 3, 1 / 3], 1, [1, 0, 0]],
    [[2.5, 2.5], 5, [3, 2]],
    [[10, 20, 70], 100, [10, 20, 70]],
    [[0.6, 0.6, 0.8], 2, [1, 0, 1]],
  ])('rounds %j to a total of %i', (values, total, expected) => {
    expect(roundLargestRemainder(values, total)).toEqual(expected);
  });
});

describe('distribute', () => {
  it.each([
    [10_000, [1, 1], 100, 9_900, [5_000, 5_000]],
    // Each part gets the minimum first; the rest follows the weights.
    [10_000, [1, 3], 100, 9_900, [2_550, 7_450]],
    [10_000, [1, 1, 1], 100, 5_000, [3_334, 3_333, 3_333]],
    // The heavy weight hits its cap; the excess is spread over the others by their weights.
    [10_000, [100, 1, 1], 100, 4_000, [4_000, 3_000, 3_000]],
    [600, [5, 1, 1], 200, 4_000, [200, 200, 200]],
    [0, [], 0, 0, []],
  ])('splits %i by %j within %i..%i', (total, weights, min, max, expected) => {
    expect(distribute(total, weights, min, max)).toEqual(expected);
  });

  it.each([
    [100, [1, 1], 60, 100],
    [100, [1, 1], 0, 40],
    [5, [], 0, 10],
  ])('refuses impossible splits of %i into %j within %i..%i', (total, weights, min, max) => {
    expect(() => distribute(total, weights, min, max)).toThrow(RangeError);
  });

  it('always sums exactly and stays within bounds', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0.01, max: 1000, noNaN: true }), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (weights, min, span, at) => {
          const n = weights.length;
          const max = min + span;
          const low = n * min;
          const high = n * max;
          const total = Math.round(low + (high - low) * at);
          const parts = distribute(total, weights, min, max);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          for (const p of parts) {
            expect(Number.isInteger(p)).toBe(true);
            expect(p).toBeGreaterThanOrEqual(min);
            expect(p).toBeLessThanOrEqual(max);
          }
        },
      ),
    );
  });
});
