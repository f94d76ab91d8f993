/** The Resize card: the button that starts a batch, its progress, and how it went (cancel, start again, errors). */
import { Button, WorkerTaskStatus, type WorkerTask } from '@toolhub/shared';
import ui from '../../ui/panel.module.css';
import type { ResizeOutcome } from './resize';
import styles from './styles.module.css';

interface ResizePanelProps {
  /** How many images can be resized, and how many were added. */
  ready: number;
  added: number;
  canStart: boolean;
  onStart: () => void;
  task: WorkerTask<ResizeOutcome>;
  /** "Resizing image 2 of 3", or "Resizing". */
  verb: string;
  onRetry: () => void;
}

export function ResizePanel({ ready, added, canStart, onStart, task, verb, onRetry }: ResizePanelProps) {
  return (
    <section className={`th-card th-stack ${ui.panel}`} aria-label="Resize">
      <div className="th-row">
        <Button variant="primary" disabled={!canStart} onClick={onStart}>
          {ready > 1 ? `Resize ${ready} images` : 'Resize image'}
        </Button>
        {ready === 0 && <span className="th-hint">{added === 0 ? 'Choose at least one image first.' : 'None of these files can be read as an image.'}</span>}
      </div>
      {task.working && (
        <progress className={styles.progress} max={1} value={task.progress ?? 0} aria-label="Resize progress">
          {Math.round((task.progress ?? 0) * 100)}%
        </progress>
      )}
      <WorkerTaskStatus
        task={task}
        verb={verb}
        cancelledMessage="Resizing was cancelled; your images and settings are kept."
        onRetry={onRetry}
        errorMessage={(error) => error}
      />
    </section>
  );
}
