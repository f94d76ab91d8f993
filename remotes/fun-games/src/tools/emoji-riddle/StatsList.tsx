/** The player's records: the daily streak, the best streak, and endless mode's best run and score. */
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
      <div>
        <dt>Daily streak</dt>
        <dd>{streakToday(stats, day)}</dd>
      </div>
      <div>
        <dt>Best streak</dt>
        <dd>{stats.bestStreak}</dd>
      </div>
      <div>
        <dt>Best endless run</dt>
        <dd>{stats.bestRun}</dd>
      </div>
      <div>
        <dt>Best endless score</dt>
        <dd>{stats.bestScore}</dd>
      </div>
    </dl>
  );
}
