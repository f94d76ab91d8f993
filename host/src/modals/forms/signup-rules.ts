/**
 * The sign-up form's errors: validation.ts's rules plus the one they leave out, a password at all
 * (confirming an empty password "matches", so without this an empty password would reach the
 * backend and come back as a weak-password error).
 */
import { PASSWORD_REQUIRED, signupErrors, type FieldErrors, type SignupForm } from '../../user/validation';

export type SignupField = 'email' | 'displayName' | 'password' | 'confirmPassword' | 'terms';

/** The order the fields appear in, for focusing the first invalid one. */
export const SIGNUP_FIELD_ORDER: readonly SignupField[] = ['email', 'displayName', 'password', 'confirmPassword', 'terms'];

export function signupFormErrors(form: SignupForm, submitted: boolean): FieldErrors<SignupField> {
  const errors: FieldErrors<SignupField> = { ...signupErrors(form, submitted) };
  if (submitted && !form.password) errors.password = PASSWORD_REQUIRED;
  return errors;
}

export const emptySignupForm = (): SignupForm => ({ email: '', displayName: '', password: '', confirmPassword: '', acceptedTerms: false });
