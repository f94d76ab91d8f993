/** The answer form: the word field, Check, and the Shuffle, Hint and Skip buttons. */
import type { FormEvent } from 'react';
import { Button, TextField } from '@toolhub/shared';
import styles from './styles.module.css';

interface GuessFormProps {
  inputId: string;
  guess: string;
  error: string | null;
  /** How many letters the puzzle has. */
  letters: number;
  active: boolean;
  /** The field is off while a timed round waits to start or is paused. */
  locked: boolean;
  hintsLeft: number;
  onGuess: (value: string) => void;
  onSubmit: (event: FormEvent) => void;
  onShuffle: () => void;
  onHint: () => void;
  onSkip: () => void;
}

export function GuessForm({ inputId, guess, error, letters, active, locked, hintsLeft, onGuess, onSubmit, onShuffle, onHint, onSkip }: GuessFormProps) {
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField
        id={inputId}
        label="Your word"
        className={styles.field}
        value={guess}
        onChange={onGuess}
        error={error}
        hint={`Use all ${letters} letters. Any real word with exactly these letters counts.`}
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="go"
        maxLength={40}
        disabled={locked}
      />
      <div className={styles.buttons}>
        <Button type="submit" variant="primary" disabled={!active}>
          Check
        </Button>
        <Button onClick={onShuffle} disabled={!active}>
          Shuffle
        </Button>
        <Button onClick={onHint} disabled={!active || hintsLeft <= 0}>
          Hint ({hintsLeft})
        </Button>
        <Button variant="ghost" onClick={onSkip} disabled={!active}>
          Skip
        </Button>
      </div>
    </form>
  );
}
