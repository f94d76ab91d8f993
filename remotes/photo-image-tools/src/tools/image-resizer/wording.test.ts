/** Sizes and names in words (wording.ts), and the orientations that swap sides (inspect.ts). */
import { describe, expect, it } from 'vitest';
import { swapsSides } from './inspect';
import { listNames, sizeChange } from './wording';

describe('progress and wording', () => {
  it('says how the size changed and lists names', () => {
    expect([sizeChange(1000, 180), sizeChange(100, 112), sizeChange(100, 100), sizeChange(0, 5)]).toEqual(['−82%', '+12%', 'same size', '']);
    expect(listNames(['a', 'b', 'c', 'd', 'e'])).toBe('a, b, c and 2 more');
    expect([swapsSides(6), swapsSides(1), swapsSides(undefined)]).toEqual([true, false, false]);
  });
});
