import { useId } from 'react';
import { MAX_PLAYERS } from './players';

interface PlayersFieldProps {
  value: string;
  onChange: (value: string) => void;
  problems: readonly string[];
  hint: string;
}

/** Player names, one a line; problems are listed under the field and the valid names still play. */
export function PlayersField({ value, onChange, problems, hint }: PlayersFieldProps) {
  const id = useId();
  return (
    <div className="th-field">
      <label htmlFor={id}>Players, one per line</label>
      <textarea
        id={id}
        className="th-textarea"
        rows={4}
        value={value}
        spellCheck={false}
        autoComplete="off"
        aria-invalid={problems.length > 0 ? true : undefined}
        aria-describedby={`${id}-hint${problems.length > 0 ? ` ${id}-error` : ''}`}
        onChange={(event) => onChange(event.target.value)}
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
