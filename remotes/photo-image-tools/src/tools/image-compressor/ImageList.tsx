/** The list of added images: each one's size before and after, its progress or error, and its buttons. */
import { Button, downloadBlob, formatBytes } from '@toolhub/shared';
import { sizeChange, type QueueItem } from '../../codecs/queue';
import { QueueList, QueueRow } from '../../queue/QueueList';
import { outcome, plan, type CompressorOptions } from './logic';
import styles from './styles.module.css';

interface ImageListProps {
  items: readonly QueueItem[];
  options: CompressorOptions;
  /** The image in the Before and after card. */
  selected: QueueItem | null;
  busy: boolean;
  onPreview: (id: number) => void;
  onRemove: (id: number) => void;
}

export function ImageList({ items, options, selected, busy, onPreview, onRemove }: ImageListProps) {
  return (
    <QueueList label="Images to compress">
      {items.map((item) => {
        const status = item.status;
        const current = status.state === 'done' && status.settingsKey === plan(item, options).key;
        const result = current ? outcome(item, status.result, options) : null;
        return (
          <QueueRow
            key={item.id}
            item={item}
            busy={busy}
            onRemove={() => onRemove(item.id)}
            selected={item.id === selected?.id}
            actions={
              <>
                {item.id !== selected?.id && (
                  <Button size="sm" variant="ghost" onClick={() => onPreview(item.id)} aria-label={`Preview ${item.file.name}`}>
                    Preview
                  </Button>
                )}
                {result && (
                  <Button size="sm" onClick={() => downloadBlob(result.blob, result.name)} aria-label={`Download ${result.name}`}>
                    Download
                  </Button>
                )}
              </>
            }
          >
            {status.state === 'working' && ` · compressing ${Math.round(status.fraction * 100)}%`}
            {(status.state === 'queued' || (status.state === 'done' && !current)) && ' · not compressed yet'}
            {result && status.state === 'done' && (
              <>
                {' → '}
                {formatBytes(status.result.blob.size)}{' '}
                <span className={status.result.blob.size < item.file.size ? styles.saved : styles.larger}>({sizeChange(item.file.size, status.result.blob.size)})</span>
                {result.decision.note && ` · ${result.decision.note}`}
              </>
            )}
          </QueueRow>
        );
      })}
    </QueueList>
  );
}
