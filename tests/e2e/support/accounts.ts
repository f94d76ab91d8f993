import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/**
 * Account helpers for e2e tests on the local backend: what it stored in the browser's IndexedDB
 * (host/src/backend/local/local-db.ts: accounts, session, and every document keyed by its path),
 * and a way to tell that the page really reloaded (log-in and sign-up reload it, SPEC section 4).
 */

/** Marks the window, so waitForReload can tell that the page was really reloaded. */
export const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { __notReloaded: true }));

export async function waitForReload(page: Page, timeout = 20_000) {
  await expect.poll(() => page.evaluate(() => !('__notReloaded' in window)).catch(() => false), { timeout }).toBe(true);
  await page.waitForLoadState('load');
}

export interface Stored {
  accounts: { uid: string; email: string; displayName: string | null }[];
  session: { uid: string }[];
  documents: { path: string; data: Record<string, unknown> }[];
}

/** What the local backend has in IndexedDB for this origin; never creates the database itself. */
export function stored(page: Page): Promise<Stored> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase | null>((resolve) => {
      const request = indexedDB.open('toolhub');
      // Not there yet: leave its creation (and schema) to the app.
      request.onupgradeneeded = () => request.transaction?.abort();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
    });
    if (!db) return { accounts: [], session: [], documents: [] };
    const all = <T,>(store: string) =>
      new Promise<T[]>((resolve, reject) => {
        const request = db.transaction(store).objectStore(store).getAll();
        request.onsuccess = () => resolve(request.result as T[]);
        request.onerror = () => reject(request.error);
      });
    const accounts = (await all<Stored['accounts'][number]>('accounts')).map(({ uid, email, displayName }) => ({ uid, email, displayName }));
    const result = { accounts, session: await all<{ uid: string }>('session'), documents: await all<Stored['documents'][number]>('documents') };
    db.close();
    return result;
  });
}

/** The uid of the one account of this origin (throws otherwise, so a poll keeps waiting). */
export function onlyUid(state: Stored): string {
  if (state.accounts.length !== 1) throw new Error(`Expected one account, found ${state.accounts.length}`);
  return state.accounts[0]!.uid;
}

/** users/{uid} of the one account. */
export const profileOf = (state: Stored) => state.documents.find((doc) => doc.path === `users/${onlyUid(state)}`)?.data;

/** The type of each of the one account's activities, in storage order. */
export const activityTypes = (state: Stored) =>
  state.documents.filter((doc) => doc.path.startsWith(`users/${onlyUid(state)}/activities/`)).map((doc) => doc.data.type as string);

/** The feedback documents' data. */
export const feedbackDocuments = (state: Stored) => state.documents.filter((doc) => doc.path.startsWith('feedback/')).map((doc) => doc.data);
