/**
 * The form rules of SPEC section 5 as pure functions, with SPEC's messages verbatim. "Required"
 * errors appear once the user has tried to submit (`submitted`), so an untouched form is not red;
 * the others show as soon as the input is wrong.
 */
import { FEEDBACK_TYPES, type FeedbackType } from '../backend/backend';
import { isEmailAddress } from '../validation/email';

export const INVALID_EMAIL = 'Please enter a valid email address.';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match.';
export const TERMS_REQUIRED = 'You must accept the Terms and Privacy Policy.';
export const DISPLAY_NAME_REQUIRED = 'Please enter a display name.';
export const EMAIL_REQUIRED = 'Please enter your email address.';
export const PASSWORD_REQUIRED = 'Please enter your password.';
export const FEEDBACK_TYPE_REQUIRED = 'Please select a feedback type.';
export const FEEDBACK_MESSAGE_REQUIRED = 'Please enter your feedback.';
export const PASSWORD_GUIDANCE = 'At least 6 characters.';

export const isValidEmail = (email: string): boolean => isEmailAddress(email.trim());

export type FieldErrors<K extends string> = Partial<Record<K, string>>;
const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;

export interface SignupForm {
  displayName: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptedTerms: boolean;
}

export function signupErrors(form: SignupForm, submitted: boolean): FieldErrors<'displayName' | 'email' | 'confirmPassword' | 'terms'> {
  const errors: FieldErrors<'displayName' | 'email' | 'confirmPassword' | 'terms'> = {};
  if (submitted && !form.displayName.trim()) errors.displayName = DISPLAY_NAME_REQUIRED;
  if ((form.email.trim() || submitted) && !isValidEmail(form.email)) errors.email = INVALID_EMAIL;
  // No error while both are empty: only a started pair can disagree.
  if ((form.password || form.confirmPassword) && form.password !== form.confirmPassword) errors.confirmPassword = PASSWORDS_DO_NOT_MATCH;
  if (submitted && !form.acceptedTerms) errors.terms = TERMS_REQUIRED;
  return errors;
}

/** Submit is disabled while loading or while any error shows. */
export const canSubmitSignup = (form: SignupForm, state: { loading: boolean; submitted: boolean }): boolean =>
  !state.loading && !hasErrors(signupErrors(form, state.submitted));

/** Everything a sign-up needs before it may go to the backend. */
export const isSignupComplete = (form: SignupForm): boolean => !hasErrors(signupErrors(form, true)) && form.password.length > 0;

export interface LoginForm {
  email: string;
  password: string;
}

export function loginErrors(form: LoginForm, submitted: boolean): FieldErrors<'email' | 'password'> {
  const errors: FieldErrors<'email' | 'password'> = {};
  if (submitted && !form.email.trim()) errors.email = EMAIL_REQUIRED;
  if (submitted && !form.password) errors.password = PASSWORD_REQUIRED;
  return errors;
}

/** Submit is disabled while loading or while an error shows (a field error or the last backend error). */
export const canSubmitLogin = (form: LoginForm, state: { loading: boolean; submitted: boolean; error?: string | null }): boolean =>
  !state.loading && !state.error && !hasErrors(loginErrors(form, state.submitted));

export interface FeedbackForm {
  type: FeedbackType | '';
  message: string;
  email: string;
}

export const isFeedbackType = (value: string): value is FeedbackType => (FEEDBACK_TYPES as readonly string[]).includes(value);

export function feedbackErrors(form: FeedbackForm, submitted: boolean): FieldErrors<'type' | 'message' | 'email'> {
  const errors: FieldErrors<'type' | 'message' | 'email'> = {};
  if (submitted && !isFeedbackType(form.type)) errors.type = FEEDBACK_TYPE_REQUIRED;
  if (submitted && !form.message.trim()) errors.message = FEEDBACK_MESSAGE_REQUIRED;
  // Optional, but a reply address that cannot work helps nobody.
  if (form.email.trim() && !isValidEmail(form.email)) errors.email = INVALID_EMAIL;
  return errors;
}

export const canSubmitFeedback = (form: FeedbackForm, state: { sending: boolean; submitted: boolean }): boolean =>
  !state.sending && !hasErrors(feedbackErrors(form, state.submitted));

export { FEEDBACK_TYPES };
