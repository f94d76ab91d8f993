import { useState, type ReactNode } from 'react';
import { readNumber, type NumberReading, type NumberRule } from './number-input';
import { TextField } from './TextField';

export interface NumberFieldProps extends NumberRule {
  label: ReactNode;
  value: number;
  /** Called with each valid number as it is typed (not for text that is not yet one). */
  onValue: (value: number) => void;
  hint?: ReactNode;
  id?: string;
  className?: string;
  disabled?: boolean;
  /** A tool's own reading of the text, when the default rules do not fit. */
  read?: (text: string) => NumberReading;
}

/**
 * A number typed as text: what was typed stays (even "1." or "-" on the way to a number), a clear
 * message says what is wrong, and each valid number is reported at once.
 */
export function NumberField({ label, value, onValue, hint, id, className, disabled, read, min, max, integer }: NumberFieldProps) {
  const readText = read ?? ((text: string) => readNumber(text, { min, max, integer }));
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (!Object.is(shown, value)) {
    // A new value from outside (a slider, another field, a preset) replaces the text.
    setShown(value);
    setText(String(value));
  }
  const reading = readText(text);
  return (
    <TextField
      id={id}
      label={label}
      hint={hint}
      className={className}
      disabled={disabled}
      inputMode={integer && (min ?? 0) >= 0 ? 'numeric' : 'decimal'}
      value={text}
      error={'error' in reading ? reading.error : null}
      onChange={(next) => {
        setText(next);
        const result = readText(next);
        if ('value' in result && !Object.is(result.value, value)) {
          setShown(result.value);
          onValue(result.value);
        }
      }}
    />
  );
}
