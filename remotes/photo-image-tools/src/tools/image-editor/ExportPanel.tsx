import { useEffect, useRef, useState } from 'react';
import { Button, downloadBlob, formatBytes, Message, SelectField, SliderField, useQueryState } from '@toolhub/shared';
import type { OpenedImage } from './decode';
import type { Adjustments } from './edits';
import { exportImage } from './exporter';
import type { Plan } from './geometry';
import { exportFileName, exportInfo, FORMATS, parseFormat, parseQuality, type ExportFormat } from './logic';
import { Panel } from '../../ui/Panel';
import styles from './styles.module.css';

interface ExportPanelProps {
  image: OpenedImage;
  plan: Plan;
  adjustments: Adjustments;
}

interface Result {
  url: string;
  name: string;
  bytes: number;
  width: number;
  height: number;
  note: string | null;
}

const FORMAT_OPTIONS = (Object.keys(FORMATS) as ExportFormat[]).map((key) => ({ value: key, label: FORMATS[key].label }));

export function ExportPanel({ image, plan, adjustments }: ExportPanelProps) {
  const [formatParam, setFormatParam] = useQueryState('format', 'png');
  const [qualityParam, setQualityParam] = useQueryState('quality', '90');
  const format = parseFormat(formatParam);
  const quality = parseQuality(qualityParam);
  const info = exportInfo(plan.size);
  const [busy, setBusy] = useState<AbortController | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [error, setError] = useState<string | null>(null);

  // Object URLs hold the file in memory until revoked; an export still running stops with the page.
  const resultUrl = useRef<string | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(
    () => () => {
      if (resultUrl.current) URL.revokeObjectURL(resultUrl.current);
      running.current?.abort();
    },
    [],
  );

  async function run() {
    const controller = new AbortController();
    running.current = controller;
    setBusy(controller);
    setError(null);
    const { mime } = FORMATS[format];
    try {
      const blob = await exportImage(
        {
          file: image.file,
          full: image.full,
          workerCanDecode: image.workerCanDecode,
          plan,
          adjustments,
          width: info.width,
          height: info.height,
          mime,
          quality: quality / 100,
        },
        controller.signal,
      );
      // Browsers that cannot encode a format quietly return PNG instead.
      const actual = (Object.keys(FORMATS) as ExportFormat[]).find((key) => FORMATS[key].mime === blob.type) ?? format;
      const name = exportFileName(image.name, actual);
      const url = URL.createObjectURL(blob);
      if (resultUrl.current) URL.revokeObjectURL(resultUrl.current);
      resultUrl.current = url;
      setResult({
        url,
        name,
        bytes: blob.size,
        width: info.width,
        height: info.height,
        note: actual === format ? null : `This browser cannot save ${FORMATS[format].label}, so the file is ${FORMATS[actual].label}.`,
      });
      downloadBlob(blob, name);
    } catch (problem) {
      if (!controller.signal.aborted) {
        const detail = problem instanceof Error && problem.message ? ` (${problem.message})` : '';
        setError(`The image could not be exported${detail}. Try a smaller size or another format.`);
      }
    } finally {
      if (running.current === controller) running.current = null;
      setBusy(null);
    }
  }

  return (
    <Panel id="ie-export-title" title="Export">
      <SelectField id="ie-format" label="Format" value={format} options={FORMAT_OPTIONS} onChange={setFormatParam} />
      {FORMATS[format].lossy && (
        <SliderField id="ie-quality" label="Quality" shown={`${quality}%`} min={1} max={100} value={quality} onValue={(value) => setQualityParam(String(value))} />
      )}
      <p className={styles.exportSize}>
        Export size: <strong>{info.width} × {info.height} px</strong> ({info.megapixels} MP)
      </p>
      {info.problem && <Message tone="warning">{info.problem}</Message>}
      <div className="th-row">
        <Button variant="primary" onClick={() => void run()} disabled={busy !== null || info.problem !== null}>
          {busy ? 'Exporting…' : 'Export & download'}
        </Button>
        {busy && <Button onClick={() => busy.abort()}>Cancel</Button>}
      </div>
      <div aria-live="polite" className="th-stack">
        {busy && <p className="th-hint">Rendering the full-size image…</p>}
        {result && !busy && (
          <p className={styles.result}>
            Saved <a href={result.url} download={result.name}>{result.name}</a> · {result.width} × {result.height} px ·{' '}
            {formatBytes(result.bytes)}
          </p>
        )}
        {result?.note && !busy && <Message tone="info">{result.note}</Message>}
      </div>
      {error && <Message tone="error">{error}</Message>}
    </Panel>
  );
}
