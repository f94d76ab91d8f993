import { Button, FileDrop, formatBytes, Message } from '@toolhub/shared';
import type { FileHashState } from './useFileHash';
import styles from './styles.module.css';

interface FilePanelProps {
  file: File | null;
  onFile: (file: File) => void;
  state: FileHashState;
  onCancel: () => void;
  onRestart: () => void;
}

function percent(done: number, total: number): number {
  return total === 0 ? 100 : Math.floor((done / total) * 100);
}

/** Picking or dropping a file, and the progress of hashing it. */
export function FilePanel({ file, onFile, state, onCancel, onRestart }: FilePanelProps) {
  return (
    <div className="th-stack">
      <FileDrop onFiles={([first]) => first && onFile(first)} hint="or drop it here · any size: it is read in pieces and never leaves your device" />

      {file && (
        <p className={styles.fileMeta}>
          <strong>{file.name}</strong> · {formatBytes(file.size)}
        </p>
      )}

      <div aria-live="polite" className="th-stack">
        {state.status === 'hashing' && (
          <div className="th-row">
            <progress
              className={styles.progress}
              aria-label="Hashing progress"
              max={state.total || 1}
              value={state.total === 0 ? 1 : state.done}
            />
            <span className={styles.percent}>{percent(state.done, state.total)}%</span>
            <Button size="sm" onClick={onCancel}>
              Cancel
            </Button>
          </div>
        )}
        {state.status === 'cancelled' && (
          <Message tone="warning">
            <span className="th-row">
              Cancelled at {percent(state.done, state.total)}% ({formatBytes(state.done)} of {formatBytes(state.total)}).
              <Button size="sm" onClick={onRestart}>
                Hash again
              </Button>
            </span>
          </Message>
        )}
        {state.status === 'error' && <Message tone="error">{state.message}</Message>}
        {state.status === 'done' && (
          <p className="th-hint">
            Hashed {formatBytes(state.total)} in {(state.elapsedMs / 1000).toFixed(1)} s
            {state.elapsedMs > 0 && state.total > 1024 * 1024
              ? ` (${formatBytes(Math.round((state.total / state.elapsedMs) * 1000))}/s)`
              : ''}
            .
          </p>
        )}
      </div>
    </div>
  );
}
