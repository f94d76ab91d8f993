/**
 * The Firebase adapter's account changes (issue 17 §5): a new password and deleting the account.
 * Both re-authenticate first: Firebase
 * refuses them without a recent sign-in (auth/requires-recent-login), and a wrong password then
 * fails with auth/invalid-credential (or auth/wrong-password where email enumeration protection is off).
 */
import { type Auth, type User, EmailAuthProvider, deleteUser, reauthenticateWithCredential, updatePassword } from 'firebase/auth';
import { type Firestore, collection, deleteDoc, doc, getDocs, limit, query, writeBatch } from 'firebase/firestore';
import { type WishWithdrawal, withdrawAllWishes } from '../account-wishes';
import { BackendError } from '../errors';

/** A write batch holds at most 500 writes. */
export const DELETE_BATCH_SIZE = 500;

/**
 * Every subcollection of users/{uid} deleted in bulk. A client cannot list subcollections, so
 * deleting an account deletes these by name: a new one must be added here, or its documents
 * outlive the account. Wishes are not bulk-deleted: each is withdrawn with its count first.
 */
export const PROFILE_SUBCOLLECTIONS = ['activities'] as const;

function requireUser(auth: Auth): User {
  if (!auth.currentUser) throw new BackendError('auth/null-user', 'No user is signed in.');
  return auth.currentUser;
}

async function reauthenticate(auth: Auth, password: string): Promise<User> {
  const user = requireUser(auth);
  if (!user.email) throw new BackendError('auth/invalid-credential', 'This account has no email to check a password against.');
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
  return user;
}

export async function changeFirebasePassword(auth: Auth, currentPassword: string, newPassword: string): Promise<void> {
  const user = await reauthenticate(auth, currentPassword);
  await updatePassword(user, newPassword);
}

/** Deletes a collection page by page, one batch per page. Returns how many documents went. */
async function deleteCollection(db: Firestore, path: string): Promise<number> {
  let deleted = 0;
  for (;;) {
    const page = await getDocs(query(collection(db, path), limit(DELETE_BATCH_SIZE)));
    if (page.empty) return deleted;
    const batch = writeBatch(db);
    page.docs.forEach((d) => batch.delete(d.ref));
    await batch.commit();
    deleted += page.size;
    if (page.size < DELETE_BATCH_SIZE) return deleted;
  }
}

/** The wishes (each with its count), the subcollections, the profile, and last the auth user. */
export async function deleteFirebaseAccount(auth: Auth, db: Firestore, password: string, wishes: WishWithdrawal): Promise<void> {
  const user = await reauthenticate(auth, password);
  await withdrawAllWishes(wishes, user.uid);
  for (const name of PROFILE_SUBCOLLECTIONS) await deleteCollection(db, `users/${user.uid}/${name}`);
  await deleteDoc(doc(db, 'users', user.uid));
  // Last, and it signs out: the rules let only the signed-in owner delete the documents above.
  await deleteUser(user);
}
