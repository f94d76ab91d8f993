import { useRef, useState, type FormEvent } from 'react';
import { Button, Message } from '@toolhub/shared';
import type { Backend } from '../../backend/backend';
import { toBackendError } from '../../backend/errors';
import { getBackend } from '../../backend/select';
import { logIn } from '../../user/account-actions';
import { messageForError } from '../../user/messages';
import { canSubmitLogin, loginErrors, type LoginForm as LoginValues } from '../../user/validation';
import { Field } from './Field';
import { EmailField } from './EmailField';
import { PasswordInput } from './PasswordInput';
import { firstInvalid, focusField } from './invalid-fields';
import './forms.css';

const FIELD_ORDER = ['email', 'password'] as const;

/** Codes about the address; every other failure is most likely fixed in the password box. */
const EMAIL_CODES = new Set(['auth/invalid-email', 'auth/user-not-found']);

export interface LoginFormProps {
  /** Called once signed in; the form stays busy, as the page is about to reload. */
  onLoggedIn: () => void;
  backend?: () => Promise<Backend>;
}

export function LoginForm({ onLoggedIn, backend = getBackend }: LoginFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<LoginValues>({ email: '', password: '' });
  const [submitted, setSubmitted] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errors = loginErrors(form, submitted);
  const canSubmit = canSubmitLogin(form, { loading, submitted, error });

  const update = (field: keyof LoginValues, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    // Any edit is a new attempt: the backend's verdict was about the old values.
    setError(null);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    setSubmitted(true);
    const invalid = firstInvalid(FIELD_ORDER, loginErrors(form, true));
    if (invalid) {
      focusField(formRef.current, invalid);
      return;
    }
    setLoading(true);
    setError(null);
    try {
      await logIn(await backend(), form.email.trim(), form.password);
    } catch (failure) {
      setLoading(false);
      setError(messageForError(failure));
      if (EMAIL_CODES.has(toBackendError(failure).code)) focusField(formRef.current, 'email');
      else focusField(formRef.current, 'password', true);
      return;
    }
    onLoggedIn();
  }

  return (
    <form ref={formRef} className="account-form" noValidate onSubmit={onSubmit} aria-busy={loading}>
      <EmailField label="Email" error={errors.email} value={form.email} onChange={(value) => update('email', value)} />
      <Field label="Password" error={errors.password}>
        {(control) => (
          <PasswordInput
            {...control}
            name="password"
            toggleLabel="password"
            autoComplete="current-password"
            value={form.password}
            onChange={(event) => update('password', event.target.value)}
          />
        )}
      </Field>
      {error && <Message tone="error">{error}</Message>}
      <Button type="submit" variant="primary" className="account-form-submit" disabled={!canSubmit}>
        {loading ? 'Logging in...' : 'Log In'}
      </Button>
    </form>
  );
}
