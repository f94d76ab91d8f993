import { describe, expect, it } from 'vitest';
import { CONFIRMATION_LABEL, CONFIRMATION_REQUIRED, deleteAccountErrors } from './delete-account';

describe('deleteAccountErrors', () => {
  it('waits for a submit, then asks for the password and the typed word', () => {
    expect(deleteAccountErrors({ password: '', confirmation: '' }, false)).toEqual({});
    expect(deleteAccountErrors({ password: '', confirmation: '' }, true)).toEqual({
      password: 'Please enter your password.',
      confirmation: 'Please type DELETE to confirm.',
    });
    expect([CONFIRMATION_LABEL, CONFIRMATION_REQUIRED]).toEqual(['Type DELETE to confirm', 'Please type DELETE to confirm.']);
  });

  it.each(['delete', 'DELET', 'DELETE!', 'Delete'])('refuses %j', (confirmation) => {
    expect(deleteAccountErrors({ password: 'secret123', confirmation }, true)).toEqual({ confirmation: CONFIRMATION_REQUIRED });
  });

  it('accepts DELETE, spaces around it forgiven', () => {
    expect(deleteAccountErrors({ password: 'secret123', confirmation: ' DELETE ' }, true)).toEqual({});
  });
});
