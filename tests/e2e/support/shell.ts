import type { Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';

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
