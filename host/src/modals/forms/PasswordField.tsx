import type { ReactNode } from 'react';
import { Field } from './Field';
import { PasswordInput } from './PasswordInput';

export interface PasswordFieldProps {
  label: string;
  hint?: ReactNode;
  error?: string;
  /** The form field's name (focus after a refused submit finds it by name). */
  name: string;
  /** Names the show/hide button: "Show password", "Hide confirm password". */
  toggleLabel: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
}

/** A labelled password box with its hint, its error and a show/hide button (log-in, sign-up, settings). */
export function PasswordField({ label, hint, error, name, toggleLabel, autoComplete, value, onChange }: PasswordFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <PasswordInput {...control} name={name} toggleLabel={toggleLabel} autoComplete={autoComplete} value={value} onChange={(event) => onChange(event.target.value)} />
      )}
    </Field>
  );
}
