import type { MouseEvent } from 'react';
import { LETTER_STATE_NAMES, type LetterState } from './logic';
import styles from './styles.module.css';

const ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

interface KeyboardProps {
  known: ReadonlyMap<string, LetterState>;
  onKey: (key: string) => void;
  disabled: boolean;
}

// A mouse or finger press must not leave focus on a key, or a later physical Enter would press it again.
const keepFocus = (event: MouseEvent) => event.preventDefault();

/** The on-screen keyboard, coloured by the best thing known about each letter. */
export function Keyboard({ known, onKey, disabled }: KeyboardProps) {
  return (
    <div className={styles.keyboard} role="group" aria-label="Keyboard">
      {ROWS.map((row, i) => (
        <div key={row} className={styles.keyRow}>
          {i === 2 && (
            <button type="button" className={`${styles.key} ${styles.wideKey}`} onMouseDown={keepFocus} onClick={() => onKey('Enter')} disabled={disabled}>
              Enter
            </button>
          )}
          {[...row].map((letter) => {
            const state = known.get(letter);
            return (
              <button
                key={letter}
                type="button"
                className={styles.key}
                data-state={state ?? 'unknown'}
                aria-label={state ? `${letter.toUpperCase()}, ${LETTER_STATE_NAMES[state]}` : letter.toUpperCase()}
                onMouseDown={keepFocus}
                onClick={() => onKey(letter)}
                disabled={disabled}
              >
                {letter.toUpperCase()}
              </button>
            );
          })}
          {i === 2 && (
            <button type="button" className={`${styles.key} ${styles.wideKey}`} aria-label="Delete letter" onMouseDown={keepFocus} onClick={() => onKey('Backspace')} disabled={disabled}>
              ⌫
            </button>
          )}
        </div>
      ))}
    </div>
  );
}
