/**
 * Sign-up, log-in and log-out over the backend interface. Each throws the backend's error (with
 * its code) for the form to word through messages.ts; activity logging never fails them.
 */
import type { AuthUser, Backend } from '../backend/backend';
import { BackendError, SIGNUP_INCOMPLETE } from '../backend/errors';
import { activityFor, logActivity } from './activity';
import { ensureProfile, newProfile } from './profile-repair';
import { singleFlight } from './single-flight';

export interface SignUpInput {
  email: string;
  password: string;
  displayName: string;
}

/**
 * Creates the account and its profile, or neither. The identity service creates the account on
 * its own, so when the profile cannot follow, the account is deleted again and the error passed
 * on: the form says what went wrong and the same email can be tried again at once. Should the
 * roll-back fail too, the user is signed out and told to log in, which creates the profile.
 */
export function signUp(backend: Backend, input: SignUpInput, hostname?: string): Promise<AuthUser> {
  return singleFlight(`signup:${input.email.trim().toLowerCase()}`, async () => {
    const displayName = input.displayName.trim();
    await backend.createAccount(input.email, input.password);
    let user: AuthUser;
    try {
      user = await backend.setDisplayName(displayName);
      await backend.mergeProfile(user.uid, newProfile(user, displayName));
    } catch (failure) {
      console.warn('Sign-up could not create the profile; removing the new account', failure);
      await rollBack(backend, input.password);
      throw failure;
    }
    await logActivity(backend, user, activityFor('signup'), hostname);
    return user;
  });
}

async function rollBack(backend: Backend, password: string): Promise<void> {
  try {
    await backend.deleteAccount(password);
  } catch (failure) {
    console.warn('The new account could not be removed; signing out, log-in will finish it', failure);
    await backend.signOut().catch((error: unknown) => console.warn('Could not sign out', error));
    throw new BackendError(SIGNUP_INCOMPLETE, 'The account exists without its profile.');
  }
}

/** Signs in, and gives an account that has no profile (an older half sign-up) the one it should have. */
export function logIn(backend: Backend, email: string, password: string, hostname?: string): Promise<AuthUser> {
  return singleFlight(`login:${email.trim().toLowerCase()}`, async () => {
    const user = await backend.signIn(email, password);
    await ensureProfile(backend, user);
    await logActivity(backend, user, activityFor('login'), hostname);
    return user;
  });
}

/** The activity goes first: once signed out, the user may no longer write it. */
export async function logOut(backend: Backend, hostname?: string): Promise<void> {
  await logActivity(backend, backend.currentUser(), activityFor('logout'), hostname);
  await backend.signOut();
}
