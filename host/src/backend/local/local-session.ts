/**
 * The local adapter's session: who is signed in. Sign-up, sign-in and sign-out keep one session
 * record that survives reloads; auth state reaches this tab's listeners and, on the tab channel,
 * other tabs; and the checks firestore.rules makes of the caller (signed in, owner, admin) are
 * made against it.
 */
import type { AuthUser, Backend } from '../backend';
import { BackendError, guard } from '../errors';
import { isEmailAddress } from '../../validation/email';
import { newPasswordProblem } from './local-account';
import type { AccountRecord, LocalDb } from './local-db';
import { newId } from './local-documents';
import { hashPassword, needsRehash, verifyPassword } from './password';

const SESSION_KEY = 'current';

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

export interface LocalSessionContext {
  db: () => Promise<LocalDb>;
  now: () => Date;
  iterations: number;
  /** Lower-cased emails allowed on /admin (toolhubConfig.adminEmails, from ADMIN_EMAILS). */
  adminEmails: readonly string[];
  /** Tells other tabs that the session changed, so they re-read it. */
  postAuth: () => void;
}

export type SessionMethods = Pick<
  Backend,
  'createAccount' | 'setDisplayName' | 'signIn' | 'signOut' | 'currentUser' | 'onAuthStateChanged' | 'isAdmin'
>;

export interface LocalSession {
  methods: SessionMethods;
  /** Re-reads the session: at start, and when another tab signs in or out. */
  load(): Promise<void>;
  /** Ends the session here and in other tabs, and tells auth listeners. */
  signOut(): Promise<void>;
  /** The signed-in user; throws auth/null-user when nobody is. */
  requireUser(): AuthUser;
  /** Throws permission-denied unless `uid` is the signed-in user (the rules' isOwner). */
  requireOwner(uid: string): AuthUser;
  /** What firestore.rules' isAdmin() guards: admin reads refuse everyone else. */
  requireAdmin(): void;
  /** Drops every auth listener (the adapter's close). */
  clear(): void;
}

export function createLocalSession(context: LocalSessionContext): LocalSession {
  const { db, now, iterations } = context;
  const adminEmails = new Set(context.adminEmails.map((email) => email.trim().toLowerCase()));
  const isAdminUser = (candidate: AuthUser | null): boolean => !!candidate?.email && adminEmails.has(candidate.email.toLowerCase());

  let user: AuthUser | null = null;
  let authKnown = false;
  const authListeners = new Set<(user: AuthUser | null) => void>();

  const emitAuth = () => authListeners.forEach((listener) => listener(user));

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

  async function setSession(account: AccountRecord | null): Promise<void> {
    const database = await db();
    if (account) await database.put('session', { uid: account.uid }, SESSION_KEY);
    else await database.delete('session', SESSION_KEY);
    user = account ? toAuthUser(account) : null;
    emitAuth();
    context.postAuth();
  }

  function requireUser(): AuthUser {
    if (!user) throw new BackendError('auth/null-user', 'No user is signed in.');
    return user;
  }

  function requireAdmin(): void {
    if (!isAdminUser(user)) throw new BackendError('permission-denied', 'Missing or insufficient permissions.');
  }

  function requireOwner(uid: string): AuthUser {
    const current = user;
    if (!current || current.uid !== uid) throw new BackendError('permission-denied', 'Missing or insufficient permissions.');
    return current;
  }

  const methods: SessionMethods = {
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
        context.postAuth();
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

    // Settled by the signed-in account, as the admin claim is on Firebase: asking about someone
    // else's account (or while signed out) is never a way in.
    isAdmin: async (candidate) => candidate.uid === user?.uid && isAdminUser(user),
  };

  return {
    methods,
    load: loadSession,
    signOut: () => setSession(null),
    requireUser,
    requireOwner,
    requireAdmin,
    clear: () => authListeners.clear(),
  };
}
