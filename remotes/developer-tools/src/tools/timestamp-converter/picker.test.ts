import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fromPickerValue, instantFromMs, pickedTimestamp, toPickerValue } from './logic';

describe('date picker', () => {
  it.each([
    [1_700_000_000_000, 'UTC', '2023-11-14T22:13:20'],
    [1_700_000_000_000, 'Asia/Kolkata', '2023-11-15T03:43:20'],
    [-62_198_755_200_000, 'UTC', ''],
  ])('shows %d in %s as %j', (ms, zone, value) => {
    expect(toPickerValue(instantFromMs(ms), zone)).toBe(value);
  });

  it.each([
    ['2023-11-14T22:13:20', 'UTC', 1_700_000_000_000],
    ['2023-11-14T22:13', 'UTC', 1_699_999_980_000],
    ['2023-11-15T03:43:20', 'Asia/Kolkata', 1_700_000_000_000],
    ['', 'UTC', null],
    ['2023-11', 'UTC', null],
  ])('reads %j in %s', (value, zone, ms) => {
    expect(fromPickerValue(value, zone)?.ms ?? null).toBe(ms);
  });

  it('round-trips whole seconds through the picker', () => {
    fc.assert(
      fc.property(fc.integer({ min: -62_135_596_800, max: 253_402_300_799 }), (seconds) => {
        const instant = instantFromMs(seconds * 1000);
        expect(fromPickerValue(toPickerValue(instant, 'UTC'), 'UTC')?.ms).toBe(seconds * 1000);
      }),
    );
  });
});

describe('pickedTimestamp', () => {
  it.each([
    [1_700_000_000_000, 's', 'auto', '1700000000', 'auto'],
    [1_700_000_000_000, 'ms', 'auto', '1700000000000', 'auto'],
    [86_400_000, 'ms', 'auto', '86400000', 'ms'],
    [86_400_000, 's', 's', '86400', 's'],
    [1_700_000_000_000, 'us', 'auto', '1700000000000000', 'auto'],
  ] as const)('%d in %s (%s) → %s (%s)', (ms, unit, choice, text, nextChoice) => {
    expect(pickedTimestamp(instantFromMs(ms), unit, choice)).toEqual({ text, choice: nextChoice });
  });
});
