import { describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import pixelmatch from 'pixelmatch';
import { domSettled, openPage } from './support/browser';
import { siteAndBrowser } from './support/suite';
import { ROOT } from '../../scripts/lib/units.mjs';

/**
 * README.md's screenshots (docs/images/), taken from the built site: the home page and JSON
 * Formatter with its example, light and dark, at desktop size. `npm run docs:screenshots`
 * writes them (UPDATE_SCREENSHOTS=1); otherwise each is taken again and compared with the
 * committed file, and the test fails when they differ by more than anti-aliasing, so a change
 * that alters what README shows also updates the picture.
 */
const PORT = 8000;
const IMAGES = join(ROOT, 'docs', 'images');
const UPDATE = process.env.UPDATE_SCREENSHOTS === '1';
/** Pixels that may differ (pixelmatch, anti-aliasing ignored) before a shot counts as stale. */
const MAX_DIFFERING_SHARE = 0.002;

const suite = siteAndBrowser(PORT);

const SHOTS: { name: string; path: string; prepare: (page: Page) => Promise<void> }[] = [
  {
    name: 'home',
    path: '/',
    prepare: async (page) => {
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('link', { name: /JSON Formatter/ }).first().waitFor();
    },
  },
  {
    name: 'json-formatter',
    path: '/json-formatter',
    prepare: async (page) => {
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('JSON Formatter');
      // The tool's own example, as a visitor's first try would show it.
      await page.getByRole('button', { name: 'Example' }).click();
      await expect.poll(() => page.getByRole('textbox', { name: 'JSON input' }).inputValue()).not.toBe('');
      await page.getByRole('textbox', { name: 'JSON input' }).evaluate((field) => field.scrollTo(0, 0));
    },
  },
];

/** How many pixels of two same-sized PNGs differ, or Infinity when their sizes differ. */
function differingPixels(expected: Buffer, actual: Buffer): { count: number; total: number } {
  const a = PNG.sync.read(expected);
  const b = PNG.sync.read(actual);
  if (a.width !== b.width || a.height !== b.height) return { count: Infinity, total: b.width * b.height };
  return { count: pixelmatch(a.data, b.data, null, a.width, a.height, { threshold: 0.1 }), total: a.width * a.height };
}

describe('README screenshots (docs/images/)', () => {
  it.each(SHOTS.flatMap((shot) => (['light', 'dark'] as const).map((scheme) => [`${shot.name}-${scheme}`, shot, scheme] as const)))(
    '%s is what the built site shows',
    async (file, shot, scheme) => {
      const { page, errors, context } = await openPage(suite.browser, { viewport: 'desktop', colorScheme: scheme });
      try {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(`${suite.site.url}${shot.path}`);
        await shot.prepare(page);
        await page.evaluate(() => document.fonts.ready);
        await domSettled(page, 400);
        // No caret, focus ring or hover in the picture.
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await page.mouse.move(1000, 170);
        const png = await page.screenshot({ animations: 'disabled', caret: 'hide' });
        const target = join(IMAGES, `${file}.png`);
        if (UPDATE) {
          mkdirSync(IMAGES, { recursive: true });
          writeFileSync(target, png);
        } else {
          expect(existsSync(target), `${target} is missing: run npm run docs:screenshots`).toBe(true);
          const { count, total } = differingPixels(readFileSync(target), png);
          expect(count / total, `docs/images/${file}.png is stale: run npm run docs:screenshots and commit it`).toBeLessThanOrEqual(MAX_DIFFERING_SHARE);
        }
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
