/** The running totals under the game: words solved, points or streak, the best, and hints used. */
import { StatTile } from '../../ui/StatTile';
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
      <StatTile label="Solved">{solved}</StatTile>
      <StatTile label={timed ? 'Points' : 'Streak'}>{timed ? score : streak}</StatTile>
      <StatTile label={timed ? `Best (${length} letters)` : 'Best streak'}>{timed ? (record ?? '–') : best.streak}</StatTile>
      <StatTile label="Hints used">{hints}</StatTile>
    </dl>
  );
}
