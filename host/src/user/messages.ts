/**
 * Error codes from either adapter to the words users see. SPEC section 8's rows are verbatim; the
 * rows SPEC leaves unworded (too-many-requests and the like) are ours.
 */
import { SIGNUP_INCOMPLETE, STORAGE_UNAVAILABLE } from '../backend/errors';

export const UNEXPECTED_ERROR = 'An unexpected error occurred. Please try again.';
export const FEEDBACK_FAILURE = 'Failed to submit feedback. Please try again.';
export const FEEDBACK_SUCCESS = 'Thank you for your feedback! We appreciate it.';

export const ERROR_MESSAGES: Readonly<Record<string, string>> = {
  'auth/email-already-in-use': 'This email address is already registered. Please try logging in or use a different email.',
  'auth/weak-password': 'Password is too weak. Please choose a stronger password (at least 6 characters).',
  'auth/invalid-email': 'The email address is not valid.',
  'auth/user-not-found': 'No account found with this email. Please check your email or sign up.',
  'auth/wrong-password': 'Incorrect password. Please try again.',
  'auth/invalid-credential': 'Invalid email or password.',
  'auth/operation-not-allowed': 'Email/password authentication is not enabled. Please contact support.',
  'auth/network-request-failed': 'Network error. Please check your internet connection.',
  'auth/too-many-requests': 'Too many attempts. Please wait a few minutes and try again.',
  'auth/user-disabled': 'This account has been disabled. Please contact support.',
  'auth/multi-factor-auth-required': 'This account needs a second sign-in step, which ToolHub does not support yet. Please contact support.',
  'auth/requires-recent-login': 'For your security, please log out, log in again and then retry.',
  [SIGNUP_INCOMPLETE]: 'Your account was created, but we could not finish setting it up. Please log in to complete it.',
  [STORAGE_UNAVAILABLE]:
    "This browser is not letting ToolHub store data (private browsing or blocked site storage). Allow site storage for ToolHub and reload to use accounts.",
};

export function messageForError(error: unknown): string {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return (typeof code === 'string' && ERROR_MESSAGES[code]) || UNEXPECTED_ERROR;
}
