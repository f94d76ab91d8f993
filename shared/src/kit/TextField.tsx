import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'> {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field, in place of the hint, and marks the field invalid. */
  error?: string | null;
  /** Shown under the field while there is no error. */
  hint?: ReactNode;
  /** The input's id; the error and hint take it with "-error" and "-hint" added. */
  id?: string;
  className?: string;
}

/**
 * A labelled text input with its error (or hint) below it. Text inputs keep exactly what was
 * typed, where a number input would silently blank "1e" or "-".
 */
export function TextField({ label, value, onChange, error, hint, id, className, type = 'text', 'aria-describedby': ownDescription, ...rest }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  // A caller's own description (a status line elsewhere) is kept, after the field's error or hint.
  const describedBy = [error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined, ownDescription].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['th-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId}>{label}</label>
      <input
        autoComplete="off"
        {...rest}
        id={inputId}
        className="th-input"
        type={type}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={`${inputId}-error`} className="th-field-error">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${inputId}-hint`} className="th-hint">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
