import { useCallback, useMemo } from 'react';
import { Message } from '@toolhub/shared';
import { getBackend } from '../../backend/select';
import { useCompleteCatalogue } from '../../catalogue/useCompleteCatalogue';
import { LoadingState } from '../LoadingState';
import { buildReport } from './analytics-report';
import { DailyTraffic } from './DailyTraffic';
import { SummaryFigures } from './SummaryFigures';
import { TopPagesTable } from './TopPagesTable';
import { TopToolsTable } from './TopToolsTable';
import { useLoad } from './useLoad';

interface Props {
  /** The range's local dates, oldest first. */
  dates: readonly string[];
  rangeLabel: string;
  refreshKey: unknown;
}

/** Summary, per-day chart, top pages and top tools: one read of the range's daily records. */
export function AnalyticsSections({ dates, rangeLabel, refreshKey }: Props) {
  const { catalogue } = useCompleteCatalogue();
  const from = dates[0] ?? '';
  const to = dates[dates.length - 1] ?? '';
  const load = useCallback(async () => (await getBackend()).readDailyAnalytics(from, to), [from, to]);
  const records = useLoad(load, refreshKey);
  // Memoised so the chart redraws only when the numbers change, not on every render.
  const report = useMemo(
    () => (records.status === 'ready' ? buildReport(dates, records.data, catalogue) : null),
    [records, dates, catalogue],
  );

  if (!report) {
    return (
      <section className="admin-section" aria-labelledby="admin-analytics">
        <h2 id="admin-analytics">Analytics</h2>
        {records.status === 'error' ? (
          <Message tone="error">Could not load analytics: {records.reason}</Message>
        ) : (
          <LoadingState label="Loading analytics…" />
        )}
      </section>
    );
  }

  return (
    <>
      <section className="admin-section" aria-labelledby="admin-summary">
        <h2 id="admin-summary">Summary</h2>
        <p className="admin-range-note">
          The {rangeLabel}: <time dateTime={from}>{from}</time> to <time dateTime={to}>{to}</time>.
        </p>
        <SummaryFigures summary={report.summary} days={dates.length} />
      </section>
      <section className="admin-section" aria-labelledby="admin-daily">
        <h2 id="admin-daily">Page views and unique visitors per day</h2>
        <DailyTraffic days={report.days} rangeLabel={rangeLabel} />
      </section>
      <div className="admin-columns">
        <section className="admin-section" aria-labelledby="admin-top-pages">
          <h2 id="admin-top-pages">Top pages</h2>
          <TopPagesTable pages={report.topPages} rangeLabel={rangeLabel} />
        </section>
        <section className="admin-section" aria-labelledby="admin-top-tools">
          <h2 id="admin-top-tools">Top tools</h2>
          <TopToolsTable tools={report.topTools} rangeLabel={rangeLabel} />
        </section>
      </div>
    </>
  );
}
