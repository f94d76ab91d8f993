import type { ReactNode } from 'react';
import { Button } from '../ui/Button';
import { Message } from '../ui/Message';
import type { WorkerTask } from './useWorkerTask';

export interface WorkerTaskStatusProps {
  /** The job, as useWorkerTask returns it (its result is not read). */
  task: Pick<WorkerTask<unknown>, 'working' | 'progress' | 'cancelled' | 'error' | 'cancel'>;
  /** What the job does, as a gerund: "Formatting" shows "Formatting… 40%" while it runs. */
  verb: string;
  /** Said after Cancel; by default "<verb> was cancelled; your input is kept." Say how to start again when there is no onRetry. */
  cancelledMessage?: ReactNode;
  /** Offers "Start again" after Cancel, e.g. by bumping an attempt counter that is part of the input. */
  onRetry?: () => void;
  /** Said when the job threw; by default "Something went wrong: <error>". */
  errorMessage?: (error: string) => ReactNode;
}

const somethingWentWrong = (error: string) => `Something went wrong: ${error}`;

/**
 * A worker job's state in one line: "Formatting… 40%" with Cancel while it runs, what happened
 * (and optionally Start again) after a cancel, the error when it failed; nothing otherwise.
 */
export function WorkerTaskStatus({ task, verb, cancelledMessage, onRetry, errorMessage = somethingWentWrong }: WorkerTaskStatusProps) {
  if (task.working) {
    return (
      <Message tone="info">
        <span className="th-row">
          <span>
            {verb}…{task.progress !== null && ` ${Math.round(task.progress * 100)}%`}
          </span>
          <Button size="sm" variant="ghost" onClick={task.cancel}>
            Cancel
          </Button>
        </span>
      </Message>
    );
  }
  if (task.cancelled) {
    return (
      <Message tone={onRetry ? 'warning' : 'info'}>
        <span className="th-row">
          <span>{cancelledMessage ?? `${verb} was cancelled; your input is kept.`}</span>
          {onRetry && (
            <Button size="sm" onClick={onRetry}>
              Start again
            </Button>
          )}
        </span>
      </Message>
    );
  }
  if (task.error !== null) return <Message tone="error">{errorMessage(task.error)}</Message>;
  return null;
}
