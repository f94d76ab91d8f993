import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, CopyButton, usePrefersReducedMotion, useStoredState, type ToolProps } from '@toolhub/shared';
import { belongsToControl, useTabHidden } from '../../input/useActionKey';
import { TimeLeftBar } from '../../round/TimeLeftBar';
import { StatTile } from '../../ui/StatTile';
import { Target } from './Target';
import {
  IDLE,
  ROUND_MS,
  advance,
  canStart,
  countdownNumber,
  finalRate,
  formatRate,
  liveRate,
  sanitizeBest,
  shareText,
  startCountdown,
  tap,
  tapCount,
  timeLeft,
  verdict,
  type Best,
  type Round,
} from './logic';
import styles from './styles.module.css';

const BEST_KEY = 'toolhub:fast-tap-challenge:best';

export default function FastTapChallengeTool({ tool }: ToolProps) {
  const [round, setRound] = useState<Round>(IDLE);
  const [now, setNow] = useState(0);
  const [best, setBest, kept] = useStoredState<Best | null>(BEST_KEY, sanitizeBest);
  const [newBest, setNewBest] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const roundRef = useRef(round);
  const bestRef = useRef(best);
  const targetRef = useRef<HTMLButtonElement>(null);

  const update = useCallback((next: Round) => {
    const before = roundRef.current;
    if (next === before) return;
    roundRef.current = next;
    setRound(next);
    if (next.phase === 'done' && before.phase === 'playing') {
      const improved = next.taps > 0 && (bestRef.current === null || next.taps > bestRef.current.taps);
      setNewBest(improved);
      if (improved) {
        const record = { taps: next.taps };
        bestRef.current = record;
        setBest(record);
      }
    }
  }, [setBest]);

  const running = round.phase === 'countdown' || round.phase === 'playing';
  // One frame loop drives the countdown, the clock and the live numbers; taps themselves only
  // touch the ref-held round, so even very fast input never waits for React.
  useEffect(() => {
    if (!running) return;
    let frame = requestAnimationFrame(function step() {
      const t = performance.now();
      update(advance(roundRef.current, t));
      setNow(t);
      frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [running, update]);

  const start = useCallback((fromButton = false) => {
    const t = performance.now();
    if (!canStart(roundRef.current, fromButton ? Infinity : t)) return;
    setNow(t);
    setNewBest(false);
    update(startCountdown(t));
    targetRef.current?.focus();
  }, [update]);

  const count = useCallback(
    (points: number) => {
      const t = performance.now();
      update(tap(roundRef.current, t, points));
      setNow(t);
    },
    [update],
  );

  useTabHidden(() => {
    const phase = roundRef.current.phase;
    if (phase === 'countdown' || phase === 'playing') update({ phase: 'cancelled' });
  });

  // Space taps from anywhere on the page that isn't another control; held keys repeat, which would be cheating.
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== ' ' || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (belongsToControl(event.target) && event.target !== targetRef.current) return;
      event.preventDefault();
      if (event.repeat) return;
      const phase = roundRef.current.phase;
      if (phase === 'playing' || phase === 'countdown') count(1);
      else start();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [count, start]);

  const taps = tapCount(round);
  const left = timeLeft(round, now);
  const number = countdownNumber(round, now);
  const done = round.phase === 'done';

  return (
    <div className={`th-stack ${styles.tool}`}>
      <dl className={styles.stats}>
        <StatTile label="Time left">{(left / 1000).toFixed(1)} s</StatTile>
        <StatTile label="Taps">{taps}</StatTile>
        <StatTile label="Taps / second">{formatRate(done ? finalRate(taps) : liveRate(round, now))}</StatTile>
        <StatTile label="Best">{best ? best.taps : '–'}</StatTile>
      </dl>
      <TimeLeftBar part={left / ROUND_MS} />

      <section className={styles.arena} aria-label={tool.name}>
        <Target ref={targetRef} round={round} countdown={number} taps={taps} reducedMotion={reducedMotion} onStart={() => start()} onTap={count} />
      </section>
      <p className="th-visually-hidden" aria-live="polite">
        {round.phase === 'countdown' ? (number > 0 ? String(number) : 'Go!') : round.phase === 'playing' && taps === 0 ? 'Go!' : done ? `Time! ${taps} taps, ${formatRate(finalRate(taps))} per second.` : round.phase === 'cancelled' ? 'Round cancelled.' : ''}
      </p>

      {done && (
        <section className={`th-card ${styles.result}`} aria-label="Result">
          <p className={styles.resultLine}>
            <strong>{taps}</strong> taps · {formatRate(finalRate(taps))} taps per second
            {newBest && <span className={styles.newBest}> · New best!</span>}
          </p>
          <p>{verdict(taps)}</p>
          <div className="th-row">
            <Button variant="primary" onClick={() => start(true)}>
              Play again
            </Button>
            <CopyButton text={shareText(taps, best)} label="Copy result" />
          </div>
        </section>
      )}
      {!kept && <p className="th-hint">This browser isn’t saving your best score, so it will be gone after you leave.</p>}
      <p className="th-hint">
        Tap the circle, click it or press Space as fast as you can for 10 seconds after the 3-2-1 countdown. Every finger that lands on the circle counts once, so
        two fingers landing together count as two; holding a finger or a key down doesn’t count again. Leaving the tab cancels the round.
      </p>
    </div>
  );
}
