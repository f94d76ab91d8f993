import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatBytes, utf8Length } from './bytes';

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [1, '1 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [10 * 1024, '10 KB'],
    [1024 * 1024 - 1, '1 MB'],
    [5 * 1024 * 1024, '5 MB'],
    [8.4 * 1024 * 1024, '8.4 MB'],
    [3 * 1024 ** 3, '3 GB'],
    [2 * 1024 ** 4, '2 TB'],
    [-1, ''],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
  ])('%d → %j', (bytes, expected) => {
    expect(formatBytes(bytes)).toBe(expected);
  });

  it('never shows 1024 of a unit and always a number and a unit', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e15, noNaN: true }), (bytes) => {
        const text = formatBytes(bytes);
        expect(text).toMatch(/^\d+(\.\d)? (B|KB|MB|GB|TB)$/);
        if (!text.endsWith('TB')) expect(parseFloat(text)).toBeLessThan(1024);
      }),
    );
  });
});

describe('utf8Length', () => {
  it.each([
    ['', 0],
    ['a', 1],
    ['é', 2],
    ['€', 3],
    ['😀', 4],
    ['\uD800', 3],
    ['\uD800a', 4],
  ])('%j → %d', (text, expected) => {
    expect(utf8Length(text)).toBe(expected);
  });

  it('equals TextEncoder for any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(utf8Length(text)).toBe(new TextEncoder().encode(text).length);
      }),
    );
  });
});
