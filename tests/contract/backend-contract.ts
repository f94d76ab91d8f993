/**
 * The backend contract: one suite every adapter must pass. `backendContract` is called once per
 * adapter with a factory; the Firestore-backed parts take a skip reason when no database is
 * reachable, so a run says plainly what it did not check.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { type AuthUser, type Backend, type Profile, serverTime } from '../../host/src/backend/backend';
import { BackendError } from '../../host/src/backend/errors';

export interface ContractOptions {
  /** Why profiles, feedback, activities and analytics cannot be checked here, or null when they can. */
  documentsSkipReason: string | null;
  /** An email the adapter will treat as an admin's once `grantAdmin` has run for its account. */
  adminEmail: () => string;
  /** Makes the account an admin: nothing for the local adapter (ADMIN_EMAILS), the custom claim on Firebase. */
  grantAdmin: (user: AuthUser) => Promise<void>;
  /** Whether a document exists, looked up past the rules (IndexedDB itself; the emulator as its owner). */
  documentExists: (backend: Backend, path: string) => Promise<boolean>;
}

let counter = 0;
export const uniqueEmail = (): string => `user${Date.now().toString(36)}${(counter += 1)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** Resolves with the first auth state the listener sees that satisfies `test`. */
export function nextAuthState(backend: Backend, test: (user: AuthUser | null) => boolean, timeoutMs = 10_000): Promise<AuthUser | null> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error('auth state did not arrive'));
    }, timeoutMs);
    const stop = backend.onAuthStateChanged((user) => {
      if (!test(user)) return;
      clearTimeout(timer);
      queueMicrotask(() => stop());
      resolve(user);
    });
  });
}

export async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(BackendError);
    return (error as BackendError).code;
  }
  throw new Error('expected a rejection');
}

export function backendContract(name: string, makeBackend: () => Promise<Backend> | Backend, options: ContractOptions): void {
  describe(`backend contract: ${name}`, () => {
    const opened: Backend[] = [];
    const open = async () => {
      const backend = await makeBackend();
      opened.push(backend);
      return backend;
    };
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((b) => b.signOut().catch(() => undefined).then(() => b.close())));
    });

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

    describe.skipIf(options.documentsSkipReason !== null)(
      `profiles, feedback, activities and analytics${options.documentsSkipReason ? ` (skipped: ${options.documentsSkipReason})` : ''}`,
      () => {
        const signedIn = async () => {
          const backend = await open();
          const user = await backend.createAccount(uniqueEmail(), 'secret123');
          return { backend, user };
        };

        it('live-subscribes to users/{uid}: null, then each merge', async () => {
          const { backend, user } = await signedIn();
          const seen: (Profile | null)[] = [];
          const errors: unknown[] = [];
          const stop = backend.subscribeProfile(user.uid, (p) => seen.push(p), (e) => errors.push(e));
          await expect.poll(() => seen.length).toBeGreaterThan(0);
          expect(seen[0]).toBeNull();
          await backend.mergeProfile(user.uid, {
            uid: user.uid, email: user.email, displayName: 'Ada', xp: 0, streak: 1, toolsUsedToday: [], lastUsed: '', createdAt: serverTime(),
          });
          await expect.poll(() => seen.at(-1)?.displayName).toBe('Ada');
          await backend.mergeProfile(user.uid, { xp: 10, toolsUsedToday: ['coin-flip'] });
          await expect.poll(() => seen.at(-1)?.xp).toBe(10);
          const profile = seen.at(-1);
          expect(profile).toMatchObject({ uid: user.uid, displayName: 'Ada', streak: 1, toolsUsedToday: ['coin-flip'], lastUsed: '' });
          expect(profile?.createdAt).toBeInstanceOf(Date);
          stop();
          expect(errors).toEqual([]);
        });

        it('refuses profile writes the rules forbid', async () => {
          const { backend, user } = await signedIn();
          await backend.mergeProfile(user.uid, { uid: user.uid, email: user.email, displayName: 'A', xp: 0, streak: 1, toolsUsedToday: [], lastUsed: '', createdAt: serverTime() });
          expect(await codeOf(backend.mergeProfile(user.uid, { xp: -1 }))).toBe('permission-denied');
          expect(await codeOf(backend.mergeProfile(user.uid, { streak: 0 }))).toBe('permission-denied');
          expect(await codeOf(backend.mergeProfile(user.uid, { createdAt: serverTime() }))).toBe('permission-denied');
          expect(await codeOf(backend.mergeProfile(user.uid, { email: 'someone@else.com' }))).toBe('permission-denied');
          expect(await codeOf(backend.mergeProfile('someone-else', { xp: 1 }))).toBe('permission-denied');
        });

        it('adds feedback, signed in or not', async () => {
          const backend = await open();
          const id = await backend.addFeedback({ type: 'Bug Report', message: 'It broke', email: null, createdAt: serverTime() });
          expect(id).toMatch(/\S+/);
        });

        it('adds activities under users/{uid}/activities and lists the most recent first', async () => {
          const { backend, user } = await signedIn();
          const activity = (type: 'login' | 'toolUse', toolPath: string | null) => ({
            type, description: type, icon: '🔑', link: '/', relatedData: { toolPath }, timestamp: serverTime(),
          });
          await backend.addActivity(user.uid, activity('login', null));
          await new Promise((r) => setTimeout(r, 5));
          await backend.addActivity(user.uid, activity('toolUse', 'coin-flip'));
          const listed = await backend.listRecentActivities(user.uid, 10);
          expect(listed.map((a) => a.type)).toEqual(['toolUse', 'login']);
          expect(listed[0]).toMatchObject({ relatedData: { toolPath: 'coin-flip' }, link: '/' });
          expect(listed[0]?.timestamp).toBeInstanceOf(Date);
          expect(await backend.listRecentActivities(user.uid, 1)).toHaveLength(1);
        });

        it('records page views and deletes old analytics', async () => {
          const backend = await open();
          const view = { page: 'home', date: '2020-01-01', visitorId: 'v1', newVisitor: true, userAgent: 'test', referrer: '', screenWidth: 800 };
          await backend.recordPageView(view);
          await backend.recordPageView({ ...view, newVisitor: false, page: 'coin-flip' });
          expect(await backend.deleteAnalyticsBefore('2020-01-02')).toBeGreaterThanOrEqual(2);
        });

        it('lets admins read daily analytics and the latest feedback, and nobody else', async () => {
          const backend = await open();
          const day = `2030-0${1 + Math.floor(Math.random() * 9)}-1${Math.floor(Math.random() * 9)}`;
          const view = { page: 'home', date: day, visitorId: `v${Date.now()}`, newVisitor: true, userAgent: 'test', referrer: '', screenWidth: 800 };
          await backend.recordPageView(view);
          await backend.recordPageView({ ...view, newVisitor: false, page: 'coin-flip' });
          const marker = `contract ${uniqueEmail()}`;
          await backend.addFeedback({ type: 'Other', message: `${marker} first`, email: null, createdAt: serverTime() });
          await new Promise((r) => setTimeout(r, 5));
          await backend.addFeedback({ type: 'Bug Report', message: `${marker} second`, email: 'a@example.com', createdAt: serverTime() });

          await backend.createAccount(uniqueEmail(), 'secret123');
          expect(await codeOf(backend.readDailyAnalytics(day, day))).toBe('permission-denied');
          expect(await codeOf(backend.listRecentFeedback(10))).toBe('permission-denied');
          await backend.signOut();

          const admin = await backend.createAccount(options.adminEmail(), 'secret123');
          await options.grantAdmin(admin);
          expect(await backend.isAdmin(admin)).toBe(true);
          const days = await backend.readDailyAnalytics(day, day);
          expect(days).toHaveLength(1);
          expect(days[0]).toMatchObject({ date: day, totalPageViews: 2, uniqueVisitors: 1, pages: { home: 1, 'coin-flip': 1 } });
          expect(days[0]?.lastUpdated).toBeInstanceOf(Date);
          const feedback = (await backend.listRecentFeedback(50)).filter((f) => f.message.startsWith(marker));
          expect(feedback.map((f) => f.message)).toEqual([`${marker} second`, `${marker} first`]);
          expect(feedback[0]).toMatchObject({ type: 'Bug Report', email: 'a@example.com' });
          expect(feedback[0]?.createdAt).toBeInstanceOf(Date);
          expect(await backend.listRecentFeedback(1)).toHaveLength(1);
        });
      },
    );

    // Issue 17 §3: wishes for coming-soon tools, one per user and tool, counted per tool.
    describe.skipIf(options.documentsSkipReason !== null)(
      `wishes for coming-soon tools${options.documentsSkipReason ? ` (skipped: ${options.documentsSkipReason})` : ''}`,
      () => {
        /** A tool path no other test (nor an earlier run against the same emulator) has wished for. */
        const freshToolPath = () => `wish-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

        it('adds a wish once, however often and however fast it is added, and lists it as the user’s own', async () => {
          const backend = await open();
          const user = await backend.createAccount(uniqueEmail(), 'secret123');
          const tool = freshToolPath();
          expect(await backend.wishCount(tool)).toBe(0);
          expect(await backend.listMyWishes(user.uid)).toEqual([]);
          await backend.addWish(user.uid, tool);
          await backend.addWish(user.uid, tool);
          expect(await backend.wishCount(tool)).toBe(1);
          // Two tabs merging the same browser wish at sign-in.
          const other = freshToolPath();
          await Promise.all([backend.addWish(user.uid, other), backend.addWish(user.uid, other)]);
          expect(await backend.wishCount(other)).toBe(1);
          expect(await backend.listMyWishes(user.uid)).toEqual([tool, other].sort());
        });

        it('counts wishes from two users; each withdraws only their own, once', async () => {
          const backend = await open();
          const [tool, other] = [freshToolPath(), freshToolPath()];
          const adaEmail = uniqueEmail();
          const ada = await backend.createAccount(adaEmail, 'secret123');
          await backend.addWish(ada.uid, tool);
          await backend.addWish(ada.uid, other);
          await backend.signOut();
          const bob = await backend.createAccount(uniqueEmail(), 'secret123');
          await backend.addWish(bob.uid, tool);
          expect(await backend.wishCount(tool)).toBe(2);
          expect(await backend.listMyWishes(bob.uid)).toEqual([tool]);
          await backend.removeWish(bob.uid, tool);
          await backend.removeWish(bob.uid, tool);
          expect(await backend.wishCount(tool)).toBe(1);
          expect(await backend.listMyWishes(bob.uid)).toEqual([]);
          // Withdrawing a wish never made changes nothing either.
          await backend.removeWish(bob.uid, other);
          expect(await backend.wishCount(other)).toBe(1);
          await backend.signOut();
          // Anyone, signed out too, may read how many want a tool.
          expect(await backend.wishCount(tool)).toBe(1);
          await backend.signIn(adaEmail, 'secret123');
          expect(await backend.listMyWishes(ada.uid)).toEqual([tool, other].sort());
        });

        it('refuses wishes written or read for someone else, writes while signed out, and paths that are not tool paths', async () => {
          const backend = await open();
          const tool = freshToolPath();
          await nextAuthState(backend, (user) => user === null);
          expect(await codeOf(backend.addWish('nobody', tool))).toBe('permission-denied');
          const ada = await backend.createAccount(uniqueEmail(), 'secret123');
          await backend.addWish(ada.uid, tool);
          await backend.signOut();
          expect(await codeOf(backend.removeWish(ada.uid, tool))).toBe('permission-denied');
          expect(await codeOf(backend.listMyWishes(ada.uid))).toBe('permission-denied');
          const bob = await backend.createAccount(uniqueEmail(), 'secret123');
          expect(await codeOf(backend.addWish(ada.uid, freshToolPath()))).toBe('permission-denied');
          expect(await codeOf(backend.removeWish(ada.uid, tool))).toBe('permission-denied');
          expect(await codeOf(backend.listMyWishes(ada.uid))).toBe('permission-denied');
          expect(await backend.wishCount(tool)).toBe(1);
          for (const bad of ['Not A Path', '../users', 'wish-counts/x', '', 'a'.repeat(101)]) {
            expect(await codeOf(backend.addWish(bob.uid, bad))).toBe('invalid-argument');
            expect(await codeOf(backend.removeWish(bob.uid, bad))).toBe('invalid-argument');
            expect(await codeOf(backend.wishCount(bad))).toBe('invalid-argument');
          }
          expect(await backend.listMyWishes(bob.uid)).toEqual([]);
        });

        it('ranks the counts, most wanted first, for admins only', async () => {
          const backend = await open();
          const [first, second] = [freshToolPath(), freshToolPath()];
          const ada = await backend.createAccount(uniqueEmail(), 'secret123');
          await backend.addWish(ada.uid, second);
          await backend.addWish(ada.uid, first);
          expect(await codeOf(backend.listWishCounts())).toBe('permission-denied');
          await backend.signOut();
          const bob = await backend.createAccount(uniqueEmail(), 'secret123');
          await backend.addWish(bob.uid, first);
          await backend.signOut();
          expect(await codeOf(backend.listWishCounts())).toBe('permission-denied');

          const admin = await backend.createAccount(options.adminEmail(), 'secret123');
          await options.grantAdmin(admin);
          expect(await backend.isAdmin(admin)).toBe(true);
          const counts = await backend.listWishCounts();
          expect(counts.filter((c) => c.toolPath === first || c.toolPath === second)).toEqual([
            { toolPath: first, count: 2 },
            { toolPath: second, count: 1 },
          ]);
          const order = counts.map((c) => c.count);
          expect(order).toEqual([...order].sort((a, b) => b - a));
        });
      },
    );

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

    describe.skipIf(options.documentsSkipReason !== null)(
      `deleting the account and exporting its data${options.documentsSkipReason ? ` (skipped: ${options.documentsSkipReason})` : ''}`,
      () => {
        const activity = (n: number) => ({
          type: 'toolUse' as const, description: `Used tool ${n}`, icon: '🧰', link: `/tool-${n}`, relatedData: { toolPath: `tool-${n}` }, timestamp: serverTime(),
        });
        /** A signed-in account with its profile and `count` activities, as the app leaves one. */
        const withHistory = async (count: number) => {
          const backend = await open();
          const email = uniqueEmail();
          const user = await backend.createAccount(email, 'secret123');
          await backend.mergeProfile(user.uid, {
            uid: user.uid, email: user.email, displayName: 'Ada', xp: 10, streak: 1, toolsUsedToday: [], lastUsed: '', createdAt: serverTime(), favourites: ['coin-flip'],
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
      },
    );
  });
}
