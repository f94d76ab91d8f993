import { useId } from 'react';
import { Button, Segmented } from '@toolhub/shared';
import { AddPlayerForm } from '../../players/AddPlayerForm';
import { MAX_PLAYERS } from '../../players/players';
import { FINGER_CHOICES, addPlayer, fingersLeft, removePlayer, resetScores, standings, type Fingers, type Game, type Scoring } from './logic';
import styles from './styles.module.css';

interface PlayersPanelProps {
  game: Game;
  onChange: (game: Game) => void;
  scoring: Scoring;
  onScoring: (scoring: Scoring) => void;
  fingers: Fingers;
  onFingers: (fingers: Fingers) => void;
}

const SCORING_OPTIONS = [
  { value: 'points' as const, label: 'Points' },
  { value: 'fingers' as const, label: 'Fingers down' },
];
const FINGER_OPTIONS = FINGER_CHOICES.map((n) => ({ value: n, label: n }));

export function PlayersPanel({ game, onChange, scoring, onScoring, fingers, onFingers }: PlayersPanelProps) {
  const id = useId();
  const start = Number(fingers);
  const names = game.players.map((p) => p.name);

  return (
    <section className="th-card th-stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.panelTitle}>
        Players
      </h2>
      <AddPlayerForm
        draftKey="never-have-i-ever:player-name"
        names={names}
        onAdd={(name) => onChange(addPlayer(game, name))}
        hint={<>Optional, up to {MAX_PLAYERS}. Players tap “I have” on each card to score.</>}
      />
      <Segmented legend="Scoring" options={SCORING_OPTIONS} value={scoring} onChange={onScoring} />
      {scoring === 'fingers' && <Segmented legend="Fingers to start with" options={FINGER_OPTIONS} value={fingers} onChange={onFingers} />}
      <p className="th-hint">
        {scoring === 'points'
          ? 'Each “I have” scores a point: the most experienced player leads.'
          : `Everyone holds up ${start} fingers and puts one down per “I have”. The last with fingers up wins.`}
      </p>
      {game.players.length > 0 ? (
        <>
          <ol className={`th-list ${styles.playerList}`} aria-label="Scores">
            {game.players.map((player) => {
              const left = fingersLeft(player, start);
              const out = scoring === 'fingers' && left === 0;
              return (
                <li key={player.name} className={styles.player} data-out={out || undefined}>
                  <span className={styles.playerName}>{player.name}</span>
                  <span className={styles.score}>
                    {scoring === 'points' ? `${player.score} ${player.score === 1 ? 'point' : 'points'}` : out ? 'out' : `${left} ✋`}
                  </span>
                  <Button size="sm" variant="ghost" aria-label={`Remove ${player.name}`} onClick={() => onChange(removePlayer(game, player.name))}>
                    ✕
                  </Button>
                </li>
              );
            })}
          </ol>
          <p className={styles.standings}>{standings(game, scoring, start)}</p>
          <div className="th-row">
            <Button size="sm" variant="ghost" onClick={() => onChange(resetScores(game))}>
              New game (scores to 0)
            </Button>
            <Button size="sm" variant="ghost" onClick={() => onChange({ ...game, players: [], card: game.card ? { ...game.card, haves: [] } : null })}>
              Remove all players
            </Button>
          </div>
        </>
      ) : (
        <p className="th-hint">No players yet: the group tally still counts hands.</p>
      )}
    </section>
  );
}
