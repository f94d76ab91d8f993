import { useEffect, useRef, useState } from 'react';
import { Button, Message, useQueryState, type ToolProps } from '@toolhub/shared';
import { CancelledError } from '../../codecs/client';
import { renameFor } from '../../codecs/formats';
import { admit, batchFraction, newItems, plural, savingsText, type ItemStatus, type Notice, type QueueItem } from '../../codecs/queue';
import { useCodecRunner } from '../../codecs/useCodecRunner';
import { WASM_URLS } from '../../codecs/wasm-urls';
import { BatchProgress } from '../../queue/BatchProgress';
import { encodeItem } from '../../queue/encodeItem';
import { QueuePanel } from '../../queue/QueuePanel';
import { useQueueZip } from '../../queue/useQueueZip';
import { AddImages } from '../../ui/AddImages';
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
  const [notice, setNotice] = useState<Notice | null>(null);
  const [batch, setBatch] = useState<number[] | null>(null);
  const { zipping, downloadZip } = useQueueZip('compressed-images.zip', setNotice);
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
    const { accepted, notice } = admit(files, items.length);
    setNotice(notice);
    if (accepted.length) {
      const added = newItems(accepted);
      setItems((current) => [...current, ...added]);
      if (!selected) setSelectedId(added[0]?.id ?? null);
    }
  }

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
      const result = await encodeItem(batchRunner, item, plan(item, options), update);
      if (result === 'cancelled') break;
      if (result === 'failed') failed++;
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

  const formats = items.map((item) => outputFormat(item.file.type, options.target));
  const showQuality = items.length === 0 ? options.target !== 'png' : formats.some(usesQuality);
  const showColors = items.length === 0 ? options.target === 'png' || options.target === 'auto' : formats.includes('png');
  const batchDone = batch ? items.filter((item) => batch.includes(item.id) && (item.status.state === 'done' || item.status.state === 'failed')).length : 0;

  return (
    <div className={`th-stack ${ui.tool}`}>
      <AddImages
        id="ico-add-title"
        accept="image/*"
        hint="JPEG, PNG, WebP or AVIF (GIF and BMP become PNG). Nothing is uploaded: everything is compressed on this device."
        disabled={busy}
        onFiles={add}
      />

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

      <QueuePanel id="ico-list-title" count={items.length} busy={busy} onClear={() => setItems([])}>
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
          {finished.length > 1 && !busy && <Button onClick={() => void downloadZip(finished.map((entry) => ({ name: entry.name, blob: entry.blob, modified: entry.item.file.lastModified })))}>Download all ({plural(finished.length, 'file')}, ZIP)</Button>}
          {zipping && <span className="th-hint">Making the ZIP…</span>}
        </div>
        {batch && (
          <BatchProgress label="Compression progress" value={batchFraction(items, batch)}>
            {batchDone >= batch.length ? 'Finishing…' : `Compressing ${batchDone + 1} of ${batch.length}… ${Math.round(batchFraction(items, batch) * 100)}%`}
          </BatchProgress>
        )}
        {finished.length > 0 && !batch && <p className={styles.sizes}>{savingsText(before, after)}</p>}
      </QueuePanel>
    </div>
  );
}
