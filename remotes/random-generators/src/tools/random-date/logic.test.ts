import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chiSquareUniform, seededRandom } from '@toolhub/shared/testing';
import {
  countMatching,
  drawDates,
  formatDate,
  isoOfDay,
  nthMatching,
  oneYearAfter,
  parseDate,
  planDates,
  sortDrawn,
  todayIso,
  weekdayOf,
  type DatePlan,
  type DateFormat,
  type DateSettings,
  type DayFilter,
} from './logic';

const base: DateSettings = { from: '2024-01-01', to: '2024-12-31', count: '1', days: 'any', unique: false };

function plan(overrides: Partial<DateSettings>): DatePlan {
  const result = planDates({ ...base, ...overrides });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.plan;
}

const day = (iso: string) => {
  const parsed = parseDate(iso, 'date');
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.value;
};

describe('calendar arithmetic', () => {
  it.each([
    ['1970-01-01', 0, 4],
    ['1900-01-01', -25567, 1],
    ['2000-02-29', 11016, 2],
    ['2024-05-01', 19844, 3],
    ['9999-12-31', 2932896, 5],
  ])('%s is day %i, weekday %i', (iso, number, weekday) => {
    expect(day(iso)).toBe(number);
    expect(weekdayOf(number)).toBe(weekday);
    expect(isoOfDay(number)).toBe(iso);
  });

  it('round-trips every day from 1900 to 9999 through ISO text', () => {
    fc.assert(
      fc.property(fc.integer({ min: day('1900-01-01'), max: day('9999-12-31') }), (n) => {
        expect(day(isoOfDay(n))).toBe(n);
      }),
      { seed: 7 },
    );
  });

  it.each([
    ['2024-05-01', '2025-05-01'],
    ['2024-02-29', '2025-02-28'],
    ['2023-12-31', '2024-12-31'],
  ])('one year after %s is %s', (from, to) => {
    expect(oneYearAfter(from)).toBe(to);
  });

  it('reads today from the local calendar', () => {
    expect(todayIso(new Date(2024, 4, 1, 23, 59))).toBe('2024-05-01');
  });
});

describe('parseDate', () => {
  it.each([
    ['', 'Enter the start date.'],
    ['   ', 'Enter the start date.'],
    ['tomorrow', 'The start date must be a date such as 2024-05-01 (year-month-day).'],
    ['01/05/2024', 'The start date must be a date such as 2024-05-01 (year-month-day).'],
    ['2024-13-01', 'The start date has no month 13: months run from 1 to 12.'],
    ['2024-00-10', 'The start date has no month 0: months run from 1 to 12.'],
    ['2023-02-29', 'The start date is not a real date: February 2023 has no day 29.'],
    ['2024-04-31', 'The start date is not a real date: April 2024 has no day 31.'],
    ['2024-04-00', 'The start date is not a real date: April 2024 has no day 0.'],
    ['1899-12-31', 'The start date must be from 1 January 1900 to 31 December 9999.'],
    ['10000-01-01', 'The start date must be from 1 January 1900 to 31 December 9999.'],
    ['275761-01-01', 'The start date must be from 1 January 1900 to 31 December 9999.'],
  ])('%j → %s', (text, message) => {
    expect(parseDate(text, 'start date')).toEqual({ ok: false, message });
  });

  it.each(['1900-01-01', '2024-02-29', '9999-12-31', ' 2024-5-1 '])('accepts %j', (text) => {
    expect(parseDate(text, 'start date').ok).toBe(true);
  });
});

describe('planDates', () => {
  it.each<[string, Partial<DateSettings>, object]>([
    ['start after end', { from: '2024-06-01', to: '2024-05-31' }, { range: 'The start date is after the end date. Swap them or change one.' }],
    ['empty end', { to: '' }, { to: 'Enter the end date.' }],
    ['count zero', { count: '0' }, { count: 'How many must be from 1 to 1,000.' }],
    ['count too big', { count: '1001' }, { count: 'How many must be from 1 to 1,000.' }],
    ['count not a number', { count: 'ten' }, { count: 'How many must be a whole number from 1 to 1,000.' }],
    [
      'unique beyond the range',
      { from: '2024-05-01', to: '2024-05-03', count: '4', unique: true },
      { range: 'Only 3 days lie in this range, so 4 unique dates are impossible. Widen the range, lower the count or allow repeats.' },
    ],
    [
      'unique weekdays beyond the range',
      { from: '2024-05-03', to: '2024-05-06', count: '3', unique: true, days: 'weekdays' },
      { range: 'Only 2 weekdays lie in this range, so 3 unique dates are impossible. Widen the range, lower the count or allow repeats.' },
    ],
    [
      'no weekend days',
      { from: '2024-05-06', to: '2024-05-10', days: 'weekends' },
      { range: 'There are no weekend days between these dates. Widen the range or allow any day.' },
    ],
    ['two bad dates at once', { from: 'x', to: '1800-01-01' }, {
      from: 'The start date must be a date such as 2024-05-01 (year-month-day).',
      to: 'The end date must be from 1 January 1900 to 31 December 9999.',
    }],
  ])('%s', (_name, overrides, errors) => {
    expect(planDates({ ...base, ...overrides })).toEqual({ ok: false, errors });
  });

  it('accepts the whole supported span and a single day', () => {
    expect(plan({ from: '1900-01-01', to: '9999-12-31', count: '1000', unique: true }).matching).toBe(2932896 + 25567 + 1);
    expect(plan({ from: '2024-02-29', to: '2024-02-29', count: '1', unique: true }).matching).toBe(1);
  });
});

describe('counting and indexing matching days', () => {
  it('agrees with walking the range day by day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -25567, max: 2932896 - 60 }),
        fc.integer({ min: 0, max: 60 }),
        fc.constantFrom<DayFilter>('any', 'weekdays', 'weekends'),
        (first, length, days) => {
          const last = first + length;
          const walked: number[] = [];
          for (let d = first; d <= last; d++) {
            const w = weekdayOf(d);
            if (days === 'any' || (days === 'weekdays') === (w >= 1 && w <= 5)) walked.push(d);
          }
          expect(countMatching(first, last, days)).toBe(walked.length);
          walked.forEach((d, i) => expect(nthMatching(first, i, days)).toBe(d));
        },
      ),
      { seed: 3 },
    );
  });
});

describe('drawDates', () => {
  it('is uniform over the days of the range (chi-square)', () => {
    const p = plan({ from: '2024-03-25', to: '2024-04-03', count: '1000' }); // spans the spring DST change
    const counts = new Map<number, number>();
    const source = seededRandom(42);
    for (let round = 0; round < 20; round++) {
      for (const d of drawDates(p, source)) counts.set(d.day, (counts.get(d.day) ?? 0) + 1);
    }
    expect(counts.size).toBe(10);
    const chi = chiSquareUniform([...counts.values()]);
    // 9 degrees of freedom: 27.88 is the 0.1% critical value.
    expect(chi).toBeLessThan(27.88);
  });

  it('never yields a weekend day with weekdays only, nor a weekday with weekends only', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: -25567, max: 2_900_000 }), fc.integer({ min: 6, max: 5000 }), (seed, first, length) => {
        const from = isoOfDay(first);
        const to = isoOfDay(first + length);
        for (const d of drawDates(plan({ from, to, count: '50', days: 'weekdays' }), seededRandom(seed))) {
          expect([0, 6]).not.toContain(weekdayOf(d.day));
        }
        for (const d of drawDates(plan({ from, to, count: '50', days: 'weekends' }), seededRandom(seed))) {
          expect([0, 6]).toContain(weekdayOf(d.day));
        }
      }),
      { seed: 11, numRuns: 60 },
    );
  });

  it('stays inside the range, and unique draws never repeat (dense and sparse)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: 1, max: 2000 }), fc.integer({ min: 1, max: 300 }), (seed, length, count) => {
        const first = day('2000-01-01');
        const last = first + length - 1;
        const p = plan({ from: isoOfDay(first), to: isoOfDay(last), count: String(Math.min(count, length)), unique: true });
        const drawn = drawDates(p, seededRandom(seed));
        expect(drawn).toHaveLength(p.count);
        expect(new Set(drawn.map((d) => d.day)).size).toBe(p.count);
        for (const d of drawn) {
          expect(d.day).toBeGreaterThanOrEqual(first);
          expect(d.day).toBeLessThanOrEqual(last);
          expect(d.second).toBeGreaterThanOrEqual(0);
          expect(d.second).toBeLessThan(86_400);
        }
      }),
      { seed: 5, numRuns: 80 },
    );
  });

  it('fills a range exactly when every day is wanted', () => {
    const drawn = drawDates(plan({ from: '2024-02-26', to: '2024-03-03', count: '7', unique: true }), seededRandom(1));
    expect(sortDrawn(drawn, false).map((d) => isoOfDay(d.day))).toEqual([
      '2024-02-26', '2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01', '2024-03-02', '2024-03-03',
    ]);
  });

  it('sorts by day, then by time when times show', () => {
    const dates = [{ day: 5, second: 10 }, { day: 2, second: 50 }, { day: 5, second: 1 }];
    expect(sortDrawn(dates, true)).toEqual([{ day: 2, second: 50 }, { day: 5, second: 1 }, { day: 5, second: 10 }]);
    expect(sortDrawn(dates, false).map((d) => d.day)).toEqual([2, 5, 5]);
  });
});

describe('formatDate', () => {
  const at = (iso: string, second = 0) => ({ day: day(iso), second });
  it.each<[string, number, DateFormat, boolean, string]>([
    ['2024-05-01', 0, 'iso', false, '2024-05-01'],
    ['2024-05-01', 0, 'long', false, '1 May 2024'],
    ['2024-05-01', 0, 'us', false, '05/01/2024'],
    ['2024-05-01', 0, 'eu', false, '01/05/2024'],
    ['2024-05-01', 0, 'weekday', false, 'Wednesday, 1 May 2024'],
    ['2024-05-01', 0, 'unix', false, '1714521600'],
    ['2024-05-01', 52327, 'iso', true, '2024-05-01T14:32:07'],
    ['2024-05-01', 52327, 'us', true, '05/01/2024 2:32:07 PM'],
    ['2024-05-01', 327, 'us', true, '05/01/2024 12:05:27 AM'],
    ['2024-05-01', 43200, 'us', true, '05/01/2024 12:00:00 PM'],
    ['2024-05-01', 52327, 'eu', true, '01/05/2024 14:32:07'],
    ['2024-05-01', 52327, 'long', true, '1 May 2024, 14:32:07'],
    ['2024-05-01', 52327, 'unix', true, '1714573927'],
    ['2024-05-01', 52327, 'unix', false, '1714521600'],
    ['1900-01-01', 0, 'iso', false, '1900-01-01'],
    ['1900-01-01', 0, 'weekday', false, 'Monday, 1 January 1900'],
    ['1900-01-01', 0, 'unix', false, '-2208988800'],
    ['9999-12-31', 86399, 'iso', true, '9999-12-31T23:59:59'],
    ['9999-12-31', 0, 'weekday', false, 'Friday, 31 December 9999'],
    ['9999-12-31', 86399, 'unix', true, '253402300799'],
    ['2000-02-29', 0, 'long', false, '29 February 2000'],
    ['2024-02-29', 0, 'us', false, '02/29/2024'],
    ['2024-02-29', 0, 'weekday', false, 'Thursday, 29 February 2024'],
  ])('%s at second %i as %s (time %s) → %s', (iso, second, format, withTime, text) => {
    expect(formatDate(at(iso, second), format, withTime)).toBe(text);
  });
});
