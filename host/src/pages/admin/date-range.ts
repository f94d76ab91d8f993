/**
 * The dashboard's date ranges: the last 7, 30 or 90 local calendar days, today included. The
 * range lives in the URL (`?range=30`), so anything else there falls back to the default.
 */
import { localDay } from '../../user/progress';

export const RANGE_OPTIONS = [7, 30, 90] as const;
export type RangeDays = (typeof RANGE_OPTIONS)[number];
export const DEFAULT_RANGE: RangeDays = 7;

export function parseRange(value: string | null | undefined): RangeDays {
  return RANGE_OPTIONS.find((days) => String(days) === value) ?? DEFAULT_RANGE;
}

/**
 * The `days` local dates ending with `today`, oldest first. Built from calendar fields at noon so
 * a daylight-saving change never skips or repeats a day.
 */
export function buildDateRange(today: Date, days: number): string[] {
  const count = Number.isFinite(days) ? Math.max(0, Math.floor(days)) : 0;
  const year = today.getFullYear();
  const month = today.getMonth();
  const date = today.getDate();
  return Array.from({ length: count }, (_, index) => localDay(new Date(year, month, date - (count - 1 - index), 12)));
}
