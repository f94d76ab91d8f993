import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openPage } from './support/browser';
import { markPage, waitForReload } from './support/accounts';
import { siteAndBrowser } from './support/suite';

/** Issue 17 §1: the home page for returning visitors: favourites and recently used, for anyone. */
const PORT = 4850;
const suite = siteAndBrowser(PORT);
const slow = { timeout: 20_000 };

async function withPage(body: (page: Page) => Promise<void>) {
  const { page, errors, context } = await openPage(suite.browser);
  try {
    await body(page);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
}

const home = async (page: Page) => {
  await page.goto(suite.site.url);
  await page.getByRole('region', { name: 'Popular' }).waitFor(slow);
};
const favourites = (page: Page) => page.getByRole('region', { name: 'Favourites' });
const recent = (page: Page) => page.getByRole('region', { name: 'Recently used' });
const hrefs = (list: Locator) => list.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
const favouriteOrder = (page: Page) => hrefs(favourites(page).getByRole('list', { name: 'Favourites' }));
const regionOrder = (page: Page) =>
  page.getByRole('main').getByRole('region').evaluateAll((regions) => regions.map((region) => region.getAttribute('aria-labelledby')));

async function star(page: Page, name: string) {
  await page.getByRole('region', { name: 'Popular' }).getByRole('button', { name: `Add ${name} to favourites` }).click();
  await page.getByRole('status').getByText(`Added ${name} to favourites.`).waitFor();
}

async function openTool(page: Page, path: string, name: string) {
  await page.goto(`${suite.site.url}/${path}`);
  await page.getByRole('heading', { level: 1, name }).waitFor(slow);
}

describe('home page for returning visitors', () => {
  it('shows a visitor the tools they opened, newest first, and forgets them on Clear', async () => {
    await withPage(async (page) => {
      await home(page);
      expect(await recent(page).count()).toBe(0);
      expect(await favourites(page).count()).toBe(0);
      await openTool(page, 'json-formatter', 'JSON Formatter');
      await openTool(page, 'coin-flip', 'Coin Flip');
      await home(page);
      expect(await hrefs(recent(page))).toEqual(['/coin-flip', '/json-formatter']);
      expect((await regionOrder(page))[0]).toBe('home-recent');
      await recent(page).getByRole('button', { name: 'Clear recently used tools' }).click();
      await expect.poll(() => recent(page).count()).toBe(0);
      await page.reload();
      await page.getByRole('region', { name: 'Popular' }).waitFor(slow);
      expect(await recent(page).count()).toBe(0);
    });
  });

  it('lets a visitor star tools, reorder them by keyboard and by pointer, keeps the order on reload, and remove them', async () => {
    await withPage(async (page) => {
      await home(page);
      const popular = await hrefs(page.getByRole('region', { name: 'Popular' }).getByRole('list'));
      const names = await page
        .getByRole('region', { name: 'Popular' })
        .locator('.tool-card-name')
        .allTextContents();
      const [a, b, c] = names;
      const [pa, pb, pc] = popular;
      await star(page, a!);
      await star(page, b!);
      await star(page, c!);
      expect((await regionOrder(page))[0]).toBe('home-favourites');
      expect(await favouriteOrder(page)).toEqual([pa, pb, pc]);

      // Keyboard: pick up the third, move it left twice, drop it.
      const handleC = favourites(page).getByRole('button', { name: `Move ${c}`, exact: true });
      await handleC.focus();
      await page.keyboard.press('Space');
      await page.waitForTimeout(150);
      await page.keyboard.press('ArrowLeft');
      await page.waitForTimeout(150);
      await page.keyboard.press('ArrowLeft');
      await page.waitForTimeout(150);
      await page.keyboard.press('Space');
      await expect.poll(() => favouriteOrder(page)).toEqual([pc, pa, pb]);

      // Pointer: drag the first card's handle onto the last card.
      const from = await favourites(page).getByRole('button', { name: `Move ${c}`, exact: true }).boundingBox();
      const to = await favourites(page).getByRole('listitem').nth(2).boundingBox();
      if (!from || !to) throw new Error('the cards are not laid out');
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      for (let step = 1; step <= 12; step += 1) {
        await page.mouse.move(from.x + ((to.x + to.width / 2 - from.x) * step) / 12, from.y + ((to.y + to.height / 2 - from.y) * step) / 12);
        await page.waitForTimeout(16);
      }
      await page.mouse.up();
      await expect.poll(() => favouriteOrder(page)).toEqual([pa, pb, pc]);

      await page.reload();
      await favourites(page).waitFor(slow);
      expect(await favouriteOrder(page)).toEqual([pa, pb, pc]);

      await favourites(page).getByRole('button', { name: `Remove ${b} from favourites` }).click();
      await expect.poll(() => favouriteOrder(page)).toEqual([pa, pc]);
      await page.getByRole('status').getByText(`Removed ${b} from favourites.`).waitFor();
    });
  });

  it('merges a visitor’s favourites into the account at sign-up, in order, without duplicates, and keeps them across sign-out and log-in', async () => {
    await withPage(async (page) => {
      await home(page);
      const names = await page.getByRole('region', { name: 'Popular' }).locator('.tool-card-name').allTextContents();
      const popular = await hrefs(page.getByRole('region', { name: 'Popular' }).getByRole('list'));
      await star(page, names[1]!);
      await star(page, names[0]!);
      const account = { email: `home-${Date.now()}@example.com`, password: 'secret-123', name: 'Grace' };
      await page.goto(`${suite.site.url}/?modal=signup`);
      const dialog = page.getByRole('dialog', { name: 'Create Your Account' });
      const values = { Email: account.email, 'Display Name': account.name, Password: account.password, 'Confirm Password': account.password };
      for (const [label, value] of Object.entries(values)) await dialog.getByLabel(label, { exact: true }).fill(value);
      await dialog.getByRole('checkbox', { name: 'I accept the Terms of Service and Privacy Policy' }).check();
      await markPage(page);
      await dialog.getByRole('button', { name: 'Create Account', exact: true }).click();
      await waitForReload(page);
      await page.getByRole('button', { name: 'Menu, signed in' }).waitFor(slow);
      await page.getByRole('status').getByText('Welcome to ToolHub! Your account is ready.').waitFor();
      await favourites(page).waitFor(slow);
      expect(await favouriteOrder(page)).toEqual([popular[1], popular[0]]);
      // Signed out, this browser no longer holds the account's list; signed in again, it is back.
      await page.getByRole('button', { name: 'Menu, signed in' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click();
      await page.getByRole('button', { name: 'Menu', exact: true }).waitFor(slow);
      await page.getByRole('status').getByText('You’re logged out.').waitFor();
      await expect.poll(() => favourites(page).count()).toBe(0);
      await page.goto(`${suite.site.url}/?modal=login`);
      const login = page.getByRole('dialog', { name: 'Log In' });
      await login.getByLabel('Email', { exact: true }).fill(account.email);
      await login.getByLabel('Password', { exact: true }).fill(account.password);
      await markPage(page);
      await login.getByRole('button', { name: /^Log In$/ }).click();
      await waitForReload(page);
      await page.getByRole('status').getByText('You’re logged in. Welcome back!').waitFor();
      await favourites(page).waitFor(slow);
      expect(await favouriteOrder(page)).toEqual([popular[1], popular[0]]);
    });
  });
});

describe('home page sections', () => {
  it('renders every category, and a link to one (a search result’s breadcrumb) scrolls to it', async () => {
    await withPage(async (page) => {
      await home(page);
      await page.getByRole('region', { name: 'Calculators & Converters' }).waitFor(slow);
      expect((await regionOrder(page)).slice(0, 3)).toEqual(['popular-heading', 'category-fun-games', 'category-social-icebreakers']);
      expect(await page.evaluate(() => scrollY)).toBe(0);
      await page.goto(`${suite.site.url}/#category-calculators-converters`);
      const heading = page.getByRole('heading', { level: 2, name: 'Calculators & Converters' });
      await heading.waitFor(slow);
      // Scrolled to just below the sticky header, not under it.
      const belowHeader = () => heading.evaluate((element) => element.getBoundingClientRect().top - document.querySelector('header')!.getBoundingClientRect().bottom);
      await expect.poll(belowHeader, slow).toBeGreaterThanOrEqual(0);
      expect(await belowHeader()).toBeLessThan(60);
      expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);
    });
  });
});
