import { useId } from 'react';
import { Button } from '@toolhub/shared';
import { AddPlayerForm } from '../../players/AddPlayerForm';
import { MAX_PLAYERS } from '../../players/players';
import { addPlayer, movePlayer, removePlayer, type Table } from './logic';
import styles from './styles.module.css';

interface TablePanelProps {
  table: Table;
  onChange: (table: Table) => void;
}

/** The players in seat order (clockwise from the top), with how often each was chosen. */
export function TablePanel({ table, onChange }: TablePanelProps) {
  const titleId = useId();
  const count = table.names.length;
  return (
    <section className="th-card th-stack" aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        Players
      </h2>
      <AddPlayerForm
        draftKey="spin-the-bottle:player-name"
        names={table.names}
        onAdd={(name) => onChange(addPlayer(table, name))}
        hint={<>Add people in the order they sit, going clockwise. 2 to {MAX_PLAYERS} players; without names the bottle still spins.</>}
      />
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
