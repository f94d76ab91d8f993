/**
 * The checks firestore.rules makes on users/{uid} writes, in TypeScript, so the local adapter
 * refuses the same writes Firestore would (and the contract suite can hold both to it).
 */
import { isServerTime, type ProfileWrite } from './backend';

/** Why the write would be denied, or null when it is allowed. */
export function profileWriteProblem(
  write: ProfileWrite,
  existing: Record<string, unknown> | undefined,
  token: { uid: string; email: string | null },
  uid: string,
): string | null {
  if (token.uid !== uid) return 'only the owner may write users/{uid}';
  if (write.uid !== undefined && write.uid !== uid) return 'uid must be the document id';
  if (write.email !== undefined && write.email !== token.email) return 'email must match the signed-in user';
  if (write.xp !== undefined && (typeof write.xp !== 'number' || !Number.isFinite(write.xp) || write.xp < 0)) return 'xp must be a non-negative number';
  if (write.streak !== undefined && (typeof write.streak !== 'number' || !Number.isFinite(write.streak) || write.streak < 1)) return 'streak must be at least 1';
  if (write.displayName !== undefined && typeof write.displayName !== 'string') return 'displayName must be a string';
  if (write.lastUsed !== undefined && typeof write.lastUsed !== 'string') return 'lastUsed must be a string';
  if (write.toolsUsedToday !== undefined && !Array.isArray(write.toolsUsedToday)) return 'toolsUsedToday must be a list';
  if (write.favourites !== undefined && !Array.isArray(write.favourites)) return 'favourites must be a list';
  if (write.createdAt !== undefined && (!isServerTime(write.createdAt) || existing?.createdAt != null)) return 'createdAt is set once, by the server';
  return null;
}

/**
 * firestore.rules' `delete` on users/{uid} and users/{uid}/activities/{id}: the owner, and
 * nobody else (admins neither: removing someone's account is done with the Admin SDK, which
 * also removes the auth user). Why it would be denied, or null when it is allowed.
 */
export function accountDeleteProblem(token: { uid: string } | null, uid: string): string | null {
  return token?.uid === uid ? null : 'only the owner may delete users/{uid} and its activities';
}
