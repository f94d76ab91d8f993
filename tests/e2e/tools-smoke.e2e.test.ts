import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { domSettled, openPage, VIEWPORTS } from './support/browser';
import { siteAndBrowser } from './support/suite';
import { readCatalogue } from '../../scripts/lib/units.mjs';

/**
 * Every available tool opens from its own remote at phone size, shows a usable control, and
 * logs no error. Deeper journeys per tool live in their own e2e files.
 */
const PORT = 4200;
/** The narrowest phone the site is laid out for (an iPhone SE or mini is 375 px wide). */
const NARROW_PHONE = { width: 375, height: 667 };
/**
 * A pasted hash, URL path or base64 run: one word with no place to break it, wider than any
 * phone. Letters only, so tools that pick words out of text (Emotion to Art) keep it whole.
 */
const LONG_WORD = 'abcdefghijklmnopqrstuvwxyz'.repeat(10).slice(0, 250);
/**
 * How wide the page is laid out. Measured against the viewport's own width, not innerWidth: a
 * phone (isMobile) zooms out to show a page wider than itself, and innerWidth grows with it.
 */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
/** Where a visitor types text: the long word goes in each of these the tool shows. */
const TEXT_FIELD = ':is(input:not([type]), input[type="text"], input[type="search"], input[type="url"], input[type="email"], textarea)';
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
      expect(await pageWidth(page)).toBeLessThanOrEqual(VIEWPORTS.phone.width);

      // A long unbroken word in its text fields, repeated by a message, a label, a button or a
      // table, wraps inside the narrowest phone instead of making the page scroll sideways.
      await page.setViewportSize(NARROW_PHONE);
      const fields = page.locator(`.tool-body ${TEXT_FIELD}`).filter({ visible: true });
      for (let index = 0; index < (await fields.count()); index++) {
        const field = fields.nth(index);
        if (await field.isEditable()) await field.fill(LONG_WORD);
      }
      // The tool answers the input (a message, a table from its worker) before it is measured.
      await domSettled(page);
      expect(await pageWidth(page)).toBeLessThanOrEqual(NARROW_PHONE.width);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
