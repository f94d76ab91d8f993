import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { CatalogueTool } from '@toolhub/shared';
import { pickRandomTool, randomIndex } from './random-tool';

const tool = (path: string, isAvailable = true): CatalogueTool => ({
  name: path,
  path,
  description: path,
  icon: '⭐',
  isAvailable,
  category: 'c',
});

describe('Random', () => {
  it('never picks an unavailable tool or the open one', () => {
    const tools = [tool('a'), tool('b', false), tool('c'), tool('d', false)];
    for (let i = 0; i < 200; i++) {
      const picked = pickRandomTool(tools, 'a');
      expect(picked?.path).toBe('c');
    }
  });

  it('returns null when there is no other available tool', () => {
    expect(pickRandomTool([tool('a'), tool('b', false)], 'a')).toBeNull();
    expect(pickRandomTool([], null)).toBeNull();
  });

  it('rejects values past the largest multiple of n (no modulo bias)', () => {
    const values = [0xffff_ffff, 0xffff_fffe, 7];
    const source = (buffer: Uint32Array<ArrayBuffer>) => {
      buffer[0] = values.shift()!;
      return buffer;
    };
    // 2^32 mod 3 = 1, so only 0xffffffff is past the limit; 0xfffffffe % 3 = 2.
    expect(randomIndex(3, source)).toBe(2);
    expect(values).toEqual([7]);
  });

  it('stays in range for any n', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 10_000 }), (n) => {
      const i = randomIndex(n);
      return Number.isInteger(i) && i >= 0 && i < n;
    }));
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses n = %s', (n) => {
    expect(() => randomIndex(n)).toThrow(RangeError);
  });
});
