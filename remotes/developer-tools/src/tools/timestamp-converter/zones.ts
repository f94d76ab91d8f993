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

const DAY_MS = 86_400_000;

/** What a wall time means in a zone: one instant, none (skipped by a clock change) or two (repeated). */
export type WallReading =
  | { kind: 'unique'; ms: number }
  /** `ms` reads the wall time with the offset from before the change, so it lands after the jump, as Temporal's "compatible" does. */
  | { kind: 'gap'; ms: number; offsetBefore: number; offsetAfter: number; changeAt: number }
  | { kind: 'ambiguous'; earlier: number; later: number; offsetEarlier: number; offsetLater: number; changeAt: number };

/** The first instant in (from, to] whose offset differs from the offset at `from`, to the second. */
function changeBetween(from: number, to: number, timeZone: string): number {
  const before = zoneOffsetMs(from, timeZone);
  let low = from;
  let high = to;
  while (high - low > 1000) {
    const middle = low + Math.floor((high - low) / 2000) * 1000;
    if (zoneOffsetMs(middle, timeZone) === before) low = middle;
    else high = middle;
  }
  return high;
}

/**
 * Resolves a wall time (given as if it were UTC) in `timeZone`: the offsets a day either side are
 * the candidates, and each one that maps back onto the wall time is a real instant.
 */
export function resolveWall(wall: number, timeZone: string): WallReading {
  if (timeZone === 'UTC') return { kind: 'unique', ms: wall };
  // Near the ends of JavaScript time the neighbouring days cannot be formatted.
  if (!(Math.abs(wall) < 8.64e15 - 2 * DAY_MS)) return { kind: 'unique', ms: wallToInstant(wall, timeZone) };
  const offsetBefore = zoneOffsetMs(wall - DAY_MS, timeZone);
  const offsetAfter = zoneOffsetMs(wall + DAY_MS, timeZone);
  const fits = (offset: number) => zoneOffsetMs(wall - offset, timeZone) === offset;
  if (offsetBefore === offsetAfter) return { kind: 'unique', ms: wallToInstant(wall, timeZone) };
  const beforeFits = fits(offsetBefore);
  const afterFits = fits(offsetAfter);
  if (beforeFits && afterFits) {
    const earlier = wall - offsetBefore;
    const later = wall - offsetAfter;
    return { kind: 'ambiguous', earlier, later, offsetEarlier: offsetBefore, offsetLater: offsetAfter, changeAt: changeBetween(earlier, later, timeZone) };
  }
  if (beforeFits) return { kind: 'unique', ms: wall - offsetBefore };
  if (afterFits) return { kind: 'unique', ms: wall - offsetAfter };
  return { kind: 'gap', ms: wall - offsetBefore, offsetBefore, offsetAfter, changeAt: changeBetween(wall - offsetAfter, wall - offsetBefore, timeZone) };
}
