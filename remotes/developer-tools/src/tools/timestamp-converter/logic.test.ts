import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  dayOfYear,
  detectUnit,
  formatInUnit,
  formatOffset,
  formatRelative,
  fromPickerValue,
  instantFromMs,
  isoWeek,
  MAX_DATE_MS,
  parseUnitChoice,
  pickedTimestamp,
  readInput,
  toPickerValue,
  viewInZone,
  wallToInstant,
  zoneOffsetMs,
  type Reading,
  type UnitChoice,
} from './logic';

function instantOf(reading: Reading) {
  if (reading.kind !== 'instant') throw new Error(`expected an instant, got ${JSON.stringify(reading)}`);
  return reading;
}

function messageOf(reading: Reading): string {
  if (reading.kind !== 'error') throw new Error(`expected an error, got ${JSON.stringify(reading)}`);
  return reading.message;
}

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

describe('viewInZone', () => {
  it('describes an instant in UTC', () => {
    expect(viewInZone(instantFromMs(1_700_000_000_000), 'UTC')).toEqual({
      timeZone: 'UTC',
      offset: '+00:00',
      zoneName: 'Coordinated Universal Time',
      iso: '2023-11-14T22:13:20.000Z',
      weekday: 'Tuesday',
      isoWeek: '2023-W46-2',
      dayOfYear: 318,
      wallTime: '2023-11-14 22:13:20',
    });
  });

  it.each([
    ['Europe/Berlin', 1_700_000_000_000, '2023-11-14T23:13:20.000+01:00', '+01:00'],
    ['Europe/Berlin', 1_690_000_000_000, '2023-07-22T06:26:40.000+02:00', '+02:00'],
    ['Asia/Kolkata', 0, '1970-01-01T05:30:00.000+05:30', '+05:30'],
    ['America/New_York', 1_700_000_000_000, '2023-11-14T17:13:20.000-05:00', '-05:00'],
  ])('shows %s wall time with its offset', (zone, ms, iso, offset) => {
    const view = viewInZone(instantFromMs(ms), zone)!;
    expect(view.iso).toBe(iso);
    expect(view.offset).toBe(offset);
    expect(view.zoneName).not.toBe('');
  });

  it.each([
    [2021, 0, 1, '2020-W53-5'],
    [2021, 0, 4, '2021-W01-1'],
    [2024, 11, 30, '2025-W01-1'],
    [2026, 11, 31, '2026-W53-4'],
    [2023, 0, 1, '2022-W52-7'],
  ])('ISO week of %d-%d-%d is %s', (y, m, d, expected) => {
    const week = isoWeek(y, m, d);
    expect(`${week.year}-W${String(week.week).padStart(2, '0')}-${week.weekday}`).toBe(expected);
  });

  it.each([
    [2024, 0, 1, 1],
    [2024, 11, 31, 366],
    [2023, 11, 31, 365],
    [2000, 2, 1, 61],
    [1900, 2, 1, 60],
  ])('day of year of %d-%d-%d is %d', (y, m, d, expected) => {
    expect(dayOfYear(y, m, d)).toBe(expected);
  });

  it('never produces an ISO week outside 1–53', () => {
    fc.assert(
      fc.property(fc.integer({ min: -8.64e15, max: 8.64e15 }), (ms) => {
        const date = new Date(ms);
        const week = isoWeek(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
        expect(week.week).toBeGreaterThanOrEqual(1);
        expect(week.week).toBeLessThanOrEqual(53);
        expect(Math.abs(week.year - date.getUTCFullYear())).toBeLessThanOrEqual(1);
        const view = viewInZone(instantFromMs(ms), 'UTC')!;
        expect(view.dayOfYear).toBeGreaterThanOrEqual(1);
        expect(view.dayOfYear).toBeLessThanOrEqual(366);
      }),
    );
  });
});

describe('zones', () => {
  it.each([
    [0, '+00:00'],
    [3_600_000, '+01:00'],
    [-16_200_000, '-04:30'],
    [20_700_000, '+05:45'],
  ])('formats an offset of %d ms as %s', (ms, text) => {
    expect(formatOffset(ms)).toBe(text);
  });

  it('finds the offset in force', () => {
    expect(zoneOffsetMs(1_700_000_000_000, 'UTC')).toBe(0);
    expect(zoneOffsetMs(1_700_000_000_000, 'Asia/Kathmandu')).toBe(20_700_000);
    expect(zoneOffsetMs(1_700_000_000_000, 'America/New_York')).toBe(-18_000_000);
  });

  it('turns wall time into the right instant in any zone', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        fc.constantFrom('UTC', 'Europe/London', 'Asia/Tokyo', 'America/Los_Angeles', 'Australia/Lord_Howe'),
        (ms, zone) => {
          const whole = Math.floor(ms / 1000) * 1000;
          const wall = whole + zoneOffsetMs(whole, zone);
          // A wall time repeated when clocks go back may map to its other occurrence.
          const back = wallToInstant(wall, zone);
          expect(back + zoneOffsetMs(back, zone)).toBe(wall);
        },
      ),
    );
  });
});

describe('formatRelative', () => {
  const now = 1_700_000_000_000;
  it.each([
    [now, 'now'],
    [now - 999, 'now'],
    [now - 5_000, '5 seconds ago'],
    [now + 5_000, 'in 5 seconds'],
    [now - 59_999, '59 seconds ago'],
    [now - 60_000, '1 minute ago'],
    [now - 3 * 3_600_000 - 59 * 60_000, '3 hours ago'],
    [now + 86_400_000, 'tomorrow'],
    [now - 86_400_000, 'yesterday'],
    [now - 3 * 86_400_000, '3 days ago'],
    [now - 8 * 86_400_000, 'last week'],
    [now + 15 * 86_400_000, 'in 2 weeks'],
    [now - 65 * 86_400_000, '2 months ago'],
    [now - 400 * 86_400_000, 'last year'],
    [0, '53 years ago'],
  ])('%d → %s', (ms, text) => {
    expect(formatRelative(ms, now)).toBe(text);
  });
});

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

describe('formatInUnit', () => {
  it.each([
    [0n, 's', '0'],
    [1_500_000_000n, 's', '1.5'],
    [-1_500_000_000n, 's', '-1.5'],
    [1_700_000_000_123_456_789n, 'ms', '1700000000123.456789'],
    [1_700_000_000_123_456_789n, 'ns', '1700000000123456789'],
    [-1n, 'us', '-0.001'],
  ] as const)('%s ns in %s is %s', (ns, unit, text) => {
    expect(formatInUnit(ns, unit)).toBe(text);
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
