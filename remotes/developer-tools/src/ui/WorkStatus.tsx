import { Button, Message, type WorkerTask } from '@toolhub/shared';

interface WorkStatusProps {
  task: WorkerTask<unknown>;
  /** "Formatting", "Encoding"… */
  verb: string;
  onRetry: () => void;
}

/** "Formatting… 40%" with Cancel while a big job runs; what happened when it was cancelled or failed. */
export function WorkStatus({ task, verb, onRetry }: WorkStatusProps) {
  if (task.working) {
    return (
      <Message tone="info">
        <span className="th-row">
          {verb}… {task.progress !== null ? `${Math.round(task.progress * 100)}%` : ''}
          <Button size="sm" variant="ghost" onClick={task.cancel}>
            Cancel
          </Button>
        </span>
      </Message>
    );
  }
  if (task.cancelled) {
    return (
      <Message tone="warning">
        <span className="th-row">
          {verb} was cancelled; your input is kept.
          <Button size="sm" onClick={onRetry}>
            Start again
          </Button>
        </span>
      </Message>
    );
  }
  if (task.error) return <Message tone="error">Something went wrong: {task.error}</Message>;
  return null;
}
