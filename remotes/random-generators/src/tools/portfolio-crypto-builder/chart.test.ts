import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PALETTE, arcsFor, ringSlicePath, sliceColor } from './chart';

const FULL = 2 * Math.PI;

describe('arcsFor', () => {
  it.each([
    [[5000, 5000], [[0, Math.PI], [Math.PI, FULL]]],
    [[2500, 7500], [[0, Math.PI / 2], [Math.PI / 2, FULL]]],
    [[0, 0], [[0, 0], [0, 0]]],
  ])('lays %j end to end', (weights, expected) => {
    const arcs = arcsFor(weights);
    arcs.forEach((arc, i) => {
      expect(arc.start).toBeCloseTo(expected[i]![0]!, 10);
      expect(arc.end).toBeCloseTo(expected[i]![1]!, 10);
    });
  });

  it('covers exactly one full turn without gaps or overlaps', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 20 }), (weights) => {
        const arcs = arcsFor(weights);
        expect(arcs[0]!.start).toBe(0);
        expect(arcs[arcs.length - 1]!.end).toBe(FULL);
        const total = weights.reduce((a, b) => a + b, 0);
        let sweep = 0;
        arcs.forEach((arc, i) => {
          if (i > 0) expect(arc.start).toBe(arcs[i - 1]!.end);
          expect(arc.end - arc.start).toBeCloseTo((weights[i]! / total) * FULL, 9);
          sweep += arc.end - arc.start;
        });
        expect(sweep).toBeCloseTo(FULL, 9);
      }),
    );
  });
});

describe('ringSlicePath', () => {
  it('draws a quarter slice from 12 to 3 o’clock', () => {
    expect(ringSlicePath({ start: 0, end: Math.PI / 2 }, 100, 100, 50, 30)).toBe('M 100 50 A 50 50 0 0 1 150 100 L 130 100 A 30 30 0 0 0 100 70 Z');
  });

  it('uses the large-arc flag past half a turn', () => {
    expect(ringSlicePath({ start: 0, end: 1.5 * Math.PI }, 100, 100, 50, 30)).toContain('A 50 50 0 1 1');
  });

  it('draws a whole ring as two halves and nothing for an empty slice', () => {
    const path = ringSlicePath({ start: 0, end: FULL }, 100, 100, 50, 30);
    expect(path.match(/A /g)).toHaveLength(4);
    expect(ringSlicePath({ start: 1, end: 1 }, 100, 100, 50, 30)).toBe('');
  });
});

describe('palette', () => {
  it('has 20 distinct colours so a full portfolio never repeats one', () => {
    expect(new Set(PALETTE).size).toBe(20);
    expect(sliceColor(0)).toBe(PALETTE[0]);
    expect(sliceColor(20)).toBe(PALETTE[0]);
  });
});
