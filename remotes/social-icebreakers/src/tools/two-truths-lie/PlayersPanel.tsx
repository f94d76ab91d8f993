/** The players (turns to tell go round in their order), the scoreboard and a new game. */
import { Button } from '@toolhub/shared';
import { IDEAS } from './ideas';
import { standings } from './logic';
import { PlayersField } from '../../players/PlayersField';
import type { TypedPlayers } from '../../players/useTypedPlayers';
import styles from './styles.module.css';

interface PlayersPanelProps {
  players: TypedPlayers;
  scores: Record<string, number>;
  teller: string | null;
  rounds: number;
  onNewGame: () => void;
}

export function PlayersPanel({ players, scores, teller, rounds, onNewGame }: PlayersPanelProps) {
  const board = standings(players.names, scores);

  return (
    <aside className="th-card th-stack" aria-labelledby="ttl-players-title">
      <h2 id="ttl-players-title" className={styles.title}>
        Players and scores
      </h2>
      <PlayersField players={players} hint="Optional. Turns to tell go round in this order." />
      {board.length > 0 ? (
        <ol className={`th-list ${styles.board}`} aria-label="Scores">
          {board.map(({ name, score }) => (
            <li key={name} className={styles.boardRow} data-teller={name === teller || undefined}>
              <span className={styles.boardName}>
                {name}
                {name === teller && <span className="th-hint"> · telling</span>}
              </span>
              <span className={styles.score}>
                {score} {score === 1 ? 'pt' : 'pts'}
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="th-hint">No players yet: play as a group and count hands.</p>
      )}
      <p className="th-hint">
        {rounds} {rounds === 1 ? 'round' : 'rounds'} played. {IDEAS.length} ideas for the stuck.
      </p>
      <Button size="sm" variant="ghost" onClick={onNewGame}>
        New game (scores to zero)
      </Button>
    </aside>
  );
}
