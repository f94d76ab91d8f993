import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { calculate, formatNumber, isOperation, MAX_INPUT_CHARS, type Operation, type Result } from './logic';

describe('calculate', () => {
  const tooLarge: Result = { ok: false, error: 'The result is too large to show.' };
  it.each<[string, string, Operation, Result]>([
    ['empty input', '', 'sum', { ok: true, value: null }],
    ['only separators', ' ,\n;\t ', 'average', { ok: true, value: null }],
    ['commas', '1, 2, 3', 'sum', { ok: true, value: 6 }],
    ['new lines, negatives and decimals', '10\n-4\n0.5', 'sum', { ok: true, value: 6.5 }],
    ['an average', '1 2 3 4', 'average', { ok: true, value: 2.5 }],
    ['exponent notation', '1e3; 2', 'sum', { ok: true, value: 1002 }],
    ['a word', '1, two, 3', 'sum', { ok: false, error: '“two” is not a number.' }],
    ['Infinity', 'Infinity', 'sum', { ok: false, error: '“Infinity” is not a number.' }],
    ['NaN', 'NaN', 'average', { ok: false, error: '“NaN” is not a number.' }],
    ['long junk, shortened', 'x'.repeat(50), 'sum', { ok: false, error: `“${'x'.repeat(20)}…” is not a number.` }],
    ['markup', '<b>1</b>', 'sum', { ok: false, error: '“<b>1</b>” is not a number.' }],
    ['a sum too large', '1e308 1e308', 'sum', tooLarge],
    ['an average too large', '1e308 1e308', 'average', tooLarge],
    ['the longest input', '1 '.repeat(MAX_INPUT_CHARS / 2), 'sum', { ok: true, value: MAX_INPUT_CHARS / 2 }],
    ['one character too long', '1'.repeat(MAX_INPUT_CHARS + 1), 'sum', { ok: false, error: 'Too long: at most 100,000 characters.' }],
  ])('%s', (_, text, operation, expected) => {
    expect(calculate(text, operation)).toEqual(expected);
  });

  it('sums whole numbers exactly and averages between the smallest and the largest', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e6, max: 1e6 }), { minLength: 1, maxLength: 200 }), (numbers) => {
        const text = numbers.join(', ');
        expect(calculate(text, 'sum')).toEqual({ ok: true, value: numbers.reduce((a, b) => a + b, 0) });
        const average = calculate(text, 'average');
        if (!average.ok || average.value === null) throw new Error(`no average for ${text}`);
        expect(average.value).toBeGreaterThanOrEqual(Math.min(...numbers));
        expect(average.value).toBeLessThanOrEqual(Math.max(...numbers));
      }),
    );
  });
});

describe('isOperation', () => {
  it.each([
    ['sum', true],
    ['average', true],
    ['Sum', false],
    ['', false],
    ['toString', false],
    ['__proto__', false],
  ])('%j → %s', (value, expected) => {
    expect(isOperation(value)).toBe(expected);
  });
});

describe('formatNumber', () => {
  it.each([
    [6, '6'],
    [0.1 + 0.2, '0.3'],
    [1234567.5, '1,234,567.5'],
    [-2.25, '-2.25'],
    [1e21, '1,000,000,000,000,000,000,000'],
  ])('%d → %s', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });
});
