import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Fraction from 'fraction.js';
import {
  CATEGORIES,
  categoryFor,
  conversionRule,
  conversionSummary,
  convert,
  evaluateConversion,
  findUnit,
  formatNumber,
  parseNumber,
  resolveUnits,
  separatorsFor,
  unitGroups,
  type CategoryId,
  type FormatOptions,
} from './logic';

const EN = { decimal: '.', group: ',' };
const DE = { decimal: ',', group: '.' };
const SIG10: FormatOptions = { rounding: 'sig', digits: 10, group: true, separators: EN };
const EXACT: FormatOptions = { rounding: 'sig', digits: 30, group: false, separators: EN };

function unitsOf(categoryId: CategoryId, fromId: string, toId: string) {
  const category = categoryFor(categoryId);
  return { category, from: findUnit(category, fromId)!, to: findUnit(category, toId)! };
}

/** `value` converted and written out in full (30 figures: every factor here ends well before). */
function converted(categoryId: CategoryId, value: string, fromId: string, toId: string, format = EXACT): string {
  const { from, to } = unitsOf(categoryId, fromId, toId);
  const parsed = parseNumber(value);
  if (!parsed.ok) throw new Error(parsed.message);
  return formatNumber(convert(parsed.value, from, to), format).text;
}

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

describe('convert', () => {
  it.each<[CategoryId, string, string, string, string]>([
    ['length', '1', 'in', 'cm', '2.54'],
    ['length', '5', 'mi', 'km', '8.04672'],
    ['length', '1', 'ft', 'in', '12'],
    ['length', '1', 'nmi', 'm', '1852'],
    ['length', '1', 'ly', 'km', '9460730472580.8'],
    ['length', '1', 'yd', 'thou', '36000'],
    ['length', '-3', 'm', 'cm', '-300'],
    ['mass', '1', 'lb', 'kg', '0.45359237'],
    ['mass', '1', 'st', 'lb', '14'],
    ['mass', '1', 'lb', 'oz', '16'],
    ['mass', '1', 'ozt', 'g', '31.1034768'],
    ['mass', '1', 'ton-us', 'kg', '907.18474'],
    ['mass', '5', 'ct', 'g', '1'],
    ['temperature', '100', 'c', 'f', '212'],
    ['temperature', '-40', 'c', 'f', '-40'],
    ['temperature', '98.6', 'f', 'c', '37'],
    ['temperature', '0', 'k', 'c', '-273.15'],
    ['temperature', '0', 'k', 'f', '-459.67'],
    ['temperature', '0', 'c', 'r', '491.67'],
    ['temperature', '300', 'k', 'k', '300'],
    ['volume', '1', 'gal-us', 'l', '3.785411784'],
    ['volume', '1', 'gal-uk', 'l', '4.54609'],
    ['volume', '1', 'cup-us', 'ml', '236.5882365'],
    ['volume', '1', 'tbsp-us', 'tsp-us', '3'],
    ['volume', '1', 'pt-uk', 'floz-uk', '20'],
    ['volume', '1', 'bbl', 'gal-us', '42'],
    ['volume', '1', 'ft3', 'in3', '1728'],
    ['volume', '1', 'l', 'ml', '1000'],
    ['area', '1', 'ac', 'm2', '4046.8564224'],
    ['area', '1', 'mi2', 'ac', '640'],
    ['area', '1', 'ha', 'm2', '10000'],
    ['area', '1', 'km2', 'ha', '100'],
    ['speed', '60', 'mph', 'kmh', '96.56064'],
    ['speed', '1', 'kn', 'kmh', '1.852'],
    ['speed', '36', 'kmh', 'ms', '10'],
    ['time', '1', 'yr', 'd', '365.2425'],
    ['time', '1', 'wk', 'h', '168'],
    ['time', '12', 'mo', 'yr', '1'],
    ['time', '1', 'd', 'ms', '86400000'],
    ['data', '1', 'gib', 'b', '1073741824'],
    ['data', '1', 'gb', 'mb', '1000'],
    ['data', '1', 'b', 'bit', '8'],
    ['data', '1', 'kib', 'kb', '1.024'],
    ['data', '100', 'mbit', 'mb', '12.5'],
    ['pressure', '1', 'atm', 'pa', '101325'],
    ['pressure', '1', 'bar', 'hpa', '1000'],
    ['pressure', '760', 'torr', 'atm', '1'],
    ['pressure', '1', 'inhg', 'pa', '3386.388640341'],
    ['pressure', '1', 'at', 'kpa', '98.0665'],
    ['energy', '1', 'kcal', 'kj', '4.184'],
    ['energy', '1', 'kwh', 'mj', '3.6'],
    ['energy', '1', 'btu', 'j', '1055.05585262'],
    ['energy', '1', 'ftlbf', 'j', '1.3558179483314004'],
    ['energy', '1', 'ev', 'j', '1.602176634 × 10⁻¹⁹'],
  ])('%s: %s %s → %s %s', (category, value, from, to, expected) => {
    expect(converted(category, value, from, to)).toBe(expected);
  });

  it.each<[CategoryId, string, string, string, string]>([
    ['length', '1', 'm', 'ft', '3.280839895'],
    ['mass', '1', 'kg', 'lb', '2.204622622'],
    ['pressure', '1', 'psi', 'pa', '6,894.757293'],
    ['pressure', '1', 'atm', 'psi', '14.69594878'],
    ['pressure', '1', 'torr', 'pa', '133.3223684'],
    ['energy', '1', 'kwh', 'btu', '3,412.141633'],
    ['data', '1', 'gb', 'gib', '0.9313225746'],
    ['length', '1', 'ly', 'au', '63,241.07708'],
    ['speed', '1', 'c', 'kmh', '1,079,252,849'],
    // The US therm is defined in joules, not as exactly 100,000 BTU (IT).
    ['energy', '1', 'therm', 'btu', '99,976.12898'],
  ])('%s: %s %s ≈ %s %s to 10 figures', (category, value, from, to, expected) => {
    expect(converted(category, value, from, to, SIG10)).toBe(expected);
  });

  it('goes there and back exactly, in every category and between every two units', () => {
    const pairs = CATEGORIES.flatMap((category) =>
      category.units.flatMap((from) => category.units.map((to) => ({ category, from, to }))),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...pairs),
        fc.bigInt({ min: -(10n ** 25n), max: 10n ** 25n }),
        fc.bigInt({ min: 1n, max: 10n ** 25n }),
        ({ from, to }, n, d) => {
          const value = new Fraction(n, d);
          expect(convert(convert(value, from, to), to, from).equals(value)).toBe(true);
        },
      ),
    );
  });

  it('is linear for every unit but temperatures, which keep their order', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CATEGORIES), fc.integer(), fc.integer(), (category, a, b) => {
        const [from, to] = [category.units[0]!, category.units.at(-1)!];
        const x = convert(new Fraction(a), from, to);
        const y = convert(new Fraction(b), from, to);
        expect(x.compare(y)).toBe(Math.sign(a - b));
        if (category.id !== 'temperature') expect(convert(new Fraction(a + b), from, to).equals(x.add(y))).toBe(true);
      }),
    );
  });
});

describe('units', () => {
  it('has the ten categories, each with unique, URL-safe unit ids and its defaults', () => {
    expect(CATEGORIES.map((category) => category.id)).toEqual([
      'length',
      'mass',
      'temperature',
      'volume',
      'area',
      'speed',
      'time',
      'data',
      'pressure',
      'energy',
    ]);
    for (const category of CATEGORIES) {
      const ids = category.units.map((unit) => unit.id);
      expect(new Set(ids).size, category.id).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
      expect(findUnit(category, category.defaultFrom), category.id).toBeDefined();
      expect(findUnit(category, category.defaultTo), category.id).toBeDefined();
      expect(category.units.filter((unit) => unit.factor.equals(1) && !unit.offset).length, category.id).toBeLessThanOrEqual(1);
      expect(unitGroups(category).flatMap((entry) => entry.units)).toHaveLength(category.units.length);
    }
  });

  it('falls back to Length and to the category’s default units for links it does not know', () => {
    expect(categoryFor('nonsense').id).toBe('length');
    const mass = categoryFor('mass');
    expect(resolveUnits(mass, 'mi', '')).toEqual({ from: findUnit(mass, 'kg'), to: findUnit(mass, 'lb') });
    expect(resolveUnits(mass, 'g', 'oz')).toEqual({ from: findUnit(mass, 'g'), to: findUnit(mass, 'oz') });
  });
});

describe('conversionRule', () => {
  it.each<[CategoryId, string, string, string[]]>([
    ['length', 'mi', 'km', ['1 mi = 1.609344 km', '1 km ≈ 0.621371192237 mi']],
    ['length', 'm', 'm', ['1 m = 1 m']],
    ['time', 'h', 'min', ['1 h = 60 min', '1 min ≈ 0.0166666666667 h']],
    ['temperature', 'c', 'f', ['°F = °C × 9/5 + 32']],
    ['temperature', 'f', 'c', ['°C = (°F − 32) × 5/9']],
    ['temperature', 'c', 'k', ['K = °C + 273.15']],
    ['temperature', 'k', 'c', ['°C = K − 273.15']],
    ['temperature', 'k', 'r', ['°R = K × 9/5']],
    ['temperature', 'f', 'k', ['K = (°F + 459.67) × 5/9']],
    ['temperature', 'r', 'f', ['°F = °R − 459.67']],
  ])('%s %s → %s', (category, fromId, toId, expected) => {
    const { from, to } = unitsOf(category, fromId, toId);
    expect(conversionRule(from, to)).toEqual(expected);
  });

  it('writes factors with the locale’s marks', () => {
    const { from, to } = unitsOf('length', 'mi', 'm');
    expect(conversionRule(from, to, DE)[0]).toBe('1 mi = 1.609,344 m');
  });
});

describe('evaluateConversion', () => {
  const request = (valueText: string, categoryId: CategoryId, fromId: string, toId: string, format = SIG10) => ({
    valueText,
    format,
    ...unitsOf(categoryId, fromId, toId),
  });

  it('is empty for no value, and gives the field’s message for a bad one', () => {
    expect(evaluateConversion(request('  ', 'length', 'm', 'ft'))).toEqual({ status: 'empty' });
    expect(evaluateConversion(request('12 m', 'length', 'm', 'ft'))).toEqual({
      status: 'error',
      message: 'Enter a number, such as 12, 3.5, 1/3 or 6.02e23.',
    });
  });

  it.each<[string, string, string]>([
    ['-274', 'c', 'That is below absolute zero (-273.15 °C), the lowest temperature there is.'],
    ['-1', 'k', 'That is below absolute zero (0 K), the lowest temperature there is.'],
    ['-460', 'f', 'That is below absolute zero (-459.67 °F), the lowest temperature there is.'],
    ['-0.001', 'r', 'That is below absolute zero (0 °R), the lowest temperature there is.'],
  ])('refuses %s %s below absolute zero', (value, from, message) => {
    expect(evaluateConversion(request(value, 'temperature', from, from === 'c' ? 'f' : 'c'))).toEqual({ status: 'error', message });
  });

  it('accepts absolute zero itself and negative lengths', () => {
    const zero = evaluateConversion(request('-273.15', 'temperature', 'c', 'k'));
    expect(zero.status === 'ok' && zero.shown.text).toBe('0');
    const negative = evaluateConversion(request('-1', 'length', 'km', 'm'));
    expect(negative.status === 'ok' && negative.shown.text).toBe('-1,000');
  });

  it('converts to every unit of the category at once, and sums it up', () => {
    const conversion = evaluateConversion(request('12', 'length', 'm', 'ft'));
    if (conversion.status !== 'ok') throw new Error(conversion.status);
    expect(conversion.rows.map((row) => row.unit.id)).toEqual(categoryFor('length').units.map((unit) => unit.id));
    const row = (id: string) => conversion.rows.find((entry) => entry.unit.id === id)!.shown.text;
    expect([row('m'), row('cm'), row('in'), row('mi'), row('ly')]).toEqual([
      '12',
      '1,200',
      '472.4409449',
      '0.007456454307',
      '1.268401001 × 10⁻¹⁵',
    ]);
    const { from, to } = unitsOf('length', 'm', 'ft');
    expect(conversionSummary(conversion, from, to)).toBe('12 m ≈ 39.37007874 ft');
  });

  it('echoes the value as it was read, a repeating one as a fraction', () => {
    const comma = evaluateConversion({ ...request('1,500', 'length', 'm', 'km'), format: { ...SIG10, separators: DE } });
    expect(comma.status === 'ok' && [comma.input, comma.shown.text]).toEqual(['1,5', '0,0015']);
    const third = evaluateConversion(request('-1/3', 'time', 'h', 'min'));
    expect(third.status === 'ok' && [third.input, third.shown.text, third.shown.exact]).toEqual(['−1/3', '-20', true]);
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
