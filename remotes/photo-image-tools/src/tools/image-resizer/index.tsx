import { useEffect, useMemo, useRef, useState } from 'react';
import { announce, Message, useDraft, useQueryState, useWorkerTask, type ToolProps } from '@toolhub/shared';
import { parseHexColor, parseQuality } from '../../codecs/formats';
import type { Rgb } from '../../codecs/pixels';
import { WASM_URLS } from '../../codecs/wasm-urls';
import type { QueuedImage } from './ImageList';
import { ImagesPanel } from './ImagesPanel';
import { inspectFile } from './inspect';
import { DEFAULT_NAME_PATTERN, hasQuality, namePatternProblem } from './output';
import { OutputPanel } from './OutputPanel';
import { automaticSide } from './plan';
import { fileAt } from './progress';
import { UNSUPPORTED } from './messages';
import type { ResizeJob, ResizeOutcome } from './resize';
import { ResizePanel } from './ResizePanel';
import { resultRows } from './result-rows';
import { Results, type ResultRow } from './Results';
import { parseAnchor, parseFilter, parseFit, parseFormat, parseMode, parsePercent, parseSide, settingsProblem, type SizeSettings } from './settings';
import { SizePanel } from './SizePanel';
import { useZipDownload } from './useZipDownload';
import ui from '../../ui/panel.module.css';

/** More would be slow to list and risks running out of memory on phones. */
const MAX_FILES = 200;

const createResizeWorker = () => new Worker(new URL('./resize.worker.ts', import.meta.url));
/** Resizing a large photo on the page would freeze it: without a worker, say so instead. */
const runOnPage = (): ResizeOutcome => {
  throw new Error(UNSUPPORTED);
};

interface Batch {
  job: ResizeJob;
  items: QueuedImage[];
  /** The settings it was made with, to tell when they have changed since. */
  key: string;
}

let nextId = 1;

export default function ImageResizerTool({ tool }: ToolProps) {
  const [modeParam, setMode] = useQueryState('mode', 'pixels');
  const [widthText, setWidth] = useQueryState('w', '');
  const [heightText, setHeight] = useQueryState('h', '');
  const [percentText, setPercent] = useQueryState('pct', '50');
  const [fitParam, setFit] = useQueryState('fit', 'fit');
  const [anchorParam, setAnchor] = useQueryState('anchor', 'center');
  const [noEnlargeParam, setNoEnlarge] = useQueryState('noup', '0');
  const [formatParam, setFormat] = useQueryState('fmt', 'same');
  const [qualityParam, setQuality] = useQueryState('q', '85');
  const [backgroundText, setBackground] = useQueryState('bg', '#ffffff');
  const [transparentParam, setTransparent] = useQueryState('tp', '1');
  const [filterParam, setFilter] = useQueryState('filter', 'mks2013');
  const [metadataParam, setMetadata] = useQueryState('meta', '0');
  const [namePattern, setNamePattern] = useDraft(`${tool.path}:names`, DEFAULT_NAME_PATTERN);

  const [items, setItems] = useState<QueuedImage[]>([]);
  const [notice, setNotice] = useState<{ tone: 'info' | 'warning' | 'error'; text: string } | null>(null);
  const [batch, setBatch] = useState<Batch | null>(null);
  const { zipping, zipAll } = useZipDownload(setNotice);
  const live = useRef(true);

  const mode = parseMode(modeParam);
  const width = parseSide(widthText);
  const height = parseSide(heightText);
  const percent = parsePercent(percentText);
  const fit = parseFit(fitParam);
  const format = parseFormat(formatParam);
  const quality = parseQuality(qualityParam, 85);
  const colour = parseHexColor(backgroundText);
  const background: Rgb = 'rgb' in colour ? colour.rgb : [255, 255, 255];
  const filter = parseFilter(filterParam);
  const transparentPad = transparentParam !== '0';

  const fieldsValid = mode === 'pixels' ? 'value' in width && 'value' in height : 'value' in percent;
  const settings: SizeSettings | null = fieldsValid
    ? {
        mode,
        width: 'value' in width ? width.value : null,
        height: 'value' in height ? height.value : null,
        percent: 'value' in percent ? percent.value : 100,
        fit: mode === 'pixels' ? fit : 'fit',
        anchor: parseAnchor(anchorParam),
        noEnlarge: noEnlargeParam === '1',
      }
    : null;
  const problem = settings ? settingsProblem(settings) : null;
  const usable = settings && !problem ? settings : null;

  const task = useWorkerTask({ input: batch?.job ?? null, run: runOnPage, createWorker: createResizeWorker, offload: true, delayMs: 0 });
  const busy = task.working || zipping;

  useEffect(
    () => () => {
      live.current = false;
    },
    [],
  );

  // What the chosen format means for the options: "Same as original" may be JPEG or PNG.
  const formats = new Set(items.map((item) => item.inspected?.sniffed ?? null));
  const mayBeJpeg = format === 'jpeg' || (format === 'same' && (formats.has('jpeg') || items.length === 0));
  const mayHaveAlpha = format !== 'jpeg';
  const padding = mode === 'pixels' && fit === 'pad';
  const lossy = format === 'same' ? true : hasQuality(format);

  const key = JSON.stringify([usable, format, quality, background, transparentPad, filter, metadataParam]);
  const first = items.find((item) => item.inspected?.size)?.inspected?.size ?? null;
  const automatic = {
    width: first && usable ? automaticSide(first, usable, 'width') : null,
    height: first && usable ? automaticSide(first, usable, 'height') : null,
  };

  async function add(files: readonly File[]) {
    const room = MAX_FILES - items.length;
    const accepted = files.slice(0, Math.max(0, room)).map((file) => ({ id: nextId++, file, inspected: null }) satisfies QueuedImage);
    setNotice(
      accepted.length < files.length
        ? { tone: 'warning', text: `Up to ${MAX_FILES} images at a time; ${files.length - accepted.length} ${files.length - accepted.length === 1 ? 'was' : 'were'} not added.` }
        : null,
    );
    if (accepted.length === 0) return;
    setItems((current) => [...current, ...accepted]);
    for (const item of accepted) {
      const inspected = await inspectFile(item.file);
      if (!live.current) return;
      setItems((current) => current.map((entry) => (entry.id === item.id ? { ...entry, inspected } : entry)));
    }
  }

  const ready = items.filter((item) => item.inspected && !item.inspected.problem);
  const canStart = usable !== null && ready.length > 0 && !busy && (!padding || 'rgb' in colour || transparentPad) && !(mayBeJpeg && !('rgb' in colour));

  function start() {
    if (!usable || ready.length === 0) return;
    setNotice(null);
    setBatch({
      key,
      items: ready,
      job: {
        items: ready.map(({ id, file }) => ({ id, file })),
        size: usable,
        format,
        quality,
        background,
        transparentPad: transparentPad && padding && mayHaveAlpha,
        filter,
        keepMetadata: metadataParam === '1',
        wasm: WASM_URLS,
        attempt: 0,
      },
    });
  }

  function retry() {
    setBatch((current) => (current ? { ...current, job: { ...current.job, attempt: current.job.attempt + 1 } } : current));
  }

  const outcome = task.working ? null : task.result;
  const patternOk = namePatternProblem(namePattern) === null;
  const rows: ResultRow[] = useMemo(() => {
    if (!outcome || !batch) return [];
    return resultRows(outcome, batch.items, patternOk ? namePattern : DEFAULT_NAME_PATTERN);
  }, [outcome, batch, namePattern, patternOk]);

  // Said once per finished batch, for screen readers and as a toast.
  const announced = useRef<ResizeOutcome | null>(null);
  useEffect(() => {
    if (!outcome || announced.current === outcome) return;
    announced.current = outcome;
    const done = outcome.items.filter((item) => item.ok).length;
    const failed = outcome.items.length - done;
    announce(
      failed === 0 ? `Resized ${done} image${done === 1 ? '' : 's'}.` : `Resized ${done} of ${outcome.items.length}; ${failed} could not be resized.`,
      failed === 0 ? 'success' : 'error',
    );
  }, [outcome]);

  const progressFile = task.progress !== null && batch ? fileAt(task.progress, batch.items.length) : 1;
  const verb = batch && batch.items.length > 1 ? `Resizing image ${progressFile} of ${batch.items.length}` : 'Resizing';

  return (
    <div className={`th-stack ${ui.tool}`}>
      <ImagesPanel
        items={items}
        settings={usable}
        busy={busy}
        onAdd={(files) => void add(files)}
        onClear={() => {
          setItems([]);
          setBatch(null);
          setNotice(null);
        }}
        onRemove={(id) => setItems((current) => current.filter((item) => item.id !== id))}
      />

      {notice && <Message tone={notice.tone}>{notice.text}</Message>}

      <div className="th-columns">
        <SizePanel
          settings={settings ?? { mode, width: null, height: null, percent: 100, fit, anchor: parseAnchor(anchorParam), noEnlarge: noEnlargeParam === '1' }}
          texts={{ width: widthText, height: heightText, percent: percentText }}
          automatic={automatic}
          problem={problem}
          onMode={setMode}
          onWidth={setWidth}
          onHeight={setHeight}
          onPercent={setPercent}
          onFit={setFit}
          onAnchor={setAnchor}
          onNoEnlarge={(on) => setNoEnlarge(on ? '1' : '0')}
          onPreset={(preset) => {
            setMode('pixels');
            setWidth(String(preset.width));
            setHeight(String(preset.height));
            setFit(preset.fit);
          }}
        />
        <OutputPanel
          format={format}
          onFormat={setFormat}
          lossy={lossy}
          quality={quality}
          onQuality={(value) => setQuality(String(value))}
          showBackground={mayBeJpeg || (padding && !(transparentPad && mayHaveAlpha))}
          showTransparentPad={padding && mayHaveAlpha}
          backgroundText={backgroundText}
          onBackground={setBackground}
          transparentPad={transparentPad}
          onTransparentPad={(on) => setTransparent(on ? '1' : '0')}
          filter={filter}
          onFilter={setFilter}
          keepMetadata={metadataParam === '1'}
          onKeepMetadata={(on) => setMetadata(on ? '1' : '0')}
          namePattern={namePattern}
          onNamePattern={setNamePattern}
        />
      </div>

      <ResizePanel ready={ready.length} added={items.length} canStart={canStart} onStart={start} task={task} verb={verb} onRetry={retry} />

      {rows.length > 0 && <Results rows={rows} stale={batch?.key !== key} zipping={zipping} onZip={() => void zipAll(rows)} />}
    </div>
  );
}
