import { useRef, useState } from 'react';
import { Button, downloadBlob, FileDrop, formatBytes, Message, useQueryState, type ToolProps } from '@toolhub/shared';
import { CancelledError } from '../../codecs/client';
import { FORMATS, labelOfMime, renameFor } from '../../codecs/formats';
import { batchFraction, listNames, looksLikeImage, MAX_ITEMS, metadataText, newItems, plural, sizeChange, type ItemStatus, type QueueItem } from '../../codecs/queue';
import type { MetadataOutcome } from '../../codecs/types';
import { useCodecRunner } from '../../codecs/useCodecRunner';
import { WASM_URLS } from '../../codecs/wasm-urls';
import { zipResults } from '../../codecs/zip';
import { useDropArea } from '../../ui/useDropArea';
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
    <li className={styles.item}>
      <span className={styles.name}>{file.name}</span>
      <span className={styles.actions}>
        {status.state === 'done' && (
          <Button size="sm" onClick={() => downloadBlob(status.result.blob, status.name)} aria-label={`Download ${status.name}`}>
            Download
          </Button>
        )}
        <Button size="sm" variant="ghost" disabled={busy} onClick={onRemove} aria-label={`Remove ${file.name}`}>
          ✕
        </Button>
      </span>
      <p className={styles.meta}>
        {formatBytes(file.size)}
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
  const [notice, setNotice] = useState<{ tone: 'info' | 'warning' | 'error' | 'success'; text: string } | null>(null);
  const [batch, setBatch] = useState<number[] | null>(null);
  const [zipping, setZipping] = useState(false);
  const runner = useCodecRunner();
  const cancelled = useRef(false);
  const busy = batch !== null || zipping;

  const update = (id: number, status: ItemStatus) => setItems((current) => current.map((item) => (item.id === id ? { ...item, status } : item)));

  function add(files: readonly File[]) {
    const images = files.filter(looksLikeImage);
    const skipped = files.filter((file) => !looksLikeImage(file)).map((file) => file.name);
    const room = Math.max(0, MAX_ITEMS - items.length);
    const accepted = images.slice(0, room);
    const parts: string[] = [];
    if (accepted.length) parts.push(`Added ${plural(accepted.length, 'image')}.`);
    if (skipped.length) parts.push(`Skipped ${plural(skipped.length, 'file')} that ${skipped.length === 1 ? 'is' : 'are'} not an image: ${listNames(skipped)}.`);
    if (accepted.length < images.length) parts.push(`At most ${MAX_ITEMS} images at a time; ${images.length - accepted.length} not added.`);
    setNotice(parts.length ? { tone: skipped.length || accepted.length < images.length ? 'warning' : 'info', text: parts.join(' ') } : null);
    if (accepted.length) setItems((current) => [...current, ...newItems(accepted)]);
  }

  const { dragging, dropProps } = useDropArea((transfer) => {
    if (!busy) add(Array.from(transfer.files));
  });

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
      update(item.id, { state: 'working', fraction: 0 });
      try {
        const result = await runner.run({ file: item.file, settings, wasm: WASM_URLS }, (fraction) => update(item.id, { state: 'working', fraction }));
        update(item.id, { state: 'done', result, name: renameFor(item.file.name, settings.format), settingsKey: currentKey });
        ok++;
      } catch (error) {
        if (error instanceof CancelledError) {
          update(item.id, { state: 'queued' });
          break;
        }
        failed++;
        update(item.id, { state: 'failed', message: error instanceof Error ? error.message : String(error) });
      }
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

  async function downloadZip() {
    setZipping(true);
    try {
      const blob = await zipResults(done.map(({ item, status }) => ({ name: status.name, blob: status.result.blob, modified: item.file.lastModified })));
      downloadBlob(blob, 'converted-images.zip');
    } catch {
      setNotice({ tone: 'error', text: 'The ZIP could not be made. Download the images one by one instead.' });
    } finally {
      setZipping(false);
    }
  }

  const fraction = batch ? batchFraction(items, batch) : 0;
  const finished = batch ? items.filter((item) => batch.includes(item.id) && (item.status.state === 'done' || item.status.state === 'failed')).length : 0;
  const totalBefore = done.reduce((sum, { item }) => sum + item.file.size, 0);
  const totalAfter = done.reduce((sum, { status }) => sum + status.result.blob.size, 0);

  return (
    <div className={`th-stack ${ui.tool}`}>
      <section className={`th-card th-stack ${ui.panel}`} aria-labelledby="ic-add-title" {...dropProps}>
        <h2 id="ic-add-title" className={ui.heading}>
          Add images
        </h2>
        <FileDrop
          label="Choose images"
          accept="image/*,.heic,.heif,.avif,.ico"
          multiple
          disabled={busy}
          hint="JPEG, PNG, WebP, AVIF, GIF, BMP or ICO; as many as you like. Nothing is uploaded: converting happens on this device."
          className={dragging ? ui.dropping : undefined}
          onFiles={add}
        />
      </section>

      <Options options={options} disabled={busy} set={(name, value) => setters[name](value)} />

      <div aria-live="polite">{notice && <Message tone={notice.tone}>{notice.text}</Message>}</div>

      <section className={`th-card th-stack ${ui.panel}`} aria-labelledby="ic-list-title">
        <div className="th-head-row">
          <h2 id="ic-list-title" className={ui.heading}>
            {items.length ? plural(items.length, 'image') : 'Images'}
          </h2>
          {items.length > 0 && (
            <Button size="sm" disabled={busy} onClick={() => setItems([])}>
              Clear all
            </Button>
          )}
        </div>
        {items.length === 0 ? (
          <p className="th-hint">No images yet. Add some above, then convert them all at once.</p>
        ) : (
          <ul className={`th-list ${styles.list}`} aria-label="Images to convert">
            {items.map((item) => (
              <ItemRow key={item.id} item={item} busy={busy} currentKey={currentKey} onRemove={() => setItems((current) => current.filter((entry) => entry.id !== item.id))} />
            ))}
          </ul>
        )}
        <div className="th-row">
          <Button variant="primary" disabled={busy || items.length === 0 || options.backgroundError !== null} onClick={() => void convert()}>
            Convert {items.length > 1 ? `${items.length} images ` : ''}to {FORMATS[options.format].label.replace(' (favicon)', '')}
          </Button>
          {batch && <Button onClick={cancel}>Cancel</Button>}
          {done.length > 1 && !busy && <Button onClick={() => void downloadZip()}>Download all ({plural(done.length, 'file')}, ZIP)</Button>}
          {zipping && <span className="th-hint">Making the ZIP…</span>}
        </div>
        {options.backgroundError && <p className="th-field-error">Fix the background colour first.</p>}
        {batch && (
          <div className="th-stack">
            <progress className={styles.progress} max={1} value={fraction} aria-label="Conversion progress" />
            <p className={styles.progressText} role="status">
              {progressLabel(finished, batch.length, fraction)}
            </p>
          </div>
        )}
        {done.length > 0 && !batch && <p className="th-hint">{`${plural(done.length, 'file')}: ${formatBytes(totalBefore)} → ${formatBytes(totalAfter)} (${sizeChange(totalBefore, totalAfter)})`}</p>}
      </section>
    </div>
  );
}
