/**
 * The zero-config adapter: accounts and documents in the browser's IndexedDB. It behaves like the
 * Firebase adapter where the UI can tell: the same error codes, a session that survives reloads,
 * auth state and profiles live across tabs, and the writes firestore.rules would refuse refused.
 */
import {
  type Activity,
  type ActivityWrite,
  type AuthUser,
  type Backend,
  type Feedback,
  type FeedbackWrite,
  type PageView,
  type Profile,
  type ProfileWrite,
} from '../backend';
import { sumDailyAnalytics } from '../analytics/daily-sums';
import { DAILY_ANALYTICS, DAILY_ANALYTICS_SHARDS, DATED_COLLECTIONS, pageViewWrites } from '../analytics/page-view-writes';
import { BackendError, guard, toBackendError } from '../errors';
import { profileWriteProblem } from '../profile-rules';
import { type AccountRecord, type LocalDb, DEFAULT_DB_NAME, collectionOf, openLocalDb } from './local-db';
import { type LocalAccountContext, changeLocalPassword, deleteLocalAccount, newPasswordProblem } from './local-account';
import { mergeDocument } from './merge';
import { PBKDF2_ITERATIONS, hashPassword, needsRehash, verifyPassword } from './password';
import { type TabNotice, openTabChannel } from './tab-channel';
import { createLocalWishes } from './local-wishes';
import { isEmailAddress } from '../../validation/email';

export interface LocalBackendOptions {
  /** The IndexedDB database; tests give each case its own. */
  dbName?: string;
  iterations?: number;
  now?: () => Date;
  /** Lower-cased emails allowed on /admin (toolhubConfig.adminEmails, from ADMIN_EMAILS). */
  adminEmails?: readonly string[];
  /** Shard documents per daily counter (toolhubConfig.analyticsShards); 0 = SPEC's single documents. */
  analyticsShards?: number;
  /** Picks the shard a page view increments. */
  random?: () => number;
}

const SESSION_KEY = 'current';

const newId = (): string => crypto.randomUUID().replace(/-/g, '').slice(0, 20);

function toAuthUser(account: AccountRecord): AuthUser {
  return {
    uid: account.uid,
    displayName: account.displayName,
    email: account.email,
    emailVerified: false,
    phoneNumber: null,
    photoURL: null,
    isAnonymous: false,
    tenantId: null,
    providerData: [{ providerId: 'password', uid: account.email, email: account.email, displayName: account.displayName }],
    metadata: { creationTime: account.createdAt, lastSignInTime: account.lastSignInAt },
  };
}

export function createLocalBackend(options: LocalBackendOptions = {}): Backend {
  const dbName = options.dbName ?? DEFAULT_DB_NAME;
  // Strictly increasing by default: two writes in one millisecond (a sign-up and the first tool
  // use) must still list newest first. An injected clock is used as it is.
  let last = 0;
  const now =
    options.now ??
    (() => {
      last = Math.max(Date.now(), last + 1);
      return new Date(last);
    });
  const iterations = options.iterations ?? PBKDF2_ITERATIONS;
  const adminEmails = new Set((options.adminEmails ?? []).map((email) => email.trim().toLowerCase()));
  const shardOptions = { shards: options.analyticsShards ?? 0, random: options.random ?? Math.random };
  const isAdminUser = (candidate: AuthUser | null): boolean => !!candidate?.email && adminEmails.has(candidate.email.toLowerCase());

  let user: AuthUser | null = null;
  let authKnown = false;
  const authListeners = new Set<(user: AuthUser | null) => void>();
  const documentListeners = new Map<string, Set<() => void>>();

  const dbPromise: Promise<LocalDb> = openLocalDb(dbName);
  // Callers see the failure on their own calls; this keeps an unobserved rejection quiet.
  dbPromise.catch(() => undefined);
  const db = async (): Promise<LocalDb> => dbPromise;

  const emitAuth = () => authListeners.forEach((listener) => listener(user));
  const emitDocument = (path: string) => documentListeners.get(path)?.forEach((listener) => listener());

  /** Re-reads the session: at start, and when another tab signs in or out. */
  async function loadSession(): Promise<void> {
    let next: AuthUser | null;
    try {
      const database = await db();
      const session = await database.get('session', SESSION_KEY);
      const account = session ? await database.get('accounts', session.uid) : undefined;
      next = account ? toAuthUser(account) : null;
    } catch {
      // No storage means nobody can be signed in; the UI still learns the auth state.
      next = null;
    }
    const changed = !authKnown || next?.uid !== user?.uid || next?.displayName !== user?.displayName;
    user = next;
    authKnown = true;
    if (changed) emitAuth();
  }

  const channel = openTabChannel(dbName, (notice: TabNotice) => {
    if (notice.kind === 'auth') void loadSession();
    else emitDocument(notice.path);
  });
  const ready = loadSession();

  const announce = (notice: TabNotice) => {
    channel.post(notice);
    if (notice.kind === 'document') emitDocument(notice.path);
  };

  async function setSession(account: AccountRecord | null): Promise<void> {
    const database = await db();
    if (account) await database.put('session', { uid: account.uid }, SESSION_KEY);
    else await database.delete('session', SESSION_KEY);
    user = account ? toAuthUser(account) : null;
    emitAuth();
    announce({ kind: 'auth' });
  }

  function requireUser(): AuthUser {
    if (!user) throw new BackendError('auth/null-user', 'No user is signed in.');
    return user;
  }

  /** What firestore.rules' isAdmin() guards: admin reads refuse everyone else. */
  function requireAdmin(): void {
    if (!isAdminUser(user)) throw new BackendError('permission-denied', 'Missing or insufficient permissions.');
  }

  async function readCollection(collection: string): Promise<Record<string, unknown>[]> {
    return (await (await db()).getAllFromIndex('documents', 'collection', collection)).map((record) => record.data);
  }

  function requireOwner(uid: string): AuthUser {
    const current = user;
    if (!current || current.uid !== uid) throw new BackendError('permission-denied', 'Missing or insufficient permissions.');
    return current;
  }

  async function writeDocument(path: string, data: Record<string, unknown>, check?: (existing: Record<string, unknown> | undefined) => string | null) {
    const database = await db();
    const tx = database.transaction('documents', 'readwrite');
    const existing = (await tx.store.get(path))?.data;
    const problem = check?.(existing);
    if (problem) {
      tx.abort();
      await tx.done.catch(() => undefined);
      throw new BackendError('permission-denied', `Missing or insufficient permissions: ${problem}.`);
    }
    // Read-merge-write in one transaction: increments from two tabs never lose a count.
    await tx.store.put({ path, collection: collectionOf(path), data: mergeDocument(existing, data, now()) });
    await tx.done;
    announce({ kind: 'document', path });
  }

  /** Several documents merged in one transaction: all of them are written, or (a page left mid-way) none. */
  async function writeDocuments(writes: readonly { path: string; data: Record<string, unknown> }[]) {
    const database = await db();
    const tx = database.transaction('documents', 'readwrite');
    for (const { path, data } of writes) {
      const existing = (await tx.store.get(path))?.data;
      await tx.store.put({ path, collection: collectionOf(path), data: mergeDocument(existing, data, now()) });
    }
    await tx.done;
    for (const { path } of writes) announce({ kind: 'document', path });
  }

  const accountContext: LocalAccountContext = {
    db,
    currentUid: () => requireUser().uid,
    iterations,
    signOut: () => setSession(null),
    documentChanged: (path) => announce({ kind: 'document', path }),
    // Read when an account is deleted, by which time `backend` below exists.
    wishes: () => backend,
  };

  const backend: Backend = {
    kind: 'local',

    createAccount: (email, password) =>
      guard(async () => {
        const address = email.trim().toLowerCase();
        if (!isEmailAddress(address)) throw new BackendError('auth/invalid-email', 'The email address is badly formatted.');
        const weak = newPasswordProblem(password);
        if (weak) throw weak;
        const database = await db();
        if (await database.getFromIndex('accounts', 'email', address)) throw new BackendError('auth/email-already-in-use');
        const stamp = now().toISOString();
        const account: AccountRecord = {
          uid: newId() + newId().slice(0, 8),
          email: address,
          displayName: null,
          password: await hashPassword(password, iterations),
          createdAt: stamp,
          lastSignInAt: stamp,
        };
        try {
          // The unique email index settles a race between two sign-ups for one address.
          await database.add('accounts', account);
        } catch (error) {
          if ((error as { name?: unknown } | null)?.name === 'ConstraintError') throw new BackendError('auth/email-already-in-use');
          throw error;
        }
        await setSession(account);
        return toAuthUser(account);
      }),

    setDisplayName: (displayName) =>
      guard(async () => {
        const current = requireUser();
        const database = await db();
        const account = await database.get('accounts', current.uid);
        if (!account) throw new BackendError('auth/user-not-found');
        const updated = { ...account, displayName };
        await database.put('accounts', updated);
        user = toAuthUser(updated);
        // Firebase does not fire onAuthStateChanged for a profile update; neither do we here,
        // but other tabs re-read so their copy of the user is current.
        channel.post({ kind: 'auth' });
        return user;
      }),

    signIn: (email, password) =>
      guard(async () => {
        const address = email.trim().toLowerCase();
        if (!isEmailAddress(address)) throw new BackendError('auth/invalid-email', 'The email address is badly formatted.');
        const database = await db();
        const account = await database.getFromIndex('accounts', 'email', address);
        // One answer for an unknown email and a wrong password, as Firebase gives with email
        // enumeration protection on (its default): the form must not reveal who has an account.
        if (!account || !(await verifyPassword(password, account.password))) throw new BackendError('auth/invalid-credential');
        // An older hash (fewer iterations, or SHA-512 from before) is replaced now that the
        // password is known, in the same write as the sign-in time.
        const stored = needsRehash(account.password, iterations) ? await hashPassword(password, iterations) : account.password;
        const signedIn = { ...account, password: stored, lastSignInAt: now().toISOString() };
        await database.put('accounts', signedIn);
        await setSession(signedIn);
        return toAuthUser(signedIn);
      }),

    signOut: () => guard(async () => setSession(null)),

    currentUser: () => user,

    onAuthStateChanged(listener) {
      authListeners.add(listener);
      // Like Firebase: the current state once it is known, then every change.
      if (authKnown) queueMicrotask(() => authListeners.has(listener) && listener(user));
      return () => authListeners.delete(listener);
    },

    subscribeProfile(uid, next, error) {
      const path = `users/${uid}`;
      let active = true;
      const read = () => {
        void guard(async () => {
          requireOwner(uid);
          const record = await (await db()).get('documents', path);
          return (record?.data as Profile | undefined) ?? null;
        }).then(
          (profile) => active && next(profile),
          (failure: unknown) => active && error(toBackendError(failure)),
        );
      };
      const listeners = documentListeners.get(path) ?? new Set();
      listeners.add(read);
      documentListeners.set(path, listeners);
      void ready.then(read);
      return () => {
        active = false;
        listeners.delete(read);
      };
    },

    mergeProfile: (uid, data: ProfileWrite) =>
      guard(async () => {
        const owner = requireOwner(uid);
        await writeDocument(`users/${uid}`, data as Record<string, unknown>, (existing) =>
          profileWriteProblem(data, existing, { uid: owner.uid, email: owner.email }, uid),
        );
      }),

    addFeedback: (feedback: FeedbackWrite) =>
      guard(async () => {
        const id = newId();
        await writeDocument(`feedback/${id}`, { ...feedback });
        return id;
      }),

    addActivity: (uid, activity: ActivityWrite) =>
      guard(async () => {
        requireOwner(uid);
        const id = newId();
        await writeDocument(`users/${uid}/activities/${id}`, { ...activity });
        return id;
      }),

    listRecentActivities: (uid, max) =>
      guard(async () => {
        requireOwner(uid);
        const records = await (await db()).getAllFromIndex('documents', 'collection', `users/${uid}/activities`);
        const time = (activity: Activity) => activity.timestamp?.getTime() ?? 0;
        return records
          .map((record) => ({ ...(record.data as Omit<Activity, 'id'>), id: record.path.slice(record.path.lastIndexOf('/') + 1) }))
          .sort((a, b) => time(b) - time(a))
          .slice(0, max);
      }),

    // Issue 17 §5: the whole history for the export, and the account's own changes.
    listAllActivities: (uid) => backend.listRecentActivities(uid, Number.POSITIVE_INFINITY),
    changePassword: (currentPassword, newPassword) => guard(() => changeLocalPassword(accountContext, currentPassword, newPassword)),
    deleteAccount: (password) => guard(() => deleteLocalAccount(accountContext, password)),

    recordPageView: (view: PageView) =>
      guard(async () => {
        // One view's counters move together in one transaction: a page left mid-way loses none of them.
        await writeDocuments(pageViewWrites(view, shardOptions).map((write) => ({ path: `${write.collection}/${write.id}`, data: write.data })));
      }),

    deleteAnalyticsBefore: (cutoffDate) =>
      guard(async () => {
        const database = await db();
        const tx = database.transaction('documents', 'readwrite');
        let deleted = 0;
        for (const collection of DATED_COLLECTIONS) {
          for (const record of await tx.store.index('collection').getAll(collection)) {
            const date = record.data.date;
            if (typeof date === 'string' && date < cutoffDate) {
              await tx.store.delete(record.path);
              deleted += 1;
            }
          }
        }
        await tx.done;
        return deleted;
      }),

    // Issue 17 §3: wishes for coming-soon tools (local-wishes.ts).
    ...createLocalWishes({ db, requireOwner, requireAdmin, now, documentChanged: (path) => announce({ kind: 'document', path }) }),

    // Settled by the signed-in account, as the admin claim is on Firebase: asking about someone
    // else's account (or while signed out) is never a way in.
    isAdmin: async (candidate) => candidate.uid === user?.uid && isAdminUser(user),

    readDailyAnalytics: (fromDate, toDate) =>
      guard(async () => {
        requireAdmin();
        const inRange = (data: Record<string, unknown>) => typeof data.date === 'string' && data.date >= fromDate && data.date <= toDate;
        const documents = [...(await readCollection(DAILY_ANALYTICS)), ...(await readCollection(DAILY_ANALYTICS_SHARDS))];
        return sumDailyAnalytics(documents.filter(inRange));
      }),

    listRecentFeedback: (max) =>
      guard(async () => {
        requireAdmin();
        const records = await (await db()).getAllFromIndex('documents', 'collection', 'feedback');
        const time = (feedback: Feedback) => feedback.createdAt?.getTime() ?? 0;
        return records
          .map((record) => ({ ...(record.data as Omit<Feedback, 'id'>), id: record.path.slice(record.path.lastIndexOf('/') + 1) }))
          .sort((a, b) => time(b) - time(a))
          .slice(0, Math.max(0, max));
      }),

    async close() {
      channel.close();
      authListeners.clear();
      documentListeners.clear();
      (await dbPromise.catch(() => null))?.close();
    },
  };
  return backend;
}
