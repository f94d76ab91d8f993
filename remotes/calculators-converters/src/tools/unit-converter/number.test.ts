import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Fraction from 'fraction.js';
import { formatNumber, parseNumber, separatorsFor, type FormatOptions } from './number';
import { DE, EN, SIG10 } from './formats.testutil';

describe('parseNumber', () => {
  it.each<[string, string, typeof EN]>([
    ['12', '12', EN],
    ['  12  ', '12', EN],
    ['-3.5', '-3.5', EN],
    ['−3.5', '-3.5', EN],
    ['+7', '7', EN],
    ['.5', '0.5', EN],
    ['5.', '5', EN],
    ['007', '7', EN],
    ['0', '0', EN],
    ['-0', '0', EN],
    ['1,500', '1500', EN],
    ['1,500', '1.5', DE],
    ['1.500', '1.5', EN],
    ['1.500', '1500', DE],
    ['0,5', '0.5', EN],
    ['12,75', '12.75', EN],
    ['1,234,567.89', '1234567.89', EN],
    ['1.234.567,89', '1234567.89', EN],
    ['1 234 567,5', '1234567.5', EN],
    ['1\u202f234,5', '1234.5', DE],
    ['1_000_000', '1000000', EN],
    ['6.02e23', '602000000000000000000000', EN],
    ['6.02E+23', '602000000000000000000000', EN],
    ['1e-9', '0.000000001', EN],
    ['-2.5e-3', '-0.0025', EN],
    ['1/4', '0.25', EN],
    ['3 / 8', '0.375', EN],
    ['2 1/2', '2.5', EN],
    ['-1 1/2', '-1.5', EN],
    ['1/3', '0.(3)', EN],
  ])('%j → %s', (text, expected, separators) => {
    const parsed = parseNumber(text, separators);
    expect(parsed.ok && parsed.value.toString()).toBe(expected);
  });

  it.each<[string, string]>([
    ['', 'Enter a number.'],
    ['   ', 'Enter a number.'],
    ['-', 'Enter a number, such as 12, 3.5, 1/3 or 6.02e23.'],
    ['abc', 'Enter a number, such as 12, 3.5, 1/3 or 6.02e23.'],
    ['12abc', 'Enter a number, such as 12, 3.5, 1/3 or 6.02e23.'],
    ['1.2.3', 'Enter a number, such as 12, 3.5, 1/3 or 6.02e23.'],
    ['1,23,4', 'Enter a number, such as 12, 3.5, 1/3 or 6.02e23.'],
    ['12.34.5', 'Enter a number, such as 12, 3.5, 1/3 or 6.02e23.'],
    ['1e', 'Enter a number, such as 12, 3.5, 1/3 or 6.02e23.'],
    ['e5', 'Enter a number, such as 12, 3.5, 1/3 or 6.02e23.'],
    ['--5', 'Enter a number, such as 12, 3.5, 1/3 or 6.02e23.'],
    ['0x1F', 'Enter a number, such as 12, 3.5, 1/3 or 6.02e23.'],
    ['Infinity', 'Enter a number, such as 12, 3.5, 1/3 or 6.02e23.'],
    ['NaN', 'Enter a number, such as 12, 3.5, 1/3 or 6.02e23.'],
    ['1/2/3', 'Enter a number, such as 12, 3.5, 1/3 or 6.02e23.'],
    ['1.5/2', 'Enter a number, such as 12, 3.5, 1/3 or 6.02e23.'],
    ['1/0', 'A fraction can’t have 0 below the line.'],
    ['1e1001', 'Use an exponent from -1000 to 1000.'],
    ['1e-99999', 'Use an exponent from -1000 to 1000.'],
    ['1'.repeat(201), 'Enter at most 200 characters.'],
  ])('refuses %j: %s', (text, message) => {
    expect(parseNumber(text, EN)).toEqual({ ok: false, message });
  });

  it('takes the largest exponents and longest inputs allowed, exactly', () => {
    const huge = parseNumber('9.99e1000');
    expect(huge.ok && huge.value.n).toBe(999n * 10n ** 998n);
    const tiny = parseNumber('1e-1000');
    expect(tiny.ok && tiny.value.d).toBe(10n ** 1000n);
    const long = parseNumber('9'.repeat(200));
    expect(long.ok && long.value.n).toBe(10n ** 200n - 1n);
  });

  it('reads what it writes, at any precision', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }), fc.integer({ min: 0, max: 40 }), fc.boolean(), (n, places, group) => {
        const value = new Fraction(n, 10n ** BigInt(places));
        for (const separators of [EN, DE]) {
          const written = formatNumber(value, { rounding: 'sig', digits: 90, group, separators });
          const read = parseNumber(written.text.includes('×') ? written.plain : written.text, separators);
          expect(written.exact).toBe(true);
          expect(read.ok && read.value.equals(value)).toBe(true);
        }
      }),
    );
  });

  it('reads numbers as JavaScript and en-US write them', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (x) => {
        const read = parseNumber(String(x));
        if (!read.ok) throw new Error(read.message);
        // Compared through 17 figures, not valueOf, which divides two floats and may lose the last bit.
        expect(Number(formatNumber(read.value, { rounding: 'sig', digits: 17, group: false }).plain)).toBe(x === 0 ? 0 : x);
      }),
    );
    fc.assert(
      fc.property(fc.integer(), (x) => {
        const read = parseNumber(x.toLocaleString('en-US'), EN);
        expect(read.ok && read.value.valueOf()).toBe(x);
      }),
    );
  });
});

describe('formatNumber', () => {
  const third = new Fraction(1, 3);
  it.each<[Fraction | string, Partial<FormatOptions>, string, string, boolean]>([
    ['0', {}, '0', '0', true],
    ['0', { rounding: 'dp', digits: 2 }, '0.00', '0.00', true],
    [third, { digits: 3 }, '0.333', '0.333', false],
    [new Fraction(2, 3), { digits: 3 }, '0.667', '0.667', false],
    [new Fraction(-2, 3), { digits: 3 }, '-0.667', '-0.667', false],
    [new Fraction(2, 3), { rounding: 'dp', digits: 2 }, '0.67', '0.67', false],
    [new Fraction(2, 3), { rounding: 'dp', digits: 0 }, '1', '1', false],
    ['2.5', { rounding: 'dp', digits: 0 }, '3', '3', false],
    ['-2.5', { rounding: 'dp', digits: 0 }, '-3', '-3', false],
    ['1.5', { rounding: 'dp', digits: 3 }, '1.500', '1.500', true],
    ['8.04672', {}, '8.04672', '8.04672', true],
    ['1609.344', {}, '1,609.344', '1609.344', true],
    ['1609.344', { group: false }, '1609.344', '1609.344', true],
    ['1609.344', { separators: DE }, '1.609,344', '1609.344', true],
    ['1234567', { digits: 3 }, '1,230,000', '1230000', false],
    ['999.96', { digits: 4 }, '1,000', '1000', false],
    ['9.996', { digits: 3 }, '10', '10', false],
    ['0.000123456', { digits: 3 }, '0.000123', '0.000123', false],
    ['0.000000123456', { digits: 3 }, '1.23 × 10⁻⁷', '1.23e-7', false],
    ['602200000000000000000000', { digits: 4 }, '6.022 × 10²³', '6.022e23', true],
    ['999999999999999', { digits: 15 }, '999,999,999,999,999', '999999999999999', true],
    ['999999999999999', { digits: 3 }, '1 × 10¹⁵', '1e15', false],
    ['0.000000001', { rounding: 'dp', digits: 2 }, '1.00 × 10⁻⁹', '1.00e-9', true],
    ['1000000000000000000000', { rounding: 'dp', digits: 1 }, '1.0 × 10²¹', '1.0e21', true],
    ['123.456', { digits: 0 }, '100', '100', false],
  ])('%s with %j → %s', (value, options, text, plain, exact) => {
    const fraction = typeof value === 'string' ? new Fraction(value) : value;
    expect(formatNumber(fraction, { ...SIG10, ...options })).toEqual({ text, plain, exact });
  });

  it('is within half a unit of the last figure shown', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        fc.integer({ min: 1, max: 20 }),
        (n, d, digits) => {
          const value = new Fraction(n, d);
          const { plain, exact } = formatNumber(value, { rounding: 'sig', digits, group: false });
          const shown = parseNumber(plain);
          if (!shown.ok) throw new Error(plain);
          const error = shown.value.sub(value).abs();
          // |error| ≤ ½ × 10^(exponent − digits + 1) ≤ ½ × value × 10^(1 − digits)
          expect(error.lte(value.mul(new Fraction(10).pow(1 - digits)).div(2))).toBe(true);
          expect(exact).toBe(error.equals(0));
        },
      ),
    );
  });
});

describe('separatorsFor', () => {
  it.each<[string | undefined, string, string]>([
    ['en-US', '.', ','],
    ['de-DE', ',', '.'],
    ['not a locale!', '.', ','],
  ])('%s', (locale, decimal, group) => {
    expect(separatorsFor(locale)).toEqual({ decimal, group });
  });
});
