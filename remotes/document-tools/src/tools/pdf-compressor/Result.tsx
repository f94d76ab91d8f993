import { Button, downloadBlob, formatBytes, Message } from '@toolhub/shared';
import { CancellableProgress } from '../../pdf-ui/CancellableProgress';
import { OpenInNewTab } from '../../pdf-ui/OpenInNewTab';
import type { CompressReport } from './compress';
import { imagesSummary, plural } from './logic';
import type { CompressState } from './useCompress';
import styles from './styles.module.css';

/** The smaller things the compressor did besides pictures, as short phrases. */
export function otherSavings(report: CompressReport): string[] {
  const notes: string[] = [];
  if (report.packedStreams > 0) notes.push(`${plural(report.packedStreams, 'uncompressed part')} packed without loss`);
  if (report.removedObjects > 0) notes.push(`${plural(report.removedObjects, 'unused object')} removed`);
  if (report.thumbnailsRemoved > 0) notes.push(`${plural(report.thumbnailsRemoved, 'page thumbnail')} removed (readers draw their own)`);
  if (report.metadataRemoved) notes.push('metadata removed');
  return notes;
}

interface Props {
  state: CompressState;
  stale: boolean;
  strongest: boolean;
  onCancel: () => void;
}

export function Result({ state, stale, strongest, onCancel }: Props) {
  if (state.status === 'working') {
    const percent = Math.round(state.progress * 100);
    return <CancellableProgress id="pdc-progress" label={`Compressing… ${percent}%`} percent={percent} onCancel={onCancel} />;
  }
  if (state.status === 'cancelled') return <Message tone="info">Compression cancelled. Your file is still here: press Compress PDF to start again.</Message>;
  if (state.status === 'error') return <Message tone="error">{state.message}</Message>;
  if (state.status !== 'done') return null;

  const { report, result } = state;
  const others = otherSavings(report);
  const staleNote = stale ? <Message tone="info">The file or the settings changed after this result. Press Compress PDF to apply them.</Message> : null;

  if (!result.verdict.smaller || !result.blob || !result.url) {
    return (
      <div className="th-stack">
        <Message tone="warning">
          {result.verdict.smaller ? '' : result.verdict.message} Your original file is unchanged.
        </Message>
        <p className={styles.summary}>{imagesSummary(report.images)}</p>
        {!strongest && <p className="th-hint">A stronger level, a lower image quality or grayscale pictures may still make it smaller.</p>}
        {staleNote}
      </div>
    );
  }

  const { blob, url, name } = result;
  return (
    <div className="th-stack">
      <Message tone="success">
        Done: <strong>{result.verdict.percent}</strong>.
      </Message>
      <dl className="th-stats">
        <div>
          <dt>Original</dt>
          <dd>{formatBytes(report.originalSize)}</dd>
        </div>
        <div>
          <dt>Compressed</dt>
          <dd>
            {formatBytes(report.size)} <span className={styles.saving}>({result.verdict.percent})</span>
          </dd>
        </div>
      </dl>
      <p className={styles.summary}>
        {plural(report.pageCount, 'page')}. {imagesSummary(report.images)}
        {others.length > 0 && ` Also: ${others.join(', ')}.`}
      </p>
      {report.signed && <Message tone="warning">This PDF was digitally signed: the compressed copy’s signatures will no longer be valid. Keep the original where the signature matters.</Message>}
      <div className="th-row">
        <Button
          variant="primary"
          onClick={() => downloadBlob(blob, name)}
        >
          Download {name}
        </Button>
        <OpenInNewTab url={url} />
      </div>
      {staleNote}
    </div>
  );
}
