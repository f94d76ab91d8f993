/** The running totals under the game: words solved, points or streak, the best, and hints used. */
import type { Best, WordLength } from './logic';
import styles from './styles.module.css';

interface StatsListProps {
  timed: boolean;
  length: WordLength;
  solved: number;
  score: number;
  streak: number;
  best: Best;
  /** Hints used on the puzzle on screen. */
  hints: number;
}

export function StatsList({ timed, length, solved, score, streak, best, hints }: StatsListProps) {
  const record = best.timed[length];
  return (
    <dl className={styles.stats}>
      <div>
        <dt>Solved</dt>
        <dd>{solved}</dd>
      </div>
      <div>
        <dt>{timed ? 'Points' : 'Streak'}</dt>
        <dd>{timed ? score : streak}</dd>
      </div>
      <div>
        <dt>{timed ? `Best (${length} letters)` : 'Best streak'}</dt>
        <dd>{timed ? (record ?? '–') : best.streak}</dd>
      </div>
      <div>
        <dt>Hints used</dt>
        <dd>{hints}</dd>
      </div>
    </dl>
  );
}
