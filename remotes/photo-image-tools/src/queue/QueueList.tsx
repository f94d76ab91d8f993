/** The list of queued pictures: each row its name, size, buttons, and its progress or error. */
import type { ReactNode } from 'react';
import { Button, formatBytes } from '@toolhub/shared';
import type { QueueItem } from '../codecs/queue';
import styles from './queue.module.css';

export function QueueList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className={`th-list ${styles.list}`} aria-label={label}>
      {children}
    </ul>
  );
}

interface QueueRowProps {
  item: QueueItem;
  busy: boolean;
  onRemove: () => void;
  /** Buttons before Remove. */
  actions?: ReactNode;
  /** Whether this is the picture in the compressor's Before and after card. */
  selected?: boolean;
  /** What follows the file's size: how far it is, or what it became. */
  children: ReactNode;
}

export function QueueRow({ item, busy, onRemove, actions, selected, children }: QueueRowProps) {
  const { file, status } = item;
  return (
    <li className={styles.item} data-selected={selected}>
      <span className={styles.name}>{file.name}</span>
      <span className={styles.actions}>
        {actions}
        <Button size="sm" variant="ghost" disabled={busy} onClick={onRemove} aria-label={`Remove ${file.name}`}>
          ✕
        </Button>
      </span>
      <p className={styles.meta}>
        {formatBytes(file.size)}
        {children}
      </p>
      {status.state === 'working' && <progress className={styles.itemProgress} max={1} value={status.fraction} aria-label={`${file.name} progress`} />}
      {status.state === 'failed' && (
        <p className={styles.failed} role="alert">
          {status.message}
        </p>
      )}
    </li>
  );
}
