/** Everything the dashboard shows about traffic over a range, from the backend's daily records. */
import type { Catalogue } from '@toolhub/shared';
import type { DailyAnalytics } from '../../backend/backend';
import { fromPageKey } from '../../tracking/page-key';
import { fillMissingDays, summarise, type AnalyticsSummary, type DayFigures } from './daily-series';
import { topPages, topTools, viewsByPath, type PageShare, type ToolViews } from './top-pages';

export interface AnalyticsReport {
  days: DayFigures[];
  summary: AnalyticsSummary;
  topPages: PageShare[];
  topTools: ToolViews[];
}

export function buildReport(
  dates: readonly string[],
  records: readonly DailyAnalytics[],
  catalogue: Catalogue,
  decodeKey: (key: string) => string = fromPageKey,
): AnalyticsReport {
  const inRange = new Set(dates);
  // The backend is asked for exactly this range; a stray record must still not skew the tables.
  const ranged = records.filter((record) => inRange.has(record.date));
  const days = fillMissingDays(dates, ranged);
  const pages = viewsByPath(ranged, decodeKey);
  return { days, summary: summarise(days), topPages: topPages(pages), topTools: topTools(pages, catalogue) };
}
