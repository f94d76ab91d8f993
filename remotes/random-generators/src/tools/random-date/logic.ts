import { formatNumber, randomBelow, sample, secureRandom, type RandomSource } from '@toolhub/shared';
import { parseWholeInRange } from '../../forms/whole-number';

/**
 * Dates are whole days counted from 1970-01-01 (day 0) on the proleptic Gregorian calendar.
 * Working in UTC days keeps every day exactly 86,400 seconds long, so a daylight-saving change
 * can neither skip nor double a day.
 */
export type DayNumber = number;

export const COUNT_MIN = 1;
export const COUNT_MAX = 1000;
export const EARLIEST = '1900-01-01';
export const LATEST = '9999-12-31';
const MS_PER_DAY = 86_400_000;
export const SECONDS_PER_DAY = 86_400;

export const DAY_FILTERS = ['any', 'weekdays', 'weekends'] as const;
export type DayFilter = (typeof DAY_FILTERS)[number];

export const FORMATS = ['iso', 'long', 'us', 'eu', 'weekday', 'unix'] as const;
export type DateFormat = (typeof FORMATS)[number];

export const FORMAT_NAMES: Record<DateFormat, string> = {
  iso: 'ISO (2024-05-01)',
  long: 'Long (1 May 2024)',
  us: 'US (05/01/2024)',
  eu: 'European (01/05/2024)',
  weekday: 'With weekday (Wednesday, 1 May 2024)',
  unix: 'Unix timestamp (seconds)',
};

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export function dayFromParts(year: number, month: number, day: number): DayNumber {
  // Date.UTC maps two-digit years to 19xx; setUTCFullYear does not.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return Math.round(date.getTime() / MS_PER_DAY);
}

export function partsOfDay(day: DayNumber): { year: number; month: number; day: number } {
  const date = new Date(day * MS_PER_DAY);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** 0 = Sunday … 6 = Saturday. Day 0 (1970-01-01) was a Thursday. */
export function weekdayOf(day: DayNumber): number {
  return (((day + 4) % 7) + 7) % 7;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function isoOfDay(day: DayNumber): string {
  const p = partsOfDay(day);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** Today's date on the visitor's own calendar (not UTC's), as YYYY-MM-DD. */
export function todayIso(now: Date = new Date()): string {
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The same day of the month a year later; 29 February becomes 28 February. */
export function oneYearAfter(iso: string): string {
  const parsed = parseDate(iso, 'date');
  if (!parsed.ok) return iso;
  const p = partsOfDay(parsed.value);
  const lastDay = partsOfDay(dayFromParts(p.year + 1, p.month + 1, 0)).day;
  return isoOfDay(dayFromParts(p.year + 1, p.month, Math.min(p.day, lastDay)));
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const ISO_DATE = /^(\d{4,6})-(\d{1,2})-(\d{1,2})$/;

/** Reads a YYYY-MM-DD date (what a date field yields), naming the field in every message. */
export function parseDate(text: string, field: string): Parsed<DayNumber> {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: `Enter the ${field}.` };
  const match = ISO_DATE.exec(trimmed);
  if (!match) return { ok: false, message: `The ${field} must be a date such as 2024-05-01 (year-month-day).` };
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12) return { ok: false, message: `The ${field} has no month ${month}: months run from 1 to 12.` };
  if (year < 1900 || year > 9999) {
    return { ok: false, message: `The ${field} must be from 1 January 1900 to 31 December 9999.` };
  }
  const value = dayFromParts(year, month, day);
  const back = partsOfDay(value);
  if (day < 1 || back.day !== day || back.month !== month) {
    return { ok: false, message: `The ${field} is not a real date: ${MONTHS[month - 1]} ${year} has no day ${day}.` };
  }
  return { ok: true, value };
}

export interface DateSettings {
  from: string;
  to: string;
  count: string;
  days: DayFilter;
  unique: boolean;
}

export interface DatePlan {
  first: DayNumber;
  last: DayNumber;
  count: number;
  days: DayFilter;
  unique: boolean;
  /** How many days in the range pass the day filter. */
  matching: number;
}

export interface FieldErrors {
  from?: string;
  to?: string;
  count?: string;
  range?: string;
}

export type PlanResult = { ok: true; plan: DatePlan } | { ok: false; errors: FieldErrors };

const ALLOWED: Record<DayFilter, readonly boolean[]> = {
  // Indexed by weekdayOf: Sunday first.
  any: [true, true, true, true, true, true, true],
  weekdays: [false, true, true, true, true, true, false],
  weekends: [true, false, false, false, false, false, true],
};

/** Offsets 0..6 from `first` whose weekday passes the filter, in order. */
function weekOffsets(first: DayNumber, days: DayFilter): number[] {
  const offsets: number[] = [];
  for (let offset = 0; offset < 7; offset++) {
    if (ALLOWED[days][weekdayOf(first + offset)]) offsets.push(offset);
  }
  return offsets;
}

/** How many days from first to last (inclusive) pass the filter, without walking the range. */
export function countMatching(first: DayNumber, last: DayNumber, days: DayFilter): number {
  if (last < first) return 0;
  const span = last - first + 1;
  const offsets = weekOffsets(first, days);
  const rest = span % 7;
  return Math.floor(span / 7) * offsets.length + offsets.filter((o) => o < rest).length;
}

/** The index-th matching day (0-based): whole weeks first, then the position within the week. */
export function nthMatching(first: DayNumber, index: number, days: DayFilter): DayNumber {
  const offsets = weekOffsets(first, days);
  const week = Math.floor(index / offsets.length);
  return first + week * 7 + offsets[index % offsets.length]!;
}

const plural = (n: number, one: string, many = `${one}s`) => `${formatNumber(n)} ${n === 1 ? one : many}`;

const FILTER_WORDS: Record<DayFilter, [string, string]> = {
  any: ['day', 'days'],
  weekdays: ['weekday', 'weekdays'],
  weekends: ['weekend day', 'weekend days'],
};

/** Checks every field at once so all problems show together, with the user's input untouched. */
export function planDates(settings: DateSettings): PlanResult {
  const errors: FieldErrors = {};
  const from = parseDate(settings.from, 'start date');
  const to = parseDate(settings.to, 'end date');
  const count = parseWholeInRange(settings.count, COUNT_MIN, COUNT_MAX, 'how many');
  if (!from.ok) errors.from = from.message;
  if (!to.ok) errors.to = to.message;
  if (!count.ok) errors.count = count.message;
  if (!from.ok || !to.ok) return { ok: false, errors };
  if (from.value > to.value) {
    errors.range = 'The start date is after the end date. Swap them or change one.';
    return { ok: false, errors };
  }
  const matching = countMatching(from.value, to.value, settings.days);
  const [one, many] = FILTER_WORDS[settings.days];
  if (matching === 0) {
    errors.range = `There are no ${many} between these dates. Widen the range or allow any day.`;
    return { ok: false, errors };
  }
  if (!count.ok) return { ok: false, errors };
  if (settings.unique && count.value > matching) {
    errors.range = `Only ${plural(matching, one, many)} lie in this range, so ${formatNumber(count.value)} unique dates are impossible. Widen the range, lower the count or allow repeats.`;
    return { ok: false, errors };
  }
  return {
    ok: true,
    plan: { first: from.value, last: to.value, count: count.value, days: settings.days, unique: settings.unique, matching },
  };
}

export function describeMatching(plan: DatePlan): string {
  const [one, many] = FILTER_WORDS[plan.days];
  return `${plural(plan.matching, one, many)} to choose from`;
}

/** A drawn date with a time of day, so switching the time display on or off keeps the dates. */
export interface DrawnDate {
  day: DayNumber;
  second: number;
}

/** Below this many candidates per wanted date, shuffling the candidates beats retrying repeats. */
const DENSE_FACTOR = 4;

/** Uniform over the matching days: each pick is an unbiased index into the matching days. */
export function drawDates(plan: DatePlan, source: RandomSource = secureRandom): DrawnDate[] {
  let indexes: number[];
  if (!plan.unique) {
    indexes = Array.from({ length: plan.count }, () => randomBelow(plan.matching, source));
  } else if (plan.matching <= plan.count * DENSE_FACTOR) {
    indexes = sample(
      Array.from({ length: plan.matching }, (_, i) => i),
      plan.count,
      source,
    );
  } else {
    const seen = new Set<number>();
    while (seen.size < plan.count) seen.add(randomBelow(plan.matching, source));
    indexes = [...seen];
  }
  return indexes.map((index) => ({ day: nthMatching(plan.first, index, plan.days), second: randomBelow(SECONDS_PER_DAY, source) }));
}

export function sortDrawn(dates: readonly DrawnDate[], withTime: boolean): DrawnDate[] {
  return [...dates].sort((a, b) => a.day - b.day || (withTime ? a.second - b.second : 0));
}

function clock(second: number, twelveHour: boolean): string {
  const h = Math.floor(second / 3600);
  const m = Math.floor((second % 3600) / 60);
  const s = second % 60;
  if (!twelveHour) return `${pad(h)}:${pad(m)}:${pad(s)}`;
  return `${h % 12 === 0 ? 12 : h % 12}:${pad(m)}:${pad(s)} ${h < 12 ? 'AM' : 'PM'}`;
}

/** Formats a date (and, when asked, its time of day) the same way on every machine. */
export function formatDate(date: DrawnDate, format: DateFormat, withTime: boolean): string {
  const { year, month, day } = partsOfDay(date.day);
  const y = pad(year, 4);
  const long = `${day} ${MONTHS[month - 1]} ${year}`;
  switch (format) {
    case 'unix':
      return String(date.day * SECONDS_PER_DAY + (withTime ? date.second : 0));
    case 'iso':
      return withTime ? `${y}-${pad(month)}-${pad(day)}T${clock(date.second, false)}` : `${y}-${pad(month)}-${pad(day)}`;
    case 'us':
      return `${pad(month)}/${pad(day)}/${y}${withTime ? ` ${clock(date.second, true)}` : ''}`;
    case 'eu':
      return `${pad(day)}/${pad(month)}/${y}${withTime ? ` ${clock(date.second, false)}` : ''}`;
    case 'long':
      return `${long}${withTime ? `, ${clock(date.second, false)}` : ''}`;
    case 'weekday':
      return `${WEEKDAYS[weekdayOf(date.day)]}, ${long}${withTime ? `, ${clock(date.second, false)}` : ''}`;
  }
}
