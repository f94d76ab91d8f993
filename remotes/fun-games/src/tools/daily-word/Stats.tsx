import { useId } from 'react';
import { StatTile } from '../../ui/StatTile';
import { MAX_GUESSES } from './logic';
import { winPercent, type Stats } from './game';
import styles from './styles.module.css';

interface StatsProps {
  stats: Stats;
  streak: number;
  /** Guesses used in today's win, highlighted in the distribution. */
  todaysWin: number | null;
}

export function StatsPanel({ stats, streak, todaysWin }: StatsProps) {
  const headingId = useId();
  const most = Math.max(1, ...stats.distribution);
  return (
    <section className={`th-card ${styles.stats}`} aria-labelledby={headingId}>
      <h2 id={headingId}>Statistics</h2>
      <dl className={styles.numbers}>
        <StatTile label="Played">{stats.played}</StatTile>
        <StatTile label="Win %">{winPercent(stats)}</StatTile>
        <StatTile label="Current streak">{streak}</StatTile>
        <StatTile label="Max streak">{stats.maxStreak}</StatTile>
      </dl>
      <h3>Guess distribution</h3>
      <ol className={`th-list ${styles.distribution}`}>
        {Array.from({ length: MAX_GUESSES }, (_, i) => {
          const wins = stats.distribution[i] ?? 0;
          return (
            <li key={i} aria-label={`${i + 1} ${i === 0 ? 'guess' : 'guesses'}: ${wins} ${wins === 1 ? 'win' : 'wins'}`}>
              <span className={styles.distLabel} aria-hidden="true">
                {i + 1}
              </span>
              <span className={styles.distBar} data-today={todaysWin === i + 1} style={{ width: `${Math.max(8, (wins / most) * 100)}%` }} aria-hidden="true">
                {wins}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
