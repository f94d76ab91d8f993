import { beforeAll } from 'vitest';
import type { Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { pageRunner } from './browser';
import type { SuiteHandles } from './suite';
import { readCatalogue } from '../../../scripts/lib/units.mjs';

export type Viewport = 'desktop' | 'phone';

/** The search combobox, opened the way each screen size offers it (the phone's bottom bar expands it). */
export async function openSearch(page: Page, viewport: Viewport) {
  const box = page.getByRole('combobox', { name: 'Search tools' });
  if (viewport === 'phone') {
    if (!(await box.isVisible())) await page.getByRole('navigation', { name: 'Quick actions' }).getByRole('button', { name: 'Search' }).click();
  } else {
    await box.click();
  }
  await box.waitFor({ state: 'visible' });
  return box;
}

/** The menu button of the visible chrome: the header's on desktop, the bottom bar's on a phone. */
export const menuButton = (page: Page) => page.getByRole('button', { name: /^Menu/ });

/** Serious and critical accessibility violations on the page as it is now, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // preload: false: axe would copy the remotes' cross-origin stylesheets into <style> elements,
  // which the page's style-src refuses; it reads the computed styles it needs anyway.
  const results = await new AxeBuilder({ page }).options({ preload: false }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

interface Tool {
  path: string;
  name: string;
  isAvailable: boolean;
}
/** A tool that stays coming soon in every test: the catalogue served here marks it unavailable. */
const catalogue = readCatalogue() as unknown as { tools: Tool[] };
const comingSoonPath = 'emoji-riddle';
export const comingSoon = { ...catalogue.tools.find((tool) => tool.path === comingSoonPath)!, isAvailable: false };

/**
 * The shell suites' set-up (issue 3), called right after siteAndBrowser: the site serves its
 * catalogue with `comingSoon` unavailable, and the page helpers are bound to `suite`.
 */
export function shellHelpers(suite: SuiteHandles) {
  // Registered after siteAndBrowser's, so it runs once the site is up.
  beforeAll(() => {
    suite.site.serveCatalogue((text) => {
      const live = JSON.parse(text) as { tools: Tool[] };
      live.tools.find((tool) => tool.path === comingSoonPath)!.isAvailable = false;
      return JSON.stringify(live);
    });
  });
  /** The catalogue as the site serves it now: ops (and tool teams) flip availability without a rebuild. */
  async function liveTools(): Promise<{ available: Tool[]; availablePaths: Set<string> }> {
    const { tools } = (await (await fetch(`${suite.site.url}/catalogue.json`)).json()) as { tools: Tool[] };
    const available = tools.filter((tool) => tool.isAvailable);
    return { available, availablePaths: new Set(available.map((tool) => tool.path)) };
  }
  return { withPage: pageRunner(suite), liveTools };
}
