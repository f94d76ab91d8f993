/**
 * Analytics retention (SPEC sections 7 and 9): 90 days, cleaned up from the browser with
 * probability 0.1 per page load.
 *
 * The boundary, precisely: a record's age is the number of calendar days from its date to today's
 * local date. Records up to 90 days old are kept (today minus 89 and today minus 90 stay); those 91
 * or more days old are deleted. So the cutoff is today minus 90 days and the query is
 * `date < cutoff`. firestore.rules' isExpired() lets a delete through for those same records in
 * every time zone.
 */
import { daysBefore } from './clock';

export const RETENTION_DAYS = 90;
export const CLEANUP_PROBABILITY = 0.1;

/** Records dated before this day (YYYY-MM-DD) are deleted. */
export function retentionCutoff(today: string): string {
  return daysBefore(today, RETENTION_DAYS);
}

/** One draw per page load: a draw of 0.0999 runs the cleanup, 0.1 and above does not. */
export function shouldRunCleanup(random: () => number): boolean {
  const draw = random();
  return draw >= 0 && draw < CLEANUP_PROBABILITY;
}
