/**
 * Reading Unix timestamps and ISO 8601 dates, and describing an instant in UTC and a time zone.
 * Pure: no React, no DOM. Instants are kept as whole nanoseconds (bigint) so microsecond and
 * nanosecond input loses nothing; JavaScript dates only see the millisecond part.
 *
 * The tool's public entry point; the work is split by concern into instant, calendar, zones,
 * parse, format, relative and picker.
 */

export { dayOfYear, isoWeek, utcMs } from './calendar';
export { formatInUnit, formatOffset, viewInZone, type ZonedView } from './format';
export {
  detectUnit,
  instantFromMs,
  instantFromNs,
  MAX_DATE_MS,
  NS_PER_UNIT,
  parseUnitChoice,
  UNIT_NAMES,
  type Instant,
  type Unit,
  type UnitChoice,
} from './instant';
export { formatYear, parseDateText, readInput, type Reading } from './parse';
export { fromPickerValue, pickedTimestamp, timestampText, toPickerValue } from './picker';
export { formatRelative } from './relative';
export { describeWall, shortOffset } from './dst';
export { localTimeZone, resolveWall, wallToInstant, zoneOffsetMs, type WallReading } from './zones';
