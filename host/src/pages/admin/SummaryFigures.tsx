import type { AnalyticsSummary } from './daily-series';
import { formatCount } from './format';

export function SummaryFigures({ summary, days }: { summary: AnalyticsSummary; days: number }) {
  const figures = [
    { label: 'Total page views', value: formatCount(summary.totalPageViews) },
    { label: 'Unique visitors', value: formatCount(summary.uniqueVisitors), hint: 'summed over days' },
    { label: 'Days with data', value: `${formatCount(summary.daysWithData)} of ${days}` },
  ];
  return (
    <dl className="admin-figures">
      {figures.map((figure) => (
        <div key={figure.label} className="admin-figure th-card">
          <dt>
            {figure.label}
            {figure.hint && <span className="th-hint"> ({figure.hint})</span>}
          </dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
