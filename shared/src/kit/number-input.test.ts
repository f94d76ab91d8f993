import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readNumber, type NumberRule } from './number-input';

describe('readNumber', () => {
  it.each<[string, NumberRule, ReturnType<typeof readNumber>]>([
    ['12', {}, { value: 12 }],
    [' 3.5 ', {}, { value: 3.5 }],
    ['-0,25', {}, { value: -0.25 }],
    ['+7', {}, { value: 7 }],
    ['.5', {}, { value: 0.5 }],
    ['5.', {}, { value: 5 }],
    ['1e3', {}, { value: 1000 }],
    ['-0', {}, { value: 0 }],
    ['', {}, { error: 'Enter a number.' }],
    ['   ', { integer: true }, { error: 'Enter a whole number.' }],
    ['abc', {}, { error: 'Enter a number, such as 12 or 3.5.' }],
    ['1,000,000', {}, { error: 'Enter a number, such as 12 or 3.5.' }],
    ['0x10', {}, { error: 'Enter a number, such as 12 or 3.5.' }],
    ['Infinity', {}, { error: 'Enter a number, such as 12 or 3.5.' }],
    ['1e999', {}, { error: 'That number is too large.' }],
    ['2.5', { integer: true }, { error: 'Enter a whole number.' }],
    ['1-2', { integer: true }, { error: 'Enter a whole number, digits only.' }],
    ['0', { min: 1, max: 10 }, { error: 'Enter a number from 1 to 10.' }],
    ['11', { min: 1, max: 10 }, { error: 'Enter a number from 1 to 10.' }],
    ['10', { min: 1, max: 10 }, { value: 10 }],
    ['-1', { min: 0 }, { error: 'Enter a number of at least 0.' }],
    ['101', { max: 100 }, { error: 'Enter a number of at most 100.' }],
    ['0.05', { min: 0.1, max: 0.3 }, { error: 'Enter a number from 0.1 to 0.3.' }],
  ])('%j with %j → %j', (text, rule, expected) => {
    expect(readNumber(text, rule)).toEqual(expected);
  });

  it('reads back any finite number it is given as text', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        expect(readNumber(String(n))).toEqual({ value: Object.is(n, -0) ? 0 : n });
      }),
    );
  });

  it('keeps every reading of an integer rule whole and inside its range', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: -1000, max: 0 }), fc.integer({ min: 0, max: 1000 }), (text, min, max) => {
        const reading = readNumber(text, { min, max, integer: true });
        if ('value' in reading) {
          expect(Number.isInteger(reading.value)).toBe(true);
          expect(reading.value).toBeGreaterThanOrEqual(min);
          expect(reading.value).toBeLessThanOrEqual(max);
        } else expect(reading.error).toMatch(/^(Enter|That)/);
      }),
    );
  });
});
