/** Issues 4 and 17 on the built site with the local (IndexedDB) backend: profile settings, password, data export and account deletion. */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pathOf, searchOf } from './support/browser';
import {
  accountSteps,
  activityTypes,
  ADA,
  alerts,
  fillSignup,
  logOutFromMenu,
  markPage,
  openMenu,
  profileOf,
  slow,
  stored,
  waitForReload,
} from './support/accounts';
import { siteAndBrowser } from './support/suite';

const PORT = 7200;
const suite = siteAndBrowser(PORT);
const { withPage, signUp, dashboard, openTool } = accountSteps(suite);

describe('profile settings', () => {
  it('a new display name is saved and greets the user on the dashboard', async () => {
    await withPage('desktop', async (page) => {
      await signUp(page);
      await page.goto(`${suite.site.url}/profile-settings`);
      const main = page.getByRole('main');
      const name = main.getByLabel('Display name', { exact: true });
      await name.waitFor(slow);
      expect(await main.getByRole('heading', { level: 1 }).textContent()).toBe('Profile settings');
      expect(await name.inputValue()).toBe(ADA.name);
      expect(await main.getByRole('group', { name: 'Theme' }).getByRole('radio').count()).toBe(3);
      expect(await main.getByRole('button', { name: 'Clear recently visited tools' }).isVisible()).toBe(true);
      expect(await main.getByRole('button', { name: 'Log out', exact: true }).isVisible()).toBe(true);

      await name.fill('  Grace Hopper ');
      await main.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByRole('status').getByText('Display name saved.').waitFor(slow);
      expect(await name.inputValue()).toBe('Grace Hopper');
      const state = await stored(page);
      expect(profileOf(state)?.displayName).toBe('Grace Hopper');
      expect(state.accounts[0]!.displayName).toBe('Grace Hopper');

      // In-app navigation shows the live profile; a fresh load reads it back from storage.
      const menu = await openMenu(page);
      await menu.getByRole('link', { name: 'Dashboard' }).click();
      await page.getByText('Welcome back, Grace Hopper!', { exact: true }).waitFor(slow);
      await dashboard(page, 'Grace Hopper');
      expect(await page.getByText(`Welcome back, ${ADA.name}!`).count()).toBe(0);
    });
  });
});

// Issue 17 §5: the account belongs to the user.
describe('the account belongs to the user', () => {
  const NEW_PASSWORD = 'difference-engine';
  /** The local calendar day, as the export names its file. */
  const today = () => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  };

  async function settingsSection(page: Page, name: string) {
    await page.goto(`${suite.site.url}/profile-settings`);
    const section = page.getByRole('main').getByRole('region', { name });
    await section.waitFor(slow);
    return section;
  }

  async function logIn(page: Page, password: string) {
    await page.goto(`${suite.site.url}/?modal=login`);
    const dialog = page.getByRole('dialog', { name: 'Log In' });
    await dialog.getByLabel('Email', { exact: true }).fill(ADA.email);
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    return dialog;
  }

  it('changes the password, logs in with it, exports the data, deletes the account; the email then cannot log in', async () => {
    await withPage('desktop', async (page) => {
      await signUp(page);
      await openTool(page, 'coin-flip');
      await expect.poll(async () => activityTypes(await stored(page)).sort(), slow).toEqual(['signup', 'toolUse']);

      // Change password.
      const passwordSection = await settingsSection(page, 'Change password');
      await passwordSection.getByLabel('Current password', { exact: true }).fill(ADA.password);
      await passwordSection.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await passwordSection.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
      await passwordSection.getByRole('button', { name: 'Change password', exact: true }).click();
      await page.getByRole('status').getByText('Your password has been changed.').waitFor(slow);
      expect(await passwordSection.getByLabel('New password', { exact: true }).inputValue()).toBe('');

      // Log out; the old password no longer works, the new one does.
      await logOutFromMenu(page);
      let dialog = await logIn(page, ADA.password);
      await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
      await expect.poll(() => alerts(dialog), slow).toEqual(['Invalid email or password.']);
      dialog = await logIn(page, NEW_PASSWORD);
      await markPage(page);
      await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
      await waitForReload(page);
      await page.getByRole('button', { name: 'Menu, signed in' }).waitFor(slow);

      // Export: the download holds the profile and every activity.
      const exportSection = await settingsSection(page, 'Export my data');
      const [download] = await Promise.all([page.waitForEvent('download', slow), exportSection.getByRole('button', { name: 'Download my data' }).click()]);
      expect(download.suggestedFilename()).toBe(`toolhub-data-${today()}.json`);
      const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
        account: { email: string };
        profile: { email: string; displayName: string; xp: number; toolsUsedToday: string[] };
        activities: { type: string; link: string }[];
        wishes: string[];
        browser: { visitedTools: string[] };
      };
      expect(exported.account.email).toBe(ADA.email);
      expect(exported.profile).toMatchObject({ email: ADA.email, displayName: ADA.name, xp: 10, toolsUsedToday: ['coin-flip'] });
      expect(exported.activities.map((activity) => activity.type)).toEqual(['login', 'logout', 'toolUse', 'signup']);
      expect(exported.wishes).toEqual([]);
      expect(exported.browser.visitedTools).toEqual(['coin-flip']);
      await page.getByRole('status').getByText(`Your data was downloaded as toolhub-data-${today()}.json.`).waitFor(slow);

      // Delete: a wrong password is refused and changes nothing; the right one deletes everything.
      const deleteSection = await settingsSection(page, 'Delete my account');
      await deleteSection.getByRole('button', { name: 'Delete my account' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete your account' });
      await confirm.getByLabel('Password', { exact: true }).fill(ADA.password);
      await confirm.getByLabel('Type DELETE to confirm', { exact: true }).fill('DELETE');
      await confirm.getByRole('button', { name: 'Permanently delete my account' }).click();
      await expect.poll(() => alerts(confirm), slow).toEqual(['Incorrect password. Please try again.']);
      expect((await stored(page)).accounts).toHaveLength(1);
      await confirm.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
      await confirm.getByRole('button', { name: 'Permanently delete my account' }).click();
      await expect.poll(() => pathOf(page), slow).toBe('/');
      await page.getByText('Your account and all its data have been deleted.', { exact: true }).waitFor(slow);
      await page.getByRole('button', { name: 'Menu', exact: true }).waitFor(slow);
      const state = await stored(page);
      expect(state).toMatchObject({ accounts: [], session: [] });
      expect(state.documents.filter((doc) => doc.path.startsWith('users/'))).toEqual([]);
      expect(await page.evaluate(() => localStorage.getItem('visitedTools'))).toBeNull();

      // The email can no longer log in.
      dialog = await logIn(page, NEW_PASSWORD);
      await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
      await expect.poll(() => alerts(dialog), slow).toEqual(['Invalid email or password.']);
    });
  });

  it('a profile that cannot be saved at sign-up: the dialog says so, no account is left behind, and trying again works', async () => {
    await withPage('desktop', async (page, context) => {
      // Storage refuses the first write of a profile document (path "users/<uid>") only.
      await context.addInitScript(() => {
        const original = IDBObjectStore.prototype.put;
        IDBObjectStore.prototype.put = function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
          const path = (value as { path?: unknown } | null)?.path;
          const state = window as { __profileRefused?: boolean };
          if (!state.__profileRefused && typeof path === 'string' && /^users\/[^/]+$/.test(path)) {
            state.__profileRefused = true;
            throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
          }
          return original.call(this, value, key);
        };
      });
      await page.goto(`${suite.site.url}/?modal=signup`);
      const dialog = page.getByRole('dialog', { name: 'Create Your Account' });
      await fillSignup(dialog, ADA);
      const submit = dialog.getByRole('button', { name: 'Create Account', exact: true });
      await submit.click();
      await expect.poll(() => alerts(dialog), slow).toEqual(['An unexpected error occurred. Please try again.']);
      expect(searchOf(page)).toBe('?modal=signup');
      await expect.poll(async () => (await stored(page)).accounts, slow).toEqual([]);
      expect((await stored(page)).session).toEqual([]);
      expect(await page.getByRole('button', { name: 'Menu', exact: true }).isVisible()).toBe(true);

      await markPage(page);
      await submit.click();
      await waitForReload(page);
      await page.getByRole('button', { name: 'Menu, signed in' }).waitFor(slow);
      const state = await stored(page);
      expect(state.accounts).toEqual([{ uid: expect.any(String), email: ADA.email, displayName: ADA.name }]);
      expect(profileOf(state)).toMatchObject({ email: ADA.email, displayName: ADA.name, xp: 0, streak: 1 });
      expect(activityTypes(state)).toEqual(['signup']);
    });
  });
});
