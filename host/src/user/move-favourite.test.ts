import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moveFavourite } from './favourites';

describe('moveFavourite', () => {
  it.each([
    [['a', 'b', 'c'], 'a', 2, ['b', 'c', 'a']],
    [['a', 'b', 'c'], 'c', 0, ['c', 'a', 'b']],
    [['a', 'b', 'c'], 'b', 1, ['a', 'b', 'c']],
    [['a', 'b', 'c'], 'b', 0, ['b', 'a', 'c']],
    [['a', 'b', 'c'], 'a', 99, ['b', 'c', 'a']],
    [['a', 'b', 'c'], 'c', -5, ['c', 'a', 'b']],
    [['a', 'b', 'c'], 'b', Number.NaN, ['b', 'a', 'c']],
    [['a', 'b', 'c'], 'b', 1.9, ['a', 'b', 'c']],
    [['a', 'b', 'c'], 'x', 0, ['a', 'b', 'c']],
    [['a'], 'a', 3, ['a']],
    [[], 'a', 0, []],
  ] as const)('%j: %s to %s → %j', (list, path, to, expected) => {
    expect(moveFavourite(list, path, to)).toEqual(expected);
  });

  it('keeps every favourite exactly once, puts the moved one where asked and the rest in order', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string(), { minLength: 1, maxLength: 20 }), fc.nat(), fc.integer({ min: -3, max: 25 }), (list, pick, to) => {
        const path = list[pick % list.length] as string;
        const moved = moveFavourite(list, path, to);
        expect([...moved].sort()).toEqual([...list].sort());
        expect(moved.indexOf(path)).toBe(Math.max(0, Math.min(list.length - 1, to)));
        expect(moved.filter((p) => p !== path)).toEqual(list.filter((p) => p !== path));
      }),
    );
  });
});
