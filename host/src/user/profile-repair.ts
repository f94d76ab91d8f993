/**
 * An account without users/{uid}: a sign-up whose profile write and roll-back both failed, or one
 * from before sign-up rolled back. Log-in gives it the profile a new account starts with. The write
 * can only ever create: it carries createdAt, which the rules (and profile-rules.ts) refuse on an
 * existing profile, so a stale "missing" read can never reset anyone's XP.
 */
import type { AuthUser, Backend, Profile, ProfileWrite } from '../backend/backend';
import { serverTime } from '../backend/backend';

/** users/{uid} as a new account starts it (SPEC sections 3 and 9). */
export function newProfile(user: Pick<AuthUser, 'uid' | 'email'>, displayName: string): ProfileWrite & Omit<Profile, 'createdAt'> {
  return { uid: user.uid, email: user.email, displayName, xp: 0, streak: 1, toolsUsedToday: [], lastUsed: '', createdAt: serverTime() };
}

/** The profile as it is now: the live subscription's first answer. */
export function readProfileOnce(backend: Backend, uid: string): Promise<Profile | null> {
  return new Promise((resolve, reject) => {
    let answered = false;
    // Stopped a microtask later: the first answer may come before subscribeProfile has returned.
    const answer = (settle: () => void) => {
      if (answered) return;
      answered = true;
      settle();
      queueMicrotask(() => stop());
    };
    const stop = backend.subscribeProfile(
      uid,
      (profile) => answer(() => resolve(profile)),
      (error) => answer(() => reject(error)),
    );
  });
}

/** The name a repaired profile gets: the account's, else the email's local part, else SPEC's 'User'. */
export const repairedDisplayName = (user: Pick<AuthUser, 'displayName' | 'email'>): string =>
  user.displayName?.trim() || user.email?.split('@')[0]?.trim() || 'User';

/** Creates users/{uid} when it is missing. Never fails the log-in: a failure is only logged. */
export async function ensureProfile(backend: Backend, user: AuthUser): Promise<void> {
  try {
    if (await readProfileOnce(backend, user.uid)) return;
    await backend.mergeProfile(user.uid, newProfile(user, repairedDisplayName(user)));
  } catch (error) {
    console.warn('Could not create the missing profile', error);
  }
}
