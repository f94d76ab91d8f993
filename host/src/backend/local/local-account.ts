/**
 * The local adapter's account changes: a new password and deleting the account. As on Firebase,
 * each first checks the password again, answers a wrong one with auth/invalid-credential (what
 * Firebase gives with email enumeration protection, its default) and a short new one with
 * auth/weak-password.
 */
import { type WishWithdrawal, withdrawAllWishes } from '../account-wishes';
import { BackendError } from '../errors';
import { accountDeleteProblem } from '../profile-rules';
import type { AccountRecord, LocalDb } from './local-db';
import { hashPassword, verifyPassword } from './password';

/** Firebase's own minimum, enforced server-side there and here. */
const MIN_PASSWORD_LENGTH = 6;

export interface LocalAccountContext {
  db: () => Promise<LocalDb>;
  /** The signed-in user's uid; throws auth/null-user when nobody is. */
  currentUid: () => string;
  iterations: number;
  /** Ends the session here and in other tabs, and tells auth listeners. */
  signOut: () => Promise<void>;
  /** Tells this tab's and other tabs' subscribers that a document changed (here: went away). */
  documentChanged: (path: string) => void;
  /** The adapter's own wish methods, so each wish is withdrawn with its count. */
  wishes: () => WishWithdrawal;
}

/** The same rule for a first password (createAccount) and a new one. */
export function newPasswordProblem(password: string): BackendError | null {
  if (!password) return new BackendError('auth/missing-password', 'A password is required.');
  if (password.length < MIN_PASSWORD_LENGTH) return new BackendError('auth/weak-password', 'Password should be at least 6 characters.');
  return null;
}

/** The signed-in account, once `password` is shown to be its password. */
async function reauthenticate(context: LocalAccountContext, password: string): Promise<AccountRecord> {
  const uid = context.currentUid();
  const account = await (await context.db()).get('accounts', uid);
  if (!account) throw new BackendError('auth/user-not-found');
  if (!password) throw new BackendError('auth/missing-password', 'A password is required.');
  if (!(await verifyPassword(password, account.password))) throw new BackendError('auth/invalid-credential');
  return account;
}

export async function changeLocalPassword(context: LocalAccountContext, currentPassword: string, newPassword: string): Promise<void> {
  const account = await reauthenticate(context, currentPassword);
  const problem = newPasswordProblem(newPassword);
  if (problem) throw problem;
  const hash = await hashPassword(newPassword, context.iterations);
  const database = await context.db();
  // Re-read inside the write: a sign-in in another tab may have updated the record meanwhile.
  const tx = database.transaction('accounts', 'readwrite');
  const latest = await tx.store.get(account.uid);
  if (!latest) {
    tx.abort();
    await tx.done.catch(() => undefined);
    throw new BackendError('auth/user-not-found');
  }
  await tx.store.put({ ...latest, password: hash });
  await tx.done;
}

/**
 * The wishes first, each with its count (account-wishes.ts); then the profile, every document
 * under it (activities, and any subcollection added later) and the account, in one IndexedDB
 * transaction: all of them go, or none does.
 */
export async function deleteLocalAccount(context: LocalAccountContext, password: string): Promise<void> {
  const account = await reauthenticate(context, password);
  const uid = account.uid;
  const problem = accountDeleteProblem({ uid: context.currentUid() }, uid);
  if (problem) throw new BackendError('permission-denied', `Missing or insufficient permissions: ${problem}.`);
  await withdrawAllWishes(context.wishes(), uid);
  const profilePath = `users/${uid}`;
  const database = await context.db();
  const tx = database.transaction(['documents', 'accounts'], 'readwrite');
  const documents = tx.objectStore('documents');
  // Every path below users/{uid}/, whatever the subcollection: '\uffff' sorts after any id.
  const below = await documents.getAllKeys(IDBKeyRange.bound(`${profilePath}/`, `${profilePath}/\uffff`));
  await Promise.all([...below.map((path) => documents.delete(path)), documents.delete(profilePath)]);
  await tx.objectStore('accounts').delete(uid);
  await tx.done;
  await context.signOut();
  context.documentChanged(profilePath);
}
