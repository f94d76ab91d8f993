/**
 * Issue 15 §4: a tool's page rendered ahead on intent (host/src/app/ToolSlot.tsx). A mouse that
 * rests on a card gets the tool's page rendered hidden, with none of its effects; the click
 * reveals that same page, which then counts as opened exactly once.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pageRunner, pathOf } from './support/browser';
import { siteAndBrowser } from './support/suite';

const PORT = 7900;
const suite = siteAndBrowser(PORT);
const slow = { timeout: 20_000 };

const withPage = pageRunner(suite);
/** On the home page, failing on any console error (pageRunner). */
const withHome = (body: (page: Page) => Promise<void>) =>
  withPage('desktop', async (page) => {
    await page.goto(suite.site.url);
    await page.getByRole('region', { name: 'Popular' }).waitFor(slow);
    await body(page);
  });

const card = (page: Page, name: string) => page.getByRole('region', { name: 'Popular' }).getByRole('link', { name: new RegExp(`^${name}`) });
/** The tool page in the document, shown or not. */
const toolPage = (page: Page) => page.locator('main .tool-page');

describe('a tool page rendered ahead of the click', () => {
  it('is hidden and inert while the pointer rests on the card, and the click shows that same page', async () => {
    await withHome(async (page) => {
      await card(page, 'JSON Formatter').hover();
      // Rendered ahead: in the document, hidden from sight and from assistive technology.
      await toolPage(page).getByRole('textbox', { includeHidden: true }).first().waitFor({ state: 'attached', ...slow });
      expect(await toolPage(page).isVisible()).toBe(false);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Small tools, big help');
      // None of its effects ran: the title is the home page's, and the tool is not "recently used".
      expect(await page.title()).toBe('ToolHub: free online tools and games');
      expect(await page.getByRole('region', { name: 'Recently used' }).count()).toBe(0);
      await toolPage(page).evaluate((element) => Object.assign(element, { __renderedAhead: true }));

      await card(page, 'JSON Formatter').click();
      await expect.poll(() => pathOf(page)).toBe('/json-formatter');
      await page.getByRole('heading', { level: 1, name: 'JSON Formatter' }).waitFor(slow);
      expect(await toolPage(page).evaluate((element) => (element as unknown as { __renderedAhead?: boolean }).__renderedAhead)).toBe(true);
      await expect.poll(() => page.title()).toBe('JSON Formatter | ToolHub');
      // The home page, kept hidden until the tool had painted, is gone.
      await expect.poll(() => page.locator('.home-slot').count()).toBe(0);
      const input = page.getByRole('textbox', { name: 'JSON input' });
      await input.fill('{"a":1}');
      expect(await input.inputValue()).toBe('{"a":1}');

      await page.getByRole('link', { name: 'Home', exact: true }).first().click();
      await expect
        .poll(() => page.getByRole('region', { name: 'Recently used' }).getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href'))), slow)
        .toEqual(['/json-formatter']);
      // Shown once, it is not rendered ahead again on the home page.
      expect(await toolPage(page).count()).toBe(0);
    });
  });

  it('a newer intent replaces it, and a page it was not prepared on never shows it', async () => {
    await withHome(async (page) => {
      await card(page, 'JSON Formatter').hover();
      await toolPage(page).waitFor({ state: 'attached', ...slow });
      await card(page, 'Word Counter').hover();
      await expect.poll(() => toolPage(page).locator('h1').textContent(), slow).toBe('Word Counter');
      expect(await toolPage(page).count()).toBe(1);
      // The search's results are another address on the home page. The pointer leaves the cards
      // first: resting on a result card would rightly prepare that tool.
      await page.mouse.move(1, 1);
      const search = page.getByRole('combobox', { name: 'Search tools' });
      await search.fill('word');
      await search.press('Enter');
      await expect.poll(() => new URL(page.url()).search).toBe('?q=word');
      // The address changes before React renders the results: once they are on screen, the page
      // prepared for the home page's previous address is gone.
      await page.getByRole('heading', { level: 1, name: 'Results for “word”' }).waitFor(slow);
      expect(await toolPage(page).count()).toBe(0);
    });
  });

  it('lets the tool prepare its own data while the pointer rests: Random Country’s table arrives before the click', async () => {
    await withHome(async (page) => {
      // The page rendered ahead runs no effects, where the tool asks for its table: only its
      // prepare (ToolModule.prepare) fetches it before the click.
      const fetched = page.waitForRequest((request) => /countries/.test(request.url()), slow);
      const link = page.locator('main a[href="/random-country"]').filter({ visible: true }).first();
      await link.hover();
      await fetched;
      await link.click();
      const countries = page.getByLabel('Random countries');
      await countries.waitFor(slow);
      await expect.poll(() => countries.getByRole('heading', { level: 3 }).count()).toBe(1);
    });
  });
});
