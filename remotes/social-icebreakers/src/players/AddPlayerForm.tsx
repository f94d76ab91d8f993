import { useId, type ReactNode } from 'react';
import { Button, Message } from '@toolhub/shared';
import { useAddField } from '../ui/useAddField';
import { MAX_NAME_LENGTH, playerNameError } from './players';
import addRow from '../ui/add-row.module.css';

interface AddPlayerFormProps {
  /** The draft's key: a name half typed survives a reload. */
  draftKey: string;
  names: readonly string[];
  onAdd: (name: string) => void;
  /** What the field is for, under it. */
  hint: ReactNode;
}

/** "Player name" and Add: one player at a time, refused with the reason next to the field. */
export function AddPlayerForm({ draftKey, names, onAdd, hint }: AddPlayerFormProps) {
  const { text, error, change, submit } = useAddField(draftKey, (name) => playerNameError(name, names), onAdd);
  const id = useId();
  return (
    <form onSubmit={submit} noValidate className="th-field">
      <label htmlFor={`${id}-name`}>Player name</label>
      <div className={addRow.addRow}>
        <input
          id={`${id}-name`}
          className="th-input"
          value={text}
          maxLength={MAX_NAME_LENGTH + 20}
          autoComplete="off"
          enterKeyHint="done"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(e) => change(e.target.value)}
        />
        <Button type="submit" variant="primary">
          Add
        </Button>
      </div>
      <p id={`${id}-hint`} className="th-hint">
        {hint}
      </p>
      {error && (
        <div id={`${id}-error`}>
          <Message tone="error">{error}</Message>
        </div>
      )}
    </form>
  );
}
