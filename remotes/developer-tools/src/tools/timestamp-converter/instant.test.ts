import { describe, expect, it } from 'vitest';
import { detectUnit, parseUnitChoice } from './logic';

describe('detectUnit', () => {
  it.each([
    [0n, 's'],
    [1_700_000_000n, 's'],
    [-1_700_000_000n, 's'],
    [99_999_999_999n, 's'],
    [100_000_000_000n, 'ms'],
    [1_700_000_000_000n, 'ms'],
    [-1_700_000_000_000n, 'ms'],
    [1_700_000_000_000_000n, 'us'],
    [1_700_000_000_000_000_000n, 'ns'],
  ])('%s → %s', (value, unit) => {
    expect(detectUnit(value)).toBe(unit);
  });

  it.each([
    ['ms', 'ms'],
    ['us', 'us'],
    ['weeks', 'auto'],
    ['', 'auto'],
  ])('parses the unit choice %j', (value, expected) => {
    expect(parseUnitChoice(value)).toBe(expected);
  });
});
