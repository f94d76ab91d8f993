/** A backend for the form tests: the calls the forms make, as spies, each resolving unless told otherwise. */
import { vi } from 'vitest';
import type { AuthUser, Backend } from '../../../backend/backend';
import { BackendError } from '../../../backend/errors';

export const fakeUser = (email: string, displayName: string | null = null): AuthUser =>
  ({ uid: 'u1', email, displayName, emailVerified: false, providerData: [], metadata: {} }) as unknown as AuthUser;

export function fakeBackend() {
  const backend = {
    kind: 'local' as const,
    createAccount: vi.fn(async (email: string) => fakeUser(email)),
    setDisplayName: vi.fn(async (displayName: string) => fakeUser('ada@example.com', displayName)),
    mergeProfile: vi.fn(async () => undefined),
    signIn: vi.fn(async (email: string) => fakeUser(email, 'Ada')),
    signOut: vi.fn(async () => undefined),
    /** Log-in reads the profile once (to repair a missing one); here it always exists. */
    subscribeProfile: vi.fn((uid: string, next: (profile: unknown) => void) => {
      queueMicrotask(() => next({ uid, displayName: 'Ada', xp: 0, streak: 1 }));
      return () => undefined;
    }),
    /** A failed sign-up deletes the account it created. */
    deleteAccount: vi.fn(async () => undefined),
    addActivity: vi.fn(async () => 'activity-1'),
    addFeedback: vi.fn(async () => 'feedback-1'),
  };
  return { backend, get: () => Promise.resolve(backend as unknown as Backend) };
}

export const failWith = (code: string) => () => Promise.reject(new BackendError(code));

/** A promise the test settles when it wants, to look at the form while a call is running. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The SPEC section 8 codes (and the ones it leaves unworded) with the words users must see. */
export const AUTH_ERROR_CASES = [
  ['auth/email-already-in-use', 'This email address is already registered. Please try logging in or use a different email.'],
  ['auth/weak-password', 'Password is too weak. Please choose a stronger password (at least 6 characters).'],
  ['auth/invalid-email', 'The email address is not valid.'],
  ['auth/user-not-found', 'No account found with this email. Please check your email or sign up.'],
  ['auth/wrong-password', 'Incorrect password. Please try again.'],
  ['auth/invalid-credential', 'Invalid email or password.'],
  ['auth/operation-not-allowed', 'Email/password authentication is not enabled. Please contact support.'],
  ['auth/network-request-failed', 'Network error. Please check your internet connection.'],
  ['auth/too-many-requests', 'Too many attempts. Please wait a few minutes and try again.'],
  ['auth/user-disabled', 'This account has been disabled. Please contact support.'],
  ['auth/multi-factor-auth-required', 'This account needs a second sign-in step, which ToolHub does not support yet. Please contact support.'],
  ['auth/internal-error', 'An unexpected error occurred. Please try again.'],
] as const;
