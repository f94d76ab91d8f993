import { useMemo, useState } from 'react';
import { Button, useQueryState } from '@toolhub/shared';
import { useDocumentMeta } from '../../app/useDocumentMeta';
import { AnalyticsSections } from './AnalyticsSections';
import { CatalogueStatusSection } from './CatalogueStatusSection';
import { buildDateRange, DEFAULT_RANGE, parseRange } from './date-range';
import { FeedbackSection } from './FeedbackSection';
import { MostWantedSection } from './MostWantedSection';
import { RangePicker } from './RangePicker';
import './admin.css';

/** The dashboard itself; only rendered for admins. */
export function AdminView() {
  useDocumentMeta('Admin', 'ToolHub administration: traffic, feedback, the most wanted coming-soon tools and catalogue status.');
  const [rangeParam, setRangeParam] = useQueryState('range', String(DEFAULT_RANGE));
  const range = parseRange(rangeParam);
  // "Today" is fixed when the page opens and moved on by Refresh, so a page left open overnight
  // keeps a consistent range until the admin asks for fresh figures.
  const [refreshedAt, setRefreshedAt] = useState(() => new Date());
  const dates = useMemo(() => buildDateRange(refreshedAt, range), [refreshedAt, range]);
  const rangeLabel = `last ${range} days`;

  return (
    <div className="page admin-page">
      <h1>Admin</h1>
      <div className="admin-toolbar">
        <RangePicker value={range} onChange={(days) => setRangeParam(String(days))} />
        <Button onClick={() => setRefreshedAt(new Date())}>Refresh</Button>
      </div>
      <AnalyticsSections dates={dates} rangeLabel={rangeLabel} refreshKey={refreshedAt} />
      <FeedbackSection refreshKey={refreshedAt} />
      <MostWantedSection refreshKey={refreshedAt} />
      <CatalogueStatusSection refreshKey={refreshedAt} />
    </div>
  );
}
