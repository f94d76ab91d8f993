import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { calculate, present, toMode, type Calculation, type Mode } from './logic';
import { clean, formatNumber, isRounded, readAmount, toPlaces, type Places } from './numbers';

const ok = (calc: Calculation) => {
  if (calc.status !== 'ok') throw new Error(`expected a result, got ${JSON.stringify(calc)}`);
  return calc;
};
const shown = (mode: Mode, a: string, b: string, places: Places = 'auto') => present(ok(calculate(mode, a, b)), places, 'en-US');

describe('readAmount', () => {
  it.each<[string, number]>([
    ['15', 15],
    [' 15 ', 15],
    ['-2.5', -2.5],
    ['+7', 7],
    ['−3', -3],
    ['.5', 0.5],
    ['5.', 5],
    ['1,234.5', 1234.5],
    ['1,234,567', 1234567],
    ['1.234,5', 1234.5],
    ['1.234.567,89', 1234567.89],
    ['0,25', 0.25],
    ['12,5', 12.5],
    ['1 000 000', 1_000_000],
    ['1e3', 1000],
    ['2.5E-3', 0.0025],
    ['-0', 0],
    ['1e308', 1e308],
  ])('%j reads as %d', (text, value) => {
    expect(readAmount(text)).toEqual({ ok: true, value });
  });

  it('takes a trailing % only where a percentage is asked for', () => {
    expect(readAmount('15%', { percent: true })).toEqual({ ok: true, value: 15 });
    expect(readAmount('-2,5 %', { percent: true })).toEqual({ ok: true, value: -2.5 });
    expect(readAmount('15%')).toEqual({ ok: false, error: 'Enter a plain number here, without %.' });
  });

  it.each<[string, string]>([
    ['abc', 'Enter a number, such as 15 or 2.5.'],
    ['-', 'Enter a number, such as 15 or 2.5.'],
    ['1.2.3', 'Enter a number, such as 15 or 2.5.'],
    ['1,2,3', 'Enter a number, such as 15 or 2.5.'],
    ['12a', 'Enter a number, such as 15 or 2.5.'],
    ['0x10', 'Enter a number, such as 15 or 2.5.'],
    ['Infinity', 'Enter a number, such as 15 or 2.5.'],
    ['1e400', 'That number is too large.'],
    ['1'.repeat(41), 'That is too long for a number.'],
  ])('%j is refused: %s', (text, error) => {
    expect(readAmount(text)).toEqual({ ok: false, error });
  });

  it('reads nothing typed as null', () => {
    expect(readAmount('')).toBeNull();
    expect(readAmount('   ')).toBeNull();
  });

  it('reads back every finite number it formats plainly', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e300, max: 1e300 }), (value) => {
        const text = formatNumber(value, 'auto', { grouping: false });
        const read = readAmount(text);
        expect(read).toEqual({ ok: true, value: clean(value) });
      }),
    );
  });

  it('reads back numbers grouped the English way', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (value) => {
        const text = new Intl.NumberFormat('en-US').format(value);
        expect(readAmount(text)).toEqual({ ok: true, value: Object.is(value, -0) ? 0 : value });
      }),
    );
  });

  it('never throws, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 50 }), fc.boolean(), (text, percent) => {
        const read = readAmount(text, { percent });
        if (read && read.ok) expect(Number.isFinite(read.value)).toBe(true);
      }),
    );
  });
});

describe('formatNumber', () => {
  it.each<[number, Places, string]>([
    [30, 'auto', '30'],
    [0.1 + 0.2, 'auto', '0.3'],
    [1234567.891, 'auto', '1,234,567.891'],
    [100 / 3, 'auto', '33.3333333333'],
    [-2.5, 'auto', '−2.5'],
    [0, 'auto', '0'],
    [1.5e20, 'auto', '1.5 × 10²⁰'],
    [-1.5e-9, 'auto', '−1.5 × 10⁻⁹'],
    [100 / 3, 2, '33.33'],
    [2, 2, '2.00'],
    [1234.5, 0, '1,235'],
    [-0.001, 2, '0.00'],
  ])('%d at %s places is %s', (value, places, text) => {
    expect(formatNumber(value, places, { locale: 'en-US' })).toBe(text);
  });

  it('writes plain numbers for pasting', () => {
    expect(formatNumber(-1234.5, 'auto', { grouping: false })).toBe('-1234.5');
    expect(formatNumber(1.5e20, 'auto', { grouping: false })).toBe('1.5e20');
    expect(formatNumber(100 / 3, 2, { grouping: false })).toBe('33.33');
  });

  it('follows the locale', () => {
    expect(formatNumber(1234.5, 'auto', { locale: 'de-DE' })).toBe('1.234,5');
  });

  it('says when the shown value is rounded', () => {
    expect(isRounded(100 / 3, 'auto')).toBe(true);
    expect(isRounded(0.1 + 0.2, 'auto')).toBe(false);
    expect(isRounded(0.1 + 0.2, 2)).toBe(false);
    expect(isRounded(2.345, 2)).toBe(true);
    expect(isRounded(30, 0)).toBe(false);
  });

  it('reads unknown rounding choices as automatic', () => {
    expect(toPlaces('2')).toBe(2);
    expect(toPlaces('auto')).toBe('auto');
    expect(toPlaces('99')).toBe('auto');
    expect(toMode('nope')).toBe('of');
  });
});

describe('calculate', () => {
  it.each<[Mode, string, string, string, string]>([
    ['of', '15', '200', '30', '15% of 200 = 30'],
    ['of', '15%', '200', '30', '15% of 200 = 30'],
    ['of', '-15', '200', '−30', '−15% of 200 = −30'],
    ['of', '0', '200', '0', '0% of 200 = 0'],
    ['of', '250', '40', '100', '250% of 40 = 100'],
    ['of', '1.1', '3', '0.033', '1.1% of 3 = 0.033'],
    ['ratio', '30', '200', '15%', '30 is 15% of 200'],
    ['ratio', '1', '3', '≈ 33.3333333333%', '1 is ≈ 33.3333333333% of 3'],
    ['ratio', '-5', '20', '−25%', '−5 is −25% of 20'],
    ['change', '50', '75', '+50%', 'From 50 to 75 is a 50% increase'],
    ['change', '80', '60', '−25%', 'From 80 to 60 is a 25% decrease'],
    ['change', '10', '10', '0%', 'From 10 to 10 is no change (0%)'],
    ['change', '-50', '-25', '+50%', 'From −50 to −25 is a 50% increase'],
    ['addsub', '200', '15', '230', '200 + 15% = 230; 200 − 15% = 170'],
    ['addsub', '200', '150', '500', '200 + 150% = 500; 200 − 150% = −100'],
    ['whole', '30', '15', '200', '30 is 15% of 200'],
    ['whole', '30', '-15', '−200', '30 is −15% of −200'],
  ])('%s %s, %s → %s', (mode, a, b, answer, sentence) => {
    const result = shown(mode, a, b);
    expect(result.answer).toBe(answer);
    expect(result.sentence).toBe(sentence);
  });

  it('shows the steps of the issue’s example', () => {
    expect(shown('of', '15', '200').steps).toEqual(['15% = 15 ÷ 100 = 0.15', '0.15 × 200 = 30']);
    expect(shown('change', '-50', '-25').note).toMatch(/measured against its size/);
    expect(shown('change', '-50', '-25').steps[1]).toBe('25 ÷ |−50| = 0.5');
    expect(shown('addsub', '200', '15').extras).toEqual([
      { label: '200 − 15%', value: '170' },
      { label: '15% of 200', value: '30' },
    ]);
  });

  it('rounds to the chosen places and marks it', () => {
    expect(shown('ratio', '1', '3', 2).answer).toBe('≈ 33.33%');
    expect(shown('ratio', '1', '3', 2).plain).toBe('33.33%');
    expect(shown('of', '15', '200', 2).answer).toBe('30.00');
    expect(shown('change', '80', '60', 1).plain).toBe('-25.0%');
  });

  it.each<[Mode, string, string, 'a' | 'b', string]>([
    ['ratio', '5', '0', 'b', 'The total can’t be 0: a share of nothing has no percentage.'],
    ['change', '0', '5', 'a', 'A change from 0 has no percentage (it would be infinite): the value rose by 5.'],
    ['change', '0', '-5', 'a', 'A change from 0 has no percentage (it would be infinite): the value fell by 5.'],
    ['change', '0', '0', 'a', 'From 0 to 0 is no change, but a change from 0 has no percentage.'],
    ['whole', '30', '0', 'b', 'No number has 0% equal to 30: enter a percentage other than 0.'],
    ['whole', '0', '0', 'b', '0 is 0% of any number: enter a percentage other than 0.'],
    ['of', '1e300', '1e300', 'a', 'The result is too large to show: try smaller numbers.'],
  ])('%s %s, %s has no answer, said at field %s', (mode, a, b, field, message) => {
    expect(calculate(mode, a, b)).toEqual({ status: 'undefined', field, message });
  });

  it('waits for both numbers and names each bad one', () => {
    expect(calculate('of', '', '200')).toEqual({ status: 'empty' });
    expect(calculate('of', '15', '')).toEqual({ status: 'empty' });
    expect(calculate('of', 'x', '')).toEqual({ status: 'invalid', errors: { a: 'Enter a number, such as 15 or 2.5.' } });
    expect(calculate('ratio', '5%', 'y')).toEqual({
      status: 'invalid',
      errors: { a: 'Enter a plain number here, without %.', b: 'Enter a number, such as 15 or 2.5.' },
    });
  });

  it('X% of Y and Y is X% of the whole agree', () => {
    const small = fc.integer({ min: -1_000_000, max: 1_000_000 });
    fc.assert(
      fc.property(small.filter((n) => n !== 0), small, (pct, y) => {
        const part = ok(calculate('of', String(pct), String(y)));
        if (part.result.kind !== 'of') throw new Error('kind');
        const whole = ok(calculate('whole', String(part.result.value), String(pct)));
        if (whole.result.kind !== 'whole') throw new Error('kind');
        expect(whole.result.value).toBeCloseTo(y, 6);
      }),
    );
  });

  it('a change of p% from x lands on x + p% of x', () => {
    const amount = fc.integer({ min: -1_000_000, max: 1_000_000 });
    fc.assert(
      fc.property(amount.filter((n) => n > 0), amount, (from, to) => {
        const change = ok(calculate('change', String(from), String(to)));
        if (change.result.kind !== 'change') throw new Error('kind');
        const added = ok(calculate('addsub', String(from), String(change.result.percent)));
        if (added.result.kind !== 'addsub') throw new Error('kind');
        expect(added.result.increased).toBeCloseTo(to, 6);
      }),
    );
  });
});
