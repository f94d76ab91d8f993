import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { openPage } from './support/browser';
import { menuButton, type Viewport } from './support/shell';
import { activityTypes, feedbackDocuments, markPage, profileOf, stored, waitForReload } from './support/accounts';
import { siteAndBrowser } from './support/suite';

/**
 * Issue 4's journeys on the built site with the local (IndexedDB) backend: sign-up, log-in and
 * logout, XP and the dashboard, favourites, feedback and profile settings. Each test works in a
 * fresh browser context, so its accounts are its own.
 */
const PORT = 5900;
const suite = siteAndBrowser(PORT);

const ADA = { email: 'ada@example.com', name: 'Ada', password: 'analytical-engine' };
const TERMS = 'I accept the Terms of Service and Privacy Policy';
/** PBKDF2 (210,000 rounds) and a page reload sit behind some of these waits. */
const slow = { timeout: 20_000 };

/** Opens a fresh context, runs the body, and fails on any console error or uncaught exception. */
async function withPage(viewport: Viewport, body: (page: Page, context: BrowserContext) => Promise<void>) {
  const { page, errors, context } = await openPage(suite.browser, { viewport });
  try {
    await body(page, context);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
}

const pathOf = (page: Page) => new URL(page.url()).pathname;
const searchOf = (page: Page) => new URL(page.url()).search;
const alerts = (scope: Locator) => scope.getByRole('alert').allTextContents();
const hrefs = (list: Locator) => list.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));

async function openMenu(page: Page) {
  await menuButton(page).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.waitFor();
  return menu;
}

async function fillSignup(dialog: Locator, account: typeof ADA) {
  const values = { Email: account.email, 'Display Name': account.name, Password: account.password, 'Confirm Password': account.password };
  for (const [label, value] of Object.entries(values)) await dialog.getByLabel(label, { exact: true }).fill(value);
  await dialog.getByRole('checkbox', { name: TERMS }).check();
}

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

async function logOutFromMenu(page: Page) {
  const menu = await openMenu(page);
  await menu.getByRole('button', { name: 'Logout' }).click();
  await expect.poll(() => pathOf(page)).toBe('/');
  await page.getByRole('button', { name: 'Menu', exact: true }).waitFor(slow);
}

/** Opens the dashboard and waits for the signed-in view of `name`. */
async function dashboard(page: Page, name = ADA.name) {
  await page.goto(`${suite.site.url}/dashboard`);
  await page.getByText(`Welcome back, ${name}!`, { exact: true }).waitFor(slow);
}
/** The progress numbers: { XP, Streak, Tools used today }. */
const stats = (page: Page) =>
  page.getByRole('main').locator('dl').evaluate((dl) => Object.fromEntries([...dl.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent])));

/** Opens a tool's page and waits until the tool itself (not just the heading) has rendered. */
async function openTool(page: Page, path: 'coin-flip' | 'json-formatter') {
  await page.goto(`${suite.site.url}/${path}`);
  const control = path === 'coin-flip' ? page.getByRole('button', { name: 'Flip the coin', exact: true }) : page.getByLabel('JSON input', { exact: true });
  await control.waitFor(slow);
}

async function openFeedback(page: Page) {
  const menu = await openMenu(page);
  await menu.getByRole('button', { name: 'Give Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Got Feedback' });
  await dialog.waitFor(slow);
  return dialog;
}
const feedbackValues = async (dialog: Locator) => ({
  type: await dialog.getByLabel('Feedback Type').inputValue(),
  message: await dialog.getByLabel('Message').inputValue(),
  email: await dialog.getByLabel('Email (optional)').inputValue(),
});

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

describe('XP and the dashboard', () => {
  it('two different tools earn 20 XP; opening one again the same day earns nothing', async () => {
    await withPage('desktop', async (page) => {
      await signUp(page);
      await openTool(page, 'coin-flip');
      await expect.poll(async () => profileOf(await stored(page))?.xp, slow).toBe(10);
      await openTool(page, 'json-formatter');
      await expect.poll(async () => profileOf(await stored(page))?.xp, slow).toBe(20);

      await dashboard(page);
      expect(await stats(page)).toEqual({ XP: '20', Streak: '1 day', 'Tools used today': '2' });
      expect(await page.getByRole('list', { name: 'Badges earned' }).getByRole('listitem').allInnerTexts()).toEqual([expect.stringContaining('First Steps')]);
      expect(await page.getByText(/^Next:/).textContent()).toBe('Next: 🧭 Explorer at 50 XP (30 XP to go).');
      expect(await hrefs(page.getByRole('list', { name: 'Tools used today' }))).toEqual(['/coin-flip', '/json-formatter']);
      expect(await hrefs(page.getByRole('list', { name: 'Recently visited' }))).toEqual(['/json-formatter', '/coin-flip']);
      const activity = page.getByRole('list', { name: 'Recent activity' });
      await expect.poll(() => activity.getByRole('listitem').count(), slow).toBe(3);
      const items = await activity.getByRole('listitem').allTextContents();
      expect(items.filter((text) => text.includes('Used Coin Flip'))).toHaveLength(1);
      expect(items.filter((text) => text.includes('Used JSON Formatter'))).toHaveLength(1);
      expect(await activity.getByRole('link', { name: 'Used Coin Flip' }).getAttribute('href')).toBe('/coin-flip');

      await openTool(page, 'coin-flip');
      // The repeat visit is still logged as a toolUse; once it is, the XP must not have moved.
      await expect.poll(async () => activityTypes(await stored(page)).filter((type) => type === 'toolUse').length, slow).toBe(3);
      expect(profileOf(await stored(page))).toMatchObject({ xp: 20, streak: 1, toolsUsedToday: ['coin-flip', 'json-formatter'] });
      await dashboard(page);
      expect(await stats(page)).toEqual({ XP: '20', Streak: '1 day', 'Tools used today': '2' });
      expect(await hrefs(page.getByRole('list', { name: 'Recently visited' }))).toEqual(['/coin-flip', '/json-formatter']);
    });
  });

  it('a star on a home card adds a favourite that survives a reload; unstarring on the tool page removes it', async () => {
    await withPage('desktop', async (page) => {
      await signUp(page);
      const devTools = page.getByRole('list', { name: 'Developer Tools' });
      await devTools.getByRole('button', { name: 'Add JSON Formatter to favourites' }).click();
      const starred = devTools.getByRole('button', { name: 'Remove JSON Formatter from favourites' });
      await expect.poll(() => starred.getAttribute('aria-pressed')).toBe('true');
      await expect.poll(async () => profileOf(await stored(page))?.favourites, slow).toEqual(['json-formatter']);

      await page.reload();
      await page.getByRole('button', { name: 'Menu, signed in' }).waitFor(slow);
      await expect.poll(() => starred.getAttribute('aria-pressed'), slow).toBe('true');
      expect(await page.getByRole('button', { name: 'Add JSON Formatter to favourites' }).count()).toBe(0);

      await dashboard(page);
      const favourites = page.getByRole('list', { name: 'Favourites' });
      await expect.poll(() => hrefs(favourites), slow).toEqual(['/json-formatter']);

      await openTool(page, 'json-formatter');
      const headingStar = page.getByRole('button', { name: 'Remove JSON Formatter from favourites' });
      expect(await headingStar.getAttribute('aria-pressed')).toBe('true');
      await headingStar.click();
      const unstarred = page.getByRole('button', { name: 'Add JSON Formatter to favourites' });
      await expect.poll(() => unstarred.getAttribute('aria-pressed')).toBe('false');
      await expect.poll(async () => profileOf(await stored(page))?.favourites, slow).toEqual([]);

      await dashboard(page);
      await page.getByText('No favourites yet — tap ☆ on any tool to pin it here.', { exact: true }).waitFor();
      expect(await page.getByRole('list', { name: 'Favourites' }).count()).toBe(0);
    });
  });
});

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

describe('feedback', () => {
  it('a visitor gets both required messages, then the thank-you, which closes after 3 s and leaves an empty form', async () => {
    await withPage('desktop', async (page) => {
      await page.goto(suite.site.url);
      const dialog = await openFeedback(page);
      expect(await dialog.getByLabel('Feedback Type').locator('option').first().textContent()).toBe('Select a type');
      await dialog.getByRole('button', { name: 'Send Feedback' }).click();
      await expect.poll(() => alerts(dialog)).toEqual(['Please select a feedback type.', 'Please enter your feedback.']);

      await dialog.getByLabel('Feedback Type').selectOption('Bug Report');
      await dialog.getByLabel('Message').fill('  The dice sometimes shows a 7.  ');
      await dialog.getByLabel('Email (optional)').fill('reader@example.com');
      await expect.poll(() => alerts(dialog)).toEqual([]);
      await dialog.getByRole('button', { name: 'Send Feedback' }).click();
      const thanks = dialog.getByRole('status');
      await expect.poll(() => thanks.textContent(), slow).toBe('Thank you for your feedback! We appreciate it.');
      const shownAt = Date.now();

      expect(feedbackDocuments(await stored(page))).toEqual([
        { type: 'Bug Report', message: 'The dice sometimes shows a 7.', email: 'reader@example.com', createdAt: expect.any(Date) },
      ]);

      // SPEC: the thank-you stays for 3 seconds. A fixed wait is the point here.
      await page.waitForTimeout(Math.max(0, 1000 - (Date.now() - shownAt)));
      expect(await dialog.isVisible()).toBe(true);
      await dialog.waitFor({ state: 'detached', timeout: 5000 - (Date.now() - shownAt) });
      expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2500);

      const reopened = await openFeedback(page);
      expect(await feedbackValues(reopened)).toEqual({ type: '', message: '', email: '' });
      expect(await alerts(reopened)).toEqual([]);
      expect(await reopened.getByRole('button', { name: 'Send Feedback' }).isEnabled()).toBe(true);
    });
  });

  it('a failed write shows the SPEC message and keeps type, message and email for a retry', async () => {
    await withPage('desktop', async (page, context) => {
      // Storage refuses feedback documents (keyed by path "feedback/<id>") until the test allows them.
      await context.addInitScript(() => {
        const refuse = (value: unknown) =>
          !(window as { __allowFeedback?: boolean }).__allowFeedback &&
          typeof (value as { path?: unknown } | null)?.path === 'string' &&
          (value as { path: string }).path.startsWith('feedback/');
        for (const method of ['put', 'add'] as const) {
          const original = IDBObjectStore.prototype[method];
          IDBObjectStore.prototype[method] = function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
            if (refuse(value)) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
            return original.call(this, value, key);
          };
        }
      });
      await page.goto(suite.site.url);
      const dialog = await openFeedback(page);
      await dialog.getByLabel('Feedback Type').selectOption('Feature Request');
      await dialog.getByLabel('Message').fill('A metronome, please.');
      await dialog.getByLabel('Email (optional)').fill('drummer@example.com');
      const send = dialog.getByRole('button', { name: 'Send Feedback' });
      await send.click();
      await expect.poll(() => alerts(dialog), slow).toEqual(['Failed to submit feedback. Please try again.']);
      expect(await feedbackValues(dialog)).toEqual({ type: 'Feature Request', message: 'A metronome, please.', email: 'drummer@example.com' });
      expect(await send.isEnabled()).toBe(true);
      expect(await dialog.getByRole('status').count()).toBe(0);
      expect(feedbackDocuments(await stored(page))).toEqual([]);

      await page.evaluate(() => Object.assign(window, { __allowFeedback: true }));
      await send.click();
      await expect.poll(() => dialog.getByRole('status').textContent(), slow).toBe('Thank you for your feedback! We appreciate it.');
      expect(feedbackDocuments(await stored(page)).map((data) => data.message)).toEqual(['A metronome, please.']);
    });
  });
});

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
