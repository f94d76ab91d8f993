/** The play card's top line: the clock (or "Relaxed") and the score, over the timed round's draining bar. */
import { ROUND_MS, formatClock } from './logic';
import styles from './styles.module.css';

interface ToplineProps {
  timed: boolean;
  active: boolean;
  /** Milliseconds left in the timed round. */
  remaining: number;
  score: number;
}

export function Topline({ timed, active, remaining, score }: ToplineProps) {
  return (
    <>
      <div className={styles.topline}>
        {timed ? (
          <p className={styles.timer} aria-label={`${Math.ceil(remaining / 1000)} seconds left`} data-low={active && remaining <= 10_000}>
            ⏱ {formatClock(remaining)}
          </p>
        ) : (
          <p className={styles.timer}>Relaxed</p>
        )}
        <p className={styles.score}>
          Score <strong>{score}</strong>
        </p>
      </div>
      {timed && (
        <div className={styles.track} aria-hidden="true">
          <div className={styles.bar} style={{ transform: `scaleX(${remaining / ROUND_MS})` }} />
        </div>
      )}
    </>
  );
}
