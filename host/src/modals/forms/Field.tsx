import { useId, type ReactNode } from 'react';
import { Message } from '@toolhub/shared';

/** What a field hands its control so the label, hint and error are tied to it. */
export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: ReactNode;
  /** Guidance under the control, read after the label. */
  hint?: ReactNode;
  /** The field's error, if one shows now. */
  error?: string;
  children: (control: ControlProps) => ReactNode;
}

/** A labelled control with its hint and its error, linked by aria-describedby; the error is announced. */
export function Field({ label, hint, error, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="th-field form-field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <span id={hintId} className="th-hint">
          {hint}
        </span>
      )}
      {error && (
        <Message tone="error" className="form-error">
          <span id={errorId}>{error}</span>
        </Message>
      )}
    </div>
  );
}
