import { Button, Message } from '@toolhub/shared';
import type { Backend } from '../../backend/backend';
import { toBackendError } from '../../backend/errors';
import { getBackend } from '../../backend/select';
import { logIn } from '../../user/account-actions';
import { canSubmitLogin, loginErrors, type LoginForm as LoginValues } from '../../user/validation';
import { EmailField } from './EmailField';
import { PasswordField } from './PasswordField';
import { useAccountForm } from './useAccountForm';
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
  const { formRef, form, update, submitted, loading, error, errors, onSubmit } = useAccountForm<LoginValues, (typeof FIELD_ORDER)[number]>({
    initial: { email: '', password: '' },
    fieldOrder: FIELD_ORDER,
    errorsFor: loginErrors,
    submit: async (values) => logIn(await backend(), values.email.trim(), values.password),
    fieldForFailure: (failure) =>
      EMAIL_CODES.has(toBackendError(failure).code) ? { name: 'email' } : { name: 'password', select: true },
    onDone: onLoggedIn,
  });
  const canSubmit = canSubmitLogin(form, { loading, submitted, error });

  return (
    <form ref={formRef} className="account-form" noValidate onSubmit={onSubmit} aria-busy={loading}>
      <EmailField label="Email" error={errors.email} value={form.email} onChange={(value) => update('email', value)} />
      <PasswordField
        label="Password"
        error={errors.password}
        name="password"
        toggleLabel="password"
        autoComplete="current-password"
        value={form.password}
        onChange={(value) => update('password', value)}
      />
      {error && <Message tone="error">{error}</Message>}
      <Button type="submit" variant="primary" className="account-form-submit" disabled={!canSubmit}>
        {loading ? 'Logging in...' : 'Log In'}
      </Button>
    </form>
  );
}
