import { describe, expect, it } from 'vitest';
import { BackendError } from '../backend/errors';
import { isWrongPassword, messageForPasswordCheck, WRONG_PASSWORD } from './reauth-messages';

describe('messageForPasswordCheck', () => {
  it.each(['auth/wrong-password', 'auth/invalid-credential'])('words %s as SPEC’s wrong-password text', (code) => {
    expect(isWrongPassword(new BackendError(code))).toBe(true);
    expect(messageForPasswordCheck(new BackendError(code))).toBe('Incorrect password. Please try again.');
  });

  it.each([
    ['auth/weak-password', 'Password is too weak. Please choose a stronger password (at least 6 characters).'],
    ['auth/too-many-requests', 'Too many attempts. Please wait a few minutes and try again.'],
    ['auth/requires-recent-login', 'For your security, please log out, log in again and then retry.'],
    ['auth/network-request-failed', 'Network error. Please check your internet connection.'],
    ['permission-denied', 'An unexpected error occurred. Please try again.'],
  ])('words %s as everywhere else', (code, message) => {
    expect(isWrongPassword(new BackendError(code))).toBe(false);
    expect(messageForPasswordCheck(new BackendError(code))).toBe(message);
  });

  it('handles what is not an error with a code', () => {
    expect(messageForPasswordCheck('boom')).toBe('An unexpected error occurred. Please try again.');
    expect(WRONG_PASSWORD).toBe('Incorrect password. Please try again.');
  });
});
