import controls from './controls.module.css';

interface TextFieldProps {
  /** The input's id; the error and the hint take it with "-error" and "-hint" added. */
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  /** Shown under the field while there is no error. */
  hint?: string;
  inputMode?: 'numeric';
  maxLength?: number;
  spellCheck?: boolean;
}

/**
 * A labelled text input with its error (or hint) below it. Text inputs keep exactly what was
 * typed, where a number input would silently blank "1e" or "-".
 */
export function TextField({ id, label, value, onChange, error, hint, inputMode, maxLength, spellCheck }: TextFieldProps) {
  return (
    <div className="th-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="th-input"
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        maxLength={maxLength}
        spellCheck={spellCheck}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className={controls.fieldError}>
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="th-hint">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
