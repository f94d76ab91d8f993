import { describe, expect, it } from 'vitest';
import { BackendError, STORAGE_UNAVAILABLE } from '../backend/errors';
import { ERROR_MESSAGES, FEEDBACK_FAILURE, FEEDBACK_SUCCESS, UNEXPECTED_ERROR, messageForError } from './messages';

describe('error messages (SPEC section 8)', () => {
  it.each([
    ['auth/email-already-in-use', 'This email address is already registered. Please try logging in or use a different email.'],
    ['auth/weak-password', 'Password is too weak. Please choose a stronger password (at least 6 characters).'],
    ['auth/invalid-email', 'The email address is not valid.'],
    ['auth/user-not-found', 'No account found with this email. Please check your email or sign up.'],
    ['auth/wrong-password', 'Incorrect password. Please try again.'],
    ['auth/invalid-credential', 'Invalid email or password.'],
    ['auth/operation-not-allowed', 'Email/password authentication is not enabled. Please contact support.'],
    ['auth/network-request-failed', 'Network error. Please check your internet connection.'],
  ])('words %s verbatim', (code, message) => {
    expect(messageForError(new BackendError(code))).toBe(message);
    // A FirebaseError-like object maps the same way as our own error.
    expect(messageForError({ code, message: 'Firebase: Error' })).toBe(message);
  });

  it('has clear words for the identity errors SPEC leaves unworded', () => {
    for (const code of ['auth/too-many-requests', 'auth/user-disabled', 'auth/multi-factor-auth-required', 'auth/requires-recent-login', STORAGE_UNAVAILABLE]) {
      expect(ERROR_MESSAGES[code]).toMatch(/\w.+\./);
      expect(messageForError({ code })).not.toBe(UNEXPECTED_ERROR);
    }
  });

  it('falls back for anything else', () => {
    expect(messageForError(new BackendError('auth/internal-error'))).toBe('An unexpected error occurred. Please try again.');
    expect(messageForError(new Error('boom'))).toBe(UNEXPECTED_ERROR);
    expect(messageForError('boom')).toBe(UNEXPECTED_ERROR);
    expect(messageForError(null)).toBe(UNEXPECTED_ERROR);
  });

  it('has the feedback outcomes verbatim', () => {
    expect(FEEDBACK_FAILURE).toBe('Failed to submit feedback. Please try again.');
    expect(FEEDBACK_SUCCESS).toBe('Thank you for your feedback! We appreciate it.');
  });
});
