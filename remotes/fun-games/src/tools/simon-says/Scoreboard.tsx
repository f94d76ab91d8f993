/** The scoreboard above the pads: the round, the score, and the best score of the mode being played. */
import styles from './styles.module.css';

interface ScoreboardProps {
  round: number;
  score: number;
  /** The best shown is strict mode's. */
  strict: boolean;
  best: number;
  newRecord: boolean;
}

export function Scoreboard({ round, score, strict, best, newRecord }: ScoreboardProps) {
  return (
    <dl className={styles.scoreboard}>
      <div>
        <dt>Round</dt>
        <dd>{round || '–'}</dd>
      </div>
      <div>
        <dt>Score</dt>
        <dd>{score}</dd>
      </div>
      <div data-highlight={newRecord}>
        <dt>Best{strict ? ' (strict)' : ''}</dt>
        <dd>{best}</dd>
      </div>
    </dl>
  );
}
