import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openPage, type ObservedPage } from './browser';
import type { SuiteHandles } from './suite';

/**
 * Issue 7: every game (and the playful tools next to them) played end to end in headless
 * Chromium at phone size, with touch input where a finger would be used, until a score or result
 * shows, and without a console error. Random outcomes are checked by their properties only.
 * What the games-*.e2e.test.ts files share.
 */

interface Journey extends ObservedPage {
  /** Opens another phone-sized page (its own context, so its own storage). */
  another: (url: string) => Promise<Page>;
}

/** The suite's `journey(path, name, play, options)`: opens a tool at phone size, runs `play`, then checks nothing was logged as an error. */
export function phoneJourney(suite: SuiteHandles) {
  return async function journey(
    path: string,
    name: string,
    play: (page: Page, journey: Journey) => Promise<void>,
    options: { reducedMotion?: boolean } = {},
  ) {
    const observed = await openPage(suite.browser, { viewport: 'phone' });
    const extra: ObservedPage[] = [];
    const open = async (target: ObservedPage, url: string) => {
      if (options.reducedMotion) await target.page.emulateMedia({ reducedMotion: 'reduce' });
      await target.page.goto(url);
      await expect.poll(() => target.page.getByRole('heading', { level: 1 }).textContent(), { timeout: 30_000 }).toBe(name);
    };
    try {
      await open(observed, `${suite.site.url}/${path}`);
      await play(observed.page, {
        ...observed,
        another: async (url) => {
          const next = await openPage(suite.browser, { viewport: 'phone' });
          extra.push(next);
          await open(next, url);
          return next.page;
        },
      });
      expect(observed.errors).toEqual([]);
      for (const other of extra) expect(other.errors).toEqual([]);
    } finally {
      for (const other of extra) await other.context.close();
      await observed.context.close();
    }
  };
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The value (dd) next to a term (dt) of a description list, found by the term's exact text. */
export function stat(scope: Page | Locator, term: string): Locator {
  return scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${escapeRegExp(term)}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

export async function statNumber(scope: Page | Locator, term: string): Promise<number> {
  const text = (await stat(scope, term).textContent()) ?? '';
  return Number(/^-?\d+(\.\d+)?/.exec(text.trim())?.[0] ?? NaN);
}
