import type { ReactNode } from 'react';
import styles from './queue.module.css';

/** How far a batch is: a bar named by `label`, and a status line that says it in words. */
export function BatchProgress({ label, value, children }: { label: string; value: number; children: ReactNode }) {
  return (
    <div className="th-stack">
      <progress className={styles.progress} max={1} value={value} aria-label={label} />
      <p className={styles.progressText} role="status">
        {children}
      </p>
    </div>
  );
}
