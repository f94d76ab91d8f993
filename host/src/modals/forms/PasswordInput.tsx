import { useState, type InputHTMLAttributes } from 'react';

export interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** Names the show/hide button: "Show password", "Hide confirm password". */
  toggleLabel: string;
}

/** A password box with a button that shows what was typed, for checking it on a phone keyboard. */
export function PasswordInput({ toggleLabel, className, ...input }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="form-password">
      <input {...input} type={visible ? 'text' : 'password'} className={className ? `th-input ${className}` : 'th-input'} spellCheck={false} autoCapitalize="none" />
      <button type="button" className="form-password-toggle" aria-label={`${visible ? 'Hide' : 'Show'} ${toggleLabel}`} onClick={() => setVisible((shown) => !shown)}>
        {visible ? 'Hide' : 'Show'}
      </button>
    </div>
  );
}
