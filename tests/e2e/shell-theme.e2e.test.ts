/** The shell (issue 3), at both sizes: the theme, stored and from the system, on every page and overlay with no flash. */
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { menuButton, openSearch, shellHelpers } from './support/shell';
import { siteAndBrowser } from './support/suite';

const PORT = 6700;
const suite = siteAndBrowser(PORT);
const { withPage } = shellHelpers(suite);

/**
 * How light an element looks (0 black … 1 white): its own background, or the first opaque one
 * behind it. A canvas reads the colour in whatever syntax the style computes to.
 */
const luminance = (element: Locator) =>
  element.evaluate((start) => {
    const canvas = document.createElement('canvas').getContext('2d')!;
    for (let node: Element | null = start; node; node = node.parentElement) {
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = getComputedStyle(node).backgroundColor;
      canvas.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, alpha = 0] = canvas.getImageData(0, 0, 1, 1).data;
      if (alpha === 255) return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
    }
    return 1; // nothing painted: the canvas of the page is white
  });

describe.each(['desktop', 'phone'] as const)('at %s size', (viewport) => {
  it('theme persists across reloads with no flash of the wrong theme', async () => {
    await withPage(viewport, async (page) => {
      // Every value data-theme takes, from the first one, and its value once the document is parsed.
      await page.addInitScript(() => {
        const seen: (string | undefined)[] = [];
        (window as unknown as { __themes: typeof seen }).__themes = seen;
        // <html> does not exist yet when init scripts run; watch the document for it instead.
        new MutationObserver(() => seen.push(document.documentElement?.dataset.theme)).observe(document, {
          subtree: true,
          attributeFilter: ['data-theme'],
        });
        window.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { __parsedTheme?: string }).__parsedTheme = document.documentElement.dataset.theme;
        });
      });
      const record = () =>
        page.evaluate(() => ({
          seen: (window as unknown as { __themes: string[] }).__themes,
          parsed: (window as unknown as { __parsedTheme?: string }).__parsedTheme,
          now: document.documentElement.dataset.theme,
          stored: localStorage.getItem('theme'),
          background: getComputedStyle(document.body).backgroundColor,
        }));
      await page.goto(suite.site.url);
      await page.waitForLoadState('load');
      expect((await record()).now).toBe('light');
      await menuButton(page).click();
      const toggle = page.getByRole('switch', { name: /Dark mode/ });
      expect(await toggle.getAttribute('aria-checked')).toBe('false');
      await toggle.click();
      await expect.poll(async () => (await record()).now).toBe('dark');
      expect((await record()).stored).toBe('"dark"');

      for (let i = 0; i < 2; i++) {
        await page.reload();
        await page.waitForLoadState('load');
        await page.getByRole('heading', { level: 1 }).waitFor();
        const after = await record();
        expect(after.parsed).toBe('dark');
        expect(new Set(after.seen)).toEqual(new Set(['dark']));
        expect(after.background).toBe('rgb(15, 17, 23)');
      }
      await menuButton(page).click();
      await page.getByRole('button', { name: 'Use system setting' }).click();
      await expect.poll(async () => (await record()).now).toBe('light');
      expect((await record()).stored).toBe('"system"');
    });
  });

  it('system dark is the default when nothing is stored', async () => {
    await withPage(
      viewport,
      async (page) => {
        await page.goto(suite.site.url);
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
        await menuButton(page).click();
        expect(await page.getByRole('switch', { name: /Dark mode/ }).getAttribute('aria-checked')).toBe('true');
      },
      'dark',
    );
  });

  it.each(['light', 'dark'] as const)('every page and overlay follows the %s theme', async (scheme) => {
    await withPage(
      viewport,
      async (page) => {
        /** The state is on screen, the page is in the theme, and `surface` (what the state shows) is painted in it. */
        const inTheme = async (state: Locator, surface: Locator = page.locator('body')) => {
          await state.waitFor();
          expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(scheme);
          const light = (await luminance(surface)) > 0.6;
          expect(light ? 'light' : 'dark').toBe(scheme);
        };
        await page.goto(suite.site.url);
        await inTheme(page.getByRole('heading', { level: 1, name: 'Small tools, big help' }));

        const box = await openSearch(page, viewport);
        await box.fill('rand');
        await box.press('ArrowDown');
        const listbox = page.getByRole('listbox');
        await inTheme(listbox.getByRole('option', { selected: true }), listbox);
        expect(await listbox.getByRole('option').count()).toBeGreaterThan(1);
        await box.press('Escape');

        await page.goto(`${suite.site.url}/?q=image`);
        await inTheme(page.getByRole('heading', { level: 1, name: 'Results for “image”' }));
        expect(await page.getByRole('list', { name: 'Search results' }).getByRole('link').count()).toBeGreaterThan(0);

        await page.goto(`${suite.site.url}/json-formatter`);
        const field = page.locator('.tool-body textarea').first();
        await field.waitFor({ timeout: 30_000 });
        await inTheme(field, field);

        await menuButton(page).click();
        const menu = page.getByRole('dialog', { name: 'Menu' });
        await inTheme(menu, menu);
        await page.keyboard.press('Escape');

        await page.goto(`${suite.site.url}/?modal=login`);
        const login = page.getByRole('dialog', { name: 'Log In' });
        await inTheme(login, login);

        await page.goto(`${suite.site.url}/no-such-page`);
        await inTheme(page.getByRole('list', { name: 'Popular Tools' }));
        await page.goto(`${suite.site.url}/privacy-policy`);
        await inTheme(page.getByRole('heading', { level: 1, name: 'Privacy Policy' }));
      },
      scheme,
    );
  });
});
