/** The contract for deleting the account and exporting its data (issue 17 §5). */
import { expect, it } from 'vitest';
import { serverTime } from '../../../host/src/backend/backend';
import { type ContractContext, codeOf, describeWithDocuments, nextAuthState, uniqueEmail } from '../contract-helpers';

export function accountDeletionContract({ open, options }: ContractContext): void {
  describeWithDocuments(options, 'deleting the account and exporting its data', () => {
    const activity = (n: number) => ({
      type: 'toolUse' as const, description: `Used tool ${n}`, icon: '🧰', link: `/tool-${n}`, relatedData: { toolPath: `tool-${n}` }, timestamp: serverTime(),
    });
    /** A signed-in account with its profile and `count` activities, as the app leaves one. */
    const withHistory = async (count: number) => {
      const backend = await open();
      const email = uniqueEmail();
      const user = await backend.createAccount(email, 'secret123');
      await backend.mergeProfile(user.uid, {
        uid: user.uid, email: user.email, displayName: 'Ada', xp: 0, streak: 1, toolsUsedToday: [], lastUsed: '', createdAt: serverTime(), favourites: ['coin-flip'],
      });
      const ids: string[] = [];
      // One at a time, so each has its own timestamp and the order can be checked.
      for (let n = 0; n < count; n += 1) ids.push(await backend.addActivity(user.uid, activity(n)));
      return { backend, email, user, ids };
    };

    it('lists every activity for the export, newest first, past the 500 of one write batch', async () => {
      const { backend, user, ids } = await withHistory(3);
      const listed = await backend.listAllActivities(user.uid);
      expect(listed.map((a) => a.id)).toEqual([...ids].reverse());
      expect(listed[0]).toMatchObject({ type: 'toolUse', description: 'Used tool 2', relatedData: { toolPath: 'tool-2' } });
      expect(listed[0]?.timestamp).toBeInstanceOf(Date);
      await Promise.all(Array.from({ length: 500 }, (_, n) => backend.addActivity(user.uid, activity(n + 3))));
      expect(await backend.listAllActivities(user.uid)).toHaveLength(503);
      expect(await backend.listRecentActivities(user.uid, 5)).toHaveLength(5);
      await backend.signOut();
      await backend.createAccount(uniqueEmail(), 'secret123');
      expect(await codeOf(backend.listAllActivities(user.uid))).toBe('permission-denied');
    });

    it('deletes the profile, every activity and the auth user, and signs out', async () => {
      const { backend, email, user, ids } = await withHistory(3);
      await Promise.all(Array.from({ length: 500 }, (_, n) => backend.addActivity(user.uid, activity(n + 3))));
      await backend.deleteAccount('secret123');
      expect(backend.currentUser()).toBeNull();
      expect(await nextAuthState(backend, (u) => u === null)).toBeNull();
      expect(await options.documentExists(backend, `users/${user.uid}`)).toBe(false);
      for (const id of ids) expect(await options.documentExists(backend, `users/${user.uid}/activities/${id}`)).toBe(false);
      expect(['auth/user-not-found', 'auth/invalid-credential']).toContain(await codeOf(backend.signIn(email, 'secret123')));
      // The address is free again: a new account, with nothing of the old one.
      const again = await backend.createAccount(email, 'another123');
      expect(again.uid).not.toBe(user.uid);
      expect(await backend.listAllActivities(again.uid)).toEqual([]);
    });

    it('refuses a wrong password with auth/wrong-password or auth/invalid-credential and deletes nothing', async () => {
      const { backend, email, user, ids } = await withHistory(2);
      expect(['auth/wrong-password', 'auth/invalid-credential']).toContain(await codeOf(backend.deleteAccount('not-it')));
      expect(backend.currentUser()?.uid).toBe(user.uid);
      expect(await options.documentExists(backend, `users/${user.uid}`)).toBe(true);
      for (const id of ids) expect(await options.documentExists(backend, `users/${user.uid}/activities/${id}`)).toBe(true);
      await backend.signOut();
      expect((await backend.signIn(email, 'secret123')).uid).toBe(user.uid);
    });

    it('withdraws the account’s wishes, so each tool it wanted counts one fewer', async () => {
      const tool = `contract-deleted-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
      const backend = await open();
      const staysEmail = uniqueEmail();
      const stays = await backend.createAccount(staysEmail, 'secret123');
      await backend.addWish(stays.uid, tool);
      await backend.signOut();
      const user = await backend.createAccount(uniqueEmail(), 'secret123');
      await backend.addWish(user.uid, tool);
      expect(await backend.wishCount(tool)).toBe(2);
      await backend.deleteAccount('secret123');
      expect(await backend.wishCount(tool)).toBe(1);
      expect(await options.documentExists(backend, `users/${user.uid}/wishes/${tool}`)).toBe(false);
      await backend.signIn(staysEmail, 'secret123');
      expect(await backend.listMyWishes(stays.uid)).toEqual([tool]);
    });

    it('deletes an account that never got a profile (a half sign-up being rolled back)', async () => {
      const backend = await open();
      const email = uniqueEmail();
      await backend.createAccount(email, 'secret123');
      await backend.deleteAccount('secret123');
      expect(backend.currentUser()).toBeNull();
      expect((await backend.createAccount(email, 'secret123')).email).toBe(email);
    });
  });
}
