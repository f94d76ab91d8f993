import { describe, expect, it } from 'vitest';
import {
  CURRENT_PASSWORD_REQUIRED,
  NEW_PASSWORD_REQUIRED,
  PASSWORD_TOO_SHORT,
  changePasswordErrors,
  emptyChangePassword,
} from './change-password';

const form = (currentPassword: string, newPassword: string, confirmPassword: string) => ({ currentPassword, newPassword, confirmPassword });

describe('changePasswordErrors', () => {
  it('shows nothing on an untouched form, and every required field once submitted', () => {
    expect(changePasswordErrors(emptyChangePassword(), false)).toEqual({});
    expect(changePasswordErrors(emptyChangePassword(), true)).toEqual({
      currentPassword: 'Please enter your current password.',
      newPassword: 'Please enter a new password.',
    });
    expect([CURRENT_PASSWORD_REQUIRED, NEW_PASSWORD_REQUIRED]).toEqual(['Please enter your current password.', 'Please enter a new password.']);
  });

  it('says "Passwords do not match." as soon as the pair differs, never while both are empty', () => {
    expect(changePasswordErrors(form('old', 'secret1', ''), false)).toEqual({ confirmPassword: 'Passwords do not match.' });
    expect(changePasswordErrors(form('old', '', 'secret1'), false)).toEqual({ confirmPassword: 'Passwords do not match.' });
    expect(changePasswordErrors(form('old', 'secret1', 'secret1'), false)).toEqual({});
  });

  it('refuses under 6 characters on submit, in SPEC’s weak-password words; 6 is enough', () => {
    expect(changePasswordErrors(form('old', '12345', '12345'), false)).toEqual({});
    expect(changePasswordErrors(form('old', '12345', '12345'), true)).toEqual({ newPassword: PASSWORD_TOO_SHORT });
    expect(PASSWORD_TOO_SHORT).toBe('Password is too weak. Please choose a stronger password (at least 6 characters).');
    expect(changePasswordErrors(form('old', '123456', '123456'), true)).toEqual({});
  });
});
