import { useEffect, useRef, useState } from 'react';
import { Button, downloadBlob, FileDrop, Message, useQueryState, type ToolProps } from '@toolhub/shared';
import { CancelledError } from '../../codecs/client';
import { renameFor } from '../../codecs/formats';
import { batchFraction, listNames, looksLikeImage, MAX_ITEMS, newItems, plural, savingsText, type ItemStatus, type QueueItem } from '../../codecs/queue';
import { useCodecRunner } from '../../codecs/useCodecRunner';
import { WASM_URLS } from '../../codecs/wasm-urls';
import { zipResults } from '../../codecs/zip';
import { useDropArea } from '../../ui/useDropArea';
import ui from '../../ui/panel.module.css';
import { ImageList } from './ImageList';
import { outcome, outputFormat, plan, readOptions, usesQuality } from './logic';
import { Options } from './Options';
import { PreviewPanel, type Preview } from './PreviewPanel';
import styles from './styles.module.css';

type Param = 'to' | 'q' | 'colors' | 'meta' | 'larger';

const PREVIEW_DELAY_MS = 350;

export default function ImageCompressorTool(_props: ToolProps) {
  const [to, setTo] = useQueryState('to', 'auto');
  const [q, setQ] = useQueryState('q', '75');
  const [colors, setColors] = useQueryState('colors', '');
  const [meta, setMeta] = useQueryState('meta', '');
  const [larger, setLarger] = useQueryState('larger', '');
  const setters: Record<Param, (value: string) => void> = { to: setTo, q: setQ, colors: setColors, meta: setMeta, larger: setLarger };
  const options = readOptions({ to, q, colors, meta, larger });

  const [items, setItems] = useState<QueueItem[]>([]);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [notice, setNotice] = useState<{ tone: 'info' | 'warning' | 'error' | 'success'; text: string } | null>(null);
  const [batch, setBatch] = useState<number[] | null>(null);
  const [zipping, setZipping] = useState(false);
  const previewRunner = useCodecRunner();
  const batchRunner = useCodecRunner();
  const cancelled = useRef(false);
  const latestPreview = useRef('');
  const busy = batch !== null || zipping;

  const selected = items.find((item) => item.id === selectedId) ?? items[0] ?? null;
  const selectedPlan = selected ? plan(selected, options) : null;
  const previewKey = selected && selectedPlan ? `${selected.id}|${selectedPlan.key}` : '';

  const update = (id: number, status: ItemStatus) => setItems((current) => current.map((item) => (item.id === id ? { ...item, status } : item)));

  // The live preview: the selected picture compressed with the current options, shortly after the last change.
  useEffect(() => {
    if (!selected || !selectedPlan || batch) return;
    const { id, file } = selected;
    const { key, settings, format } = selectedPlan;
    const token = `${id}|${key}`;
    if (selected.status.state === 'done' && selected.status.settingsKey === key) return;
    const timer = setTimeout(() => {
      latestPreview.current = token;
      setPreview({ id, key, state: 'working', fraction: 0 });
      previewRunner
        .run({ file, settings, wasm: WASM_URLS }, (fraction) => {
          if (latestPreview.current === token) setPreview({ id, key, state: 'working', fraction });
        })
        .then(
          (result) => {
            if (latestPreview.current !== token) return;
            setPreview({ id, key, state: 'done', result });
            update(id, { state: 'done', result, name: renameFor(file.name, format), settingsKey: key });
          },
          (error: unknown) => {
            if (error instanceof CancelledError || latestPreview.current !== token) return;
            const message = error instanceof Error ? error.message : String(error);
            setPreview({ id, key, state: 'failed', message });
            update(id, { state: 'failed', message });
          },
        );
    }, PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
    // Only a change of picture or of what it would be written as starts a new preview.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [previewKey, batch === null]);

  function add(files: readonly File[]) {
    const images = files.filter(looksLikeImage);
    const skipped = files.filter((file) => !looksLikeImage(file)).map((file) => file.name);
    const accepted = images.slice(0, Math.max(0, MAX_ITEMS - items.length));
    const parts: string[] = [];
    if (accepted.length) parts.push(`Added ${plural(accepted.length, 'image')}.`);
    if (skipped.length) parts.push(`Skipped ${plural(skipped.length, 'file')} that ${skipped.length === 1 ? 'is' : 'are'} not an image: ${listNames(skipped)}.`);
    if (accepted.length < images.length) parts.push(`At most ${MAX_ITEMS} images at a time; ${images.length - accepted.length} not added.`);
    setNotice(parts.length ? { tone: skipped.length || accepted.length < images.length ? 'warning' : 'info', text: parts.join(' ') } : null);
    if (accepted.length) {
      const added = newItems(accepted);
      setItems((current) => [...current, ...added]);
      if (!selected) setSelectedId(added[0]?.id ?? null);
    }
  }

  const { dragging, dropProps } = useDropArea((transfer) => {
    if (!busy) add(Array.from(transfer.files));
  });

  async function compressAll() {
    const queue = items.filter((item) => !(item.status.state === 'done' && item.status.settingsKey === plan(item, options).key));
    const ids = items.map((item) => item.id);
    cancelled.current = false;
    latestPreview.current = '';
    previewRunner.cancel();
    setPreview(null);
    setBatch(ids);
    setNotice(null);
    let failed = 0;
    for (const item of queue) {
      if (cancelled.current) break;
      const { settings, key, format } = plan(item, options);
      update(item.id, { state: 'working', fraction: 0 });
      try {
        const result = await batchRunner.run({ file: item.file, settings, wasm: WASM_URLS }, (fraction) => update(item.id, { state: 'working', fraction }));
        update(item.id, { state: 'done', result, name: renameFor(item.file.name, format), settingsKey: key });
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
      setNotice({ tone: 'info', text: 'Cancelled. The images finished before that are ready.' });
      return;
    }
    const text = failed ? `Done; ${plural(failed, 'image')} could not be compressed (see the list).` : `Compressed ${plural(items.length, 'image')}.`;
    setNotice({ tone: failed ? 'warning' : 'success', text });
  }

  function cancel() {
    cancelled.current = true;
    batchRunner.cancel();
  }

  function remove(id: number) {
    setItems((current) => current.filter((item) => item.id !== id));
    if (selected?.id === id) setSelectedId(null);
  }

  const finished = items.flatMap((item) => (item.status.state === 'done' && item.status.settingsKey === plan(item, options).key ? [{ item, ...outcome(item, item.status.result, options) }] : []));
  const before = finished.reduce((sum, entry) => sum + entry.item.file.size, 0);
  const after = finished.reduce((sum, entry) => sum + entry.blob.size, 0);

  async function downloadZip() {
    setZipping(true);
    try {
      const blob = await zipResults(finished.map((entry) => ({ name: entry.name, blob: entry.blob, modified: entry.item.file.lastModified })));
      downloadBlob(blob, 'compressed-images.zip');
    } catch {
      setNotice({ tone: 'error', text: 'The ZIP could not be made. Download the images one by one instead.' });
    } finally {
      setZipping(false);
    }
  }

  const formats = items.map((item) => outputFormat(item.file.type, options.target));
  const showQuality = items.length === 0 ? options.target !== 'png' : formats.some(usesQuality);
  const showColors = items.length === 0 ? options.target === 'png' || options.target === 'auto' : formats.includes('png');
  const batchDone = batch ? items.filter((item) => batch.includes(item.id) && (item.status.state === 'done' || item.status.state === 'failed')).length : 0;

  return (
    <div className={`th-stack ${ui.tool}`}>
      <section className={`th-card th-stack ${ui.panel}`} aria-labelledby="ico-add-title" {...dropProps}>
        <h2 id="ico-add-title" className={ui.heading}>
          Add images
        </h2>
        <FileDrop
          label="Choose images"
          accept="image/*"
          multiple
          disabled={busy}
          hint="JPEG, PNG, WebP or AVIF (GIF and BMP become PNG). Nothing is uploaded: everything is compressed on this device."
          className={dragging ? ui.dropping : undefined}
          onFiles={add}
        />
      </section>

      <Options options={options} showQuality={showQuality} showColors={showColors} disabled={busy} set={(name, value) => setters[name](value)} />

      <div aria-live="polite">{notice && <Message tone={notice.tone}>{notice.text}</Message>}</div>

      {selected && (
        <PreviewPanel
          items={items}
          selected={selected}
          selectedPlan={selectedPlan}
          preview={preview}
          options={options}
          onSelect={setSelectedId}
          onStop={() => previewRunner.cancel()}
        />
      )}

      <section className={`th-card th-stack ${ui.panel}`} aria-labelledby="ico-list-title">
        <div className="th-head-row">
          <h2 id="ico-list-title" className={ui.heading}>
            {items.length ? plural(items.length, 'image') : 'Images'}
          </h2>
          {items.length > 0 && (
            <Button size="sm" disabled={busy} onClick={() => setItems([])}>
              Clear all
            </Button>
          )}
        </div>
        {items.length === 0 ? (
          <p className="th-hint">No images yet. Add some above: the first one is previewed as soon as it is added.</p>
        ) : (
          <ImageList items={items} options={options} selected={selected} busy={busy} onPreview={setSelectedId} onRemove={remove} />
        )}
        <div className="th-row">
          <Button variant="primary" disabled={busy || items.length === 0} onClick={() => void compressAll()}>
            Compress {items.length > 1 ? `all ${items.length}` : items.length === 1 ? 'the image' : 'images'}
          </Button>
          {batch && <Button onClick={cancel}>Cancel</Button>}
          {finished.length > 1 && !busy && <Button onClick={() => void downloadZip()}>Download all ({plural(finished.length, 'file')}, ZIP)</Button>}
          {zipping && <span className="th-hint">Making the ZIP…</span>}
        </div>
        {batch && (
          <div className="th-stack">
            <progress className={styles.progress} max={1} value={batchFraction(items, batch)} aria-label="Compression progress" />
            <p className={styles.progressText} role="status">
              {batchDone >= batch.length ? 'Finishing…' : `Compressing ${batchDone + 1} of ${batch.length}… ${Math.round(batchFraction(items, batch) * 100)}%`}
            </p>
          </div>
        )}
        {finished.length > 0 && !batch && <p className={styles.sizes}>{savingsText(before, after)}</p>}
      </section>
    </div>
  );
}
