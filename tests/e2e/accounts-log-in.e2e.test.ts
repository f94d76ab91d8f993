/** Issue 4 on the built site with the local (IndexedDB) backend: logout and log-in, in a fresh browser context per test. */
import { describe, expect, it } from 'vitest';
import { searchOf } from './support/browser';
import {
  accountSteps,
  activityTypes,
  ADA,
  alerts,
  hrefs,
  logOutFromMenu,
  markPage,
  openMenu,
  profileOf,
  slow,
  stats,
  stored,
  waitForReload,
} from './support/accounts';
import { siteAndBrowser } from './support/suite';

const PORT = 7000;
const suite = siteAndBrowser(PORT);
const { withPage, signUp, dashboard, openTool } = accountSteps(suite);

describe('logout and log-in', () => {
  it('Logout in the side menu signs out, lands on / and the dashboard asks to sign in', async () => {
    await withPage('desktop', async (page) => {
      await signUp(page);
      await dashboard(page);
      await logOutFromMenu(page);
      expect(searchOf(page)).toBe('');
      const menu = await openMenu(page);
      expect(await menu.getByRole('button', { name: 'Login', exact: true }).isVisible()).toBe(true);
      expect(await menu.getByRole('button', { name: 'Sign Up', exact: true }).isVisible()).toBe(true);
      expect(await menu.getByText(/^Logged in as/).count()).toBe(0);
      await page.keyboard.press('Escape');

      const state = await stored(page);
      expect(state.session).toEqual([]);
      expect(activityTypes(state).sort()).toEqual(['logout', 'signup']);

      await page.goto(`${suite.site.url}/dashboard`);
      const main = page.getByRole('main');
      await main.getByRole('button', { name: 'Create Your Account' }).waitFor(slow);
      expect(await main.getByRole('heading', { level: 1 }).textContent()).toBe('Dashboard');
      expect(await main.getByRole('button', { name: 'Log In', exact: true }).isVisible()).toBe(true);
      expect(await page.getByText(/^Welcome back/).count()).toBe(0);
      expect(await page.locator('dl').count()).toBe(0);
    });
  });

  it('wrong password and unknown email get the SPEC message; the right password signs back in with XP kept', async () => {
    await withPage('desktop', async (page) => {
      await signUp(page);
      await openTool(page, 'coin-flip');
      await expect.poll(async () => profileOf(await stored(page))?.xp, slow).toBe(10);
      await logOutFromMenu(page);

      await page.goto(`${suite.site.url}/?modal=login`);
      const dialog = page.getByRole('dialog', { name: 'Log In' });
      const email = dialog.getByLabel('Email', { exact: true });
      const password = dialog.getByLabel('Password', { exact: true });
      const submit = dialog.getByRole('button', { name: 'Log In', exact: true });
      // The local adapter answers auth/invalid-credential for both (email enumeration protection).
      await email.fill(ADA.email);
      await password.fill('not-the-password');
      await submit.click();
      await expect.poll(() => alerts(dialog), slow).toEqual(['Invalid email or password.']);
      expect(await submit.isDisabled()).toBe(true);
      expect(await password.inputValue()).toBe('not-the-password');
      await password.fill('still-not-it');
      await expect.poll(() => alerts(dialog)).toEqual([]);
      expect(await submit.isEnabled()).toBe(true);

      await email.fill('nobody@example.com');
      await password.fill(ADA.password);
      await submit.click();
      await expect.poll(() => alerts(dialog), slow).toEqual(['Invalid email or password.']);
      expect(await submit.isDisabled()).toBe(true);
      expect((await stored(page)).session).toEqual([]);

      await email.fill(ADA.email);
      expect(await submit.isEnabled()).toBe(true);
      await markPage(page);
      await submit.click();
      await waitForReload(page);
      await page.getByRole('button', { name: 'Menu, signed in' }).waitFor(slow);
      expect(page.url()).toBe(`${suite.site.url}/`);
      expect(activityTypes(await stored(page)).sort()).toEqual(['login', 'logout', 'signup', 'toolUse']);

      await dashboard(page);
      expect(await stats(page)).toEqual({ XP: '10', Streak: '1 day', 'Tools used today': '1' });
      expect(await hrefs(page.getByRole('list', { name: 'Tools used today' }))).toEqual(['/coin-flip']);
      const activity = page.getByRole('list', { name: 'Recent activity' });
      await expect.poll(() => activity.getByRole('listitem').count(), slow).toBe(4);
      expect(await activity.getByRole('listitem').first().textContent()).toContain('Logged in');
    });
  });
});
