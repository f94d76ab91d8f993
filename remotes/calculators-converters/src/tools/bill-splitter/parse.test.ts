import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseAmount, parsePeopleCount, parseSharePercent, parseTipPercent, parseWeight } from './parse';

describe('parseAmount', () => {
  it.each<[string, number, number]>([
    ['123.45', 2, 12345],
    ['1,234.56', 2, 123456],
    ['1.234,56', 2, 123456],
    ['1 234,56', 2, 123456],
    ["1'234.50", 2, 123450],
    ['12,34,567.50', 2, 1234567_50],
    ['1,234', 2, 123400],
    ['1,234,567', 2, 1234567_00],
    ['12,5', 2, 1250],
    ['12.', 2, 1200],
    ['.5', 2, 50],
    ['0.01', 2, 1],
    ['$ 99.99', 2, 9999],
    ['€12', 2, 1200],
    ['12 €', 2, 1200],
    ['007', 2, 700],
    ['1,234', 0, 1234],
    ['5000', 0, 5000],
    ['1.234', 3, 1234],
    ['1000000000', 2, 1_000_000_000_00],
  ])('%j with %i decimals → %i minor units', (text, decimals, minor) => {
    expect(parseAmount(text, decimals)).toEqual({ ok: true, value: minor });
  });

  it.each<[string, number, string]>([
    ['', 2, 'Enter the bill total.'],
    ['   ', 2, 'Enter the bill total.'],
    ['-5', 2, 'The total can’t be negative.'],
    ['−5', 2, 'The total can’t be negative.'],
    ['$-5', 2, 'The total can’t be negative.'],
    ['(5.00)', 2, 'The total can’t be negative.'],
    ['abc', 2, '“abc” isn’t an amount. Type digits, e.g. 123.45 or 1,234.56.'],
    ['1e5', 2, '“1e5” isn’t an amount. Type digits, e.g. 123.45 or 1,234.56.'],
    ['12..5', 2, '“12..5” isn’t an amount. Type digits, e.g. 123.45 or 1,234.56.'],
    ['1,234.5.6', 2, '“1,234.5.6” isn’t an amount. Type digits, e.g. 123.45 or 1,234.56.'],
    ['1,2,3', 2, '“1,2,3” isn’t an amount. Type digits, e.g. 123.45 or 1,234.56.'],
    ['$', 2, '“$” isn’t an amount. Type digits, e.g. 123.45 or 1,234.56.'],
    ['12.345', 2, 'Use at most 2 decimal places.'],
    ['12.5', 0, 'This currency has no decimals: type a whole amount.'],
    ['0', 2, 'Enter a total above 0.'],
    ['0.00', 2, 'Enter a total above 0.'],
    ['1000000000.01', 2, 'That total is too large: bills up to 1,000,000,000 can be split here.'],
    ['99999999999999999999', 2, 'That total is too large: bills up to 1,000,000,000 can be split here.'],
  ])('refuses %j (%i decimals)', (text, decimals, message) => {
    expect(parseAmount(text, decimals)).toMatchObject({ ok: false, message });
  });

  it('round-trips any amount written with grouping and a decimal point', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_000_00 }), (minor) => {
        const text = (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
        expect(parseAmount(text, 2)).toEqual({ ok: true, value: minor });
        const german = (minor / 100).toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
        expect(parseAmount(german, 2)).toEqual({ ok: true, value: minor });
      }),
    );
  });

  it('never throws and never returns a negative or fractional amount', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(0, 2, 3), (text, decimals) => {
        const parsed = parseAmount(text, decimals);
        if (parsed.ok) {
          expect(Number.isSafeInteger(parsed.value)).toBe(true);
          expect(parsed.value).toBeGreaterThan(0);
        }
      }),
    );
  });
});

describe('small parsers', () => {
  it.each<[string, number | string]>([
    ['15', 1500],
    ['12.5', 1250],
    ['12,5', 1250],
    ['18 %', 1800],
    ['0', 0],
    ['100', 10000],
    ['', 'Enter a tip percentage (0 for no tip).'],
    ['-1', 'The tip can’t be negative.'],
    ['101', 'Tips above 100% aren’t supported: check the percentage.'],
    ['99999999999999', 'Tips above 100% aren’t supported: check the percentage.'],
    ['12.345', 'Use at most 2 decimal places for the tip.'],
    ['ten', '“ten” isn’t a percentage. Type a number such as 15 or 12.5.'],
    ['.', '“.” isn’t a percentage. Type a number such as 15 or 12.5.'],
  ])('tip %j → %j', (text, expected) => {
    const parsed = parseTipPercent(text);
    expect(parsed.ok ? parsed.value : parsed.message).toBe(expected);
  });

  it.each<[string, number | null]>([
    ['1', 1],
    [' 12 ', 12],
    ['100', 100],
    ['0', null],
    ['101', null],
    ['2.5', null],
    ['-3', null],
    ['', null],
    ['two', null],
  ])('people %j → %j', (text, expected) => {
    const parsed = parsePeopleCount(text);
    expect(parsed.ok ? parsed.value : null).toBe(expected);
    if (!parsed.ok) expect(parsed.message).toBe('Enter a whole number of people from 1 to 100.');
  });

  it.each<[string, number | string]>([
    ['1', 1000],
    ['1.5', 1500],
    ['0.001', 1],
    ['0', 0],
    ['1000', 1_000_000],
    ['1001', 'can be at most 1000'],
    ['-1', 'can’t be negative'],
    ['1.0001', 'use at most 3 decimal places'],
    ['x', 'isn’t a number'],
  ])('weight %j → %j', (text, expected) => {
    const parsed = parseWeight(text);
    expect(parsed.ok ? parsed.value : parsed.message).toBe(expected);
  });

  it.each<[string, number | string]>([
    ['50', 5000],
    ['33.33', 3333],
    ['101', 'can be at most 100%'],
    ['-2', 'can’t be negative'],
    ['1.234', 'use at most 2 decimal places'],
    ['half', 'isn’t a percentage'],
  ])('share percent %j → %j', (text, expected) => {
    const parsed = parseSharePercent(text);
    expect(parsed.ok ? parsed.value : parsed.message).toBe(expected);
  });
});
