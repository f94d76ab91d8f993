/**
 * Reading Unix timestamps and ISO 8601 dates, and describing an instant in UTC and a time zone.
 * Pure: no React, no DOM. Instants are kept as whole nanoseconds (bigint) so microsecond and
 * nanosecond input loses nothing; JavaScript dates only see the millisecond part.
 */

export type Unit = 's' | 'ms' | 'us' | 'ns';
export type UnitChoice = 'auto' | Unit;

/** The largest distance from 1970 a JavaScript Date can hold, in milliseconds (ECMA-262 §21.4.1.1). */
export const MAX_DATE_MS = 8.64e15;
const MAX_DATE_NS = 8_640_000_000_000_000_000_000n;
const MS_PER_DAY = 86_400_000;

export const NS_PER_UNIT: Record<Unit, bigint> = { s: 1_000_000_000n, ms: 1_000_000n, us: 1_000n, ns: 1n };

export const UNIT_NAMES: Record<Unit, string> = {
  s: 'seconds',
  ms: 'milliseconds',
  us: 'microseconds',
  ns: 'nanoseconds',
};

export function parseUnitChoice(value: string): UnitChoice {
  return value === 's' || value === 'ms' || value === 'us' || value === 'ns' ? value : 'auto';
}

/**
 * Guesses the unit from the size of the whole part. Seconds up to 1e11 reach the year 5138,
 * while 1e11 milliseconds is only March 1973, so each cut-off leaves no realistic overlap.
 */
export function detectUnit(wholeDigits: bigint): Unit {
  const size = wholeDigits < 0n ? -wholeDigits : wholeDigits;
  if (size < 100_000_000_000n) return 's';
  if (size < 100_000_000_000_000n) return 'ms';
  if (size < 100_000_000_000_000_000n) return 'us';
  return 'ns';
}

export interface Instant {
  /** Nanoseconds since 1970-01-01T00:00:00Z. */
  ns: bigint;
  /** Whole milliseconds (rounded down), what a JavaScript Date holds. */
  ms: number;
}

export function instantFromNs(ns: bigint): Instant {
  return { ns, ms: Number(floorDiv(ns, 1_000_000n)) };
}

export function instantFromMs(ms: number): Instant {
  return { ns: BigInt(ms) * 1_000_000n, ms };
}

export type Reading =
  | { kind: 'empty' }
  | { kind: 'error'; message: string }
  | {
      kind: 'instant';
      instant: Instant;
      /** The unit a number was read in; null when the input was a date. */
      unit: Unit | null;
      notes: string[];
      warnings: string[];
    };

const NUMBER = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/** Separators people paste from spreadsheets and code ("1_700_000_000", "1,700,000,000"). */
function stripSeparators(text: string): string {
  return text.replace(/[\s_,\u00a0\u202f']/g, '');
}

function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return (a % b !== 0n && a < 0n !== b < 0n) ? q - 1n : q;
}

function digitsWord(count: number): string {
  return `${count} digit${count === 1 ? '' : 's'}`;
}

/** Reads what was typed in the converter: a Unix timestamp in any unit, or a date. */
export function readInput(raw: string, choice: UnitChoice, timeZone?: string): Reading {
  const text = raw.trim();
  if (text === '') return { kind: 'empty' };
  const compact = stripSeparators(text);
  const number = NUMBER.exec(compact);
  if (number) return readNumber(number, choice);
  if (/^[+-]?[\d.]+$/.test(compact)) {
    return { kind: 'error', message: `“${text}” is not a number: it has more than one decimal point.` };
  }
  const date = parseDateText(text, timeZone);
  if (date.ok) return date.reading;
  return { kind: 'error', message: date.message };
}

function readNumber(match: RegExpExecArray, choice: UnitChoice): Reading {
  const [, sign = '', whole = '0', fraction = ''] = match;
  const wholeValue = BigInt(`${sign}${whole}`);
  const unit = choice === 'auto' ? detectUnit(wholeValue) : choice;
  const scale = NS_PER_UNIT[unit];
  const fractionDigits = scale.toString().length - 1;
  const kept = fraction.slice(0, fractionDigits).padEnd(fractionDigits, '0');
  const fractionNs = fractionDigits === 0 ? 0n : BigInt(kept);
  const magnitude = (wholeValue < 0n ? -wholeValue : wholeValue) * scale + fractionNs;
  const ns = sign === '-' ? -magnitude : magnitude;

  const notes: string[] = [];
  const warnings: string[] = [];
  const digits = whole.replace(/^0+(?=\d)/, '').length;
  if (choice === 'auto') {
    const extra =
      unit === 'us' || unit === 'ns'
        ? ' Dates below show whole milliseconds; the finer digits are kept in the unit list.'
        : '';
    notes.push(`Read as ${UNIT_NAMES[unit]} (${digitsWord(digits)}).${extra} Pick a unit to override.`);
  }
  if (fraction.length > fractionDigits) {
    notes.push(`Digits beyond nanoseconds were dropped (${fraction.length} decimal places given).`);
  }
  if (ns > MAX_DATE_NS || ns < -MAX_DATE_NS) {
    return {
      kind: 'error',
      message: `${match[0]} ${UNIT_NAMES[unit]} is outside the range JavaScript dates support: ±8,640,000,000,000,000 milliseconds from 1970 (years −271,821 to 275,760).`,
    };
  }
  const instant = instantFromNs(ns);
  const year = new Date(instant.ms).getUTCFullYear();
  if (year < 1900 || year > 9999) warnings.push(yearWarning(year));
  return { kind: 'instant', instant, unit, notes, warnings };
}

function yearWarning(year: number): string {
  return year < 1900
    ? `This is in the year ${formatYear(year)}, before 1900: check the unit and the sign if you expected a recent date.`
    : `This is in the year ${formatYear(year)}, after 9999: many systems cannot store it, so check the unit.`;
}

/** Years as people write them, with a real minus sign and separators only past four digits. */
export function formatYear(year: number): string {
  const size = Math.abs(year);
  const digits = size > 9999 ? size.toLocaleString('en-US') : String(size);
  return year < 0 ? `−${digits}` : digits;
}

const ISO_DATE =
  /^([+-]\d{6}|\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function daysInMonth(year: number, month: number): number {
  return new Date(utcMs(year, month + 1, 0)).getUTCDate();
}

/** Date.UTC without its 0–99 → 1900s surprise. */
export function utcMs(year: number, monthIndex: number, day: number, hour = 0, minute = 0, second = 0, ms = 0): number {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  date.setUTCHours(hour, minute, second, ms);
  return date.getTime();
}

type DateParse = { ok: true; reading: Reading } | { ok: false; message: string };

/**
 * ISO 8601 / RFC 3339 dates ("2024-02-29", "2024-02-29T13:05:00Z", "2024-02-29 13:05+05:30").
 * Without an offset the wall time is read in `timeZone` (the visitor's zone by default).
 */
export function parseDateText(text: string, timeZone?: string): DateParse {
  const match = ISO_DATE.exec(text.trim());
  if (!match) return parseLooseDate(text);
  const [, y = '', mo = '', d = '', h = '0', mi = '0', s = '0', frac = '', zone] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  if (y === '-000000') return { ok: false, message: 'The year −000000 is not allowed by ISO 8601; write +000000.' };
  if (month < 1 || month > 12) return { ok: false, message: `Month ${mo} does not exist: months run from 01 to 12.` };
  const lastDay = daysInMonth(year, month - 1);
  if (day < 1 || day > lastDay) {
    return { ok: false, message: `${MONTH_NAMES[month - 1]} ${formatYear(year)} has days 01 to ${lastDay}, not ${d}.` };
  }
  if (hour > 23) return { ok: false, message: `Hour ${h} does not exist: hours run from 00 to 23.` };
  if (minute > 59) return { ok: false, message: `Minute ${mi} does not exist: minutes run from 00 to 59.` };
  if (second > 59) return { ok: false, message: `Second ${s} does not exist: seconds run from 00 to 59 (leap seconds are not counted in Unix time).` };
  const fractionNs = BigInt(frac.padEnd(9, '0').slice(0, 9) || '0');
  const wall = utcMs(year, month - 1, day, hour, minute, second);
  const notes: string[] = [];
  let offsetMs: number;
  if (zone === undefined) {
    const zoneName = timeZone ?? localTimeZone();
    offsetMs = wall - wallToInstant(wall, zoneName);
    notes.push(`No offset given, so this was read as ${zoneName} time. Add Z for UTC or an offset like +02:00.`);
  } else if (zone.toUpperCase() === 'Z') {
    offsetMs = 0;
  } else {
    const offset = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone);
    const oh = Number(offset?.[2] ?? 0);
    const om = Number(offset?.[3] ?? 0);
    if (oh > 23 || om > 59) return { ok: false, message: `The offset ${zone} is not valid: use ±HH:MM up to ±23:59.` };
    offsetMs = (offset?.[1] === '-' ? -1 : 1) * (oh * 60 + om) * 60_000;
  }
  const ms = wall - offsetMs;
  const ns = Number.isFinite(ms) ? BigInt(ms) * 1_000_000n + fractionNs : MAX_DATE_NS + 1n;
  if (ns > MAX_DATE_NS || ns < -MAX_DATE_NS) {
    return { ok: false, message: 'That date is outside the range JavaScript dates support (years −271,821 to 275,760).' };
  }
  const instant = instantFromNs(ns);
  const warnings = year < 1900 || year > 9999 ? [yearWarning(year)] : [];
  return { ok: true, reading: { kind: 'instant', instant, unit: null, notes, warnings } };
}

/** Dates as browsers and servers print them ("Tue, 14 Nov 2023 22:13:20 GMT"); needs a month name. */
function parseLooseDate(text: string): DateParse {
  const trimmed = text.trim();
  const monthName = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/i.test(trimmed);
  const ms = monthName ? Date.parse(trimmed) : NaN;
  if (Number.isFinite(ms)) {
    return { ok: true, reading: { kind: 'instant', instant: instantFromMs(ms), unit: null, notes: ['Read as a written-out date.'], warnings: [] } };
  }
  const bad = /[^\d\s+\-.,_:TZtz]/u.exec(trimmed);
  const where = bad ? ` ('${bad[0]}' at position ${bad.index + 1})` : '';
  return {
    ok: false,
    message: `“${trimmed}” is not a number${where} or a date. Enter Unix time like 1700000000 or a date like 2023-11-14T22:13:20Z.`,
  };
}

export function localTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

const partFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partFormats.set(timeZone, format);
  }
  return format;
}

/** How far `timeZone`'s clocks are ahead of UTC at the instant `ms`, in milliseconds. */
export function zoneOffsetMs(ms: number, timeZone: string): number {
  if (timeZone === 'UTC') return 0;
  const parts: Record<string, string> = {};
  for (const part of partsFormat(timeZone).formatToParts(ms)) parts[part.type] = part.value;
  const yearOfEra = Number(parts.year);
  const year = parts.era === 'BC' || parts.era === 'B' ? 1 - yearOfEra : yearOfEra;
  const wall = utcMs(year, Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  const wholeSecond = Math.floor(ms / 1000) * 1000;
  return wall - wholeSecond;
}

/** The instant at which clocks in `timeZone` show the wall time `wall` (given as if it were UTC). */
export function wallToInstant(wall: number, timeZone: string): number {
  const first = wall - zoneOffsetMs(wall, timeZone);
  return wall - zoneOffsetMs(first, timeZone);
}

function pad(value: number, width = 2): string {
  return String(Math.abs(value)).padStart(width, '0');
}

function isoYear(year: number): string {
  if (year >= 0 && year <= 9999) return pad(year, 4);
  return `${year < 0 ? '-' : '+'}${pad(year, 6)}`;
}

export function formatOffset(offsetMs: number): string {
  const minutes = Math.round(offsetMs / 60_000);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const DAYS_BEFORE_MONTH = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];

/** 1-based day of the year, by arithmetic so it also works where Jan 1 is outside JS range. */
export function dayOfYear(year: number, monthIndex: number, day: number): number {
  return (DAYS_BEFORE_MONTH[monthIndex] ?? 0) + day + (monthIndex > 1 && isLeap(year) ? 1 : 0);
}

/** ISO 8601 week date: weeks start on Monday and week 1 holds the year's first Thursday. */
export function isoWeek(year: number, monthIndex: number, day: number): { year: number; week: number; weekday: number } {
  const weekday = ((new Date(utcMs(year, monthIndex, day)).getUTCDay() + 6) % 7) + 1;
  let weekYear = year;
  let thursday = dayOfYear(year, monthIndex, day) + 4 - weekday;
  if (thursday < 1) {
    weekYear -= 1;
    thursday += isLeap(weekYear) ? 366 : 365;
  } else if (thursday > (isLeap(year) ? 366 : 365)) {
    thursday -= isLeap(year) ? 366 : 365;
    weekYear += 1;
  }
  return { year: weekYear, week: Math.floor((thursday - 1) / 7) + 1, weekday };
}

export interface ZonedView {
  timeZone: string;
  offset: string;
  /** e.g. "Central European Standard Time"; empty when the zone has no long name. */
  zoneName: string;
  iso: string;
  weekday: string;
  isoWeek: string;
  dayOfYear: number;
  /** "2023-11-14 22:13:20" for reading at a glance. */
  wallTime: string;
}

function zoneLongName(ms: number, timeZone: string): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'long' })
      .formatToParts(ms)
      .find((p) => p.type === 'timeZoneName');
    return part?.value ?? '';
  } catch {
    return '';
  }
}

/** The instant as clocks in `timeZone` show it ("UTC" for UTC). Null where the shifted date leaves JS range. */
export function viewInZone(instant: Instant, timeZone: string): ZonedView | null {
  const offsetMs = zoneOffsetMs(instant.ms, timeZone);
  const shifted = new Date(instant.ms + offsetMs);
  if (Number.isNaN(shifted.getTime())) return null;
  const year = shifted.getUTCFullYear();
  const month = shifted.getUTCMonth();
  const day = shifted.getUTCDate();
  const subMs = instant.ns - BigInt(instant.ms) * 1_000_000n;
  const fraction = `${pad(shifted.getUTCMilliseconds(), 3)}${subMs === 0n ? '' : subMs.toString().padStart(6, '0').replace(/0+$/, '')}`;
  const time = `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}`;
  const date = `${isoYear(year)}-${pad(month + 1)}-${pad(day)}`;
  const week = isoWeek(year, month, day);
  const zone = timeZone === 'UTC' ? 'Z' : formatOffset(offsetMs);
  return {
    timeZone,
    offset: formatOffset(offsetMs),
    zoneName: timeZone === 'UTC' ? 'Coordinated Universal Time' : zoneLongName(instant.ms, timeZone),
    iso: `${date}T${time}.${fraction}${zone}`,
    weekday: WEEKDAYS[shifted.getUTCDay()] ?? '',
    isoWeek: `${isoYear(week.year)}-W${pad(week.week)}-${week.weekday}`,
    dayOfYear: dayOfYear(year, month, day),
    wallTime: `${date} ${time}`,
  };
}

/** An exact decimal of the instant in `unit`, e.g. 1700000000.5 seconds. */
export function formatInUnit(ns: bigint, unit: Unit): string {
  const scale = NS_PER_UNIT[unit];
  const size = ns < 0n ? -ns : ns;
  const whole = (size / scale).toString();
  const fraction = (size % scale).toString().padStart(scale.toString().length - 1, '0').replace(/0+$/, '');
  return `${ns < 0n ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365.2425 * MS_PER_DAY],
  ['month', (365.2425 / 12) * MS_PER_DAY],
  ['week', 7 * MS_PER_DAY],
  ['day', MS_PER_DAY],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
];

/**
 * "3 hours ago", "in 2 days", "now". Counts whole units towards zero, so 59 minutes never reads
 * as "1 hour" and the text only changes when a unit really has passed.
 */
export function formatRelative(ms: number, nowMs: number, locale = 'en'): string {
  const diff = ms - nowMs;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of RELATIVE_STEPS) {
    const count = Math.trunc(diff / size);
    if (count !== 0) return format.format(count, unit);
  }
  return format.format(0, 'second');
}

/** The value for <input type="datetime-local"> showing the instant in `timeZone`, or '' outside years 1–9999. */
export function toPickerValue(instant: Instant, timeZone: string): string {
  const view = viewInZone(instant, timeZone);
  if (!view || !/^\d{4}-/.test(view.wallTime)) return '';
  return view.wallTime.replace(' ', 'T');
}

/** Turns a picked wall time into an instant; invalid or partial values give null. */
export function fromPickerValue(value: string, timeZone: string): Instant | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi, s = '0'] = match;
  const wall = utcMs(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  if (Number.isNaN(wall)) return null;
  return instantFromMs(timeZone === 'UTC' ? wall : wallToInstant(wall, timeZone));
}

/** What to put back in the input for an instant, in the unit the visitor is working in. */
export function timestampText(instant: Instant, unit: Unit): string {
  return formatInUnit(instant.ns, unit);
}

/**
 * The converter text for a picked instant, in the unit already in use. When auto-detection
 * would misread it (milliseconds before 1973 look like seconds), the unit is pinned instead.
 */
export function pickedTimestamp(instant: Instant, unit: Unit, choice: UnitChoice): { text: string; choice: UnitChoice } {
  const text = timestampText(instant, unit);
  if (choice !== 'auto') return { text, choice };
  const whole = BigInt(text.split('.')[0] ?? '0');
  return { text, choice: detectUnit(whole) === unit ? 'auto' : unit };
}
