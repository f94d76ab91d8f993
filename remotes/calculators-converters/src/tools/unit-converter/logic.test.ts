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
  type CategoryId,
  type FormatOptions,
} from './logic';
import { DE, EN, SIG10 } from './formats.testutil';

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
