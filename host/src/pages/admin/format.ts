/** How the dashboard writes numbers, times and failures. */

const numbers = new Intl.NumberFormat('en-GB');

export const formatCount = (value: number): string => numbers.format(value);

const pad = (n: number) => String(n).padStart(2, '0');

/** Local `YYYY-MM-DD HH:MM`: unambiguous for any reader and sorts as it reads. */
export function formatDateTime(date: Date | null): string {
  if (!date || Number.isNaN(date.getTime())) return 'Unknown';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A short axis label for a YYYY-MM-DD day, e.g. `3 May`. */
export function formatDayLabel(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date, 12).toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });
}

/** The machine-readable form for <time dateTime>, or nothing for a missing or invalid date. */
export function isoDateTime(date: Date | null): string | undefined {
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : undefined;
}
