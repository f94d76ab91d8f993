import { Button, formatBytes } from '@toolhub/shared';
import { useObjectUrl } from '../../ui/useObjectUrl';
import styles from './styles.module.css';

export interface QueuedImage {
  id: number;
  file: File;
}

/** A thumbnail that lives as long as its row: its object URL is made on mount and revoked on unmount. */
function Thumb({ file }: { file: File }) {
  const image = useObjectUrl<HTMLImageElement>(file);
  return typeof URL.createObjectURL === 'function' ? (
    <img ref={image} className={styles.thumb} alt="" loading="lazy" decoding="async" />
  ) : (
    <span className={styles.thumb} aria-hidden="true">
      🖼️
    </span>
  );
}

interface FileGridProps {
  items: readonly QueuedImage[];
  onRemove: (id: number) => void;
  disabled: boolean;
}

export function FileGrid({ items, onRemove, disabled }: FileGridProps) {
  return (
    <ul className={`th-list ${styles.grid}`} aria-label="Images to zip">
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <Thumb file={item.file} />
          <span className={styles.itemName} title={item.file.name}>
            {item.file.name}
          </span>
          <span className={styles.itemSize}>{formatBytes(item.file.size)}</span>
          <Button size="sm" variant="ghost" className={styles.remove} aria-label={`Remove ${item.file.name}`} disabled={disabled} onClick={() => onRemove(item.id)}>
            ✕
          </Button>
        </li>
      ))}
    </ul>
  );
}
