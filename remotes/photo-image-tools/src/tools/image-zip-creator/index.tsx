import { useEffect, useRef, useState } from 'react';
import { Button, downloadBlob, formatBytes, Message, useQueryState, type ToolProps } from '@toolhub/shared';
import { filesFromDrop } from './collect';
import { canConvert, ConvertError, prepareImage, type ConvertSettings, type Prepared } from './convert';
import { FileGrid, type QueuedImage } from './FileGrid';
import {
  createNameRegistry,
  isCompressible,
  listNames,
  looksLikeImage,
  MAX_FILES,
  MAX_TOTAL_BYTES,
  needsDecoding,
  outputName,
  parseFormat,
  parseMaxSide,
  parseQuality,
  progressFraction,
  progressLabel,
  zipFileName,
  type Progress,
} from './logic';
import { Settings } from './Settings';
import { openZipSink, type ZipSink } from './zipper';
import { AddImages } from '../../ui/AddImages';
import { Panel } from '../../ui/Panel';
import ui from '../../ui/panel.module.css';
import styles from './styles.module.css';

interface Notice {
  tone: 'info' | 'warning' | 'error' | 'success';
  text: string;
}

interface Result {
  url: string;
  name: string;
  count: number;
  bytes: number;
}

let nextId = 1;

export default function ImageZipCreatorTool(_props: ToolProps) {
  const [formatParam, setFormat] = useQueryState('format', 'keep');
  const [qualityParam, setQuality] = useQueryState('quality', '85');
  const [maxWidth, setMaxWidth] = useQueryState('maxw', '');
  const [maxHeight, setMaxHeight] = useQueryState('maxh', '');
  const [zipName, setZipName] = useState('images');
  const [items, setItems] = useState<QueuedImage[]>([]);
  const [notices, setNotices] = useState<Notice[]>([]);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const job = useRef<{ sink: ZipSink | null; cancelled: boolean } | null>(null);
  const resultUrl = useRef<string | null>(null);

  const format = parseFormat(formatParam);
  const quality = parseQuality(qualityParam);
  const maxW = parseMaxSide(maxWidth);
  const maxH = parseMaxSide(maxHeight);
  const settingsError = 'error' in maxW || 'error' in maxH;
  const busy = progress !== null;
  const totalBytes = items.reduce((sum, item) => sum + item.file.size, 0);

  useEffect(
    () => () => {
      if (resultUrl.current) URL.revokeObjectURL(resultUrl.current);
      if (job.current) {
        job.current.cancelled = true;
        job.current.sink?.cancel();
      }
    },
    [],
  );

  function add(files: readonly File[]) {
    const images = files.filter(looksLikeImage);
    const skipped = files.filter((file) => !looksLikeImage(file)).map((file) => file.name);
    const next: Notice[] = [];
    if (skipped.length) {
      next.push({ tone: 'warning', text: `Skipped ${skipped.length} file${skipped.length === 1 ? '' : 's'} that ${skipped.length === 1 ? 'is' : 'are'} not an image: ${listNames(skipped)}.` });
    }
    const room = MAX_FILES - items.length;
    let bytes = totalBytes;
    const accepted: QueuedImage[] = [];
    for (const file of images) {
      if (accepted.length >= room || bytes + file.size > MAX_TOTAL_BYTES) break;
      bytes += file.size;
      accepted.push({ id: nextId++, file });
    }
    if (accepted.length < images.length) {
      next.push({
        tone: 'warning',
        text: `Only ${MAX_FILES} images and ${formatBytes(MAX_TOTAL_BYTES)} fit in one ZIP; ${images.length - accepted.length} image${images.length - accepted.length === 1 ? ' was' : 's were'} not added.`,
      });
    }
    if (accepted.length) next.unshift({ tone: 'info', text: `Added ${accepted.length} image${accepted.length === 1 ? '' : 's'}.` });
    setItems((current) => [...current, ...accepted]);
    setNotices(next);
  }

  async function run() {
    if (items.length === 0 || settingsError) return;
    const settings: ConvertSettings = {
      format,
      quality: quality / 100,
      maxWidth: 'value' in maxW ? maxW.value : null,
      maxHeight: 'value' in maxH ? maxH.value : null,
    };
    const converting = needsDecoding(settings.format, settings.maxWidth, settings.maxHeight);
    if (converting && !canConvert()) {
      setNotices([{ tone: 'error', text: 'This browser cannot convert or resize images. Choose “Keep original” and leave the size limits empty.' }]);
      return;
    }
    const queue = items;
    const current = { sink: null as ZipSink | null, cancelled: false };
    job.current = current;
    const state: Progress = { total: queue.length, prepared: 0, zipped: 0 };
    setProgress({ ...state });
    setNotices([]);
    const failed: string[] = [];
    let added = 0;
    try {
      const sink = await openZipSink();
      current.sink = sink;
      const registry = createNameRegistry();
      for (const item of queue) {
        if (current.cancelled) break;
        let prepared: Prepared | null = null;
        try {
          prepared = await prepareImage(item.file, settings);
        } catch (problem) {
          failed.push(`${item.file.name} (${problem instanceof ConvertError ? problem.message : 'could not be read'})`);
        }
        state.prepared++;
        if (prepared && !current.cancelled) {
          await sink.add({
            name: registry.take(outputName(item.file.name, prepared.writtenType)),
            data: prepared.data,
            modified: item.file.lastModified,
            compress: prepared.writtenType === null && isCompressible(item.file.name, item.file.type),
          });
          added++;
        }
        state.zipped++;
        setProgress({ ...state });
      }
      if (current.cancelled) return;
      if (added === 0) {
        sink.cancel();
        setNotices([{ tone: 'error', text: `No image could be added to the ZIP: ${listNames(failed)}.` }]);
        return;
      }
      const blob = await sink.finish();
      if (current.cancelled) return;
      const name = zipFileName(zipName);
      const url = URL.createObjectURL(blob);
      if (resultUrl.current) URL.revokeObjectURL(resultUrl.current);
      resultUrl.current = url;
      setResult({ url, name, count: added, bytes: blob.size });
      const done: Notice[] = [{ tone: 'success', text: `${name} is ready: ${added} image${added === 1 ? '' : 's'}, ${formatBytes(blob.size)}.` }];
      if (failed.length) done.push({ tone: 'warning', text: `Left out ${failed.length} that could not be converted: ${listNames(failed)}.` });
      setNotices(done);
      downloadBlob(blob, name);
    } catch (problem) {
      current.sink?.cancel();
      if (!current.cancelled) {
        const detail = problem instanceof Error && problem.message ? ` (${problem.message})` : '';
        setNotices([{ tone: 'error', text: `The ZIP could not be made${detail}. Try fewer or smaller images.` }]);
      }
    } finally {
      if (job.current === current) job.current = null;
      setProgress(null);
    }
  }

  function cancel() {
    if (!job.current) return;
    job.current.cancelled = true;
    job.current.sink?.cancel();
    setNotices([{ tone: 'info', text: 'Cancelled. Nothing was downloaded.' }]);
  }

  const fraction = progress ? progressFraction(progress) : 0;
  const converting = needsDecoding(format, 'value' in maxW ? maxW.value : null, 'value' in maxH ? maxH.value : null);

  return (
    <div className={`th-stack ${ui.tool}`}>
      {/* Folders too: the kit's FileDrop takes plain files only, so the card takes the drop itself. */}
      <AddImages
        id="iz-add-title"
        accept="image/*"
        hint="Drop images or whole folders here, or choose files. Nothing is uploaded: the ZIP is made on this device."
        disabled={busy}
        onFiles={add}
        onDropTransfer={(transfer) => void filesFromDrop(transfer).then(add)}
      />

      <div aria-live="polite" className="th-stack">
        {notices.map((notice) => (
          <Message key={notice.text} tone={notice.tone}>
            {notice.text}
          </Message>
        ))}
      </div>

      {items.length > 0 && (
        <Panel
          id="iz-list-title"
          title={`${items.length} image${items.length === 1 ? '' : 's'} · ${formatBytes(totalBytes)}`}
          actions={
            <Button size="sm" disabled={busy} onClick={() => setItems([])}>
              Clear all
            </Button>
          }
        >
          <FileGrid items={items} disabled={busy} onRemove={(id) => setItems((current) => current.filter((item) => item.id !== id))} />
        </Panel>
      )}

      <Settings
        format={format}
        onFormat={setFormat}
        quality={quality}
        onQuality={setQuality}
        maxWidth={maxWidth}
        onMaxWidth={setMaxWidth}
        maxHeight={maxHeight}
        onMaxHeight={setMaxHeight}
        zipName={zipName}
        onZipName={setZipName}
        disabled={busy}
      />

      <section className={`th-card th-stack ${ui.panel}`} aria-label="Create the ZIP">
        <div className="th-row">
          <Button variant="primary" disabled={busy || items.length === 0 || settingsError} onClick={() => void run()}>
            Create {zipFileName(zipName)}
          </Button>
          {busy && <Button onClick={cancel}>Cancel</Button>}
          {result && !busy && (
            <a className={styles.download} href={result.url} download={result.name}>
              Download {result.name} again ({formatBytes(result.bytes)})
            </a>
          )}
        </div>
        {items.length === 0 && <p className="th-hint">Add at least one image first.</p>}
        {progress && (
          <div className="th-stack">
            <progress className={styles.progress} max={1} value={fraction} aria-label="ZIP progress" />
            <p className={styles.progressText} role="status">
              {progressLabel(progress, converting)}
            </p>
          </div>
        )}
      </section>
    </div>
  );
}
