import { useId } from 'react';
import { MAX_PLAYERS } from './players';
import type { TypedPlayers } from './useTypedPlayers';

interface PlayersFieldProps {
  players: TypedPlayers;
  hint: string;
}

/** Player names, one a line; problems are listed under the field and the valid names still play. */
export function PlayersField({ players, hint }: PlayersFieldProps) {
  const id = useId();
  const { problems } = players;
  return (
    <div className="th-field">
      <label htmlFor={id}>Players, one per line</label>
      <textarea
        id={id}
        className="th-textarea"
        rows={4}
        value={players.text}
        spellCheck={false}
        autoComplete="off"
        aria-invalid={problems.length > 0 ? true : undefined}
        aria-describedby={`${id}-hint${problems.length > 0 ? ` ${id}-error` : ''}`}
        onChange={(event) => players.setText(event.target.value)}
      />
      <p id={`${id}-hint`} className="th-hint">
        {hint} Up to {MAX_PLAYERS}.
      </p>
      {problems.length > 0 && (
        <div id={`${id}-error`} className="th-field-error">
          {problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
      )}
    </div>
  );
}
