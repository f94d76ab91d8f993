/**
 * Per-day figures for the charts and the summary: every day of the range appears, oldest first,
 * with 0 where the backend has no record (a quiet day is a fact worth showing, not a gap).
 */
import type { DailyAnalytics } from '../../backend/backend';

export interface DayFigures {
  date: string;
  pageViews: number;
  uniqueVisitors: number;
  /** Whether the backend had a record for this day. */
  hasData: boolean;
}

export interface AnalyticsSummary {
  totalPageViews: number;
  /** Summed over days: a visitor seen on two days counts twice. */
  uniqueVisitors: number;
  daysWithData: number;
}

/** Counters read from storage could be missing or corrupt; they count as 0 rather than NaN. */
export const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;

export function fillMissingDays(dates: readonly string[], records: readonly DailyAnalytics[]): DayFigures[] {
  const byDate = new Map<string, DayFigures>();
  for (const date of dates) byDate.set(date, { date, pageViews: 0, uniqueVisitors: 0, hasData: false });
  for (const record of records) {
    const day = byDate.get(record.date);
    // Records outside the range are ignored; two records for one day (never expected) add up.
    if (!day) continue;
    day.pageViews += count(record.totalPageViews);
    day.uniqueVisitors += count(record.uniqueVisitors);
    day.hasData = true;
  }
  return dates.map((date) => byDate.get(date)!);
}

export function summarise(days: readonly DayFigures[]): AnalyticsSummary {
  return days.reduce<AnalyticsSummary>(
    (summary, day) => ({
      totalPageViews: summary.totalPageViews + day.pageViews,
      uniqueVisitors: summary.uniqueVisitors + day.uniqueVisitors,
      daysWithData: summary.daysWithData + (day.hasData ? 1 : 0),
    }),
    { totalPageViews: 0, uniqueVisitors: 0, daysWithData: 0 },
  );
}
