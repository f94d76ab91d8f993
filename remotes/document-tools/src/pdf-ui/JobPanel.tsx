import { useId, type ReactNode } from 'react';
import { Button, Message, WorkerTaskStatus } from '@toolhub/shared';
import { OpenInNewTab } from './OpenInNewTab';
import type { JobState } from './usePdfJob';
import styles from './styles.module.css';

type Done<D> = Extract<JobState<D>, { status: 'done' }>;

interface Props<D> {
  state: JobState<D>;
  /** The button's name: "Merge PDFs". */
  action: string;
  /** "Merging": the button reads "Merging…" and the progress "Merging… 40%". */
  verb: string;
  onStart: () => void;
  onCancel: () => void;
  /** Why the job cannot start yet, said under the button; null when it can. */
  blocker: string | null;
  /** Also keeps the button off, when the reason is said elsewhere (a field's own error). */
  disabled?: boolean;
  cancelledText: string;
  /** Put before the job's error: "The PDFs could not be merged." */
  errorLead: string;
  /** The sentence that says what was made. */
  summary: (done: Done<D>) => ReactNode;
  /** The input changed after the result was made. */
  staleText?: string | null;
}

function Outcome<D>({ state, verb, onCancel, cancelledText, errorLead, summary, staleText }: Omit<Props<D>, 'action' | 'onStart' | 'blocker' | 'disabled'>) {
  if (state.status === 'working') {
    const percent = state.progress === null ? undefined : Math.round(state.progress * 100);
    return (
      <div className="th-stack">
        <WorkerTaskStatus task={{ working: true, progress: state.progress, cancelled: false, error: null, cancel: onCancel }} verb={verb} />
        <progress className={styles.bar} max={100} value={percent} aria-label={`${verb} progress`} />
      </div>
    );
  }
  if (state.status === 'cancelled') return <Message tone="info">{cancelledText}</Message>;
  if (state.status === 'error') return <Message tone="error">{`${errorLead} ${state.message}`}</Message>;
  if (state.status !== 'done') return null;
  const pdf = state.blob.type === 'application/pdf';
  return (
    <div className="th-stack">
      <Message tone="success">
        {summary(state)} The download should start by itself.
      </Message>
      <div className="th-row">
        <a className={`th-btn ${styles.link}`} data-variant="primary" href={state.url} download={state.fileName}>
          Download {state.fileName}
        </a>
        {pdf ? <OpenInNewTab url={state.url} /> : null}
      </div>
      {staleText ? <Message tone="info">{staleText}</Message> : null}
    </div>
  );
}

/** A PDF job's button, why it is off, its progress with Cancel, then what it made with a Download link. */
export function JobPanel<D>({ action, onStart, blocker, disabled, ...outcome }: Props<D>) {
  const hintId = useId();
  const working = outcome.state.status === 'working';
  return (
    <>
      <div className="th-row">
        <Button variant="primary" onClick={onStart} disabled={working || blocker !== null || disabled} aria-describedby={blocker && !working ? hintId : undefined}>
          {working ? `${outcome.verb}…` : action}
        </Button>
      </div>
      {blocker && !working ? (
        <p id={hintId} className="th-hint">
          {blocker}
        </p>
      ) : null}
      <div aria-live="polite">
        <Outcome {...outcome} />
      </div>
    </>
  );
}
