import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Button, CopyButton, useStoredState, type ToolProps } from '@toolhub/shared';
import { belongsToControl, useTabHidden } from '../../input/useActionKey';
import { StatTile } from '../../ui/StatTile';
import { Pad, isPressKey } from './Pad';
import {
  ATTEMPTS_PER_SET,
  INITIAL_STATE,
  NO_RECORDS,
  averageOf,
  isSetComplete,
  randomDelay,
  reactionReducer,
  sanitizeRecords,
  shareText,
  updateRecords,
  type ReactionEvent,
  type ReactionState,
  type Records,
} from './logic';
import styles from './styles.module.css';

const RECORDS_KEY = 'toolhub:reaction-time:records';

export default function ReactionTimeTool({ tool }: ToolProps) {
  const [state, setState] = useState<ReactionState>(INITIAL_STATE);
  const [records, setRecords, kept] = useStoredState<Records>(RECORDS_KEY, sanitizeRecords);
  const stateRef = useRef(state);
  const padRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();

  const dispatch = useCallback((event: ReactionEvent) => {
    const before = stateRef.current;
    const after = reactionReducer(before, event);
    if (after === before) return;
    stateRef.current = after;
    setState(after);
    if (after.phase.name === 'result' && before.phase.name === 'ready') {
      const { ms } = after.phase;
      setRecords((previous) => updateRecords(previous, ms, after.attempts));
    }
  }, [setRecords]);

  const press = useCallback(() => {
    dispatch({ type: 'press', at: performance.now(), nextDelay: randomDelay() });
  }, [dispatch]);

  const { phase } = state;
  // Each new wait is a new phase object, so a restarted round always gets a fresh timer.
  const waiting = phase.name === 'waiting' ? phase : null;

  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => dispatch({ type: 'go', at: performance.now() }), waiting.delay);
    return () => clearTimeout(timer);
  }, [waiting, dispatch]);

  const isReady = phase.name === 'ready';
  // Layout effect: runs before the green pad is painted, so the frame callback below fires right
  // before that paint and timing starts when the visitor can actually see green.
  useLayoutEffect(() => {
    if (!isReady || typeof requestAnimationFrame !== 'function') return;
    const frame = requestAnimationFrame(() => dispatch({ type: 'shown', at: performance.now() }));
    return () => cancelAnimationFrame(frame);
  }, [isReady, dispatch]);

  useTabHidden(() => dispatch({ type: 'hidden' }));

  // Any key counts as a press wherever focus is, unless it is typing or working another control.
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.repeat || !isPressKey(event) || belongsToControl(event.target)) return;
      event.preventDefault();
      press();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [press]);

  function clearRecords() {
    setRecords(NO_RECORDS);
  }

  const attempts = state.attempts;
  const average = averageOf(attempts);
  const complete = isSetComplete(attempts);
  const announcement =
    phase.name === 'result'
      ? `${phase.ms} milliseconds.${complete ? ` Average of five: ${average} milliseconds.` : ''}`
      : phase.name === 'early'
        ? 'Too soon!'
        : phase.name === 'cancelled'
          ? 'Round cancelled.'
          : '';

  return (
    <div className="th-stack">
      <section className={styles.arena} aria-label={tool.name}>
        <Pad ref={padRef} state={state} onPress={press} />
        <p className="th-visually-hidden" aria-live="polite">
          {announcement}
        </p>
      </section>

      <section className={`th-card ${styles.scores}`} aria-labelledby={headingId}>
        <h2 id={headingId}>
          Attempts <span className={styles.count}>{Math.min(attempts.length, ATTEMPTS_PER_SET)} of {ATTEMPTS_PER_SET}</span>
        </h2>
        <ol className={styles.attempts} aria-label="This set">
          {Array.from({ length: ATTEMPTS_PER_SET }, (_, i) => {
            const ms = attempts[i];
            return (
              <li key={i} data-filled={ms !== undefined}>
                <span className={styles.attemptNo}>#{i + 1}</span>
                <span className={styles.attemptMs}>{ms !== undefined ? `${ms} ms` : '–'}</span>
              </li>
            );
          })}
        </ol>
        <dl className={styles.summary}>
          <StatTile label={complete ? 'Average of five' : 'Average so far'} highlight={complete}>{average !== null ? `${average} ms` : '–'}</StatTile>
          <StatTile label="Best ever">{records.best !== null ? `${records.best} ms` : '–'}</StatTile>
          <StatTile label="Best average of five">{records.bestAverage !== null ? `${records.bestAverage} ms` : '–'}</StatTile>
          <StatTile label="Rounds played">{records.rounds}</StatTile>
        </dl>
        <div className="th-row">
          {complete && <CopyButton size="sm" text={shareText(attempts, records)} label="Copy my result" />}
          <Button size="sm" variant="ghost" onClick={() => {
              dispatch({ type: 'reset' });
              padRef.current?.focus();
            }} disabled={attempts.length === 0 && phase.name === 'idle'}>
            Restart set
          </Button>
          <Button size="sm" variant="ghost" onClick={clearRecords} disabled={records.rounds === 0}>
            Clear best times
          </Button>
        </div>
        {!kept && <p className="th-hint">This browser isn’t saving your best times, so they will be gone after you leave.</p>}
        <p className="th-hint">
          Timed with your browser’s high-resolution clock from the moment green is drawn. Screens and mice add a few
          milliseconds of their own, so compare results on the same device.
        </p>
      </section>
    </div>
  );
}
