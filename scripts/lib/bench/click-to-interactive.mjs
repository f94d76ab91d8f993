// @ts-check
/**
 * Click-to-interactive for one tool (issue #15 §4): on a freshly loaded `/`, a click on the tool's
 * card → the tool's first usable control (a button, field or canvas in the tool's body) in the
 * document and not hidden, timed inside the page.
 * With a rest, the mouse first rests on the card that long, as people's pointers do before a
 * click, which lets the intent preload start.
 */

/** The tool's first usable control, outside any error state. */
const CONTROL = '.tool-body :is(button, input, textarea, select, canvas):not(.tool-error *)';
/**
 * What hides a page that is in the document: a tool's page rendered ahead of the click (React's
 * hidden Activity sets `display: none` on it) and the home page kept until the next paint
 * (`hidden`). Read from the attributes, not computed style, which would pull the browser's style
 * work into the timed interval.
 */
const HIDDEN = '[hidden], [style*="display: none"]';

/** What a tool that could not open shows instead (host/src/app: the tool's error state). */
const FAILED = '.tool-error';

/** How long a click may take before the tool counts as not opening at all. */
export const OPEN_TIMEOUT_MS = 30_000;

/**
 * Waits until `/` has loaded as a visitor who reads it for a moment finds it: its idle-time stage
 * fetched too (the federation runtime is part of it, host/src/bootstrap.tsx) and the page idle.
 * On a slow machine the network goes quiet before that stage starts, and a click would then
 * wait behind the page's own loading.
 * @param {import('playwright-core').Page} page
 */
async function loaded(page) {
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/federation-runtime.')), undefined, { timeout: 30_000 });
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(undefined))));
}

/**
 * A visitor for one tool's series of clicks: its HTTP cache is warm after the first click, as it
 * is for a returning visitor, while each click starts a new page (nothing loaded in memory).
 * @param {import('playwright-core').Browser} browser
 */
export function visitorContext(browser) {
  // A first visit's network cost: no service worker answers from its cache (it would hide the bytes).
  return browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
}

/**
 * One click from a freshly loaded `/` to the tool's first usable control.
 * @param {import('playwright-core').BrowserContext} context  from visitorContext
 * @param {string} url  the site's `/`
 * @param {string} path  the tool's path
 * @param {number} restMs  how long the pointer rests on the card first (0: a plain click)
 * @returns {Promise<number>} milliseconds
 * @throws {Error} when the tool shows its error state, or has no usable control after OPEN_TIMEOUT_MS
 */
export async function clickOnce(context, url, path, restMs) {
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    await loaded(page);
    const link = page.locator(`main a[href="/${path}"]`).filter({ visible: true }).first();
    if (restMs > 0) {
      await link.hover();
      await page.waitForTimeout(restMs);
    }
    const outcome = await link.evaluate(
      (anchor, { control, hidden, failed, timeoutMs }) =>
        new Promise((resolve) => {
          const start = performance.now();
          const shown = (/** @type {string} */ selector) => [...document.querySelectorAll(selector)].some((element) => !element.closest(hidden));
          const check = () => {
            const elapsed = performance.now() - start;
            if (shown(control)) resolve({ elapsed });
            else if (shown(failed)) resolve({ error: 'showed its error state' });
            else if (elapsed > timeoutMs) resolve({ error: `had no usable control after ${timeoutMs / 1000} s` });
            else requestAnimationFrame(check);
          };
          /** @type {HTMLAnchorElement} */ (anchor).click();
          check();
        }),
      { control: CONTROL, hidden: HIDDEN, failed: FAILED, timeoutMs: OPEN_TIMEOUT_MS },
    );
    const { elapsed, error } = /** @type {{ elapsed?: number, error?: string }} */ (outcome);
    if (error !== undefined || elapsed === undefined) throw new Error(`/${path} ${error ?? 'did not open'}`);
    return elapsed;
  } finally {
    await page.close();
  }
}
