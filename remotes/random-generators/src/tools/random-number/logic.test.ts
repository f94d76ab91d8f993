import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chiSquareUniform, seededRandom } from '@toolhub/shared/testing';
import { describePlan, drawNumbers, formatScaled, parseDecimal, planDraw, toScaled, type DrawPlan, type NumberSettings } from './logic';
import { HISTORY_LIMIT, VALUES_KEPT, addEntry, makeEntry, previewValues, sanitizeHistory } from './history';

const base: NumberSettings = { min: '1', max: '100', count: '1', unique: false, decimal: false, precision: '2', sorted: false };

function plan(overrides: Partial<NumberSettings>): DrawPlan {
  const result = planDraw({ ...base, ...overrides });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.plan;
}

describe('parseDecimal and toScaled', () => {
  it.each([
    ['42', { negative: false, whole: '42', fraction: '' }],
    ['-3.5', { negative: true, whole: '3', fraction: '5' }],
    [' +.25 ', { negative: false, whole: '0', fraction: '25' }],
    ['7.', { negative: false, whole: '7', fraction: '' }],
    ['\u22122', { negative: true, whole: '2', fraction: '' }],
    ['', null],
    ['1e3', null],
    ['1.2.3', null],
    ['abc', null],
    ['-', null],
  ])('parseDecimal(%j)', (text, expected) => {
    expect(parseDecimal(text)).toEqual(expected);
  });

  it.each<[string, number, 'up' | 'down', bigint]>([
    ['1.234', 2, 'up', 124n],
    ['1.234', 2, 'down', 123n],
    ['-1.234', 2, 'up', -123n],
    ['-1.234', 2, 'down', -124n],
    ['1.2', 3, 'up', 1200n],
    ['-0.001', 0, 'up', 0n],
  ])('toScaled(%s, %i, %s) = %s', (text, scale, round, expected) => {
    expect(toScaled(parseDecimal(text)!, scale, round)).toBe(expected);
  });

  it.each<[bigint, number, string]>([
    [5n, 0, '5'],
    [-5n, 2, '-0.05'],
    [12345n, 3, '12.345'],
    [0n, 2, '0.00'],
  ])('formatScaled(%s, %i) = %s', (value, scale, text) => {
    expect(formatScaled(value, scale)).toBe(text);
  });

  it('formats and parses back to the same scaled value', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 26n), max: 10n ** 26n }), fc.integer({ min: 0, max: 10 }), (value, scale) => {
        expect(toScaled(parseDecimal(formatScaled(value, scale))!, scale, 'down')).toBe(value);
      }),
      { seed: 1 },
    );
  });
});

describe('planDraw', () => {
  it.each<[string, Partial<NumberSettings>, object]>([
    ['empty minimum', { min: '' }, { min: 'Enter a minimum.' }],
    ['malformed maximum', { max: '12abc' }, { max: 'The maximum must be a number such as 42 or -3.5.' }],
    ['fraction in whole mode', { min: '1.5' }, { min: 'The minimum must be a whole number, or switch to decimals.' }],
    ['beyond safe integers', { max: '9007199254740992' }, { max: 'The maximum must be between -9,007,199,254,740,991 and 9,007,199,254,740,991.' }],
    ['min above max', { min: '10', max: '5' }, { range: 'The minimum is greater than the maximum. Swap them or change one.' }],
    ['count zero', { count: '0' }, { count: 'How many must be from 1 to 10,000.' }],
    ['count too big', { count: '10001' }, { count: 'How many must be from 1 to 10,000.' }],
    ['precision too big', { decimal: true, precision: '11' }, { precision: 'Decimal places must be from 0 to 10.' }],
    [
      'unique beyond the range',
      { min: '1', max: '5', count: '6', unique: true },
      { range: 'Only 5 different numbers fit in this range, so 6 unique numbers are impossible. Widen the range, lower the count or allow repeats.' },
    ],
    [
      'no decimal inside a narrow range',
      { decimal: true, precision: '1', min: '0.11', max: '0.19' },
      { range: 'No number with 1 decimal place lies between the minimum and the maximum. Allow more decimal places or widen the range.' },
    ],
  ])('%s', (_name, overrides, errors) => {
    expect(planDraw({ ...base, ...overrides })).toEqual({ ok: false, errors });
  });

  it('notes when decimals narrow the range', () => {
    const result = planDraw({ ...base, decimal: true, precision: '1', min: '0.15', max: '2' });
    expect(result).toMatchObject({ ok: true, note: 'With 1 decimal place the range is 0.2 to 2.0.' });
  });

  it('accepts the full safe range and 10,000 unique numbers in it', () => {
    expect(planDraw({ ...base, min: '-9007199254740991', max: '9007199254740991', count: '10000', unique: true })).toMatchObject({
      ok: true,
      plan: { low: -9007199254740991n, high: 9007199254740991n, count: 10_000 },
    });
  });

  it('describes a plan', () => {
    expect(describePlan(plan({ count: '5', unique: true, sorted: true }))).toBe('1 to 100, 5 numbers, unique, sorted');
    expect(describePlan(plan({ decimal: true, precision: '2', min: '0', max: '1' }))).toBe('0.00 to 1.00');
  });
});

describe('drawNumbers', () => {
  const rangeArb = fc
    .tuple(fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), fc.integer({ min: 0, max: 2000 }))
    .map(([low, width]) => [BigInt(low), BigInt(Math.min(Number.MAX_SAFE_INTEGER, low + width))] as const);

  it('keeps every number inside the range with the requested count', () => {
    fc.assert(
      fc.property(rangeArb, fc.integer({ min: 1, max: 300 }), fc.boolean(), fc.integer(), ([low, high], count, sorted, seed) => {
        const values = drawNumbers({ low, high, scale: 0, count, unique: false, sorted }, seededRandom(seed));
        expect(values).toHaveLength(count);
        for (const v of values) expect(v >= low && v <= high).toBe(true);
        if (sorted) for (let i = 1; i < values.length; i++) expect(values[i - 1]! <= values[i]!).toBe(true);
      }),
      { seed: 2 },
    );
  });

  it('makes unique numbers unique, both in dense and sparse ranges', () => {
    fc.assert(
      fc.property(rangeArb, fc.integer({ min: 1, max: 500 }), fc.integer(), ([low, high], wanted, seed) => {
        const count = Math.min(wanted, Number(high - low + 1n));
        const values = drawNumbers({ low, high, scale: 0, count, unique: true, sorted: false }, seededRandom(seed));
        expect(values).toHaveLength(count);
        expect(new Set(values).size).toBe(count);
        for (const v of values) expect(v >= low && v <= high).toBe(true);
      }),
      { seed: 3 },
    );
  });

  it('can take every number of a range', () => {
    const values = drawNumbers({ low: 1n, high: 10n, scale: 0, count: 10, unique: true, sorted: true }, seededRandom(4));
    expect(values).toEqual([1n, 2n, 3n, 4n, 5n, 6n, 7n, 8n, 9n, 10n]);
  });

  it('draws 10,000 unique numbers from the full safe range quickly', () => {
    const values = drawNumbers({ low: -9007199254740991n, high: 9007199254740991n, scale: 0, count: 10_000, unique: true, sorted: false }, seededRandom(5));
    expect(new Set(values).size).toBe(10_000);
  });

  it('spreads dice-like draws evenly (chi-square over 100,000 draws)', () => {
    const values = drawNumbers({ low: 1n, high: 6n, scale: 0, count: 100_000, unique: false, sorted: false }, seededRandom(6));
    const counts = [0, 0, 0, 0, 0, 0];
    for (const v of values) counts[Number(v) - 1]!++;
    expect(chiSquareUniform(counts)).toBeLessThan(35);
  });
});

describe('history', () => {
  const at = new Date('2025-01-02T03:04:05Z');

  it('keeps the newest ten and caps stored values', () => {
    let history = sanitizeHistory(null);
    for (let i = 0; i < 12; i++) history = addEntry(history, makeEntry(String(i), at, `draw ${i}`, ['1']));
    expect(history).toHaveLength(HISTORY_LIMIT);
    expect(history[0]!.id).toBe('11');
    const big = makeEntry('x', at, 'big', Array.from({ length: 5000 }, (_, i) => String(i)));
    expect(big.values).toHaveLength(VALUES_KEPT);
    expect(big.total).toBe(5000);
    expect(previewValues(big, 3)).toBe('0, 1, 2 … (+4,997 more)');
  });

  it.each([
    ['not an array', { a: 1 }, 0],
    ['garbage entries', [1, null, 'x', { id: 1 }], 0],
    ['a good entry', [{ id: 'a', at: at.toISOString(), summary: 's', values: ['1'], total: 1 }], 1],
    ['a bad date', [{ id: 'a', at: 'yesterday', summary: 's', values: ['1'], total: 1 }], 0],
    ['total below kept values', [{ id: 'a', at: at.toISOString(), summary: 's', values: ['1', '2'], total: 1 }], 0],
  ])('sanitizes %s', (_name, stored, kept) => {
    expect(sanitizeHistory(stored)).toHaveLength(kept);
  });
});
