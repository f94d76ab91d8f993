import type { ReactNode } from 'react';
import { Button } from '@toolhub/shared';
import { plural } from '../codecs/queue';
import ui from '../ui/panel.module.css';

interface QueuePanelProps {
  /** The heading's id, which names the card. */
  id: string;
  count: number;
  busy: boolean;
  onClear: () => void;
  children: ReactNode;
}

/** The card of a batch's pictures: "3 images" (or "Images") with Clear all, over the list and the batch's buttons. */
export function QueuePanel({ id, count, busy, onClear, children }: QueuePanelProps) {
  return (
    <section className={`th-card th-stack ${ui.panel}`} aria-labelledby={id}>
      <div className="th-head-row">
        <h2 id={id} className={ui.heading}>
          {count ? plural(count, 'image') : 'Images'}
        </h2>
        {count > 0 && (
          <Button size="sm" disabled={busy} onClick={onClear}>
            Clear all
          </Button>
        )}
      </div>
      {children}
    </section>
  );
}
