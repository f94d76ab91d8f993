import { Button, formatBytes } from '@toolhub/shared';
import type { Inspected } from './inspect';
import { formatSize, isUnchanged, planResize } from './plan';
import type { SizeSettings } from './settings';
import { Thumb } from './Thumb';
import styles from './styles.module.css';

export interface QueuedImage {
  id: number;
  file: File;
  /** Null until its header has been read. */
  inspected: Inspected | null;
}

/** "6000 × 4000 → 1080 × 720", or why this picture cannot be done. */
function plannedSize(item: QueuedImage, settings: SizeSettings | null): { text: string; problem: boolean } {
  const { inspected } = item;
  if (!inspected) return { text: 'Reading…', problem: false };
  if (inspected.problem) return { text: inspected.problem, problem: true };
  if (!inspected.size) return { text: 'Size unknown until resized', problem: false };
  if (!settings) return { text: formatSize(inspected.size), problem: false };
  const plan = planResize(inspected.size, settings);
  if ('error' in plan) return { text: plan.error, problem: true };
  const unchanged = isUnchanged(inspected.size, plan.value);
  return { text: `${formatSize(inspected.size)} → ${formatSize(plan.value.canvas)}${unchanged ? ' (same size)' : ''}`, problem: false };
}

interface ImageListProps {
  items: readonly QueuedImage[];
  settings: SizeSettings | null;
  disabled: boolean;
  onRemove: (id: number) => void;
}

export function ImageList({ items, settings, disabled, onRemove }: ImageListProps) {
  return (
    <ul className={`th-list ${styles.list}`} aria-label="Images to resize">
      {items.map((item) => {
        const planned = plannedSize(item, settings);
        return (
          <li key={item.id} className={styles.row}>
            {item.inspected?.problem ? (
              <span className={styles.thumb} aria-hidden="true">
                ⚠️
              </span>
            ) : (
              <Thumb blob={item.file} />
            )}
            <div className={styles.rowText}>
              <span className={styles.name} title={item.file.name}>
                {item.file.name}
              </span>
              <span className={planned.problem ? 'th-field-error' : styles.detail}>
                {planned.text}
                {!planned.problem && ` · ${formatBytes(item.file.size)}`}
              </span>
            </div>
            <Button size="sm" variant="ghost" aria-label={`Remove ${item.file.name}`} disabled={disabled} onClick={() => onRemove(item.id)}>
              ✕
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
