import type { ReactNode } from 'react';
import { Field } from './Field';

export interface EmailFieldProps {
  label: string;
  hint?: ReactNode;
  error?: string;
  value: string;
  onChange: (value: string) => void;
}

/** An email box as phones and password managers expect it: email keyboard, no capitals or spelling fixes. */
export function EmailField({ label, hint, error, value, onChange }: EmailFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          name="email"
          type="email"
          className="th-input"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
