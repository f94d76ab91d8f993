/**
 * Dates for analytics from an injectable clock that may misbehave. A clock that jumps backwards
 * must not move a page load's day back, and an absurd reading (NaN, 1970, year 20000) must never
 * become a bogus YYYY-MM-DD in a document id: such a reading falls back to the last good one, or
 * tracking is skipped when there is none.
 */

/** Earlier than any visit this site can have had: a clock reading before it is wrong. */
export const EARLIEST_PLAUSIBLE = Date.UTC(2024, 0, 1);
/** The last instant whose year has four digits (the rules' date pattern). */
export const LATEST_PLAUSIBLE = Date.UTC(9999, 11, 30);

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The local calendar day of `date`, YYYY-MM-DD (the visitor's day, as SPEC's daily records use). */
export function localDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Wraps a clock so it never goes backwards within a page load and never returns an implausible
 * time; returns null while it has nothing plausible to give.
 */
export function createSafeClock(now: () => Date): () => Date | null {
  let latest: number | null = null;
  return () => {
    let reading: number;
    try {
      reading = now().getTime();
    } catch {
      reading = Number.NaN;
    }
    const plausible = Number.isFinite(reading) && reading >= EARLIEST_PLAUSIBLE && reading <= LATEST_PLAUSIBLE;
    if (plausible && (latest === null || reading > latest)) latest = reading;
    return latest === null ? null : new Date(latest);
  };
}

/** The day `days` calendar days before `day` (YYYY-MM-DD), counted on the calendar, not in hours. */
export function daysBefore(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const shifted = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (date ?? 1) - days));
  return `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}
