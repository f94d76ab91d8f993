/** The play card's top line: the clock (or "Relaxed") and the score, over the timed round's draining bar. */
import { TimeLeft } from '../../round/TimeLeft';
import { TimeLeftBar } from '../../round/TimeLeftBar';
import { ROUND_MS } from './logic';
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
          <TimeLeft remaining={remaining} running={active} className={styles.timer} />
        ) : (
          <p className={styles.timer}>Relaxed</p>
        )}
        <p className={styles.score}>
          Score <strong>{score}</strong>
        </p>
      </div>
      {timed && <TimeLeftBar part={remaining / ROUND_MS} barClassName={styles.bar} />}
    </>
  );
}
