/**
 * Changing the password and deleting the account ask for the password again. It is the signed-in
 * user's own, so a wrong one gets SPEC's wrong-password words whichever code the backend answers:
 * Firebase (and so the local adapter) says auth/invalid-credential when email enumeration
 * protection is on, its default, and "Invalid email or password." would puzzle someone who was
 * never asked for an email. Every other code is worded as everywhere else.
 */
import { ERROR_MESSAGES, messageForError } from './messages';

const WRONG_PASSWORD_CODES: ReadonlySet<string> = new Set(['auth/wrong-password', 'auth/invalid-credential']);

export const WRONG_PASSWORD = ERROR_MESSAGES['auth/wrong-password'] as string;

const codeOf = (error: unknown): string | undefined => {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
};

export const isWrongPassword = (error: unknown): boolean => WRONG_PASSWORD_CODES.has(codeOf(error) ?? '');

export const messageForPasswordCheck = (error: unknown): string => (isWrongPassword(error) ? WRONG_PASSWORD : messageForError(error));
