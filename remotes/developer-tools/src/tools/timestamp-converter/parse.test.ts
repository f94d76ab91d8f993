import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatInUnit, instantFromMs, MAX_DATE_MS, readInput, viewInZone, type Reading, type UnitChoice } from './logic';

function instantOf(reading: Reading) {
  if (reading.kind !== 'instant') throw new Error(`expected an instant, got ${JSON.stringify(reading)}`);
  return reading;
}

function messageOf(reading: Reading): string {
  if (reading.kind !== 'error') throw new Error(`expected an error, got ${JSON.stringify(reading)}`);
  return reading.message;
}

describe('readInput with numbers', () => {
  it.each<[string, UnitChoice, string, string]>([
    ['0', 'auto', '1970-01-01T00:00:00.000Z', 's'],
    ['1700000000', 'auto', '2023-11-14T22:13:20.000Z', 's'],
    ['1_700_000_000', 'auto', '2023-11-14T22:13:20.000Z', 's'],
    [' 1,700,000,000 ', 'auto', '2023-11-14T22:13:20.000Z', 's'],
    ['1700000000123', 'auto', '2023-11-14T22:13:20.123Z', 'ms'],
    ['1700000000123456', 'auto', '2023-11-14T22:13:20.123456Z', 'us'],
    ['1700000000123456789', 'auto', '2023-11-14T22:13:20.123456789Z', 'ns'],
    ['-1', 'auto', '1969-12-31T23:59:59.000Z', 's'],
    ['-86400000', 'auto', '1967-04-07T00:00:00.000Z', 's'],
    ['1700000000.5', 'auto', '2023-11-14T22:13:20.500Z', 's'],
    ['1700000000', 'ms', '1970-01-20T16:13:20.000Z', 'ms'],
    ['1700000000000', 's', '+055840-11-08T22:13:20.000Z', 's'],
    ['8640000000000000', 'ms', '+275760-09-13T00:00:00.000Z', 'ms'],
    ['-8640000000000000', 'ms', '-271821-04-20T00:00:00.000Z', 'ms'],
    ['-1.5', 's', '1969-12-31T23:59:58.500Z', 's'],
  ])('%j read as %s → %s', (input, choice, iso, unit) => {
    const reading = instantOf(readInput(input, choice));
    expect(viewInZone(reading.instant, 'UTC')?.iso).toBe(iso);
    expect(reading.unit).toBe(unit);
  });

  it('keeps every nanosecond beyond what a Date can hold', () => {
    const reading = instantOf(readInput('1700000000123456789', 'auto'));
    expect(reading.instant.ns).toBe(1_700_000_000_123_456_789n);
    expect(reading.instant.ms).toBe(1_700_000_000_123);
    expect(reading.notes[0]).toContain('Read as nanoseconds (19 digits)');
  });

  it('rounds negative sub-millisecond values down, as a Date would', () => {
    const reading = instantOf(readInput('-1500', 'us'));
    expect(reading.instant.ms).toBe(-2);
    expect(viewInZone(reading.instant, 'UTC')?.iso).toBe('1969-12-31T23:59:59.9985Z');
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
  ])('%j is empty', (input, kind) => {
    expect(readInput(input, 'auto').kind).toBe(kind);
  });

  it.each([
    ['abc', '“abc” is not a number'],
    ['12a4', "('a' at position 3)"],
    ['1.2.3', 'more than one decimal point'],
    ['8640000000000001', 'outside the range JavaScript dates support'],
    ['-8640000000001', 'outside the range'],
    ['9'.repeat(40), 'outside the range'],
  ])('explains %j', (input, text) => {
    const choice: UnitChoice = input === '8640000000000001' ? 'ms' : input === '-8640000000001' ? 's' : 'auto';
    expect(messageOf(readInput(input, choice))).toContain(text);
  });

  it.each([
    ['-2300000000', 'before 1900'],
    ['1700000000000', 'after 9999'],
  ])('flags the unusual year of %j', (input, text) => {
    const reading = instantOf(readInput(input, input.startsWith('-') ? 'auto' : 's'));
    expect(reading.warnings.join(' ')).toContain(text);
  });

  it('does not flag ordinary dates', () => {
    expect(instantOf(readInput('1700000000', 'auto')).warnings).toEqual([]);
  });

  it('reads any whole number of milliseconds in range back exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_DATE_MS, max: MAX_DATE_MS }), (ms) => {
        const reading = instantOf(readInput(String(ms), 'ms'));
        expect(reading.instant.ms).toBe(ms);
        expect(formatInUnit(reading.instant.ns, 'ms')).toBe(String(ms));
      }),
    );
  });

  it('converts between units without losing digits', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), (ns) => {
        for (const unit of ['s', 'ms', 'us', 'ns'] as const) {
          expect(instantOf(readInput(formatInUnit(ns, unit), unit)).instant.ns).toBe(ns);
        }
      }),
    );
  });
});

describe('readInput with dates', () => {
  it.each([
    ['2023-11-14T22:13:20Z', 1_700_000_000_000],
    ['2023-11-14t22:13:20z', 1_700_000_000_000],
    ['2023-11-14 22:13:20.123Z', 1_700_000_000_123],
    ['2023-11-14T23:13:20+01:00', 1_700_000_000_000],
    ['2023-11-14T17:43:20-0430', 1_700_000_000_000],
    ['1970-01-01T00:00Z', 0],
    ['2024-02-29Z', 1_709_164_800_000],
    ['+002023-11-14T22:13:20Z', 1_700_000_000_000],
    ['Tue, 14 Nov 2023 22:13:20 GMT', 1_700_000_000_000],
  ])('%j → %d ms', (input, ms) => {
    const reading = instantOf(readInput(input, 'auto'));
    expect(reading.instant.ms).toBe(ms);
    expect(reading.unit).toBeNull();
  });

  it('reads a date without offset in the given zone and says so', () => {
    const reading = instantOf(readInput('2023-11-14T23:13:20', 'auto', 'Europe/Berlin'));
    expect(reading.instant.ms).toBe(1_700_000_000_000);
    expect(reading.notes[0]).toContain('Europe/Berlin');
    expect(instantOf(readInput('2024-06-01', 'auto', 'Asia/Kolkata')).instant.ms).toBe(Date.UTC(2024, 4, 31, 18, 30));
  });

  it('keeps nanoseconds from the fraction', () => {
    expect(instantOf(readInput('1970-01-01T00:00:00.000000001Z', 'auto')).instant.ns).toBe(1n);
  });

  it.each([
    ['2023-13-01', 'Month 13 does not exist'],
    ['2023-02-29', 'February 2023 has days 01 to 28, not 29'],
    ['2023-04-31T00:00Z', 'April 2023 has days 01 to 30'],
    ['2023-01-01T24:00Z', 'Hour 24 does not exist'],
    ['2023-01-01T12:60Z', 'Minute 60 does not exist'],
    ['2023-01-01T12:00:60Z', 'leap seconds'],
    ['2023-01-01T12:00+25:00', 'offset +25:00 is not valid'],
    ['+300000-01-01', 'outside the range'],
    ['yesterday', 'is not a number'],
  ])('explains %j', (input, text) => {
    expect(messageOf(readInput(input, 'auto', 'UTC'))).toContain(text);
  });

  it('round-trips its own ISO output', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_DATE_MS, max: MAX_DATE_MS }), (ms) => {
        const iso = viewInZone(instantFromMs(ms), 'UTC')!.iso;
        expect(instantOf(readInput(iso, 'auto')).instant.ms).toBe(ms);
      }),
    );
  });
});
