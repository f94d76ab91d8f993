import { useRef, useState } from 'react';
import { Button, downloadBlob, formatBytes, Message, useQueryState, type ToolProps } from '@toolhub/shared';
import { FORMATS, labelOfMime } from '../../codecs/formats';
import { admit, batchFraction, metadataText, newItems, plural, sizeChange, type ItemStatus, type Notice, type QueueItem } from '../../codecs/queue';
import type { MetadataOutcome } from '../../codecs/types';
import { useCodecRunner } from '../../codecs/useCodecRunner';
import { BatchProgress } from '../../queue/BatchProgress';
import { encodeItem } from '../../queue/encodeItem';
import { QueueList, QueueRow } from '../../queue/QueueList';
import { QueuePanel } from '../../queue/QueuePanel';
import { useQueueZip } from '../../queue/useQueueZip';
import { AddImages } from '../../ui/AddImages';
import ui from '../../ui/panel.module.css';
import { encodeSettings, progressLabel, readOptions, settingsKey } from './logic';
import { Options } from './Options';
import styles from './styles.module.css';

function metadataLine(outcome: MetadataOutcome, mime: string): string {
  const text = metadataText(outcome, labelOfMime(mime));
  return text ? ` · ${text}` : '';
}

type Param = 'to' | 'q' | 'lossless' | 'bg' | 'meta' | 'sizes' | 'opt';

function ItemRow({ item, busy, onRemove, currentKey }: { item: QueueItem; busy: boolean; onRemove: () => void; currentKey: string }) {
  const { file, status } = item;
  return (
    <QueueRow
      item={item}
      busy={busy}
      onRemove={onRemove}
      actions={
        status.state === 'done' && (
          <Button size="sm" onClick={() => downloadBlob(status.result.blob, status.name)} aria-label={`Download ${status.name}`}>
            Download
          </Button>
        )
      }
    >
      {status.state === 'queued' && ' · waiting'}
      {status.state === 'working' && ` · converting ${Math.round(status.fraction * 100)}%`}
      {status.state === 'done' && (
        <>
          {' → '}
          <strong>{status.name}</strong> {formatBytes(status.result.blob.size)} (
          <span className={status.result.blob.size < file.size ? styles.smaller : undefined}>{sizeChange(file.size, status.result.blob.size)}</span>) · {status.result.width} × {status.result.height}
          {status.result.flattened && ' · transparency filled with the background'}
          {metadataLine(status.result.metadata, status.result.blob.type)}
          {status.settingsKey !== currentKey && ' · made with earlier options'}
        </>
      )}
    </QueueRow>
  );
}

export default function ImageConverterTool(_props: ToolProps) {
  const [to, setTo] = useQueryState('to', 'jpeg');
  const [q, setQ] = useQueryState('q', '85');
  const [lossless, setLossless] = useQueryState('lossless', '');
  const [bg, setBg] = useQueryState('bg', 'ffffff');
  const [meta, setMeta] = useQueryState('meta', '');
  const [sizes, setSizes] = useQueryState('sizes', '16,32,48,256');
  const [opt, setOpt] = useQueryState('opt', '');
  const setters: Record<Param, (value: string) => void> = { to: setTo, q: setQ, lossless: setLossless, bg: setBg, meta: setMeta, sizes: setSizes, opt: setOpt };
  const options = readOptions({ to, q, lossless, bg, meta, sizes, opt });
  const settings = encodeSettings(options);
  const currentKey = settingsKey(settings);

  const [items, setItems] = useState<QueueItem[]>([]);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [batch, setBatch] = useState<number[] | null>(null);
  const { zipping, downloadZip } = useQueueZip('converted-images.zip', setNotice);
  const runner = useCodecRunner();
  const cancelled = useRef(false);
  const busy = batch !== null || zipping;

  const update = (id: number, status: ItemStatus) => setItems((current) => current.map((item) => (item.id === id ? { ...item, status } : item)));

  function add(files: readonly File[]) {
    const { accepted, notice } = admit(files, items.length);
    setNotice(notice);
    if (accepted.length) setItems((current) => [...current, ...newItems(accepted)]);
  }

  async function convert() {
    if (options.backgroundError || items.length === 0) return;
    const queue = items.map((item) => item.id);
    cancelled.current = false;
    setBatch(queue);
    setNotice(null);
    setItems((current) => current.map((item) => ({ ...item, status: { state: 'queued' } })));
    let ok = 0;
    let failed = 0;
    for (const item of items) {
      if (cancelled.current) break;
      const result = await encodeItem(runner, item, { settings, key: currentKey }, update);
      if (result === 'cancelled') break;
      if (result === 'failed') failed++;
      else ok++;
    }
    setBatch(null);
    if (cancelled.current) {
      setItems((current) => current.map((item) => (item.status.state === 'working' ? { ...item, status: { state: 'queued' } } : item)));
      setNotice({ tone: 'info', text: `Cancelled. ${plural(ok, 'image')} converted before that.` });
      return;
    }
    const text = `Converted ${plural(ok, 'image')} to ${FORMATS[settings.format].label}${failed ? `; ${failed} could not be converted (see the list)` : ''}.`;
    setNotice({ tone: failed ? (ok ? 'warning' : 'error') : 'success', text });
  }

  function cancel() {
    cancelled.current = true;
    runner.cancel();
  }

  const done = items.flatMap((item) => (item.status.state === 'done' ? [{ item, status: item.status }] : []));

  const fraction = batch ? batchFraction(items, batch) : 0;
  const finished = batch ? items.filter((item) => batch.includes(item.id) && (item.status.state === 'done' || item.status.state === 'failed')).length : 0;
  const totalBefore = done.reduce((sum, { item }) => sum + item.file.size, 0);
  const totalAfter = done.reduce((sum, { status }) => sum + status.result.blob.size, 0);

  return (
    <div className={`th-stack ${ui.tool}`}>
      <AddImages
        id="ic-add-title"
        accept="image/*,.heic,.heif,.avif,.ico"
        hint="JPEG, PNG, WebP, AVIF, GIF, BMP or ICO; as many as you like. Nothing is uploaded: converting happens on this device."
        disabled={busy}
        onFiles={add}
      />

      <Options options={options} disabled={busy} set={(name, value) => setters[name](value)} />

      <div aria-live="polite">{notice && <Message tone={notice.tone}>{notice.text}</Message>}</div>

      <QueuePanel id="ic-list-title" count={items.length} busy={busy} onClear={() => setItems([])}>
        {items.length === 0 ? (
          <p className="th-hint">No images yet. Add some above, then convert them all at once.</p>
        ) : (
          <QueueList label="Images to convert">
            {items.map((item) => (
              <ItemRow key={item.id} item={item} busy={busy} currentKey={currentKey} onRemove={() => setItems((current) => current.filter((entry) => entry.id !== item.id))} />
            ))}
          </QueueList>
        )}
        <div className="th-row">
          <Button variant="primary" disabled={busy || items.length === 0 || options.backgroundError !== null} onClick={() => void convert()}>
            Convert {items.length > 1 ? `${items.length} images ` : ''}to {FORMATS[options.format].label.replace(' (favicon)', '')}
          </Button>
          {batch && <Button onClick={cancel}>Cancel</Button>}
          {done.length > 1 && !busy && <Button onClick={() => void downloadZip(done.map(({ item, status }) => ({ name: status.name, blob: status.result.blob, modified: item.file.lastModified })))}>Download all ({plural(done.length, 'file')}, ZIP)</Button>}
          {zipping && <span className="th-hint">Making the ZIP…</span>}
        </div>
        {options.backgroundError && <p className="th-field-error">Fix the background colour first.</p>}
        {batch && (
          <BatchProgress label="Conversion progress" value={fraction}>
            {progressLabel(finished, batch.length, fraction)}
          </BatchProgress>
        )}
        {done.length > 0 && !batch && <p className="th-hint">{`${plural(done.length, 'file')}: ${formatBytes(totalBefore)} → ${formatBytes(totalAfter)} (${sizeChange(totalBefore, totalAfter)})`}</p>}
      </QueuePanel>
    </div>
  );
}
