import { useId } from 'react';
import { Button, Message } from '@toolhub/shared';
import { MAX_NAME_LENGTH, MAX_PLAYERS, playerNameError } from '../../players/players';
import { useAddField } from '../../ui/useAddField';
import { addPlayer, removePlayer, type Players } from './logic';
import styles from './styles.module.css';

interface PlayersPanelProps {
  players: Players;
  onChange: (players: Players) => void;
}

/** Optional player names; the highlighted one gets the next prompt. */
export function PlayersPanel({ players, onChange }: PlayersPanelProps) {
  // A name being typed survives a reload; adding it empties the field and the draft.
  const { text, error, change, submit } = useAddField(
    'truth-or-dare:player-name',
    (name) => playerNameError(name, players.names),
    (name) => onChange(addPlayer(players, name)),
  );
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  return (
    <section className="th-card th-stack" aria-labelledby={`${inputId}-title`}>
      <div className="th-head-row">
        <h2 id={`${inputId}-title`}>Players</h2>
      </div>
      <form onSubmit={submit} noValidate>
        <div className="th-field">
          <label htmlFor={inputId}>Player name</label>
          <div className={styles.addRow}>
            <input
              id={inputId}
              className="th-input"
              value={text}
              maxLength={MAX_NAME_LENGTH + 20}
              autoComplete="off"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
              onChange={(e) => change(e.target.value)}
            />
            <Button type="submit" variant="primary">
              Add
            </Button>
          </div>
          <span id={hintId} className="th-hint">
            Optional. Up to {MAX_PLAYERS} players; turns go round in this order.
          </span>
          {error && (
            <div id={errorId}>
              <Message tone="error">{error}</Message>
            </div>
          )}
        </div>
      </form>
      {players.names.length > 0 ? (
        <>
          <ol className={`th-list ${styles.playerList}`} aria-label="Turn order">
            {players.names.map((name, index) => {
              const isNext = index === players.turn;
              return (
                <li key={name} className={styles.player} data-next={isNext || undefined} aria-current={isNext ? 'step' : undefined}>
                  <span className={styles.playerName}>
                    {name}
                    {isNext && <span className={styles.upNext}> · up next</span>}
                  </span>
                  <Button size="sm" variant="ghost" aria-label={`Remove ${name}`} onClick={() => onChange(removePlayer(players, index))}>
                    ✕
                  </Button>
                </li>
              );
            })}
          </ol>
          <Button size="sm" variant="ghost" onClick={() => onChange({ names: [], turn: 0 })}>
            Remove all players
          </Button>
        </>
      ) : (
        <p className="th-hint">No players yet: anyone can answer.</p>
      )}
    </section>
  );
}
