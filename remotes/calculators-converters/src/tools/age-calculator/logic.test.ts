import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  addMonths,
  ageSummary,
  calculateAge,
  compareDates,
  evaluateAge,
  formatLongDate,
  fromDayNumber,
  localToday,
  nextBirthday,
  parseDate,
  toDayNumber,
  toIsoDate,
  weekdayOf,
  type CalendarDate,
  type LeapBirthdayRule,
} from './logic';

const d = (iso: string): CalendarDate => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};

const MIN_DAY = toDayNumber(d('1900-01-01'));
const MAX_DAY = toDayNumber(d('9999-12-31'));
const dayArb = fc.integer({ min: MIN_DAY, max: MAX_DAY });
const ruleArb = fc.constantFrom<LeapBirthdayRule>('feb28', 'mar1');

describe('calendar', () => {
  it.each([
    ['1970-01-01', 0],
    ['1970-01-02', 1],
    ['1969-12-31', -1],
    ['2000-03-01', 11017],
    ['1900-01-01', -25567],
  ])('%s is day %i', (iso, n) => {
    expect(toDayNumber(d(iso))).toBe(n);
    expect(toIsoDate(fromDayNumber(n))).toBe(iso);
  });

  it.each([
    ['1900-01-01', 1], // Monday
    ['2000-02-29', 2], // Tuesday
    ['2024-12-25', 3], // Wednesday
    ['9999-12-31', 5], // Friday
  ])('%s falls on weekday %i', (iso, weekday) => {
    expect(weekdayOf(d(iso))).toBe(weekday);
  });

  it('agrees with the JavaScript calendar on every day number in range', () => {
    fc.assert(
      fc.property(dayArb, (n) => {
        const ours = fromDayNumber(n);
        const js = new Date(n * 86_400_000);
        expect(ours).toEqual({ year: js.getUTCFullYear(), month: js.getUTCMonth() + 1, day: js.getUTCDate() });
        expect(toDayNumber(ours)).toBe(n);
        expect(weekdayOf(ours)).toBe(js.getUTCDay());
      }),
    );
  });

  it.each<[string, number, LeapBirthdayRule, string]>([
    ['2000-02-29', 12, 'feb28', '2001-02-28'],
    ['2000-02-29', 12, 'mar1', '2001-03-01'],
    ['2000-02-29', 48, 'mar1', '2004-02-29'],
    ['2001-01-31', 1, 'feb28', '2001-02-28'],
    ['2001-01-31', 1, 'mar1', '2001-03-01'],
    ['2001-12-31', 11, 'mar1', '2002-12-01'],
    ['2001-10-31', 1, 'mar1', '2001-12-01'],
    ['2001-05-15', -5, 'feb28', '2000-12-15'],
  ])('%s + %i months (%s) = %s', (from, months, rule, expected) => {
    expect(toIsoDate(addMonths(d(from), months, rule))).toBe(expected);
  });

  it('localToday reads the local calendar date', () => {
    expect(localToday(new Date(2024, 6, 4, 23, 59))).toEqual(d('2024-07-04'));
  });
});

describe('parseDate', () => {
  it.each([
    ['2000-02-29', '2000-02-29'],
    [' 1990-7-5 ', '1990-07-05'],
    ['1990/07/05', '1990-07-05'],
    ['1990.07.05', '1990-07-05'],
    ['1900-01-01', '1900-01-01'],
    ['9999-12-31', '9999-12-31'],
  ])('reads %j as %s', (text, iso) => {
    const parsed = parseDate(text);
    expect(parsed.ok && toIsoDate(parsed.date)).toBe(iso);
  });

  it.each([
    ['', 'Enter a date.'],
    ['   ', 'Enter a date.'],
    ['yesterday', '“yesterday” isn’t a date. Use the form YYYY-MM-DD, e.g. 1990-07-15.'],
    ['05/07/1990', '“05/07/1990” isn’t a date. Use the form YYYY-MM-DD, e.g. 1990-07-15.'],
    ['1990-13-01', 'There is no month 13: months go from 01 to 12.'],
    ['1990-00-10', 'There is no month 0: months go from 01 to 12.'],
    ['2023-02-29', 'February 2023 has 28 days, so day 29 doesn’t exist.'],
    ['1900-02-29', 'February 1900 has 28 days, so day 29 doesn’t exist.'],
    ['2024-04-31', 'April 2024 has 30 days, so day 31 doesn’t exist.'],
    ['2024-04-00', 'April 2024 has 30 days, so day 0 doesn’t exist.'],
    ['1899-12-31', 'Dates from 1 January 1900 to 31 December 9999 are supported.'],
    ['0000-01-01', 'Dates from 1 January 1900 to 31 December 9999 are supported.'],
    ['10000-01-01', '“10000-01-01” isn’t a date. Use the form YYYY-MM-DD, e.g. 1990-07-15.'],
  ])('refuses %j', (text, message) => {
    const parsed = parseDate(text);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.message).toBe(message);
  });

  it('round-trips every supported date through its ISO text', () => {
    fc.assert(
      fc.property(dayArb, (n) => {
        const date = fromDayNumber(n);
        const parsed = parseDate(toIsoDate(date));
        expect(parsed.ok && parsed.date).toEqual(date);
      }),
    );
  });

  it('never throws on arbitrary text', () => {
    fc.assert(fc.property(fc.string(), (text) => typeof parseDate(text).ok === 'boolean'));
  });
});

describe('calculateAge', () => {
  it.each<[string, string, LeapBirthdayRule, [number, number, number], number]>([
    ['1990-07-15', '2024-07-15', 'feb28', [34, 0, 0], 12419],
    ['1990-07-15', '2024-07-14', 'feb28', [33, 11, 29], 12418],
    ['2000-01-31', '2000-02-29', 'feb28', [0, 1, 0], 29],
    ['2000-01-31', '2000-02-29', 'mar1', [0, 0, 29], 29],
    ['2000-02-29', '2001-02-28', 'feb28', [1, 0, 0], 365],
    ['2000-02-29', '2001-02-28', 'mar1', [0, 11, 30], 365],
    ['2000-02-29', '2001-03-01', 'mar1', [1, 0, 0], 366],
    ['2000-02-29', '2001-03-01', 'feb28', [1, 0, 1], 366],
    ['2000-02-29', '2004-02-29', 'feb28', [4, 0, 0], 1461],
    ['2024-03-10', '2024-03-10', 'feb28', [0, 0, 0], 0],
    ['1900-01-01', '9999-12-31', 'feb28', [8099, 11, 30], 2958463],
  ])('born %s, on %s (%s): %j, %i days', (birth, asOf, rule, [years, months, days], totalDays) => {
    const age = calculateAge(d(birth), d(asOf), rule);
    expect([age.years, age.months, age.days]).toEqual([years, months, days]);
    expect(age.totalDays).toBe(totalDays);
    expect(age.totalHours).toBe(totalDays * 24);
    expect(age.totalWeeks * 7 + age.totalWeeksDays).toBe(totalDays);
    expect(age.totalMonths).toBe(years * 12 + months);
  });

  it('recombines: birth + years + months + days = the "age on" date, with whole units maximal', () => {
    fc.assert(
      fc.property(dayArb, dayArb, ruleArb, (a, b, rule) => {
        const birth = fromDayNumber(Math.min(a, b));
        const asOf = fromDayNumber(Math.max(a, b));
        const age = calculateAge(birth, asOf, rule);
        const anchor = addMonths(birth, age.years * 12 + age.months, rule);
        expect(addDays(anchor, age.days)).toEqual(asOf);
        expect(age.months).toBeGreaterThanOrEqual(0);
        expect(age.months).toBeLessThan(12);
        expect(age.days).toBeGreaterThanOrEqual(0);
        // One more month would overshoot, so the days are fewer than a month.
        expect(compareDates(addMonths(birth, age.totalMonths + 1, rule), asOf)).toBeGreaterThan(0);
        expect(age.totalWeeks * 7 + age.totalWeeksDays).toBe(age.totalDays);
        expect(age.totalWeeksDays).toBeLessThan(7);
      }),
    );
  });
});

describe('nextBirthday', () => {
  it.each<[string, string, LeapBirthdayRule, string, number, number, boolean]>([
    ['1990-07-15', '2024-07-14', 'feb28', '2024-07-15', 1, 34, false],
    ['1990-07-15', '2024-07-15', 'feb28', '2024-07-15', 0, 34, true],
    ['1990-07-15', '2024-07-16', 'feb28', '2025-07-15', 364, 35, false],
    ['1990-12-31', '2024-01-01', 'feb28', '2024-12-31', 365, 34, false],
    ['2024-03-10', '2024-03-10', 'feb28', '2025-03-10', 365, 1, false],
    // Leap-day births: 28 February or 1 March in common years, 29 February in leap years.
    ['2000-02-29', '2023-02-01', 'feb28', '2023-02-28', 27, 23, false],
    ['2000-02-29', '2023-02-01', 'mar1', '2023-03-01', 28, 23, false],
    ['2000-02-29', '2023-02-28', 'feb28', '2023-02-28', 0, 23, true],
    ['2000-02-29', '2023-02-28', 'mar1', '2023-03-01', 1, 23, false],
    ['2000-02-29', '2023-03-01', 'mar1', '2023-03-01', 0, 23, true],
    ['2000-02-29', '2023-03-01', 'feb28', '2024-02-29', 365, 24, false],
    ['2000-02-29', '2024-01-10', 'mar1', '2024-02-29', 50, 24, false],
  ])('born %s, on %s (%s): %s in %i days, turning %i', (birth, asOf, rule, date, daysUntil, turning, isToday) => {
    const next = nextBirthday(d(birth), d(asOf), rule);
    expect(toIsoDate(next.date)).toBe(date);
    expect(next.daysUntil).toBe(daysUntil);
    expect(next.turning).toBe(turning);
    expect(next.isToday).toBe(isToday);
    expect(next.weekday).toBe(weekdayOf(next.date));
  });

  it('is always within a year and one day, never in the past', () => {
    fc.assert(
      fc.property(dayArb, dayArb, ruleArb, (a, b, rule) => {
        const birth = fromDayNumber(Math.min(a, b));
        const asOf = fromDayNumber(Math.max(a, b));
        const next = nextBirthday(birth, asOf, rule);
        expect(next.daysUntil).toBeGreaterThanOrEqual(0);
        expect(next.daysUntil).toBeLessThanOrEqual(366);
        expect(next.turning).toBeGreaterThanOrEqual(1);
        expect(addMonths(birth, next.turning * 12, rule)).toEqual(next.date);
      }),
    );
  });
});

describe('evaluateAge', () => {
  const today = d('2024-06-15');

  it.each<[string, string, { status: string; field?: string; message?: string }]>([
    ['', '', { status: 'empty' }],
    ['  ', '2020-01-01', { status: 'empty' }],
    ['2024-06-16', '', { status: 'error', field: 'birth', message: 'The date of birth is in the future. Pick a date up to today.' }],
    ['2024-06-16', '2030-01-01', { status: 'error', field: 'birth', message: 'The date of birth is in the future. Pick a date up to today.' }],
    ['1990-01-01', '1980-01-01', { status: 'error', field: 'asOf', message: 'The “age on” date is before the date of birth.' }],
    ['1850-01-01', '', { status: 'error', field: 'birth', message: 'Date of birth: Dates from 1 January 1900 to 31 December 9999 are supported.' }],
    ['1990-02-30', '', { status: 'error', field: 'birth', message: 'Date of birth: February 1990 has 28 days, so day 30 doesn’t exist.' }],
    ['abc', '', { status: 'error', field: 'birth', message: 'Date of birth: “abc” isn’t a date. Use the form YYYY-MM-DD, e.g. 1990-07-15.' }],
    ['1990-01-01', '10000-01-01', { status: 'error', field: 'asOf', message: '“Age on” date: “10000-01-01” isn’t a date. Use the form YYYY-MM-DD, e.g. 1990-07-15.' }],
  ])('birth %j, on %j → %j', (birth, asOf, expected) => {
    expect(evaluateAge(birth, asOf, today, 'feb28')).toMatchObject(expected);
  });

  it('uses today when "age on" is empty, and allows a future "age on" date', () => {
    const now = evaluateAge('1990-06-15', '', today, 'feb28');
    expect(now.status === 'ok' && [now.age.years, now.asOfIsToday, now.next.isToday]).toEqual([34, true, true]);
    const later = evaluateAge('1990-06-15', '2050-06-14', today, 'feb28');
    expect(later.status === 'ok' && [later.age.years, later.asOfIsToday]).toEqual([59, false]);
  });

  it('honours the 1 March rule only for leap-day births', () => {
    const leap = evaluateAge('2000-02-29', '2023-02-28', today, 'mar1');
    expect(leap.status === 'ok' && [leap.isLeapDayBirth, leap.age.years, toIsoDate(leap.next.date)]).toEqual([
      true,
      22,
      '2023-03-01',
    ]);
    const monthEnd = evaluateAge('2000-01-31', '2000-02-29', today, 'mar1');
    expect(monthEnd.status === 'ok' && [monthEnd.age.months, monthEnd.age.days]).toEqual([1, 0]);
  });
});

describe('formatting', () => {
  it('spells out long dates', () => {
    expect(formatLongDate(d('2000-02-29'))).toBe('Tuesday, 29 February 2000');
  });

  it('summarises for copying', () => {
    const result = evaluateAge('2000-02-29', '2024-06-15', d('2024-06-15'), 'feb28');
    if (result.status !== 'ok') throw new Error('expected a result');
    expect(ageSummary(result, 'en-US')).toBe(
      [
        'Born Tuesday, 29 February 2000',
        'Age on Saturday, 15 June 2024: 24 years, 3 months, 17 days',
        'Total: 291 months 17 days · 1,267 weeks 4 days · 8,873 days · 212,952 hours',
        'Next birthday: Friday, 28 February 2025, in 258 days (turning 25)',
      ].join('\n'),
    );
  });
});
