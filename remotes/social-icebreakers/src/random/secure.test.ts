import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pickOne, secureRandomInt, shuffled, uniformFromWords } from './secure';

/** A word source that replays a fixed list, to check which words are rejected. */
function words(list: number[]): () => number {
  let i = 0;
  return () => {
    const w = list[i++];
    if (w === undefined) throw new Error('ran out of words');
    return w;
  };
}

describe('uniformFromWords', () => {
  it.each([
    { bound: 1, list: [123], expected: 0 },
    { bound: 2, list: [5], expected: 1 },
    { bound: 10, list: [42], expected: 2 },
    // 2^32 % 3 = 1, so the single top word 2^32 - 1 is rejected and the next one used.
    { bound: 3, list: [0xffff_ffff, 7], expected: 1 },
    { bound: 0x1_0000_0000, list: [0xffff_ffff], expected: 0xffff_ffff },
  ])('bound $bound from words $list gives $expected', ({ bound, list, expected }) => {
    expect(uniformFromWords(bound, words(list))).toBe(expected);
  });

  it.each([0, -1, 1.5, Number.NaN, 2 ** 32 + 1])('rejects bound %s', (bound) => {
    expect(() => uniformFromWords(bound, () => 0)).toThrow(RangeError);
  });

  it('always lands in [0, bound)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 32 }), fc.array(fc.nat({ max: 0xffff_ffff }), { minLength: 64, maxLength: 64 }), (bound, list) => {
        // Append an always-accepted word so rejection can't run the source dry.
        const value = uniformFromWords(bound, words([...list, 0]));
        return Number.isInteger(value) && value >= 0 && value < bound;
      }),
    );
  });
});

describe('secureRandomInt', () => {
  it('spreads 6000 rolls of a die evenly (within chance)', () => {
    const counts = new Array<number>(6).fill(0);
    for (let i = 0; i < 6000; i++) counts[secureRandomInt(6)]! += 1;
    // Expected 1000 per face, sd ≈ 29; 200 is about 7 sd, so this never fails by chance.
    for (const c of counts) expect(Math.abs(c - 1000)).toBeLessThan(200);
  });
});

describe('shuffled', () => {
  it('is a permutation of its input and leaves the input alone', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.infiniteStream(fc.nat()), (items, stream) => {
        const copy = items.slice();
        const it = stream[Symbol.iterator]();
        const out = shuffled(items, (bound) => (it.next().value as number) % bound);
        expect(items).toEqual(copy);
        expect(out.slice().sort((a, b) => a - b)).toEqual(copy.sort((a, b) => a - b));
      }),
    );
  });

  it('is deterministic for an injected source', () => {
    // With the source always answering 0, each step swaps the last unfixed item with the first.
    expect(shuffled([1, 2, 3, 4], () => 0)).toEqual([2, 3, 4, 1]);
  });
});

describe('pickOne', () => {
  it.each([
    { items: [], index: 0, expected: undefined },
    { items: ['a'], index: 0, expected: 'a' },
    { items: ['a', 'b', 'c'], index: 2, expected: 'c' },
  ])('picks $expected from $items', ({ items, index, expected }) => {
    expect(pickOne(items, () => index)).toBe(expected);
  });
});
