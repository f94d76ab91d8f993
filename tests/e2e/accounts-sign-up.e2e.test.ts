/** Issue 4 on the built site with the local (IndexedDB) backend: sign-up; each test works in a fresh browser context, so its accounts are its own. */
import { describe, expect, it } from 'vitest';
import { searchOf } from './support/browser';
import { menuButton } from './support/shell';
import { accountSteps, activityTypes, ADA, alerts, fillSignup, logOutFromMenu, openMenu, profileOf, slow, stats, stored, TERMS } from './support/accounts';
import { siteAndBrowser } from './support/suite';

const PORT = 5900;
const suite = siteAndBrowser(PORT);
const { withPage, signUp, dashboard } = accountSteps(suite);

describe('sign-up', () => {
  it('validates as the user types and keeps everything typed', async () => {
    await withPage('desktop', async (page) => {
      await page.goto(`${suite.site.url}/?modal=signup`);
      const dialog = page.getByRole('dialog', { name: 'Create Your Account' });
      await dialog.waitFor(slow);
      const submit = dialog.getByRole('button', { name: 'Create Account', exact: true });
      const email = dialog.getByLabel('Email', { exact: true });
      const password = dialog.getByLabel('Password', { exact: true });
      const confirm = dialog.getByLabel('Confirm Password', { exact: true });

      await email.fill('ada@example');
      await expect.poll(() => alerts(dialog)).toEqual(['Please enter a valid email address.']);
      expect(await email.getAttribute('aria-invalid')).toBe('true');
      expect(await submit.isDisabled()).toBe(true);
      await email.fill(ADA.email);
      await expect.poll(() => alerts(dialog)).toEqual([]);
      expect(await submit.isEnabled()).toBe(true);

      await dialog.getByLabel('Display Name', { exact: true }).fill(ADA.name);
      await password.fill('secret-1');
      await confirm.fill('secret-2');
      await expect.poll(() => alerts(dialog)).toEqual(['Passwords do not match.']);
      expect(await submit.isDisabled()).toBe(true);
      await password.fill('');
      await confirm.fill('');
      await expect.poll(() => alerts(dialog)).toEqual([]);
      await password.fill(ADA.password);
      await confirm.fill(ADA.password);

      await submit.click();
      await expect.poll(() => alerts(dialog)).toEqual(['You must accept the Terms and Privacy Policy.']);
      expect(await submit.isDisabled()).toBe(true);
      // Once submitted, an emptied display name is reported at once.
      await dialog.getByLabel('Display Name', { exact: true }).fill('');
      await expect.poll(() => alerts(dialog)).toEqual(['Please enter a display name.', 'You must accept the Terms and Privacy Policy.']);
      await dialog.getByLabel('Display Name', { exact: true }).fill(ADA.name);
      expect(await email.inputValue()).toBe(ADA.email);
      expect(await password.inputValue()).toBe(ADA.password);
      expect(await confirm.inputValue()).toBe(ADA.password);
      await dialog.getByRole('checkbox', { name: TERMS }).check();
      await expect.poll(() => alerts(dialog)).toEqual([]);
      expect(await submit.isEnabled()).toBe(true);
      expect(searchOf(page)).toBe('?modal=signup');
      expect((await stored(page)).accounts).toEqual([]);
    });
  });

  it.each(['desktop', 'phone'] as const)('at %s size: creates the account, reloads without ?modal= and starts at XP 0, streak 1', async (viewport) => {
    await withPage(viewport, async (page) => {
      await signUp(page);
      expect(page.url()).toBe(`${suite.site.url}/`);
      expect(await page.getByRole('dialog').count()).toBe(0);
      // The menu button shows the display name's initial.
      expect(await menuButton(page).textContent()).toMatch(/^A/);
      const menu = await openMenu(page);
      expect(await menu.getByText(/^Logged in as/).textContent()).toBe(`Logged in as ${ADA.email}`);
      expect(await menu.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
      expect(await menu.getByRole('button', { name: 'Sign Up' }).count()).toBe(0);

      const state = await stored(page);
      expect(state.accounts).toEqual([{ uid: expect.any(String), email: ADA.email, displayName: ADA.name }]);
      expect(profileOf(state)).toMatchObject({ email: ADA.email, displayName: ADA.name, xp: 0, streak: 1, toolsUsedToday: [], lastUsed: '' });
      expect(activityTypes(state)).toEqual(['signup']);

      await dashboard(page);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Dashboard');
      expect(await stats(page)).toEqual({ XP: '0', Streak: '1 day', 'Tools used today': '0' });
      const activity = page.getByRole('list', { name: 'Recent activity' });
      await expect.poll(() => activity.getByRole('listitem').allTextContents(), slow).toEqual([expect.stringContaining('Created an account')]);
    });
  });

  it('refuses an address that is already registered, with the SPEC message', async () => {
    await withPage('desktop', async (page) => {
      await signUp(page);
      await logOutFromMenu(page);
      await page.goto(`${suite.site.url}/?modal=signup`);
      const dialog = page.getByRole('dialog', { name: 'Create Your Account' });
      await fillSignup(dialog, { ...ADA, name: 'Another Ada' });
      await dialog.getByRole('button', { name: 'Create Account', exact: true }).click();
      await expect.poll(() => alerts(dialog), slow).toEqual(['This email address is already registered. Please try logging in or use a different email.']);
      expect(await dialog.getByLabel('Email', { exact: true }).inputValue()).toBe(ADA.email);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
      expect(searchOf(page)).toBe('?modal=signup');
      const state = await stored(page);
      expect(state.accounts.map((account) => account.displayName)).toEqual([ADA.name]);
      expect(state.session).toEqual([]);
    });
  });
});
