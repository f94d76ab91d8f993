import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatNumber } from './numbers';

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [-0, '-0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [-1234567, '-1,234,567'],
    [1234.5678, '1,234.568'],
    [0.1 + 0.2, '0.3'],
    [0.0005, '0.001'],
    [1.0005, '1.001'],
    [0.0004, '0'],
    [-0.0004, '-0'],
    [999.9995, '1,000'],
    [-999.9995, '-1,000'],
    [2.5e-7, '0'],
    [5e-324, '0'],
    [1e21, '1,000,000,000,000,000,000,000'],
    [123456789012345680000, '123,456,789,012,345,680,000'],
    [Number.MAX_SAFE_INTEGER, '9,007,199,254,740,991'],
    [NaN, 'NaN'],
    [Infinity, '∞'],
    [-Infinity, '-∞'],
  ])('%s → %s', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });

  it('writes every double as toLocaleString("en-US") does', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer(), fc.double({ min: -1e6, max: 1e6 }), fc.integer().map((n) => n / 2000)), (value) => {
        expect(formatNumber(value)).toBe(value.toLocaleString('en-US'));
      }),
      { numRuns: 5000 },
    );
  });

  it('never loads the locale data (no Intl object is made)', () => {
    const NumberFormat = Intl.NumberFormat;
    const made: unknown[] = [];
    Intl.NumberFormat = new Proxy(NumberFormat, { construct: (target, args) => (made.push(args), new target(...(args as []))) });
    const toLocaleString = Number.prototype.toLocaleString;
    Number.prototype.toLocaleString = function (...args) {
      made.push(args);
      return toLocaleString.apply(this, args);
    };
    try {
      for (const value of [0, -1.5, 1e21, 1234567.891, NaN, -Infinity]) formatNumber(value);
    } finally {
      Intl.NumberFormat = NumberFormat;
      Number.prototype.toLocaleString = toLocaleString;
    }
    expect(made).toEqual([]);
  });
});
