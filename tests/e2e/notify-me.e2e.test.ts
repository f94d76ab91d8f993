import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage } from './support/browser';
import { menuButton } from './support/shell';
import { markPage, stored, waitForReload } from './support/accounts';
import { siteAndBrowser } from './support/suite';
import { E2E_ADMIN_EMAIL } from './global-setup';
import { readCatalogue } from '../../scripts/lib/units.mjs';
import { rowTexts } from './support/tables';

/**
 * Issue 17 §3 on the built site with the local backend: a visitor keeps a wish for a coming-soon
 * tool in the browser, signs up and the wish joins the account and the count; a second user makes
 * it two; the admin sees the tools ranked by wishes; and once ops flip the tools to available, the
 * home page marks them New until they are opened. One browser context throughout: the local
 * backend keeps every account and count in this browser, and "New" is this browser's.
 */
const PORT = 7700;
const suite = siteAndBrowser(PORT);

const catalogue = readCatalogue() as unknown as { tools: { path: string; name: string; isAvailable: boolean }[] };
const byPath = (path: string) => catalogue.tools.find((tool) => tool.path === path)!;
const SPLIT = byPath('split-pdf');
const MERGE = byPath('merge-pdfs');
/** Every tool is available today: these two are served as coming soon, as ops would publish it. */
const withComingSoon = (text: string) => {
  const live = JSON.parse(text) as typeof catalogue;
  for (const tool of live.tools) if (tool.path === SPLIT.path || tool.path === MERGE.path) tool.isAvailable = false;
  return JSON.stringify(live);
};

const PASSWORD = 'correct horse 42';
const TERMS = 'I accept the Terms of Service and Privacy Policy';
/** PBKDF2 and a page reload sit behind some of these waits. */
const slow = { timeout: 20_000 };

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();
const pathOf = (page: Page) => new URL(page.url()).pathname;
const notifySection = (page: Page) => page.getByRole('region', { name: 'Get notified' });
const notifyMe = (page: Page) => notifySection(page).getByRole('button', { name: 'Notify me' });
const countText = (page: Page) => notifySection(page).locator('.notify-me-count').textContent();
const visitorWishes = (page: Page) => page.evaluate(() => localStorage.getItem('wishedTools'));

/** Opens a coming-soon tool's page and waits for its Notify-me section to know the wishes. */
async function openComingSoon(page: Page, tool: { path: string; name: string }) {
  await page.goto(`${suite.site.url}/${tool.path}`);
  await expect.poll(() => h1(page), slow).toBe(tool.name);
  await expect.poll(() => notifyMe(page).isEnabled(), slow).toBe(true);
}

/** In an open Log In dialog: on to "Create Your Account", sign up, and wait for the reload. */
async function signUpFromLoginDialog(page: Page, email: string, name: string) {
  const login = page.getByRole('dialog', { name: 'Log In' });
  await login.waitFor();
  await login.getByRole('button', { name: 'Create Your Account' }).click();
  const signup = page.getByRole('dialog', { name: 'Create Your Account' });
  await signup.waitFor();
  for (const [label, value] of Object.entries({ Email: email, 'Display Name': name, Password: PASSWORD, 'Confirm Password': PASSWORD })) {
    await signup.getByLabel(label, { exact: true }).fill(value);
  }
  await signup.getByRole('checkbox', { name: TERMS }).check();
  await markPage(page);
  await signup.getByRole('button', { name: 'Create Account', exact: true }).click();
  await waitForReload(page);
  await page.getByRole('button', { name: 'Menu, signed in' }).waitFor(slow);
}

async function logOut(page: Page) {
  await menuButton(page).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.waitFor();
  await menu.getByRole('button', { name: 'Logout' }).click();
  await expect.poll(() => pathOf(page)).toBe('/');
  await page.getByRole('button', { name: 'Menu', exact: true }).waitFor(slow);
}

/** How many links on the page are named as `name` marked New ("Split PDF New …"). */
const newCards = (page: Page, name: string) => page.getByRole('main').getByRole('link', { name: new RegExp(`^${name} New\\b`) }).count();

describe('Notify me for coming-soon tools (local backend)', () => {
  it('a browser wish joins the account at sign-up, counts add up, the admin ranks them, and arrivals are New', { timeout: 300_000 }, async () => {
    suite.site.serveCatalogue(withComingSoon);
    const { page, errors, context } = await openPage(suite.browser);
    try {
      // A visitor keeps a wish in this browser: remembered, not counted.
      await openComingSoon(page, SPLIT);
      await expect.poll(() => countText(page)).toBe('Nobody has asked for this yet. Be the first!');
      expect(await notifyMe(page).getAttribute('aria-pressed')).toBe('false');
      await notifyMe(page).click();
      const choice = notifySection(page).getByRole('group', {
        name: 'Log in to add your wish to the count and keep it in your account, or keep it in this browser only.',
      });
      await choice.getByRole('button', { name: 'Keep it in this browser' }).click();
      await expect.poll(() => notifyMe(page).getAttribute('aria-pressed')).toBe('true');
      expect(await notifySection(page).textContent()).toContain(
        'Saved in this browser: Split PDF will be marked New here when it’s ready. Log in to add your wish to the count.',
      );
      expect(await page.getByRole('status').filter({ hasText: 'Saved in this browser: Split PDF' }).count()).toBe(1);
      expect(await visitorWishes(page)).toBe('["split-pdf"]');
      expect(await countText(page)).toBe('Nobody has asked for this yet. Be the first!');

      // Signing up from the section: the wish joins the account and the count.
      await notifySection(page).getByRole('button', { name: 'Log In' }).click();
      expect(new URL(page.url()).search).toBe('?modal=login');
      await signUpFromLoginDialog(page, 'ada@example.com', 'Ada');
      expect(pathOf(page)).toBe('/split-pdf');
      await expect.poll(() => countText(page), slow).toBe('1 person wants this.');
      expect(await notifyMe(page).getAttribute('aria-pressed')).toBe('true');
      expect(await notifySection(page).textContent()).toContain('You’ll be notified: Split PDF will be marked New on the home page when it’s ready.');
      expect(await visitorWishes(page)).toBeNull();
      const afterAda = await stored(page);
      const ada = afterAda.accounts.find((account) => account.email === 'ada@example.com')!;
      expect(afterAda.documents.filter((doc) => doc.path.includes('wish')).map((doc) => doc.path).sort()).toEqual([
        `users/${ada.uid}/wishes/split-pdf`,
        'wish-counts/split-pdf',
      ]);
      expect(afterAda.documents.find((doc) => doc.path === 'wish-counts/split-pdf')?.data).toEqual({ count: 1 });

      // A second user: "Log In" from the question keeps the wish through sign-up, making it 2.
      await logOut(page);
      await openComingSoon(page, SPLIT);
      await expect.poll(() => countText(page)).toBe('1 person wants this.');
      expect(await notifyMe(page).getAttribute('aria-pressed')).toBe('false');
      await notifyMe(page).click();
      await notifySection(page).getByRole('group').getByRole('button', { name: 'Log In' }).click();
      await signUpFromLoginDialog(page, 'bob@example.com', 'Bob');
      await expect.poll(() => countText(page), slow).toBe('2 people want this.');
      expect(await notifyMe(page).getAttribute('aria-pressed')).toBe('true');

      // Signed in, Notify me asks nothing: Bob also wants Merge PDFs, and can change his mind.
      await openComingSoon(page, MERGE);
      await expect.poll(() => countText(page)).toBe('Nobody has asked for this yet. Be the first!');
      await notifyMe(page).click();
      await expect.poll(() => countText(page), slow).toBe('1 person wants this.');
      expect(await notifySection(page).getByRole('group').count()).toBe(0);
      expect(await notifyMe(page).getAttribute('aria-pressed')).toBe('true');
      await notifyMe(page).click();
      await expect.poll(() => countText(page), slow).toBe('Nobody has asked for this yet. Be the first!');
      expect(await notifyMe(page).getAttribute('aria-pressed')).toBe('false');
      await notifyMe(page).click();
      await expect.poll(() => countText(page), slow).toBe('1 person wants this.');

      // The admin sees the coming-soon tools ranked by wishes.
      await logOut(page);
      await page.goto(`${suite.site.url}/admin`);
      await expect.poll(() => h1(page), slow).toBe('Not authorised');
      await page.getByRole('main').getByRole('button', { name: 'Log In' }).click();
      await signUpFromLoginDialog(page, E2E_ADMIN_EMAIL, 'Ada Admin');
      await expect.poll(() => h1(page), slow).toBe('Admin');
      const ranking = page.getByRole('table', { name: 'Most wanted coming-soon tools', exact: true });
      await ranking.waitFor(slow);
      expect(await rowTexts(ranking)).toEqual([
        ['Split PDF', '2'],
        ['Merge PDFs', '1'],
      ]);

      // Ops flip both to available: the home page marks them New, and only them.
      suite.site.serveCatalogue(null);
      await page.goto(`${suite.site.url}/`);
      await expect.poll(() => h1(page), slow).toBe('Small tools, big help');
      await expect.poll(() => newCards(page, 'Split PDF'), slow).toBeGreaterThan(0);
      expect(await newCards(page, 'Merge PDFs')).toBeGreaterThan(0);
      expect(await newCards(page, 'Coin Flip')).toBe(0);
      expect(await page.getByRole('main').locator('.new-badge').evaluateAll((badges) => [...new Set(badges.map((b) => b.closest('a')?.getAttribute('href')))].sort())).toEqual([
        '/merge-pdfs',
        '/split-pdf',
      ]);

      // Opening a tool uses its New up; the other stays New, across a reload too.
      await page.getByRole('main').getByRole('link', { name: /^Split PDF New\b/ }).first().click();
      await expect.poll(() => pathOf(page)).toBe('/split-pdf');
      await expect.poll(() => h1(page), slow).toBe('Split PDF');
      await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
      await expect.poll(() => pathOf(page)).toBe('/');
      await expect.poll(() => newCards(page, 'Merge PDFs'), slow).toBeGreaterThan(0);
      expect(await newCards(page, 'Split PDF')).toBe(0);
      await page.reload();
      await expect.poll(() => newCards(page, 'Merge PDFs'), slow).toBeGreaterThan(0);
      expect(await newCards(page, 'Split PDF')).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      suite.site.serveCatalogue(null);
      await context.close();
    }
  });
});
