import {
  addMonths,
  compareDates,
  daysInMonth,
  toDayNumber,
  toIsoDate,
  weekdayOf,
  type CalendarDate,
  type LeapBirthdayRule,
} from './calendar';

export * from './calendar';

export const MIN_DATE: CalendarDate = { year: 1900, month: 1, day: 1 };
export const MAX_DATE: CalendarDate = { year: 9999, month: 12, day: 31 };
export const MIN_ISO = toIsoDate(MIN_DATE);
export const MAX_ISO = toIsoDate(MAX_DATE);

const MONTH_NAMES = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export type DateParse =
  | { ok: true; date: CalendarDate }
  | { ok: false; empty: boolean; message: string };

/**
 * Reads a typed date. Only year-first forms are accepted (2000-02-29, 2000/2/29, 2000.02.29)
 * because day-first and month-first orders can't be told apart (03/04/2000).
 */
export function parseDate(text: string): DateParse {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, empty: true, message: 'Enter a date.' };
  const match = /^(\d{4})[-/.\s](\d{1,2})[-/.\s](\d{1,2})$/.exec(trimmed);
  if (!match) {
    return { ok: false, empty: false, message: `“${clip(trimmed)}” isn’t a date. Use the form YYYY-MM-DD, e.g. 1990-07-15.` };
  }
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12) {
    return { ok: false, empty: false, message: `There is no month ${month}: months go from 01 to 12.` };
  }
  const length = daysInMonth(year, month);
  if (day < 1 || day > length) {
    return {
      ok: false,
      empty: false,
      message: `${MONTH_NAMES[month - 1]} ${year} has ${length} days, so day ${day} doesn’t exist.`,
    };
  }
  const date = { year, month, day };
  if (compareDates(date, MIN_DATE) < 0 || compareDates(date, MAX_DATE) > 0) {
    return { ok: false, empty: false, message: 'Dates from 1 January 1900 to 31 December 9999 are supported.' };
  }
  return { ok: true, date };
}

function clip(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

export interface AgeBreakdown {
  years: number;
  months: number;
  days: number;
  totalMonths: number;
  /** Days left over after totalMonths whole months. */
  totalMonthsDays: number;
  totalWeeks: number;
  /** Days left over after totalWeeks whole weeks. */
  totalWeeksDays: number;
  totalDays: number;
  /** Counted midnight to midnight, so daylight-saving shifts are ignored. */
  totalHours: number;
  birthWeekday: number;
}

/**
 * Age as whole years, then whole months, then days: the largest count of months after which the
 * monthly anniversary is not past `asOf`. Assumes birth <= asOf.
 */
export function calculateAge(birth: CalendarDate, asOf: CalendarDate, rule: LeapBirthdayRule): AgeBreakdown {
  let totalMonths = (asOf.year - birth.year) * 12 + (asOf.month - birth.month);
  while (totalMonths > 0 && compareDates(addMonths(birth, totalMonths, rule), asOf) > 0) totalMonths -= 1;
  const anchor = addMonths(birth, totalMonths, rule);
  const days = toDayNumber(asOf) - toDayNumber(anchor);
  const totalDays = toDayNumber(asOf) - toDayNumber(birth);
  return {
    years: Math.floor(totalMonths / 12),
    months: totalMonths % 12,
    days,
    totalMonths,
    totalMonthsDays: days,
    totalWeeks: Math.floor(totalDays / 7),
    totalWeeksDays: totalDays % 7,
    totalDays,
    totalHours: totalDays * 24,
    birthWeekday: weekdayOf(birth),
  };
}

export interface NextBirthday {
  date: CalendarDate;
  daysUntil: number;
  /** The age reached on that birthday. */
  turning: number;
  weekday: number;
  isToday: boolean;
}

/** The first birthday on or after `asOf` (today counts). A birth date equal to `asOf` looks to the first birthday. */
export function nextBirthday(birth: CalendarDate, asOf: CalendarDate, rule: LeapBirthdayRule): NextBirthday {
  const { years } = calculateAge(birth, asOf, rule);
  const thisYears = addMonths(birth, years * 12, rule);
  const isToday = years > 0 && compareDates(thisYears, asOf) === 0;
  const turning = isToday ? years : years + 1;
  const date = isToday ? thisYears : addMonths(birth, turning * 12, rule);
  return { date, daysUntil: toDayNumber(date) - toDayNumber(asOf), turning, weekday: weekdayOf(date), isToday };
}

export type AgeEvaluation =
  | { status: 'empty' }
  | { status: 'error'; field: 'birth' | 'asOf'; message: string }
  | {
      status: 'ok';
      birth: CalendarDate;
      asOf: CalendarDate;
      asOfIsToday: boolean;
      age: AgeBreakdown;
      next: NextBirthday;
      isLeapDayBirth: boolean;
    };

/** Everything the age calculator shows, from the two typed dates; an empty "as of" means today. */
export function evaluateAge(
  birthText: string,
  asOfText: string,
  today: CalendarDate,
  rule: LeapBirthdayRule,
): AgeEvaluation {
  const birthParse = parseDate(birthText);
  if (!birthParse.ok) {
    if (birthParse.empty) return { status: 'empty' };
    return { status: 'error', field: 'birth', message: `Date of birth: ${birthParse.message}` };
  }
  const birth = birthParse.date;
  if (compareDates(birth, today) > 0) {
    return { status: 'error', field: 'birth', message: 'The date of birth is in the future. Pick a date up to today.' };
  }
  let asOf = today;
  if (asOfText.trim() !== '') {
    const asOfParse = parseDate(asOfText);
    if (!asOfParse.ok) return { status: 'error', field: 'asOf', message: `“Age on” date: ${asOfParse.message}` };
    asOf = asOfParse.date;
  }
  if (compareDates(asOf, birth) < 0) {
    return { status: 'error', field: 'asOf', message: 'The “age on” date is before the date of birth.' };
  }
  const isLeapDayBirth = birth.month === 2 && birth.day === 29;
  // The choice is only offered for leap-day births; other month-end birthdays keep the month's last day.
  const effectiveRule: LeapBirthdayRule = isLeapDayBirth ? rule : 'feb28';
  return {
    status: 'ok',
    birth,
    asOf,
    asOfIsToday: compareDates(asOf, today) === 0,
    age: calculateAge(birth, asOf, effectiveRule),
    next: nextBirthday(birth, asOf, effectiveRule),
    isLeapDayBirth,
  };
}

/** "Tuesday, 29 February 2000": spelled out so it reads the same in every locale. */
export function formatLongDate(date: CalendarDate): string {
  return `${WEEKDAY_NAMES[weekdayOf(date)]}, ${date.day} ${MONTH_NAMES[date.month - 1]} ${date.year}`;
}

export function plural(count: number, unit: string, locale?: string): string {
  return `${formatCount(count, locale)} ${unit}${count === 1 ? '' : 's'}`;
}

export function formatCount(count: number, locale?: string): string {
  return new Intl.NumberFormat(locale).format(count);
}

export function formatAge(age: Pick<AgeBreakdown, 'years' | 'months' | 'days'>, locale?: string): string {
  return `${plural(age.years, 'year', locale)}, ${plural(age.months, 'month', locale)}, ${plural(age.days, 'day', locale)}`;
}

/** A plain-text summary for the copy button. */
export function ageSummary(result: Extract<AgeEvaluation, { status: 'ok' }>, locale?: string): string {
  const { age, next } = result;
  const lines = [
    `Born ${formatLongDate(result.birth)}`,
    `Age on ${formatLongDate(result.asOf)}: ${formatAge(age, locale)}`,
    `Total: ${plural(age.totalMonths, 'month', locale)} ${plural(age.totalMonthsDays, 'day', locale)} · ` +
      `${plural(age.totalWeeks, 'week', locale)} ${plural(age.totalWeeksDays, 'day', locale)} · ` +
      `${plural(age.totalDays, 'day', locale)} · ${plural(age.totalHours, 'hour', locale)}`,
    next.isToday
      ? `Birthday today: turning ${next.turning}`
      : `Next birthday: ${formatLongDate(next.date)}, in ${plural(next.daysUntil, 'day', locale)} (turning ${next.turning})`,
  ];
  return lines.join('\n');
}
