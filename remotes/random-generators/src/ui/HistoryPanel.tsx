import type { ReactNode } from 'react';
import { Button } from '@toolhub/shared';

interface HistoryPanelProps {
  title: string;
  headingId: string;
  /** Shown instead of the list while nothing has been kept. */
  emptyHint: string;
  empty: boolean;
  onClear: () => void;
  /** The list of entries, rendered only when there are some. */
  children: ReactNode;
}

/** A card listing recent results, with a "Clear history" button once there is something to clear. */
export function HistoryPanel({ title, headingId, emptyHint, empty, onClear, children }: HistoryPanelProps) {
  return (
    <section className="th-card th-stack" aria-labelledby={headingId}>
      <div className="th-head-row">
        <h2 id={headingId}>{title}</h2>
        {!empty && (
          <Button size="sm" variant="ghost" onClick={onClear}>
            Clear history
          </Button>
        )}
      </div>
      {empty ? <p className="th-hint">{emptyHint}</p> : children}
    </section>
  );
}
