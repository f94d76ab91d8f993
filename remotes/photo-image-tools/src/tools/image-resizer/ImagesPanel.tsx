/** The Images card: choosing or dropping images, what each will become, and which will be skipped. */
import { Button, FileDrop, formatBytes, Message } from '@toolhub/shared';
import { useDropArea } from '../../ui/useDropArea';
import ui from '../../ui/panel.module.css';
import { ImageList, type QueuedImage } from './ImageList';
import type { SizeSettings } from './settings';
import { listNames } from './wording';

interface ImagesPanelProps {
  items: readonly QueuedImage[];
  /** The usable size settings, or null while they cannot be used. */
  settings: SizeSettings | null;
  busy: boolean;
  onAdd: (files: readonly File[]) => void;
  onClear: () => void;
  onRemove: (id: number) => void;
}

export function ImagesPanel({ items, settings, busy, onAdd, onClear, onRemove }: ImagesPanelProps) {
  const { dragging, dropProps } = useDropArea((transfer) => {
    if (!busy) onAdd(Array.from(transfer.files));
  });

  const unreadable = items.filter((item) => item.inspected?.problem);
  const totalBytes = items.reduce((sum, item) => sum + item.file.size, 0);

  return (
    <section className={`th-card th-stack ${ui.panel}`} aria-labelledby="ir-add-title" {...dropProps}>
      <div className="th-head-row">
        <h2 id="ir-add-title" className={ui.heading}>
          {items.length === 0 ? 'Images' : `${items.length} image${items.length === 1 ? '' : 's'} · ${formatBytes(totalBytes)}`}
        </h2>
        {items.length > 0 && (
          <Button size="sm" disabled={busy} onClick={onClear}>
            Clear all
          </Button>
        )}
      </div>
      <FileDrop
        label="Choose images"
        accept="image/*"
        multiple
        disabled={busy}
        hint="JPEG, PNG, WebP, AVIF, GIF or BMP; drop them anywhere on this card. Nothing is uploaded: images are resized on this device."
        className={dragging ? ui.dropping : undefined}
        onFiles={onAdd}
      />
      {items.length > 0 && <ImageList items={items} settings={settings} disabled={busy} onRemove={onRemove} />}
      {unreadable.length > 0 && (
        <Message tone="warning">
          {unreadable.length === 1 ? `${unreadable[0]?.file.name} will be skipped.` : `${unreadable.length} files will be skipped: ${listNames(unreadable.map((item) => item.file.name))}.`}
        </Message>
      )}
    </section>
  );
}
