import { useId, useState, type FormEvent } from 'react';
import { Button, Message, useDraft } from '@toolhub/shared';
import { MAX_NAME_LENGTH, MAX_PLAYERS, addPlayer, movePlayer, playerNameError, removePlayer, type Table } from './logic';
import styles from './styles.module.css';

interface TablePanelProps {
  table: Table;
  onChange: (table: Table) => void;
}

/** The players in seat order (clockwise from the top), with how often each was chosen. */
export function TablePanel({ table, onChange }: TablePanelProps) {
  const [draft, setDraft] = useDraft('spin-the-bottle:player-name', '');
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = playerNameError(draft, table.names);
    setError(problem);
    if (problem) return;
    onChange(addPlayer(table, draft));
    setDraft('');
  }

  const count = table.names.length;
  return (
    <section className="th-card th-stack" aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        Players
      </h2>
      <form onSubmit={onSubmit} noValidate className="th-field">
        <label htmlFor={`${titleId}-name`}>Player name</label>
        <div className={styles.addRow}>
          <input
            id={`${titleId}-name`}
            className="th-input"
            value={draft}
            maxLength={MAX_NAME_LENGTH + 20}
            autoComplete="off"
            enterKeyHint="done"
            aria-invalid={error ? true : undefined}
            aria-describedby={`${titleId}-hint${error ? ` ${titleId}-error` : ''}`}
            onChange={(e) => {
              setDraft(e.target.value);
              if (error) setError(null);
            }}
          />
          <Button type="submit" variant="primary">
            Add
          </Button>
        </div>
        <p id={`${titleId}-hint`} className="th-hint">
          Add people in the order they sit, going clockwise. 2 to {MAX_PLAYERS} players; without names the bottle still
          spins.
        </p>
        {error && (
          <div id={`${titleId}-error`}>
            <Message tone="error">{error}</Message>
          </div>
        )}
      </form>
      {count > 0 ? (
        <>
          <ol className={`th-list ${styles.playerList}`} aria-label="Seats, clockwise">
            {table.names.map((name, index) => {
              const picks = table.picks[name] ?? 0;
              const spins = count > 1 && index === table.spinner;
              return (
                <li key={name} className={styles.player} data-spinner={spins || undefined}>
                  <span className={styles.playerName}>
                    {name}
                    <span className={styles.playerMeta}>
                      {' '}
                      · chosen {picks}×{spins ? ' · spins next' : ''}
                    </span>
                  </span>
                  <span className={styles.playerButtons}>
                    <Button size="sm" variant="ghost" aria-label={`Move ${name} up`} disabled={index === 0} onClick={() => onChange(movePlayer(table, index, -1))}>
                      ↑
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Move ${name} down`}
                      disabled={index === count - 1}
                      onClick={() => onChange(movePlayer(table, index, 1))}
                    >
                      ↓
                    </Button>
                    <Button size="sm" variant="ghost" aria-label={`Remove ${name}`} onClick={() => onChange(removePlayer(table, index))}>
                      ✕
                    </Button>
                  </span>
                </li>
              );
            })}
          </ol>
          <div className="th-row">
            <Button size="sm" variant="ghost" onClick={() => onChange({ ...table, picks: {} })}>
              Reset tallies
            </Button>
            <Button size="sm" variant="ghost" onClick={() => onChange({ names: [], picks: {}, spinner: 0 })}>
              Remove all players
            </Button>
          </div>
        </>
      ) : (
        <p className="th-hint">No players yet.</p>
      )}
    </section>
  );
}
