/** The shell (issue 3), at both sizes: search (suggestions, keys, results page and hostile input). */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pathOf, searchOf } from './support/browser';
import { comingSoon, openSearch, shellHelpers } from './support/shell';
import { siteAndBrowser } from './support/suite';

// Not 4400: the Firebase Emulator Hub listens there by default (and its logging on 4500).
const PORT = 4700;
const suite = siteAndBrowser(PORT);
const { withPage, liveTools } = shellHelpers(suite);

const options = (page: Page) => page.getByRole('option');
const selectedIndex = (page: Page) =>
  page.getByRole('option').evaluateAll((items) => items.findIndex((item) => item.getAttribute('aria-selected') === 'true'));

describe.each(['desktop', 'phone'] as const)('at %s size', (viewport) => {
  describe('search', () => {
    it('focusing the empty box shows Popular Tools: the first six available tools', async () => {
      await withPage(viewport, async (page) => {
        const { available } = await liveTools();
        await page.goto(suite.site.url);
        const box = await openSearch(page, viewport);
        await expect.poll(() => box.getAttribute('aria-expanded')).toBe('true');
        const list = page.getByRole('listbox', { name: 'Popular Tools' });
        expect(await list.isVisible()).toBe(true);
        const names = await list.getByRole('option').locator('.search-option-name').allTextContents();
        expect(names).toEqual(available.slice(0, 6).map((tool) => tool.name));
        expect(await box.getAttribute('aria-controls')).toBe(await list.getAttribute('id'));
      });
    });

    it('typing shows at most six available tools with the match highlighted', async () => {
      await withPage(viewport, async (page) => {
        const { available } = await liveTools();
        await page.goto(suite.site.url);
        const box = await openSearch(page, viewport);
        for (const text of ['a', 'random', 'e']) {
          await box.fill(text);
          await expect.poll(() => options(page).count()).toBeGreaterThan(0);
          expect(await options(page).count()).toBeLessThanOrEqual(6);
          const names = await options(page).locator('.search-option-name').allTextContents();
          for (const name of names) expect(available.map((tool) => tool.name)).toContain(name);
        }
        await box.fill('json');
        await expect.poll(() => options(page).first().locator('.search-option-name').textContent()).toBe('JSON Formatter');
        expect(await options(page).first().locator('mark').first().textContent()).toBe('JSON');
        expect(await options(page).first().textContent()).toContain('Developer Tools');
        await box.fill('pasword');
        await expect.poll(() => options(page).first().locator('.search-option-name').textContent()).toBe('Random Password Generator');
        // A keyword only: the host's built-in catalogue leaves keywords out, search reads the served one.
        await box.fill('eyedropper');
        await expect.poll(() => options(page).locator('.search-option-name').allTextContents()).toEqual(['Color Picker']);
      });
    });

    it('arrow keys wrap around and Enter opens the highlighted tool', async () => {
      await withPage(viewport, async (page) => {
        const { available } = await liveTools();
        await page.goto(suite.site.url);
        const box = await openSearch(page, viewport);
        await box.fill('random');
        await expect.poll(() => options(page).count()).toBeGreaterThan(1);
        const count = await options(page).count();
        await box.press('ArrowUp');
        expect(await selectedIndex(page)).toBe(count - 1);
        await box.press('ArrowDown');
        expect(await selectedIndex(page)).toBe(0);
        expect(await box.getAttribute('aria-activedescendant')).toBe(await options(page).first().getAttribute('id'));
        for (let i = 1; i < count; i++) await box.press('ArrowDown');
        expect(await selectedIndex(page)).toBe(count - 1);
        await box.press('ArrowDown');
        expect(await selectedIndex(page)).toBe(0);
        await box.press('ArrowDown');
        const second = await options(page).nth(1).locator('.search-option-name').textContent();
        const tool = available.find((candidate) => candidate.name === second)!;
        await box.press('Enter');
        await expect.poll(() => pathOf(page)).toBe(`/${tool.path}`);
        await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(tool.name);
        // The route change closed search.
        expect(await page.getByRole('listbox').count()).toBe(0);
      });
    });

    it('Enter with nothing highlighted lands on /?q=, and emptying the search removes q', async () => {
      await withPage(viewport, async (page) => {
        await page.goto(`${suite.site.url}/json-formatter`);
        const box = await openSearch(page, viewport);
        await box.fill('b64');
        await box.press('Enter');
        await expect.poll(() => searchOf(page)).toBe('?q=b64');
        expect(pathOf(page)).toBe('/');
        await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Results for “b64”');
        expect(await page.getByRole('list', { name: 'Search results' }).getByRole('link').first().textContent()).toContain('Base64 Converter');
        expect(await page.getByRole('listbox').count()).toBe(0);
        const field = await openSearch(page, viewport);
        expect(await field.inputValue()).toBe('b64');
        await field.fill('');
        await expect.poll(() => page.url()).toBe(`${suite.site.url}/`);
        await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Small tools, big help');
      });
    });

    it('Escape closes the suggestions and a route change closes search', async () => {
      await withPage(viewport, async (page) => {
        await page.goto(suite.site.url);
        const box = await openSearch(page, viewport);
        await box.fill('dice');
        await expect.poll(() => page.getByRole('listbox').count()).toBe(1);
        await box.press('Escape');
        await expect.poll(() => page.getByRole('listbox').count()).toBe(0);
        expect(await box.getAttribute('aria-expanded')).toBe('false');
        expect(await box.inputValue()).toBe('dice');

        await page.goto(`${suite.site.url}/${comingSoon.path}`);
        await page.goto(`${suite.site.url}/`);
        await openSearch(page, viewport);
        await expect.poll(() => page.getByRole('listbox').count()).toBe(1);
        // A back navigation (here across documents: both pages were opened with goto) waits for the page it lands on.
        await page.goBack();
        await expect.poll(() => pathOf(page)).toBe(`/${comingSoon.path}`);
        await expect.poll(() => page.getByRole('listbox').count()).toBe(0);
        if (viewport === 'phone') expect(await page.getByRole('combobox', { name: 'Search tools' }).isVisible()).toBe(false);
      });
    });

    it('Ctrl+K, Cmd+K and "/" focus the search from anywhere', async () => {
      await withPage(viewport, async (page) => {
        await page.goto(`${suite.site.url}/${comingSoon.path}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        const focusedIsSearch = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') === 'Search tools');
        await page.keyboard.press('Control+k');
        await expect.poll(focusedIsSearch).toBe(true);
        await page.keyboard.press('Escape');
        await page.locator('h1').click();
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        expect(await focusedIsSearch()).toBe(false);
        await page.keyboard.press('Meta+k');
        await expect.poll(focusedIsSearch).toBe(true);
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await page.keyboard.press('/');
        await expect.poll(focusedIsSearch).toBe(true);
        expect(await page.getByRole('combobox', { name: 'Search tools' }).inputValue()).toBe('');
      });
    });

    it('markup, 10,000 characters and whitespace-only text are handled safely', async () => {
      await withPage(viewport, async (page) => {
        await page.goto(suite.site.url);
        const attack = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
        let box = await openSearch(page, viewport);
        await box.fill(attack);
        await box.press('Enter');
        await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(attack);
        expect(page.url()).not.toContain('<');
        await expect.poll(() => page.locator('.results-query').textContent()).toBe(attack);
        expect(await page.locator('main img, main script').count()).toBe(0);
        expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();

        box = await openSearch(page, viewport);
        await box.fill('a'.repeat(10_000));
        await box.press('Enter');
        await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('a'.repeat(200));
        await expect.poll(() => page.getByText('No tools found.').count()).toBe(1);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(1);

        box = await openSearch(page, viewport);
        await box.fill('    ');
        await box.press('Enter');
        await expect.poll(() => page.url()).toBe(`${suite.site.url}/`);
        await page.goto(`${suite.site.url}/?q=%20%20%20`);
        await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Small tools, big help');
      });
    });
  });
});
