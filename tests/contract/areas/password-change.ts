/** The contract for changing the password: the new one works, every refusal changes nothing. */
import { describe, expect, it } from 'vitest';
import { type ContractContext, codeOf, nextAuthState, uniqueEmail } from '../contract-helpers';

export function passwordChangeContract({ open }: ContractContext): void {
  // Issue 17 §5: the account belongs to the user.
  describe('changing the password', () => {
    it('sets the new one: the old one then fails and the new one signs in', async () => {
      const backend = await open();
      const email = uniqueEmail();
      const created = await backend.createAccount(email, 'secret123');
      await backend.changePassword('secret123', 'better-secret');
      expect(backend.currentUser()?.uid).toBe(created.uid);
      await backend.signOut();
      expect(['auth/wrong-password', 'auth/invalid-credential']).toContain(await codeOf(backend.signIn(email, 'secret123')));
      expect((await backend.signIn(email, 'better-secret')).uid).toBe(created.uid);
    });

    it('refuses a wrong current password with auth/wrong-password or auth/invalid-credential, changing nothing', async () => {
      const backend = await open();
      const email = uniqueEmail();
      await backend.createAccount(email, 'secret123');
      expect(['auth/wrong-password', 'auth/invalid-credential']).toContain(await codeOf(backend.changePassword('not-it', 'better-secret')));
      expect(backend.currentUser()?.email).toBe(email);
      await backend.signOut();
      expect(await codeOf(backend.signIn(email, 'better-secret'))).toMatch(/^auth\/(wrong-password|invalid-credential)$/);
      expect((await backend.signIn(email, 'secret123')).email).toBe(email);
    });

    it('refuses a new password under 6 characters with auth/weak-password, changing nothing', async () => {
      const backend = await open();
      const email = uniqueEmail();
      await backend.createAccount(email, 'secret123');
      expect(await codeOf(backend.changePassword('secret123', '12345'))).toBe('auth/weak-password');
      await backend.signOut();
      expect((await backend.signIn(email, 'secret123')).email).toBe(email);
    });

    it('needs someone signed in', async () => {
      const backend = await open();
      await nextAuthState(backend, (user) => user === null);
      expect(await codeOf(backend.changePassword('secret123', 'better-secret'))).toBe('auth/null-user');
    });
  });
}
