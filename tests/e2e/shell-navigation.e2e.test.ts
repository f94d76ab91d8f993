/** The shell (issue 3), at both sizes: Random and Home, the bottom bar, every route's title and the 404 page. */
import { describe, expect, it } from 'vitest';
import { pathOf, searchOf } from './support/browser';
import { comingSoon, shellHelpers } from './support/shell';
import { siteAndBrowser } from './support/suite';

const PORT = 6500;
const suite = siteAndBrowser(PORT);
const { withPage, liveTools } = shellHelpers(suite);

describe.each(['desktop', 'phone'] as const)('at %s size', (viewport) => {
  it('Random never lands on an unavailable tool or the one already open (50 times)', async () => {
    await withPage(viewport, async (page) => {
      const { availablePaths } = await liveTools();
      await page.goto(suite.site.url);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const random = page.getByRole('button', { name: 'Random tool' });
      let previous = '/';
      for (let i = 0; i < 50; i++) {
        await random.click();
        await expect.poll(() => pathOf(page), { timeout: 10_000 }).not.toBe(previous);
        const path = pathOf(page);
        expect(availablePaths.has(path.slice(1))).toBe(true);
        previous = path;
      }
    });
  });

  it('Home scrolls back to the top when already home', async () => {
    await withPage(viewport, async (page) => {
      await page.goto(suite.site.url);
      await page.evaluate(() => window.scrollTo(0, 1500));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      const length = await page.evaluate(() => history.length);
      await page.getByRole('link', { name: 'Home', exact: true }).click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      expect(page.url()).toBe(`${suite.site.url}/`);
      expect(await page.evaluate(() => history.length)).toBe(length);
    });
  });

  it(viewport === 'phone' ? 'the bottom bar is exactly 50px and never hides content' : 'there is no bottom bar', async () => {
    await withPage(viewport, async (page) => {
      await page.goto(suite.site.url);
      const bar = page.getByRole('navigation', { name: 'Quick actions' });
      if (viewport === 'desktop') {
        expect(await bar.isVisible()).toBe(false);
        expect(await page.getByRole('combobox', { name: 'Search tools' }).isVisible()).toBe(true);
        return;
      }
      const box = await bar.boundingBox();
      expect(box?.height).toBe(50);
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBe(844);
      // The Menu button is "Menu, loading your account" until accounts start, after the first paint.
      for (const name of ['Home', 'Search', 'Random tool', 'Menu']) {
        await expect.poll(() => bar.getByRole(name === 'Home' ? 'link' : 'button', { name, exact: true }).isVisible()).toBe(true);
      }
      // Collapsed header: the search row appears only on demand.
      expect(await page.getByRole('combobox', { name: 'Search tools' }).isVisible()).toBe(false);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(200);
      const last = await page.locator('footer p').last().boundingBox();
      expect((last?.y ?? 0) + (last?.height ?? 0)).toBeLessThanOrEqual(box!.y);
    });
  });

  it('every route sets its title', async () => {
    await withPage(viewport, async (page) => {
      const titles: [string, string][] = [
        ['/', 'ToolHub: free online tools and games'],
        ['/json-formatter', 'JSON Formatter | ToolHub'],
        [`/${comingSoon.path}`, `${comingSoon.name} (coming soon) | ToolHub`],
        ['/privacy-policy', 'Privacy Policy | ToolHub'],
        ['/terms-of-service', 'Terms of Service | ToolHub'],
        ['/no-such-page', 'Page not found | ToolHub'],
        ['/?q=dice', 'Search: dice | ToolHub'],
      ];
      for (const [path, title] of titles) {
        await page.goto(`${suite.site.url}${path}`);
        await expect.poll(() => page.title()).toBe(title);
        expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
      }
      const description = await page.evaluate(() => document.querySelector('meta[name="description"]')?.getAttribute('content'));
      expect(description).toContain('dice');
    });
  });

  it('the 404 page searches and offers popular tools', async () => {
    await withPage(viewport, async (page) => {
      await page.goto(`${suite.site.url}/no-such-page`);
      // React renders after the load event; wait for the page rather than read it at once.
      await expect.poll(() => page.getByRole('list', { name: 'Popular Tools' }).getByRole('link').count()).toBe(6);
      await page.getByRole('searchbox', { name: 'Search all tools' }).fill('coin');
      await page.getByRole('search', { name: 'Search all tools' }).getByRole('button', { name: 'Search' }).click();
      await expect.poll(() => searchOf(page)).toBe('?q=coin');
    });
  });
});
