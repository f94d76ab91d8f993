import { useMemo } from 'react';
import type { DayFigures } from './daily-series';
import { DailyChart, type ChartSeries } from './DailyChart';
import { formatCount, formatDayLabel } from './format';

/** The per-day chart, and the same numbers as a table for screen readers and exact reading. */
export function DailyTraffic({ days, rangeLabel }: { days: readonly DayFigures[]; rangeLabel: string }) {
  const labels = useMemo(() => days.map((day) => formatDayLabel(day.date)), [days]);
  const series = useMemo<ChartSeries[]>(
    () => [
      { label: 'Page views', values: days.map((day) => day.pageViews) },
      { label: 'Unique visitors', values: days.map((day) => day.uniqueVisitors) },
    ],
    [days],
  );
  return (
    <>
      <DailyChart label={`Line chart of page views and unique visitors per day, ${rangeLabel}`} labels={labels} series={series} />
      <details className="admin-data">
        <summary>Show data</summary>
        {/* It scrolls when long (90 days), so it takes focus for keyboard scrolling. */}
        <div className="admin-table-wrap" role="region" aria-label="Per-day data" tabIndex={0}>
          <table className="admin-table">
            <caption className="th-visually-hidden">Page views and unique visitors per day</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col" className="admin-number">
                  Page views
                </th>
                <th scope="col" className="admin-number">
                  Unique visitors
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date}>
                  <th scope="row">
                    <time dateTime={day.date}>{day.date}</time>
                  </th>
                  <td className="admin-number">{formatCount(day.pageViews)}</td>
                  <td className="admin-number">{formatCount(day.uniqueVisitors)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </>
  );
}
