import { describe, expect, it } from 'vitest';
import {
  DISPLAY_NAME_REQUIRED,
  EMAIL_REQUIRED,
  FEEDBACK_TYPES,
  PASSWORD_REQUIRED,
  canSubmitFeedback,
  canSubmitLogin,
  canSubmitSignup,
  feedbackErrors,
  isSignupComplete,
  isValidEmail,
  loginErrors,
  signupErrors,
} from './validation';

const signup = { displayName: 'Ada', email: 'ada@example.com', password: 'secret1', confirmPassword: 'secret1', acceptedTerms: true };

describe('signup validation (SPEC section 5)', () => {
  it('accepts a complete form', () => {
    expect(signupErrors(signup, true)).toEqual({});
    expect(isSignupComplete(signup)).toBe(true);
  });

  it.each(['ada', 'ada@', '@example.com', 'ada@example', 'a da@example.com', 'ada@exa mple.com'])('rejects the email %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
    expect(signupErrors({ ...signup, email }, false).email).toBe('Please enter a valid email address.');
  });

  it.each(['ada@example.com', 'a.b+c@sub.example.co.uk', ' ada@example.com '])('accepts the email %j', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it('asks for a valid email on submit even when it is empty, not before', () => {
    expect(signupErrors({ ...signup, email: '' }, false).email).toBeUndefined();
    expect(signupErrors({ ...signup, email: '' }, true).email).toBe('Please enter a valid email address.');
  });

  it("says 'Passwords do not match.' unless they match or both are empty", () => {
    expect(signupErrors({ ...signup, confirmPassword: 'secret2' }, false).confirmPassword).toBe('Passwords do not match.');
    expect(signupErrors({ ...signup, confirmPassword: '' }, false).confirmPassword).toBe('Passwords do not match.');
    expect(signupErrors({ ...signup, password: '', confirmPassword: 'x' }, false).confirmPassword).toBe('Passwords do not match.');
    expect(signupErrors({ ...signup, password: '', confirmPassword: '' }, true).confirmPassword).toBeUndefined();
  });

  it('requires the terms checkbox', () => {
    expect(signupErrors({ ...signup, acceptedTerms: false }, true).terms).toBe('You must accept the Terms and Privacy Policy.');
    expect(signupErrors({ ...signup, acceptedTerms: false }, false).terms).toBeUndefined();
  });

  it('requires a display name (spaces alone do not count)', () => {
    expect(signupErrors({ ...signup, displayName: '  ' }, true).displayName).toBe(DISPLAY_NAME_REQUIRED);
  });

  it('disables submit while loading or while any error shows', () => {
    expect(canSubmitSignup(signup, { loading: false, submitted: false })).toBe(true);
    expect(canSubmitSignup(signup, { loading: true, submitted: false })).toBe(false);
    expect(canSubmitSignup({ ...signup, confirmPassword: 'nope' }, { loading: false, submitted: false })).toBe(false);
    expect(canSubmitSignup({ ...signup, acceptedTerms: false }, { loading: false, submitted: false })).toBe(true);
    expect(canSubmitSignup({ ...signup, acceptedTerms: false }, { loading: false, submitted: true })).toBe(false);
  });

  it('is not complete without a password', () => {
    expect(isSignupComplete({ ...signup, password: '', confirmPassword: '' })).toBe(false);
  });
});

describe('login validation', () => {
  it('requires email and password once submitted', () => {
    expect(loginErrors({ email: '', password: '' }, false)).toEqual({});
    expect(loginErrors({ email: ' ', password: '' }, true)).toEqual({ email: EMAIL_REQUIRED, password: PASSWORD_REQUIRED });
  });

  it('disables submit while loading or while an error shows', () => {
    const form = { email: 'a@b.co', password: 'x' };
    expect(canSubmitLogin(form, { loading: false, submitted: true })).toBe(true);
    expect(canSubmitLogin(form, { loading: true, submitted: true })).toBe(false);
    expect(canSubmitLogin(form, { loading: false, submitted: true, error: 'Invalid email or password.' })).toBe(false);
    expect(canSubmitLogin({ email: '', password: 'x' }, { loading: false, submitted: true })).toBe(false);
  });
});

describe('feedback validation', () => {
  const form = { type: 'Bug Report' as const, message: 'It broke', email: '' };

  it('has the six types, in order', () => {
    expect(FEEDBACK_TYPES).toEqual(['Feature Request', 'Bug Report', 'General Feedback', 'Improvement Suggestion', 'Content Idea', 'Other']);
  });

  it('requires a type and a message after trimming; email is optional', () => {
    expect(feedbackErrors(form, true)).toEqual({});
    expect(feedbackErrors({ ...form, type: '' }, true).type).toBe('Please select a feedback type.');
    expect(feedbackErrors({ ...form, message: ' \n\t ' }, true).message).toBe('Please enter your feedback.');
    expect(feedbackErrors({ ...form, type: '', message: '' }, false)).toEqual({});
  });

  it('checks an email only when one is given', () => {
    expect(feedbackErrors({ ...form, email: 'nope' }, false).email).toBe('Please enter a valid email address.');
    expect(feedbackErrors({ ...form, email: 'me@example.com' }, false).email).toBeUndefined();
  });

  it('disables submit while sending or while an error shows', () => {
    expect(canSubmitFeedback(form, { sending: false, submitted: true })).toBe(true);
    expect(canSubmitFeedback(form, { sending: true, submitted: true })).toBe(false);
    expect(canSubmitFeedback({ ...form, message: '' }, { sending: false, submitted: true })).toBe(false);
  });
});
