import {
  addDays,
  addMonths,
  differenceInBusinessDays,
  differenceInCalendarDays,
  differenceInMonths,
  isWeekend,
} from 'date-fns';

/**
 * Date differences on calendar dates. Every date is the local midnight of its day and every count
 * goes through date-fns' calendar functions, so a daylight-saving change inside the range (a
 * 23- or 25-hour day) never adds or loses a day.
 */

export const MIN_YEAR = 1;
export const MAX_YEAR = 9999;
/** More holidays than this is a paste gone wrong. */
export const MAX_HOLIDAYS = 2000;

export type DateRead = { ok: true; date: Date } | { ok: false; error: string };

/** Local midnight of a calendar date; years below 100 kept as typed (not 19xx). */
export function localDate(year: number, month: number, day: number): Date {
  const date = new Date(0);
  date.setFullYear(year, month - 1, day);
  date.setHours(0, 0, 0, 0);
  return date;
}

/** "2024-01-31" (also with / or . between the parts) → that day; anything else → why not. */
export function readDate(text: string): DateRead | null {
  const t = text.trim();
  if (t === '') return null;
  const match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(t);
  if (!match) return { ok: false, error: 'Enter a date as YYYY-MM-DD, such as 2024-03-01.' };
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < MIN_YEAR || year > MAX_YEAR) return { ok: false, error: `Enter a year from ${MIN_YEAR} to ${MAX_YEAR}.` };
  if (month < 1 || month > 12) return { ok: false, error: 'There is no month ' + month + ': use 01 to 12.' };
  // Not date-fns' isExists: it reads years below 100 as 19xx.
  const date = localDate(year, month, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) {
    return { ok: false, error: `${t} does not exist: that month has ${new Date(2000 + (year % 400), month, 0).getDate()} days.` };
  }
  return { ok: true, date };
}

/** "2024-03-01" for a date (the native date input's value). */
export const isoOf = (date: Date): string =>
  [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((n, i) => String(n).padStart(i === 0 ? 4 : 2, '0')).join('-');

export interface HolidayList {
  /** Distinct dates, in order. */
  dates: Date[];
  /** Lines that are not dates, with their line number (1-based). */
  errors: { line: number; text: string; error: string }[];
}

/** One date a line (commas and semicolons also separate); blank lines and "# notes" are skipped. */
export function readHolidays(text: string): HolidayList {
  const seen = new Map<string, Date>();
  const errors: HolidayList['errors'] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = raw.replace(/#.*$/, '').trim();
    if (line === '') return;
    for (const part of line.split(/[,;]/)) {
      const item = part.trim();
      if (item === '') continue;
      const read = readDate(item);
      if (read && read.ok) seen.set(isoOf(read.date), read.date);
      else if (read) errors.push({ line: index + 1, text: item, error: read.error });
    }
  });
  const dates = [...seen.values()].sort((a, b) => a.getTime() - b.getTime());
  return { dates, errors };
}

export interface Difference {
  /** True when the end date is before the start: the counts are of the range between them. */
  reversed: boolean;
  /** The earlier and later dates as typed (before counting the end day in). */
  from: Date;
  to: Date;
  includeEnd: boolean;
  days: number;
  weeks: { weeks: number; days: number };
  monthsDays: { months: number; days: number };
  ymd: { years: number; months: number; days: number };
  /** Mondays to Fridays, less the holidays that fall on them. */
  businessDays: number;
  weekendDays: number;
  /** Holidays on a weekday inside the range, subtracted from the business days. */
  holidaysOff: number;
}

/** Whole months from `from` to `to`: a month counts once its day is reached (or that month's last day). */
function fullMonths(from: Date, to: Date): number {
  let months = differenceInMonths(to, from);
  while (months > 0 && addMonths(from, months) > to) months -= 1;
  while (addMonths(from, months + 1) <= to) months += 1;
  return months;
}

/**
 * Every way to count the time from `start` to `end`. With `includeEnd` the end day counts too
 * (1 January to 1 January is 1 day, not 0), as a hotel counts nights versus an event counts days.
 */
export function difference(start: Date, end: Date, includeEnd: boolean, holidays: readonly Date[] = []): Difference {
  const reversed = end < start;
  const [from, to] = reversed ? [end, start] : [start, end];
  // The range counted is [from, stop): the day after the end when the end day is included.
  const stop = includeEnd ? addDays(to, 1) : to;
  const days = differenceInCalendarDays(stop, from);
  const months = fullMonths(from, stop);
  const afterMonths = differenceInCalendarDays(stop, addMonths(from, months));
  const weekdays = differenceInBusinessDays(stop, from);
  const holidaysOff = holidays.filter((day) => day >= from && day < stop && !isWeekend(day)).length;
  return {
    reversed,
    from,
    to,
    includeEnd,
    days,
    weeks: { weeks: Math.floor(days / 7), days: days % 7 },
    monthsDays: { months, days: afterMonths },
    ymd: { years: Math.floor(months / 12), months: months % 12, days: afterMonths },
    businessDays: weekdays - holidaysOff,
    weekendDays: days - weekdays,
    holidaysOff,
  };
}

/** "3 days", "1 day", "1,234 days" (in the reader's locale). */
export function plural(count: number, unit: string, locale?: string): string {
  return `${new Intl.NumberFormat(locale).format(count)} ${unit}${count === 1 ? '' : 's'}`;
}

/** "1 year, 2 months, 3 days"; zero parts left out, except all-zero, which is "0 days". */
export function joinParts(parts: [number, string][], locale?: string): string {
  const shown = parts.filter(([count]) => count !== 0);
  if (shown.length === 0) return plural(0, parts[parts.length - 1]![1], locale);
  return shown.map(([count, unit]) => plural(count, unit, locale)).join(', ');
}

/** "Monday, 1 January 2024" in the reader's language. */
export function longDate(date: Date, locale?: string): string {
  try {
    return new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(date);
  } catch {
    return isoOf(date);
  }
}

/** The result in a few lines, to copy. */
export function summary(diff: Difference, locale?: string): string {
  return [
    `From ${isoOf(diff.from)} to ${isoOf(diff.to)}${diff.includeEnd ? ' (end date included)' : ''}:`,
    plural(diff.days, 'day', locale),
    joinParts([[diff.weeks.weeks, 'week'], [diff.weeks.days, 'day']], locale),
    joinParts([[diff.monthsDays.months, 'month'], [diff.monthsDays.days, 'day']], locale),
    joinParts([[diff.ymd.years, 'year'], [diff.ymd.months, 'month'], [diff.ymd.days, 'day']], locale),
    `${plural(diff.businessDays, 'business day', locale)} (weekends${diff.holidaysOff > 0 ? ` and ${plural(diff.holidaysOff, 'holiday', locale)}` : ''} excluded)`,
  ].join('\n');
}
