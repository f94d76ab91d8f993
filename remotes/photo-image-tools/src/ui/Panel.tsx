import type { ReactNode } from 'react';
import type { DropProps } from './useDropArea';
import ui from './panel.module.css';

/** With useDropArea's dropProps, the card takes files dropped anywhere on it. */
interface PanelProps extends Partial<DropProps> {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  /** Buttons at the far end of the heading's row. */
  actions?: ReactNode;
  children: ReactNode;
}

/** One card of a photo tool: a section named by its heading. */
export function Panel({ id, title, actions, children, ...dropProps }: PanelProps) {
  const heading = (
    <h2 id={id} className={ui.heading}>
      {title}
    </h2>
  );
  return (
    <section className={`th-card th-stack ${ui.panel}`} aria-labelledby={id} {...dropProps}>
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
