/** Progress through a batch (progress.ts). */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { batchFraction, fileAt } from './progress';

describe('progress and wording', () => {
  it.each([
    [0, 4, 0, 0],
    [1, 4, 0.5, 0.375],
    [3, 4, 1, 1],
    [5, 4, 1, 1],
    [0, 0, 0.5, 0],
    [0, 2, -1, 0],
  ])('file %i of %i at stage %f → %f', (index, total, stage, expected) => {
    expect(batchFraction(index, total, stage)).toBeCloseTo(expected);
  });

  it('names the file a fraction is on, from 1 to the total', () => {
    expect([fileAt(0, 5), fileAt(0.21, 5), fileAt(0.99, 5), fileAt(1, 5)]).toEqual([1, 2, 5, 5]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 1, max: 50 }), fc.double({ min: 0, max: 1, noNaN: true }), (index, total, stage) => {
        const at = fileAt(batchFraction(Math.min(index, total - 1), total, stage), total);
        expect(at >= 1 && at <= total).toBe(true);
      }),
    );
  });
});
