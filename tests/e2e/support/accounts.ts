import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { pageRunner, pathOf } from './browser';
import { menuButton } from './shell';
import type { SuiteHandles } from './suite';

/**
 * Account helpers for e2e tests on the local backend: what it stored in the browser's IndexedDB
 * (host/src/backend/local/local-db.ts: accounts, session, and every document keyed by its path),
 * a way to tell that the page really reloaded (log-in and sign-up reload it, SPEC section 4), and
 * the steps the accounts-*.e2e.test.ts journeys share (issue 4).
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

export const ADA = { email: 'ada@example.com', name: 'Ada', password: 'analytical-engine' };
export const TERMS = 'I accept the Terms of Service and Privacy Policy';
/** PBKDF2 (210,000 rounds) and a page reload sit behind some of these waits. */
export const slow = { timeout: 20_000 };

export const alerts = (scope: Locator) => scope.getByRole('alert').allTextContents();
export const hrefs = (list: Locator) => list.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));

export async function openMenu(page: Page) {
  await menuButton(page).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.waitFor();
  return menu;
}

export async function fillSignup(dialog: Locator, account: typeof ADA) {
  const values = { Email: account.email, 'Display Name': account.name, Password: account.password, 'Confirm Password': account.password };
  for (const [label, value] of Object.entries(values)) await dialog.getByLabel(label, { exact: true }).fill(value);
  await dialog.getByRole('checkbox', { name: TERMS }).check();
}

export async function logOutFromMenu(page: Page) {
  const menu = await openMenu(page);
  await menu.getByRole('button', { name: 'Logout' }).click();
  await expect.poll(() => pathOf(page)).toBe('/');
  await page.getByRole('button', { name: 'Menu', exact: true }).waitFor(slow);
}

/** The progress numbers: { XP, Streak, Tools used today }. */
export const stats = (page: Page) =>
  page.getByRole('main').locator('dl').evaluate((dl) => Object.fromEntries([...dl.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent])));

/**
 * The accounts suites' steps bound to `suite`: `withPage` (a fresh context per test, so its
 * accounts are its own) and the steps that open the suite's pages.
 */
export function accountSteps(suite: SuiteHandles) {
  /** Signs up through `/?modal=signup` and waits for the reload as the new user. */
  async function signUp(page: Page, account = ADA) {
    await page.goto(`${suite.site.url}/?modal=signup`);
    const dialog = page.getByRole('dialog', { name: 'Create Your Account' });
    await fillSignup(dialog, account);
    await markPage(page);
    await dialog.getByRole('button', { name: 'Create Account', exact: true }).click();
    await waitForReload(page);
    await page.getByRole('button', { name: 'Menu, signed in' }).waitFor(slow);
  }

  /** Opens the dashboard and waits for the signed-in view of `name`. */
  async function dashboard(page: Page, name = ADA.name) {
    await page.goto(`${suite.site.url}/dashboard`);
    await page.getByText(`Welcome back, ${name}!`, { exact: true }).waitFor(slow);
  }

  /** Opens a tool's page and waits until the tool itself (not just the heading) has rendered. */
  async function openTool(page: Page, path: 'coin-flip' | 'json-formatter') {
    await page.goto(`${suite.site.url}/${path}`);
    const control = path === 'coin-flip' ? page.getByRole('button', { name: 'Flip the coin', exact: true }) : page.getByLabel('JSON input', { exact: true });
    await control.waitFor(slow);
  }

  return { withPage: pageRunner(suite), signUp, dashboard, openTool };
}
