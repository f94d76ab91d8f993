import { useId, useState } from 'react';
import { Button, Message } from '@toolhub/shared';
import { PDF_MESSAGES } from '../pdf/problems';
import styles from './styles.module.css';

interface Props {
  fileName: string;
  /** The last password tried was wrong. */
  wrong: boolean;
  /** A password is being tried. */
  checking: boolean;
  onUnlock: (password: string) => void;
}

/**
 * Asks for an encrypted PDF's password. The password stays in memory: it is never stored. The
 * field and its button share a row (the kit's TextField puts its label in the way), with the
 * field's error under both.
 */
export function PasswordPrompt({ fileName, wrong, checking, onUnlock }: Props) {
  const id = useId();
  const [password, setPassword] = useState('');
  // Typing again hides the last "wrong password" until the next try.
  const [edited, setEdited] = useState(false);
  const error = wrong && !edited ? PDF_MESSAGES['wrong-password'] : null;
  return (
    <form
      className={`th-stack ${styles.unlock}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (password === '' || checking) return;
        setEdited(false);
        onUnlock(password);
      }}
    >
      <Message tone="warning">{PDF_MESSAGES.encrypted}</Message>
      <div className="th-field">
        <label htmlFor={id}>
          Password <span className="th-visually-hidden">for {fileName}</span>
        </label>
        <div className={styles.unlockRow}>
          <input
            id={id}
            type="password"
            className="th-input"
            autoComplete="off"
            value={password}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setPassword(event.target.value);
              setEdited(true);
            }}
          />
          <Button type="submit" disabled={checking || password === ''} aria-label={`${checking ? 'Unlocking' : 'Unlock'} ${fileName}`}>
            {checking ? 'Unlocking…' : 'Unlock'}
          </Button>
        </div>
        {error ? (
          <p id={`${id}-error`} className="th-field-error">
            {error}
          </p>
        ) : null}
      </div>
    </form>
  );
}
