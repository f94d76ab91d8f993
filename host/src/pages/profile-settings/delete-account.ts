/**
 * The rules and words of "Delete my account". Deleting asks for the password (the identity
 * service wants a fresh sign-in, and a borrowed unlocked screen must not be enough) and for a
 * typed word, so it never happens by a slip of the finger.
 */
import { PASSWORD_REQUIRED, type FieldErrors } from '../../user/validation';

/** The word to type; matched exactly, once trimmed, as a deliberate act should be. */
export const CONFIRMATION_WORD = 'DELETE';
export const CONFIRMATION_LABEL = `Type ${CONFIRMATION_WORD} to confirm`;
export const CONFIRMATION_REQUIRED = `Please type ${CONFIRMATION_WORD} to confirm.`;
export const ACCOUNT_DELETED = 'Your account and all its data have been deleted.';

export interface DeleteAccountValues {
  password: string;
  confirmation: string;
}
export type DeleteAccountField = keyof DeleteAccountValues;
export const DELETE_ACCOUNT_FIELDS: readonly DeleteAccountField[] = ['password', 'confirmation'];

export function deleteAccountErrors(form: DeleteAccountValues, submitted: boolean): FieldErrors<DeleteAccountField> {
  const errors: FieldErrors<DeleteAccountField> = {};
  if (submitted && !form.password) errors.password = PASSWORD_REQUIRED;
  if (submitted && form.confirmation.trim() !== CONFIRMATION_WORD) errors.confirmation = CONFIRMATION_REQUIRED;
  return errors;
}
