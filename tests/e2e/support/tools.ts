import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, type ObservedPage } from './browser';
import type { Viewport } from './shell';
import type { SuiteHandles } from './suite';

/**
 * One journey per tool of the developer, text, calculator and random categories
 * (tools-*.e2e.test.ts): open the tool from the built site, use its main action as a visitor would
 * and check the result, with no console error or uncaught exception on the way.
 */

/**
 * The suite's `journey(slug, name, viewport, run, options)`: opens `/<slug>` at the given size,
 * waits for the tool's heading and first control, runs the journey and closes the context
 * whatever happens. The journey must leave `errors` empty.
 */
export function toolJourney(suite: SuiteHandles) {
  return async function journey(
    slug: string,
    name: string,
    viewport: Viewport,
    run: (page: Page, observed: ObservedPage) => Promise<void>,
    options: { clipboard?: boolean } = {},
  ) {
    const observed = await openPage(suite.browser, { viewport });
    const { page, context, errors } = observed;
    try {
      if (options.clipboard) await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.site.url });
      await page.goto(`${suite.site.url}/${slug}`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 30_000 }).toBe(name);
      await run(page, observed);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  };
}
