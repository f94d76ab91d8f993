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
  MAX_DATE_MS,
  parseUnitChoice,
  UNIT_NAMES,
  type Unit,
  type UnitChoice,
} from './instant';
export { parseDateText, readInput, type Reading } from './parse';
export { fromPickerValue, pickedTimestamp, toPickerValue } from './picker';
export { formatRelative } from './relative';
export { localTimeZone, resolveWall, wallToInstant, zoneOffsetMs } from './zones';
