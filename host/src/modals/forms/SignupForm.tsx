import { useId } from 'react';
import { Button, Message } from '@toolhub/shared';
import type { Backend } from '../../backend/backend';
import { toBackendError } from '../../backend/errors';
import { getBackend } from '../../backend/select';
import { signUp } from '../../user/account-actions';
import { canSubmitSignup, PASSWORD_GUIDANCE, type SignupForm as SignupValues } from '../../user/validation';
import { Field } from './Field';
import { EmailField } from './EmailField';
import { PasswordField } from './PasswordField';
import { useAccountForm } from './useAccountForm';
import { emptySignupForm, SIGNUP_FIELD_ORDER, signupFormErrors } from './signup-rules';
import './forms.css';
import { STATIC_ROUTES } from '../../routes/static-routes';

/** Where a backend refusal is fixed, so focus can go there. */
const FIELD_FOR_CODE: Readonly<Record<string, 'email' | 'password'>> = {
  'auth/email-already-in-use': 'email',
  'auth/invalid-email': 'email',
  'auth/weak-password': 'password',
};

export interface SignupFormProps {
  /** Called once the account exists; the form stays busy, as the page is about to reload. */
  onSignedUp: () => void;
  backend?: () => Promise<Backend>;
}

export function SignupForm({ onSignedUp, backend = getBackend }: SignupFormProps) {
  const termsErrorId = useId();
  const newTabNoteId = useId();
  const { formRef, form, update, submitted, loading, error, errors, onSubmit } = useAccountForm({
    initial: emptySignupForm,
    fieldOrder: SIGNUP_FIELD_ORDER,
    errorsFor: signupFormErrors,
    submit: async (values: SignupValues) =>
      signUp(await backend(), { email: values.email.trim(), password: values.password, displayName: values.displayName }),
    fieldForFailure: (failure) => {
      const name = FIELD_FOR_CODE[toBackendError(failure).code];
      return { name, select: name === 'password' };
    },
    onDone: onSignedUp,
  });
  const canSubmit = canSubmitSignup(form, { loading, submitted }) && !errors.password;

  return (
    <form ref={formRef} className="account-form" noValidate onSubmit={onSubmit} aria-busy={loading}>
      <EmailField label="Email" error={errors.email} value={form.email} onChange={(value) => update('email', value)} />
      <Field label="Display Name" hint="It need not be unique, and you can change it later." error={errors.displayName}>
        {(control) => (
          <input
            {...control}
            name="displayName"
            type="text"
            className="th-input"
            autoComplete="nickname"
            value={form.displayName}
            onChange={(event) => update('displayName', event.target.value)}
          />
        )}
      </Field>
      <PasswordField
        label="Password"
        hint={PASSWORD_GUIDANCE}
        error={errors.password}
        name="password"
        toggleLabel="password"
        autoComplete="new-password"
        value={form.password}
        onChange={(value) => update('password', value)}
      />
      <PasswordField
        label="Confirm Password"
        error={errors.confirmPassword}
        name="confirmPassword"
        toggleLabel="confirm password"
        autoComplete="new-password"
        value={form.confirmPassword}
        onChange={(value) => update('confirmPassword', value)}
      />
      <div className="form-field">
        <label className="form-check">
          <input
            name="terms"
            type="checkbox"
            checked={form.acceptedTerms}
            aria-invalid={Boolean(errors.terms)}
            aria-describedby={errors.terms ? termsErrorId : undefined}
            onChange={(event) => update('acceptedTerms', event.target.checked)}
          />
          <span>
            I accept the{' '}
            {/* A new tab, so the half-filled form is still here after reading. */}
            <a href={STATIC_ROUTES['terms-of-service'].path} target="_blank" rel="noopener" aria-describedby={newTabNoteId}>
              Terms of Service
            </a>{' '}
            and{' '}
            <a href={STATIC_ROUTES['privacy-policy'].path} target="_blank" rel="noopener" aria-describedby={newTabNoteId}>
              Privacy Policy
            </a>
          </span>
        </label>
        <span id={newTabNoteId} hidden>
          Opens in a new tab
        </span>
        {errors.terms && (
          <Message tone="error" className="form-error">
            <span id={termsErrorId}>{errors.terms}</span>
          </Message>
        )}
      </div>
      {error && <Message tone="error">{error}</Message>}
      <Button type="submit" variant="primary" className="account-form-submit" disabled={!canSubmit}>
        {loading ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
