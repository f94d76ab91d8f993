import type { ReactNode } from 'react';
import { Button } from '@toolhub/shared';

/** The "Page setup" card of a tool that makes a PDF, with Reset beside its heading. */
export function PageSetupCard({ headingId, onReset, children }: { headingId: string; onReset: () => void; children: ReactNode }) {
  return (
    <section className="th-card th-stack" aria-labelledby={headingId}>
      <div className="th-head-row">
        <h2 id={headingId}>Page setup</h2>
        <Button size="sm" variant="ghost" onClick={onReset}>
          Reset
        </Button>
      </div>
      {children}
    </section>
  );
}
