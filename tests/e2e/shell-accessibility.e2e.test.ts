/** The shell (issue 3), at both sizes: no serious or critical axe violations on any page or with any overlay open. */
import { describe, expect, it } from 'vitest';
import { comingSoon, menuButton, openSearch, seriousViolations, shellHelpers } from './support/shell';
import { siteAndBrowser } from './support/suite';
import { STATIC_ROUTES } from '../../host/src/routes/static-routes';

const PORT = 6800;
const suite = siteAndBrowser(PORT);
const { withPage } = shellHelpers(suite);

describe.each(['desktop', 'phone'] as const)('at %s size', (viewport) => {
  describe('accessibility (axe: no serious or critical violations)', () => {
    // Every page of the host (its one route table; /login and /signup only redirect, /api is no
    // page), plus a search, a tool and a coming-soon tool.
    const hostPages = Object.values(STATIC_ROUTES)
      .map((route) => route.path)
      .filter((path) => !['/login', '/signup', '/api'].includes(path));
    const pages = [...hostPages, '/?q=random', '/json-formatter', `/${comingSoon.path}`];
    it.each(pages)('%s', async (path) => {
      await withPage(viewport, async (page) => {
        await page.goto(`${suite.site.url}${path}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        if (path === '/json-formatter') await page.locator('.tool-body textarea').first().waitFor({ timeout: 30_000 });
        expect(await seriousViolations(page)).toEqual([]);
      });
    });

    it.each(['menu', 'login', 'signup', 'feedback', 'search'] as const)('with the %s open', async (what) => {
      await withPage(viewport, async (page) => {
        if (what === 'login' || what === 'signup') {
          await page.goto(`${suite.site.url}/?modal=${what}`);
          await page.getByRole('dialog').waitFor();
        } else if (what === 'search') {
          await page.goto(suite.site.url);
          const box = await openSearch(page, viewport);
          await box.fill('ran');
          await box.press('ArrowDown');
        } else {
          await page.goto(suite.site.url);
          await menuButton(page).click();
          if (what === 'feedback') await page.getByRole('button', { name: 'Give Feedback' }).click();
          await page.getByRole('dialog').waitFor();
        }
        await page.waitForTimeout(300);
        expect(await seriousViolations(page)).toEqual([]);
      });
    });
  });
});
