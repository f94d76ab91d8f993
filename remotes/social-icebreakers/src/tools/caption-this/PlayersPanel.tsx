/** The players (captions are written in their order), the scores, the round winners and a new game. */
import { Button } from '@toolhub/shared';
import type { Game } from './logic';
import { PlayersField } from '../../players/PlayersField';
import type { TypedPlayers } from '../../players/useTypedPlayers';
import styles from './styles.module.css';

interface PlayersPanelProps {
  players: TypedPlayers;
  game: Game;
  onNewGame: () => void;
}

export function PlayersPanel({ players, game, onNewGame }: PlayersPanelProps) {
  const board = players.names
    .map((name) => ({ name, points: game.points[name] ?? 0, wins: game.wins[name] ?? 0 }))
    .sort((a, b) => b.wins - a.wins || b.points - a.points);

  return (
    <aside className="th-card th-stack" aria-labelledby="ct-players-title">
      <h2 id="ct-players-title" className={styles.title}>
        Players and scores
      </h2>
      <PlayersField players={players} hint="Captions are written in this order." />
      {board.length > 0 && (
        <ol className={`th-list ${styles.board}`} aria-label="Scores">
          {board.map(({ name, points, wins }) => (
            <li key={name} className={styles.boardRow}>
              <span className={styles.boardName}>{name}</span>
              <span className={styles.score}>
                {wins} {wins === 1 ? 'win' : 'wins'} · {points} {points === 1 ? 'vote' : 'votes'}
              </span>
            </li>
          ))}
        </ol>
      )}
      {game.history.length > 0 && (
        <details>
          <summary>Round winners ({game.history.length})</summary>
          <ol className={styles.history}>
            {game.history.map((h) => (
              <li key={h.round}>
                <strong>{h.names.join(' & ')}</strong>: “{h.caption}” <span className="th-hint">({h.picture})</span>
              </li>
            ))}
          </ol>
        </details>
      )}
      <Button size="sm" variant="ghost" onClick={onNewGame}>
        New game (scores to zero)
      </Button>
    </aside>
  );
}
