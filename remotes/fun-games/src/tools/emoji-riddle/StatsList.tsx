/** The player's records: the daily streak, the best streak, and endless mode's best run and score. */
import { StatTile } from '../../ui/StatTile';
import { streakToday, type Stats } from './logic';
import styles from './styles.module.css';

interface StatsListProps {
  stats: Stats;
  /** Today, as a local day number. */
  day: number;
}

export function StatsList({ stats, day }: StatsListProps) {
  return (
    <dl className={styles.stats}>
      <StatTile label="Daily streak">{streakToday(stats, day)}</StatTile>
      <StatTile label="Best streak">{stats.bestStreak}</StatTile>
      <StatTile label="Best endless run">{stats.bestRun}</StatTile>
      <StatTile label="Best endless score">{stats.bestScore}</StatTile>
    </dl>
  );
}
