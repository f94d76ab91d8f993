import { LETTER_STATE_NAMES, MAX_GUESSES, WORD_LENGTH, type LetterState } from './logic';
import styles from './styles.module.css';

interface BoardProps {
  guesses: readonly { word: string; states: readonly LetterState[] }[];
  current: string;
  playing: boolean;
  /** Row index that was just submitted and flips its tiles over. */
  revealRow: number | null;
  /** Changes on every rejected guess so the shake replays. */
  shakeKey: number;
  wonRow: number | null;
}

function describeGuess(word: string, states: readonly LetterState[]): string {
  return [...word].map((letter, i) => `${letter.toUpperCase()} ${LETTER_STATE_NAMES[states[i] ?? 'absent']}`).join(', ');
}

/** Six rows of five tiles; each row reads as one sentence to screen readers. */
export function Board({ guesses, current, playing, revealRow, shakeKey, wonRow }: BoardProps) {
  return (
    <div className={styles.board} role="group" aria-label="Guesses">
      {Array.from({ length: MAX_GUESSES }, (_, row) => {
        const guess = guesses[row];
        const isCurrent = playing && row === guesses.length;
        const letters = guess ? guess.word : isCurrent ? current : '';
        const label = guess
          ? `Guess ${row + 1}: ${guess.word.toUpperCase()}. ${describeGuess(guess.word, guess.states)}`
          : isCurrent
            ? `Guess ${row + 1}, typing: ${current.toUpperCase() || 'empty'}`
            : `Guess ${row + 1}, empty`;
        return (
          <div
            key={isCurrent ? `current-${shakeKey}` : row}
            className={styles.row}
            data-shake={isCurrent && shakeKey > 0}
            data-won={row === wonRow}
            role="group"
            aria-label={label}
          >
            {Array.from({ length: WORD_LENGTH }, (_, col) => {
              const letter = letters[col] ?? '';
              const state = guess?.states[col];
              return (
                <span
                  key={col}
                  className={styles.tile}
                  data-state={state ?? (letter ? 'typed' : 'empty')}
                  data-reveal={row === revealRow}
                  style={{ ['--th-tile-index' as string]: col }}
                  aria-hidden="true"
                >
                  {letter.toUpperCase()}
                </span>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
