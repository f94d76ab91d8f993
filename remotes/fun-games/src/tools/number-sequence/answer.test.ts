import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseAnswer } from './answer';
import { formatNumber } from './logic';

describe('parseAnswer', () => {
  it.each([
    ['', { kind: 'empty' }],
    ['   ', { kind: 'empty' }],
    ['-', { kind: 'incomplete' }],
    ['42', { kind: 'number', value: 42 }],
    [' 42 ', { kind: 'number', value: 42 }],
    ['+42', { kind: 'number', value: 42 }],
    ['-7', { kind: 'number', value: -7 }],
    ['−7', { kind: 'number', value: -7 }],
    ['–7', { kind: 'number', value: -7 }],
    ['007', { kind: 'number', value: 7 }],
    ['-0', { kind: 'number', value: 0 }],
    ['1,024', { kind: 'number', value: 1024 }],
    ['1 024', { kind: 'number', value: 1024 }],
    ['-12_345_678', { kind: 'number', value: -12345678 }],
    ['999999999', { kind: 'number', value: 999999999 }],
    ['1,02', { kind: 'invalid', reason: 'Enter a whole number, like 42 or −7.' }],
    ['1.5', { kind: 'invalid', reason: 'Whole numbers only: every answer here is a whole number.' }],
    ['.5', { kind: 'invalid', reason: 'Whole numbers only: every answer here is a whole number.' }],
    ['12a', { kind: 'invalid', reason: 'Enter a whole number, like 42 or −7.' }],
    ['--3', { kind: 'invalid', reason: 'Enter a whole number, like 42 or −7.' }],
    ['1e3', { kind: 'invalid', reason: 'Enter a whole number, like 42 or −7.' }],
    ['1234567890', { kind: 'invalid', reason: 'That number is too long: 9 digits at most.' }],
    ['٣', { kind: 'invalid', reason: 'Enter a whole number, like 42 or −7.' }],
  ])('%j → %j', (text, expected) => {
    expect(parseAnswer(text)).toEqual(expected);
  });

  it('reads back every whole number as printed, with or without grouping', () => {
    fc.assert(
      fc.property(fc.integer({ min: -999_999_999, max: 999_999_999 }), (n) => {
        expect(parseAnswer(formatNumber(n))).toEqual({ kind: 'number', value: n });
        expect(parseAnswer(n.toLocaleString('en-US'))).toEqual({ kind: 'number', value: n });
        expect(parseAnswer(`  ${n}  `)).toEqual({ kind: 'number', value: n });
      }),
    );
  });

  it('never throws and never returns a non-integer', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseAnswer(text);
        if (parsed.kind === 'number') expect(Number.isSafeInteger(parsed.value)).toBe(true);
      }),
    );
  });
});
