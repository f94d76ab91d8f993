/** Describing an instant: as clocks in UTC or a time zone show it, and as an exact decimal in a unit. */

import { dayOfYear, isoWeek } from './calendar';
import { NS_PER_UNIT, type Instant, type Unit } from './instant';
import { zoneOffsetMs } from './zones';

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
