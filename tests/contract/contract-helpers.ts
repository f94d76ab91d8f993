/**
 * What the contract's areas share: the adapter's options, a fresh backend per test, unique emails,
 * waiting for an auth state, the error code of a rejection, and the block for the parts that need
 * documents (skipped with the reason when no database is reachable).
 */
import { describe, expect } from 'vitest';
import type { AuthUser, Backend } from '../../host/src/backend/backend';
import { BackendError } from '../../host/src/backend/errors';

export interface ContractOptions {
  /** Why profiles, feedback, activities and analytics cannot be checked here, or null when they can. */
  documentsSkipReason: string | null;
  /** An email the adapter will treat as an admin's once `grantAdmin` has run for its account. */
  adminEmail: () => string;
  /** Makes the account an admin: nothing for the local adapter (ADMIN_EMAILS), the custom claim on Firebase. */
  grantAdmin: (user: AuthUser) => Promise<void>;
  /** Whether a document exists, looked up past the rules (IndexedDB itself; the emulator as its owner). */
  documentExists: (backend: Backend, path: string) => Promise<boolean>;
  /** Writes a document past the rules (strings, whole numbers and maps of them), as old data or an admin would. */
  seedDocument: (backend: Backend, path: string, data: Record<string, unknown>) => Promise<void>;
}

/** What each area of the contract is given: a way to open a backend, and the adapter's options. */
export interface ContractContext {
  /** A backend from the adapter's factory; signed out and closed after each test. */
  open: () => Promise<Backend>;
  options: ContractOptions;
}

let counter = 0;
export const uniqueEmail = (): string => `user${Date.now().toString(36)}${(counter += 1)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** Resolves with the first auth state the listener sees that satisfies `test`. */
export function nextAuthState(backend: Backend, test: (user: AuthUser | null) => boolean, timeoutMs = 10_000): Promise<AuthUser | null> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error('auth state did not arrive'));
    }, timeoutMs);
    const stop = backend.onAuthStateChanged((user) => {
      if (!test(user)) return;
      clearTimeout(timer);
      queueMicrotask(() => stop());
      resolve(user);
    });
  });
}

export async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(BackendError);
    return (error as BackendError).code;
  }
  throw new Error('expected a rejection');
}

/** A fresh backend with a new account signed in. */
export async function signedIn(open: ContractContext['open']): Promise<{ backend: Backend; user: AuthUser }> {
  const backend = await open();
  const user = await backend.createAccount(uniqueEmail(), 'secret123');
  return { backend, user };
}

/** A describe block for parts that need documents: skipped, with the reason in its title, when none can be checked. */
export function describeWithDocuments(options: ContractOptions, title: string, body: () => void): void {
  describe.skipIf(options.documentsSkipReason !== null)(`${title}${options.documentsSkipReason ? ` (skipped: ${options.documentsSkipReason})` : ''}`, body);
}
