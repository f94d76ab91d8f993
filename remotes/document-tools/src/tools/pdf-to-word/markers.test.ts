import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { asRoman, detectMarker, romanValue, toRoman } from './markers';

describe('detectMarker', () => {
  it.each([
    // text, first gap (em), expected [printed, format, style, value, weak] or null
    ['• Item', 0, ['•', 'bullet', 'dot', 0, false]],
    ['•Item', 0, ['•', 'bullet', 'dot', 0, false]],
    ['◦ Nested', 0, ['◦', 'bullet', 'dot', 0, false]],
    ['▪ Square', 0, ['▪', 'bullet', 'dot', 0, false]],
    ['\uF0B7 Symbol font bullet', 0, ['\uF0B7', 'bullet', 'dot', 0, false]],
    ['- dash', 0, ['-', 'bullet', 'dot', 0, true]],
    ['– en dash', 0, ['–', 'bullet', 'dot', 0, true]],
    ['* star', 0, ['*', 'bullet', 'dot', 0, true]],
    ['-\tTabbed dash', 0, ['-', 'bullet', 'dot', 0, false]],
    ['- set apart', 1, ['-', 'bullet', 'dot', 0, false]],
    ['o Word bullet', 1, ['o', 'bullet', 'dot', 0, false]],
    ['o dear me', 0, null],
    ['1. One', 0, ['1.', 'decimal', 'dot', 1, false]],
    ['12) Twelve', 0, ['12)', 'decimal', 'paren', 12, false]],
    ['(3) Three', 0, ['(3)', 'decimal', 'parens', 3, false]],
    ['a. Apple', 0, ['a.', 'lower-letter', 'dot', 1, true]],
    ['B) Bee', 0, ['B)', 'upper-letter', 'paren', 2, true]],
    ['(c) See', 0, ['(c)', 'lower-letter', 'parens', 3, true]],
    ['iv. Four', 0, ['iv.', 'lower-roman', 'dot', 4, true]],
    ['XII. Twelve', 0, ['XII.', 'upper-roman', 'dot', 12, true]],
    ['a.\tTabbed', 0, ['a.', 'lower-letter', 'dot', 1, false]],
    ['1.2 Section', 0, null],
    ['1999. A year', 0, null],
    ['e.g. this', 0, null],
    ['U.S. Army', 0, null],
    ['(3 Unclosed', 0, null],
    ['(3. Mixed', 0, null],
    ['ic. Not roman', 0, null],
    ['iiii. Not roman', 0, null],
    ['1.', 0, null],
    ['Plain text', 0, null],
    ['', 0, null],
  ] as [string, number, [string, string, string, number, boolean] | null][])('%j (gap %d)', (text, gap, expected) => {
    const marker = detectMarker(text, gap);
    expect(marker && [marker.text, marker.format, marker.style, marker.value, marker.weak]).toEqual(expected);
  });

  it('counts the marker and its space for removal', () => {
    expect(detectMarker('1.   Text')?.length).toBe(5);
    expect(detectMarker('•Text')?.length).toBe(1);
  });

  it('marks single letters that are also roman numerals as ambiguous', () => {
    expect(['i. x', 'v. x', 'x. x', 'c. x', 'a. x', 'I) x'].map((text) => detectMarker(text)?.ambiguous)).toEqual([true, true, true, true, false, true]);
    expect(asRoman(detectMarker('i. x')!)).toMatchObject({ format: 'lower-roman', value: 1, ambiguous: false });
    expect(asRoman(detectMarker('(V) x')!)).toMatchObject({ format: 'upper-roman', value: 5 });
    expect(asRoman(detectMarker('b. x')!)).toMatchObject({ format: 'lower-letter', value: 2 });
  });
});

describe('roman numerals', () => {
  it.each([
    ['i', 1],
    ['iv', 4],
    ['ix', 9],
    ['xiv', 14],
    ['XL', 40],
    ['mcmxcix', 1999],
    ['iiii', NaN],
    ['ic', NaN],
    ['vx', NaN],
    ['abc', NaN],
  ])('%s → %d', (text, expected) => {
    expect(romanValue(text)).toBe(expected);
  });

  it('reads back what it writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3999 }), (value) => {
        expect(romanValue(toRoman(value))).toBe(value);
      }),
    );
  });
});
