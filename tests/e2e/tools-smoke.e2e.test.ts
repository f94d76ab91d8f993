import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser';
import { siteAndBrowser } from './support/suite';
import { readCatalogue } from '../../scripts/lib/units.mjs';

/**
 * Every available tool opens from its own remote at phone size, shows a usable control, and
 * logs no error. Deeper journeys per tool live in their own e2e files.
 */
const PORT = 4200;
const suite = siteAndBrowser(PORT);

const catalogue = readCatalogue() as unknown as { tools: { path: string; name: string; isAvailable: boolean }[] };
const available = catalogue.tools.filter((tool) => tool.isAvailable);

describe('every available tool', () => {
  it.each(available.map((tool) => [tool.path, tool.name]))('/%s opens and works at phone size', async (path, name) => {
    const { page, errors, context } = await openPage(suite.browser, { viewport: 'phone' });
    try {
      await page.goto(`${suite.site.url}/${path}`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
      const control = page.locator('.tool-body :is(button, input, textarea, select, canvas, [role="button"])').first();
      await control.waitFor({ timeout: 30_000 });
      expect(await page.locator('.tool-error').count()).toBe(0);
      expect(await page.title()).toContain(name);
      // Nothing wider than the phone: no sideways scrolling.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(1);
      await page.waitForTimeout(300);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
