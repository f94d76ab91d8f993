import { useState } from 'react';
import { parseSide } from './logic';
import styles from './styles.module.css';

interface NumberFieldProps {
  id: string;
  label: string;
  value: number;
  min?: number;
  max: number;
  onValue: (value: number) => void;
}

/** A whole-pixel field that keeps what was typed, says what is wrong, and reports valid numbers live. */
export function NumberField({ id, label, value, min = 1, max, onValue }: NumberFieldProps) {
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // A new value from outside (dragging, another field) replaces the text.
    setShown(value);
    setText(String(value));
  }
  const parsed = parseSide(text, max, min);
  const error = 'error' in parsed ? parsed.error : null;

  return (
    <div className={`th-field ${styles.numberField}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="th-input"
        inputMode="numeric"
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          const result = parseSide(next, max, min);
          if ('value' in result && result.value !== value) {
            setShown(result.value);
            onValue(result.value);
          }
        }}
      />
      {error && (
        <span id={`${id}-error`} className={styles.fieldError}>
          {error}
        </span>
      )}
    </div>
  );
}
