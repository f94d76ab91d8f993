/**
 * Sign-up, log-in and log-out over the backend interface. Each throws the backend's error (with
 * its code) for the form to word through messages.ts; activity logging never fails them.
 */
import { type AuthUser, type Backend, type Profile, type ProfileWrite, serverTime } from '../backend/backend';
import { activityFor, logActivity } from './activity';
import { singleFlight } from './single-flight';

export interface SignUpInput {
  email: string;
  password: string;
  displayName: string;
}

/** users/{uid} as a new account starts it (SPEC section 3 and 9). */
export function newProfile(user: Pick<AuthUser, 'uid' | 'email'>, displayName: string): ProfileWrite & Omit<Profile, 'createdAt'> {
  return { uid: user.uid, email: user.email, displayName, xp: 0, streak: 1, toolsUsedToday: [], lastUsed: '', createdAt: serverTime() };
}

export function signUp(backend: Backend, input: SignUpInput, hostname?: string): Promise<AuthUser> {
  return singleFlight(`signup:${input.email.trim().toLowerCase()}`, async () => {
    const displayName = input.displayName.trim();
    await backend.createAccount(input.email, input.password);
    const user = await backend.setDisplayName(displayName);
    await backend.mergeProfile(user.uid, newProfile(user, displayName));
    await logActivity(backend, user, activityFor('signup'), hostname);
    return user;
  });
}

export function logIn(backend: Backend, email: string, password: string, hostname?: string): Promise<AuthUser> {
  return singleFlight(`login:${email.trim().toLowerCase()}`, async () => {
    const user = await backend.signIn(email, password);
    await logActivity(backend, user, activityFor('login'), hostname);
    return user;
  });
}

/** The activity goes first: once signed out, the user may no longer write it. */
export async function logOut(backend: Backend, hostname?: string): Promise<void> {
  await logActivity(backend, backend.currentUser(), activityFor('logout'), hostname);
  await backend.signOut();
}
