/**
 * The rules of "Change password", with SPEC section 5's words where it has them: 'Passwords do not
 * match.' as soon as the pair disagrees (never while both are empty), and the at-least-6 rule with
 * SPEC section 8's weak-password text. "Required" and "too short" wait for a submit, so nobody is
 * told off for a password they are still typing.
 */
import { ERROR_MESSAGES } from '../../user/messages';
import { PASSWORDS_DO_NOT_MATCH, type FieldErrors } from '../../user/validation';

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}
export type ChangePasswordField = keyof ChangePasswordValues;

/** The order the fields appear in, for focusing the first invalid one. */
export const CHANGE_PASSWORD_FIELDS: readonly ChangePasswordField[] = ['currentPassword', 'newPassword', 'confirmPassword'];

/** SPEC section 9's minimum (the identity service's own). */
export const MIN_PASSWORD_LENGTH = 6;
export const CURRENT_PASSWORD_REQUIRED = 'Please enter your current password.';
export const NEW_PASSWORD_REQUIRED = 'Please enter a new password.';
export const PASSWORD_TOO_SHORT = ERROR_MESSAGES['auth/weak-password'] as string;
export const PASSWORD_CHANGED = 'Your password has been changed.';

export const emptyChangePassword = (): ChangePasswordValues => ({ currentPassword: '', newPassword: '', confirmPassword: '' });

export function changePasswordErrors(form: ChangePasswordValues, submitted: boolean): FieldErrors<ChangePasswordField> {
  const errors: FieldErrors<ChangePasswordField> = {};
  if (submitted && !form.currentPassword) errors.currentPassword = CURRENT_PASSWORD_REQUIRED;
  if (submitted && !form.newPassword) errors.newPassword = NEW_PASSWORD_REQUIRED;
  // Counted as the identity service counts: UTF-16 units.
  else if (submitted && form.newPassword.length < MIN_PASSWORD_LENGTH) errors.newPassword = PASSWORD_TOO_SHORT;
  if ((form.newPassword || form.confirmPassword) && form.newPassword !== form.confirmPassword) errors.confirmPassword = PASSWORDS_DO_NOT_MATCH;
  return errors;
}
