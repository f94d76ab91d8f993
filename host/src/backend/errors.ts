/**
 * Errors from either adapter carry Firebase's codes (`auth/...`, or Firestore's bare codes such as
 * `permission-denied`), so the UI maps them to messages with one table.
 */
export class BackendError extends Error {
  readonly code: string;

  constructor(code: string, message?: string) {
    super(message ?? code);
    this.name = 'BackendError';
    this.code = code;
  }
}

/** The local adapter's answer when the browser has no usable IndexedDB (private modes, old browsers). */
export const STORAGE_UNAVAILABLE = 'app/storage-unavailable';

/**
 * Sign-up's answer when the account was created but neither its profile nor the roll-back could
 * be written: the user is signed out, and their next log-in creates the profile (account-actions.ts).
 */
export const SIGNUP_INCOMPLETE = 'app/signup-incomplete';

/** Anything thrown (a FirebaseError, a DOMException, a string) as a BackendError with a code. */
export function toBackendError(error: unknown): BackendError {
  if (error instanceof BackendError) return error;
  if (typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string') {
    const { code, message } = error as { code: string; message?: unknown };
    return new BackendError(code, typeof message === 'string' ? message : code);
  }
  return new BackendError('unknown', error instanceof Error ? error.message : String(error));
}

/** Runs backend work so that whatever it throws comes out as a BackendError (both adapters). */
export async function guard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toBackendError(error);
  }
}
