import type { ReactNode } from 'react';
import ui from './panel.module.css';

interface PanelProps {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  /** Buttons at the far end of the heading's row. */
  actions?: ReactNode;
  children: ReactNode;
}

/** One card of a photo tool: a section named by its heading. */
export function Panel({ id, title, actions, children }: PanelProps) {
  const heading = (
    <h2 id={id} className={ui.heading}>
      {title}
    </h2>
  );
  return (
    <section className={`th-card th-stack ${ui.panel}`} aria-labelledby={id}>
      {actions ? (
        <div className="th-head-row">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
