import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { difference, isoOf, joinParts, localDate, readDate, readHolidays, summary } from './logic';

// A zone with daylight saving (23- and 25-hour days), so the counts are tested across DST changes.
const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = zone;
});

const d = (iso: string): Date => {
  const read = readDate(iso);
  if (!read || !read.ok) throw new Error(`bad date ${iso}`);
  return read.date;
};

/** Day-by-day count, the slow obvious way, to check the fast one against. */
function bruteForce(from: Date, to: Date, includeEnd: boolean) {
  let days = 0;
  let weekdays = 0;
  const stop = includeEnd ? to.getTime() + 1 : to.getTime();
  for (let day = new Date(from); day.getTime() < stop; day.setDate(day.getDate() + 1)) {
    days += 1;
    if (day.getDay() !== 0 && day.getDay() !== 6) weekdays += 1;
  }
  return { days, weekdays };
}

describe('readDate', () => {
  it.each([
    ['2024-03-01', 2024, 2, 1],
    [' 2024/3/1 ', 2024, 2, 1],
    ['2024.12.31', 2024, 11, 31],
    ['2024-02-29', 2024, 1, 29],
    ['0001-01-01', 1, 0, 1],
    ['0099-06-15', 99, 5, 15],
    ['9999-12-31', 9999, 11, 31],
  ])('%j is %i-%i-%i at local midnight', (text, year, month, day) => {
    const read = readDate(text);
    if (!read || !read.ok) throw new Error('not read');
    expect([read.date.getFullYear(), read.date.getMonth(), read.date.getDate(), read.date.getHours(), read.date.getMinutes()]).toEqual([year, month, day, 0, 0]);
  });

  it.each([
    ['1 March 2024', 'Enter a date as YYYY-MM-DD, such as 2024-03-01.'],
    ['2024-3', 'Enter a date as YYYY-MM-DD, such as 2024-03-01.'],
    ['24-03-01', 'Enter a date as YYYY-MM-DD, such as 2024-03-01.'],
    ['0000-01-01', 'Enter a year from 1 to 9999.'],
    ['2024-13-01', 'There is no month 13: use 01 to 12.'],
    ['2023-02-29', '2023-02-29 does not exist: that month has 28 days.'],
    ['1900-02-29', '1900-02-29 does not exist: that month has 28 days.'],
    ['2024-04-31', '2024-04-31 does not exist: that month has 30 days.'],
  ])('%j is refused: %s', (text, error) => {
    expect(readDate(text)).toEqual({ ok: false, error });
  });

  it('reads nothing as null and writes ISO back', () => {
    expect(readDate('  ')).toBeNull();
    expect(isoOf(d('0042-07-04'))).toBe('0042-07-04');
  });

  it('reads back every date it writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }), (year, month, day) => {
        const iso = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        const read = readDate(iso);
        const exists = new Date(Date.UTC(2000, month - 1, day)).getUTCDate() === day && !(month === 2 && day === 29 && !(year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)));
        expect(read?.ok).toBe(exists);
        if (read?.ok) expect(isoOf(read.date)).toBe(iso);
      }),
    );
  });
});

describe('difference', () => {
  it('2024-01-01 → 2024-03-01 is 60 days (the issue’s example)', () => {
    const diff = difference(d('2024-01-01'), d('2024-03-01'), false);
    expect(diff.days).toBe(60);
    expect(diff.weeks).toEqual({ weeks: 8, days: 4 });
    expect(diff.monthsDays).toEqual({ months: 2, days: 0 });
    expect(diff.ymd).toEqual({ years: 0, months: 2, days: 0 });
    expect(diff.businessDays).toBe(44);
    expect(diff.weekendDays).toBe(16);
    expect(summary(diff, 'en-US')).toBe(
      [
        'From 2024-01-01 to 2024-03-01:',
        '60 days',
        '8 weeks, 4 days',
        '2 months',
        '2 months',
        '44 business days (weekends excluded)',
      ].join('\n'),
    );
  });

  it.each<[string, string, boolean, number, [number, number, number], number]>([
    ['2024-01-01', '2024-01-01', false, 0, [0, 0, 0], 0],
    ['2024-01-01', '2024-01-01', true, 1, [0, 0, 1], 1],
    ['2024-01-06', '2024-01-07', true, 2, [0, 0, 2], 0], // a weekend
    ['2024-01-05', '2024-01-08', false, 3, [0, 0, 3], 1], // Friday to Monday
    ['2024-01-05', '2024-01-08', true, 4, [0, 0, 4], 2],
    ['2023-01-01', '2024-01-01', false, 365, [1, 0, 0], 260],
    ['2024-01-01', '2025-01-01', false, 366, [1, 0, 0], 262], // leap year
    ['2024-02-28', '2024-03-01', false, 2, [0, 0, 2], 2],
    ['2023-02-28', '2023-03-01', false, 1, [0, 0, 1], 1],
    ['2020-02-29', '2021-02-28', false, 365, [1, 0, 0], 260], // from a Saturday
    ['2020-02-29', '2024-02-29', false, 1461, [4, 0, 0], 1043],
    ['2023-01-31', '2023-02-28', false, 28, [0, 1, 0], 20],
    ['2023-01-31', '2023-03-01', false, 29, [0, 1, 1], 21],
    ['2024-03-09', '2024-03-11', false, 2, [0, 0, 2], 0], // US spring forward (23-hour day)
    ['2024-11-02', '2024-11-04', false, 2, [0, 0, 2], 0], // US fall back (25-hour day)
    ['2024-03-10', '2024-11-03', false, 238, [0, 7, 24], 170],
    ['1999-12-31', '2000-01-01', false, 1, [0, 0, 1], 1],
    ['0001-01-01', '9999-12-31', false, 3652058, [9998, 11, 30], 2608614] // 0001-01-01 is a Monday,
  ])('%s → %s (end included: %s) is %i days, %j, %i business days', (from, to, includeEnd, days, [years, months, rest], business) => {
    const diff = difference(d(from), d(to), includeEnd);
    expect(diff.days).toBe(days);
    expect(diff.ymd).toEqual({ years, months, days: rest });
    expect(diff.businessDays).toBe(business);
    expect(diff.reversed).toBe(false);
  });

  it('runs in a zone with daylight saving', () => {
    expect(localDate(2024, 3, 9).getTimezoneOffset()).not.toBe(localDate(2024, 3, 11).getTimezoneOffset());
  });

  it('counts an end before the start as the time between them', () => {
    const diff = difference(d('2024-03-01'), d('2024-01-01'), false);
    expect(diff.reversed).toBe(true);
    expect(diff.days).toBe(60);
    expect(isoOf(diff.from)).toBe('2024-01-01');
  });

  it('leaves out holidays that fall on weekdays inside the range', () => {
    const { dates } = readHolidays('2024-01-01\n2024-01-06 # a Saturday\n2024-01-15; 2024-01-15\n2024-02-01');
    expect(dates.map(isoOf)).toEqual(['2024-01-01', '2024-01-06', '2024-01-15', '2024-02-01']);
    const diff = difference(d('2024-01-01'), d('2024-01-31'), true, dates);
    expect(diff.holidaysOff).toBe(2);
    expect(diff.businessDays).toBe(23 - 2);
    expect(summary(diff, 'en-US')).toContain('21 business days (weekends and 2 holidays excluded)');
    // The end date is a holiday only when it is included.
    expect(difference(d('2024-01-10'), d('2024-01-15'), false, dates).holidaysOff).toBe(0);
    expect(difference(d('2024-01-10'), d('2024-01-15'), true, dates).holidaysOff).toBe(1);
  });

  it('names each line of the holiday list that is not a date', () => {
    expect(readHolidays('2024-01-01\n\nxmas\n2023-02-30').errors).toEqual([
      { line: 3, text: 'xmas', error: 'Enter a date as YYYY-MM-DD, such as 2024-03-01.' },
      { line: 4, text: '2023-02-30', error: '2023-02-30 does not exist: that month has 28 days.' },
    ]);
    expect(readHolidays('\r\n  \r')).toEqual({ dates: [], errors: [] });
  });

  it('agrees with counting day by day, whatever the dates', () => {
    const day = fc.integer({ min: 0, max: 3 * 366 });
    fc.assert(
      fc.property(day, day, fc.boolean(), (a, b, includeEnd) => {
        const base = localDate(2023, 1, 1);
        const from = localDate(2023, 1, 1 + Math.min(a, b));
        const to = localDate(2023, 1, 1 + Math.max(a, b));
        expect(base.getHours()).toBe(0);
        const diff = difference(from, to, includeEnd);
        const slow = bruteForce(from, to, includeEnd);
        expect(diff.days).toBe(slow.days);
        expect(diff.businessDays).toBe(slow.weekdays);
        expect(diff.weekendDays).toBe(slow.days - slow.weekdays);
        expect(diff.weeks.weeks * 7 + diff.weeks.days).toBe(diff.days);
        // Adding the years and months back then the days lands on the end.
        const back = new Date(from);
        back.setMonth(back.getMonth() + diff.ymd.years * 12 + diff.ymd.months);
        expect(diff.ymd.days).toBeGreaterThanOrEqual(0);
        expect(diff.ymd.days).toBeLessThan(31);
      }),
    );
  });

  it('is symmetric in its two dates', () => {
    const day = fc.integer({ min: -200_000, max: 200_000 });
    fc.assert(
      fc.property(day, day, (a, b) => {
        const x = localDate(2000, 1, 1 + a);
        const y = localDate(2000, 1, 1 + b);
        const one = difference(x, y, false);
        const other = difference(y, x, false);
        expect({ ...one, reversed: false }).toEqual({ ...other, reversed: false });
      }),
    );
  });
});

describe('joinParts', () => {
  it.each<[[number, string][], string]>([
    [[[1, 'year'], [2, 'month'], [3, 'day']], '1 year, 2 months, 3 days'],
    [[[0, 'year'], [2, 'month'], [0, 'day']], '2 months'],
    [[[0, 'week'], [0, 'day']], '0 days'],
    [[[1234, 'week'], [1, 'day']], '1,234 weeks, 1 day'],
  ])('%j → %s', (parts, text) => {
    expect(joinParts(parts, 'en-US')).toBe(text);
  });
});
