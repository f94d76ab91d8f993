/** Relative time: how far an instant is from now, in words. */

const MS_PER_DAY = 86_400_000;

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365.2425 * MS_PER_DAY],
  ['month', (365.2425 / 12) * MS_PER_DAY],
  ['week', 7 * MS_PER_DAY],
  ['day', MS_PER_DAY],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
];

/**
 * "3 hours ago", "in 2 days", "now". Counts whole units towards zero, so 59 minutes never reads
 * as "1 hour" and the text only changes when a unit really has passed.
 */
export function formatRelative(ms: number, nowMs: number, locale = 'en'): string {
  const diff = ms - nowMs;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of RELATIVE_STEPS) {
    const count = Math.trunc(diff / size);
    if (count !== 0) return format.format(count, unit);
  }
  return format.format(0, 'second');
}
