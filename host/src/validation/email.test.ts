import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { isEmailAddress } from './email';
import { isValidEmail } from '../user/validation';
import { resolveConfig } from '../config/toolhub-config';
import { createLocalBackend } from '../backend/local/local-backend';

const VALID = ['ada@example.com', 'a.b+c@sub.example.co.uk', 'ADA@EXAMPLE.COM', 'x@y.z', "o'brien@example.ie", 'ünï@exämple.de'];
const INVALID = [
  '',
  'ada',
  'ada@',
  '@example.com',
  'ada@example',
  'ada@example.',
  'ada@.com',
  'a da@example.com',
  'ada@exa mple.com',
  'ada@@example.com',
  'ada@b@example.com',
  ' ada@example.com',
  'ada@example.com\n',
  `${'a'.repeat(10_000)}@example`,
];

describe('isEmailAddress (the one email rule)', () => {
  it.each(VALID)('accepts %j', (email) => {
    expect(isEmailAddress(email)).toBe(true);
  });

  it.each(INVALID)('rejects %j', (email) => {
    expect(isEmailAddress(email)).toBe(false);
  });
});

describe('every caller applies the same rule', () => {
  it.each([...VALID.map((email) => [email, true] as const), ...INVALID.filter((email) => email.trim() === email).map((email) => [email, false] as const)])(
    '%j → %s in the forms, the config and the local backend',
    async (email, valid) => {
      expect(isValidEmail(email)).toBe(valid);
      expect(resolveConfig({ supportEmail: email }).supportEmail === email).toBe(valid);
      expect(resolveConfig({ adminEmails: email }).adminEmails).toEqual(valid ? [email.toLowerCase()] : []);
      const backend = createLocalBackend({ dbName: `email-${Math.random()}`, iterations: 1 });
      const created = backend.createAccount(email, 'secret1');
      if (valid) await expect(created).resolves.toBeTruthy();
      else await expect(created).rejects.toMatchObject({ code: 'auth/invalid-email' });
      await backend.close();
    },
  );
});
