/** The scoreboard above the pads: the round, the score, and the best score of the mode being played. */
import { StatTile } from '../../ui/StatTile';
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
      <StatTile label="Round">{round || '–'}</StatTile>
      <StatTile label="Score">{score}</StatTile>
      <StatTile label={`Best${strict ? ' (strict)' : ''}`} highlight={newRecord}>{best}</StatTile>
    </dl>
  );
}
