/** The Before and after card: the selected picture compressed with the current options, its sizes, and the slider to compare. */
import { Button, formatBytes, Message, SelectField } from '@toolhub/shared';
import { FORMATS } from '../../codecs/formats';
import { sizeChange, type QueueItem } from '../../codecs/queue';
import type { CodecResult } from '../../codecs/types';
import queue from '../../queue/queue.module.css';
import ui from '../../ui/panel.module.css';
import { Compare } from './Compare';
import { outcome, outputFormat, type CompressorOptions, type plan } from './logic';
import styles from './styles.module.css';

export type Preview = { id: number; key: string } & ({ state: 'working'; fraction: number } | { state: 'done'; result: CodecResult } | { state: 'failed'; message: string });

interface PreviewPanelProps {
  items: readonly QueueItem[];
  selected: QueueItem;
  selectedPlan: ReturnType<typeof plan> | null;
  /** The latest preview, possibly of another picture or older options. */
  preview: Preview | null;
  options: CompressorOptions;
  onSelect: (id: number) => void;
  onStop: () => void;
}

export function PreviewPanel({ items, selected, selectedPlan, preview, options, onSelect, onStop }: PreviewPanelProps) {
  const shownPreview = preview && preview.id === selected.id && preview.key === selectedPlan?.key ? preview : null;
  const selectedDone = selected.status.state === 'done' && selected.status.settingsKey === selectedPlan?.key ? selected.status.result : null;
  const previewResult = selectedDone ?? (shownPreview?.state === 'done' ? shownPreview.result : null);
  const previewOutcome = previewResult ? outcome(selected, previewResult, options) : null;

  return (
    <section className={`th-card th-stack ${ui.panel}`} aria-labelledby="ico-preview-title">
      <div className="th-head-row">
        <h2 id="ico-preview-title" className={ui.heading}>
          Before and after
        </h2>
      </div>
      {items.length > 1 && (
        <SelectField
          label="Preview image"
          value={String(selected.id)}
          options={items.map((item) => ({ value: String(item.id), label: item.file.name }))}
          onChange={(value) => onSelect(Number(value))}
        />
      )}
      <Compare original={selected.file} compressed={previewResult ? previewResult.blob : null} width={previewResult?.width ?? null} />
      <div role="status" className="th-stack">
        {shownPreview?.state === 'working' && (
          <>
            <progress className={queue.progress} max={1} value={shownPreview.fraction} aria-label="Preview progress" />
            <p className={queue.progressText}>Compressing {selected.file.name}… {Math.round(shownPreview.fraction * 100)}%</p>
          </>
        )}
        {previewResult && previewOutcome && (
          <p className={styles.sizes}>
            <span>Original {formatBytes(selected.file.size)}</span>
            <span>
              {FORMATS[outputFormat(selected.file.type, options.target)].label} {formatBytes(previewResult.blob.size)}{' '}
              <span className={previewResult.blob.size < selected.file.size ? styles.saved : styles.larger}>({sizeChange(selected.file.size, previewResult.blob.size)})</span>
            </span>
            <span>
              {previewResult.width} × {previewResult.height}
            </span>
          </p>
        )}
      </div>
      {previewOutcome?.decision.note && <Message tone="warning">{previewOutcome.decision.note}</Message>}
      {shownPreview?.state === 'failed' && <Message tone="error">{shownPreview.message}</Message>}
      {shownPreview?.state === 'working' && (
        <div>
          <Button size="sm" onClick={onStop}>
            Stop preview
          </Button>
        </div>
      )}
    </section>
  );
}
