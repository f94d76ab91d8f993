/** The contract for accounts: signing up, in and out, the errors for each refusal, auth state and admins. */
import { describe, expect, it } from 'vitest';
import { type ContractContext, codeOf, nextAuthState, uniqueEmail } from '../contract-helpers';

export function accountsContract({ open, options }: ContractContext): void {
  describe('accounts', () => {
    it('signs up, is signed in, and reports the user', async () => {
      const backend = await open();
      const email = uniqueEmail();
      const user = await backend.createAccount(email, 'secret123');
      expect(user.email).toBe(email);
      expect(user.uid).toMatch(/\S+/);
      expect(user.isAnonymous).toBe(false);
      expect(backend.currentUser()?.uid).toBe(user.uid);
    });

    it('refuses a second account for the same email with auth/email-already-in-use', async () => {
      const backend = await open();
      const email = uniqueEmail();
      await backend.createAccount(email, 'secret123');
      await backend.signOut();
      expect(await codeOf(backend.createAccount(email, 'another123'))).toBe('auth/email-already-in-use');
    });

    it('refuses a password under 6 characters with auth/weak-password', async () => {
      const backend = await open();
      expect(await codeOf(backend.createAccount(uniqueEmail(), '12345'))).toBe('auth/weak-password');
    });

    it('refuses a malformed email with auth/invalid-email', async () => {
      const backend = await open();
      expect(await codeOf(backend.createAccount('not-an-email', 'secret123'))).toBe('auth/invalid-email');
      expect(await codeOf(backend.signIn('not-an-email', 'secret123'))).toBe('auth/invalid-email');
    });

    it('refuses a wrong password with auth/wrong-password or auth/invalid-credential', async () => {
      const backend = await open();
      const email = uniqueEmail();
      await backend.createAccount(email, 'secret123');
      await backend.signOut();
      expect(['auth/wrong-password', 'auth/invalid-credential']).toContain(await codeOf(backend.signIn(email, 'wrong-one')));
      expect(backend.currentUser()).toBeNull();
    });

    it('refuses an unknown email with auth/user-not-found or auth/invalid-credential', async () => {
      const backend = await open();
      expect(['auth/user-not-found', 'auth/invalid-credential']).toContain(await codeOf(backend.signIn(uniqueEmail(), 'secret123')));
    });

    it('signs in and out again, case-insensitively on the email', async () => {
      const backend = await open();
      const email = uniqueEmail();
      const created = await backend.createAccount(email, 'secret123');
      await backend.signOut();
      expect(backend.currentUser()).toBeNull();
      const user = await backend.signIn(email.toUpperCase(), 'secret123');
      expect(user.uid).toBe(created.uid);
      expect(backend.currentUser()?.email).toBe(email);
    });

    it('sets the display name', async () => {
      const backend = await open();
      await backend.createAccount(uniqueEmail(), 'secret123');
      const user = await backend.setDisplayName('Ada');
      expect(user.displayName).toBe('Ada');
      expect(backend.currentUser()?.displayName).toBe('Ada');
    });

    it('reports auth state: first the current state, then each sign-in and sign-out', async () => {
      const backend = await open();
      const seen: (string | null)[] = [];
      const stop = backend.onAuthStateChanged((user) => seen.push(user?.email ?? null));
      await nextAuthState(backend, () => true);
      const email = uniqueEmail();
      await backend.createAccount(email, 'secret123');
      await nextAuthState(backend, (user) => user?.email === email);
      await backend.signOut();
      await nextAuthState(backend, (user) => user === null);
      stop();
      expect(seen[0]).toBeNull();
      expect(seen).toContain(email);
      expect(seen.at(-1)).toBeNull();
    });

    it('says who is an admin: not an ordinary user, an admin, and never about someone else', async () => {
      const backend = await open();
      const ordinary = await backend.createAccount(uniqueEmail(), 'secret123');
      expect(await backend.isAdmin(ordinary)).toBe(false);
      await backend.signOut();
      const admin = await backend.createAccount(options.adminEmail(), 'secret123');
      await options.grantAdmin(admin);
      expect(await backend.isAdmin(admin)).toBe(true);
      expect(await backend.isAdmin(ordinary)).toBe(false);
      await backend.signOut();
      expect(await backend.isAdmin(admin)).toBe(false);
    });
  });
}
