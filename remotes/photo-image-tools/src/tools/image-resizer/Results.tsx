import { Button, formatBytes } from '@toolhub/shared';
import { formatSize } from './plan';
import { sizeChange } from './wording';
import { BlobLink, Thumb } from './Thumb';
import { Panel } from '../../ui/Panel';
import styles from './styles.module.css';

export interface ResultRow {
  id: number;
  original: string;
  originalBytes: number;
  /** Set when it worked. */
  done: { name: string; blob: Blob; width: number; height: number; originalSize: string; note: string | null } | null;
  error: string | null;
}

interface ResultsProps {
  rows: readonly ResultRow[];
  stale: boolean;
  zipping: boolean;
  onZip: () => void;
}

export function Results({ rows, stale, zipping, onZip }: ResultsProps) {
  const done = rows.filter((row) => row.done);
  const before = done.reduce((sum, row) => sum + row.originalBytes, 0);
  const after = done.reduce((sum, row) => sum + (row.done?.blob.size ?? 0), 0);
  const failed = rows.length - done.length;
  const single = rows.length === 1 ? done[0]?.done : undefined;
  return (
    <Panel
      id="ir-results-title"
      title={`Resized ${done.length} of ${rows.length}`}
      actions={
        done.length > 1 ? (
          <Button variant="primary" size="sm" disabled={zipping} onClick={onZip}>
            {zipping ? 'Making the ZIP…' : `Download all (${done.length}) as ZIP`}
          </Button>
        ) : null
      }
    >
      <output className={styles.summary}>
        {done.length > 0 && `${formatBytes(before)} → ${formatBytes(after)} (${sizeChange(before, after)})`}
        {failed > 0 && `${done.length > 0 ? ' · ' : ''}${failed} could not be resized`}
      </output>
      {stale && <p className="th-hint">The settings have changed since; resize again to apply them.</p>}
      {single && (
        <div className={styles.preview}>
          <Thumb blob={single.blob} />
        </div>
      )}
      <ul className={`th-list ${styles.list}`} aria-label="Resized images">
        {rows.map((row) => (
          <li key={row.id} className={styles.row}>
            {row.done ? (
              <>
                {!single && <Thumb blob={row.done.blob} fit="contain" />}
                <div className={styles.rowText}>
                  <span className={styles.name} title={row.done.name}>
                    {row.done.name}
                  </span>
                  <span className={styles.detail}>
                    {row.done.originalSize} → {formatSize(row.done)} · {formatBytes(row.originalBytes)} → {formatBytes(row.done.blob.size)}
                  </span>
                  {row.done.note && <span className={styles.detail}>{row.done.note}</span>}
                </div>
                <BlobLink className={`th-btn ${styles.download}`} blob={row.done.blob} name={row.done.name} label={`Download ${row.done.name}`}>
                  Download
                </BlobLink>
              </>
            ) : (
              <div className={styles.rowText}>
                <span className={styles.name}>{row.original}</span>
                <span className="th-field-error">{row.error}</span>
              </div>
            )}
          </li>
        ))}
      </ul>
    </Panel>
  );
}
