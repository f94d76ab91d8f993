/** What a timed round shows when it is not being played: the start prompt, the pause notice, the final score. */
import { Button } from '@toolhub/shared';
import type { RoundPhase } from '../../round/clock';
import type { WordLength } from './logic';
import styles from './styles.module.css';

interface RoundPanelProps {
  phase: RoundPhase;
  length: WordLength;
  score: number;
  solved: number;
  newBest: boolean;
  onStart: () => void;
  onResume: () => void;
}

export function RoundPanel({ phase, length, score, solved, newBest, onStart, onResume }: RoundPanelProps) {
  return (
    <>
      {phase === 'idle' && (
        <div className={styles.center}>
          <p>Unscramble as many {length}-letter words as you can in 2 minutes. Hints cost 10 points each.</p>
          <Button variant="primary" onClick={onStart}>
            Start
          </Button>
        </div>
      )}
      {phase === 'paused' && (
        <div className={styles.center}>
          <p>Paused: the clock stopped when you left.</p>
          <Button variant="primary" onClick={onResume}>
            Resume
          </Button>
        </div>
      )}
      {phase === 'over' && (
        <div className={styles.center} role="status">
          <p className={styles.final}>
            Time! <strong>{score}</strong> points, {solved} {solved === 1 ? 'word' : 'words'}
            {newBest && <span className={styles.newBest}> · New best!</span>}
          </p>
          <Button variant="primary" onClick={onStart}>
            Play again
          </Button>
        </div>
      )}
    </>
  );
}
