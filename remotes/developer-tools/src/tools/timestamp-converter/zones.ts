/** Time zone offsets through Intl: how far a zone's clocks are from UTC, and back from wall time. */

import { utcMs } from './calendar';

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
