import { describe, expect, it } from 'vitest';
import { nextActiveIndex } from './combobox-keys';

describe('nextActiveIndex', () => {
  it.each([
    [-1, 6, 'next', 0],
    [0, 6, 'next', 1],
    [5, 6, 'next', 0],
    [-1, 6, 'previous', 5],
    [0, 6, 'previous', 5],
    [3, 6, 'previous', 2],
    [9, 3, 'next', 0],
    [0, 1, 'next', 0],
    [0, 0, 'next', -1],
  ] as const)('from %i of %i, %s → %i', (current, count, direction, expected) => {
    expect(nextActiveIndex(current, count, direction)).toBe(expected);
  });
});
