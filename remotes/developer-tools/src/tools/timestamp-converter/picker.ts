/** Between the converter's timestamp text and the datetime-local picker. */

import { utcMs } from './calendar';
import { formatInUnit, viewInZone } from './format';
import { detectUnit, instantFromMs, type Instant, type Unit, type UnitChoice } from './instant';
import { wallToInstant } from './zones';

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
