/** Reading what was typed in the converter: Unix timestamps in any unit, ISO 8601 and written-out dates. */

import { formatNumber } from '@toolhub/shared';
import { daysInMonth, utcMs } from './calendar';
import { detectUnit, instantFromMs, instantFromNs, MAX_DATE_NS, NS_PER_UNIT, UNIT_NAMES, type Instant, type Unit, type UnitChoice } from './instant';
import { describeWall } from './dst';
import { localTimeZone, resolveWall } from './zones';

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
      /** Another reading of the input to offer (the second of a time that happens twice). */
      choice: { label: string; text: string } | null;
    };

const NUMBER = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/** Separators people paste from spreadsheets and code ("1_700_000_000", "1,700,000,000"). */
function stripSeparators(text: string): string {
  return text.replace(/[\s_,\u00a0\u202f']/g, '');
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
  return { kind: 'instant', instant, unit, notes, warnings, choice: null };
}

function yearWarning(year: number): string {
  return year < 1900
    ? `This is in the year ${formatYear(year)}, before 1900: check the unit and the sign if you expected a recent date.`
    : `This is in the year ${formatYear(year)}, after 9999: many systems cannot store it, so check the unit.`;
}

/** Years as people write them, with a real minus sign and separators only past four digits. */
export function formatYear(year: number): string {
  const size = Math.abs(year);
  const digits = size > 9999 ? formatNumber(size) : String(size);
  return year < 0 ? `−${digits}` : digits;
}

const ISO_DATE =
  /^([+-]\d{6}|\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

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
  const warnings: string[] = [];
  let choice: { label: string; text: string } | null = null;
  let offsetMs: number;
  if (zone === undefined) {
    const zoneName = timeZone ?? localTimeZone();
    const resolved = resolveWall(wall, zoneName);
    offsetMs = wall - (resolved.kind === 'ambiguous' ? resolved.earlier : resolved.ms);
    notes.push(`No offset given, so this was read as ${zoneName} time. Add Z for UTC or an offset like +02:00.`);
    const clockChange = describeWall(resolved, wall, zoneName);
    if (clockChange) {
      warnings.push(clockChange.warning);
      choice = clockChange.choice;
    }
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
  if (year < 1900 || year > 9999) warnings.push(yearWarning(year));
  return { ok: true, reading: { kind: 'instant', instant, unit: null, notes, warnings, choice } };
}

/** Dates as browsers and servers print them ("Tue, 14 Nov 2023 22:13:20 GMT"); needs a month name. */
function parseLooseDate(text: string): DateParse {
  const trimmed = text.trim();
  const monthName = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/i.test(trimmed);
  const ms = monthName ? Date.parse(trimmed) : NaN;
  if (Number.isFinite(ms)) {
    return { ok: true, reading: { kind: 'instant', instant: instantFromMs(ms), unit: null, notes: ['Read as a written-out date.'], warnings: [], choice: null } };
  }
  const bad = /[^\d\s+\-.,_:TZtz]/u.exec(trimmed);
  const where = bad ? ` ('${bad[0]}' at position ${bad.index + 1})` : '';
  return {
    ok: false,
    message: `“${trimmed}” is not a number${where} or a date. Enter Unix time like 1700000000 or a date like 2023-11-14T22:13:20Z.`,
  };
}
