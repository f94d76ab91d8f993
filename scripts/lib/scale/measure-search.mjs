// @ts-check
/**
 * Types the benchmark's queries into the header's search box the way a person does (a click on
 * the box, then real key presses, one character at a time) and collects each keystroke's time
 * from the page (keystroke-probe.mjs).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { idleAfter, installKeystrokeProbe, isQuiet, noteOptions } from './keystroke-probe.mjs';
import { waitUntilInteractive, VIEWPORT } from './measure-load.mjs';
import { installLoadProbe } from './load-probe.mjs';

/** Quiet time that ends a keystroke: longer than any sensible debounce of the suggestions. */
const QUIET_MS = 250;
/** A person's pace: no key comes sooner than this after the one before. */
const KEY_GAP_MS = 120;

/**
 * @typedef {object} TimedKey
 * @property {string} query
 * @property {string} key
 * @property {number | null} inputMs   input event → last suggestions change; null when nothing changed
 * @property {number | null} ms        the same from key down
 * @property {boolean} optionsChanged  the options' text differs from the previous key's
 * @property {number} [pass]           which pass typed it (0 first): every pass types the same queries
 */

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} url  the site's `/`
 * @param {readonly { text: string }[]} queries
 * @param {{ passes?: number }} [options]  how many times the whole list is typed (summary.mjs keyMedians)
 * @returns {Promise<{ keys: TimedKey[], withSuggestions: number, readyMs: number }>}
 */
export async function typeQueries(browser, url, queries, { passes = 1 } = {}) {
  // A first visit: no service worker answers from its cache.
  const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'block' });
  try {
    await context.addInitScript(installLoadProbe);
    const page = await context.newPage();
    await page.goto(url);
    await waitUntilInteractive(page);
    await page.waitForLoadState('networkidle');
    await page.evaluate(installKeystrokeProbe);
    const box = page.getByRole('combobox', { name: 'Search tools' });
    // Focus loads the search code, the rest of a big catalogue and builds the index: typing starts
    // once that is done (the page idle again), and how long it took is a figure of its own.
    await box.click();
    const readyMs = await page.evaluate(idleAfter, 300);
    await page.waitForLoadState('networkidle');

    /** @type {TimedKey[]} */
    const keys = [];
    let withSuggestions = 0;
    for (let pass = 0; pass < passes; pass++) for (const { text } of queries) {
      await page.evaluate(() => {
        const state = /** @type {any} */ (window).__scaleKeys;
        state.recording = false;
      });
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Backspace');
      await page.evaluate(() => {
        /** @type {any} */ (window).__scaleKeys.mark = performance.now();
      });
      await page.waitForFunction(isQuiet, QUIET_MS, { polling: 25, timeout: 60_000 });
      let previous = await page.evaluate(noteOptions);
      await page.evaluate(() => {
        /** @type {any} */ (window).__scaleKeys.recording = true;
      });
      for (const char of text) {
        const pressed = Date.now();
        await page.keyboard.type(char);
        await page.waitForFunction(isQuiet, QUIET_MS, { polling: 25, timeout: 60_000 });
        const options = await page.evaluate(noteOptions);
        const record = await page.evaluate(() => {
          const state = /** @type {import('./keystroke-probe.mjs').KeystrokeState} */ (/** @type {any} */ (window).__scaleKeys);
          return state.keys.at(-1) ?? null;
        });
        if (!record || record.key !== char) throw new Error(`the page saw no keydown for "${char}" in "${text}"`);
        keys.push({
          query: text,
          key: char,
          ms: record.last === null ? null : record.last - record.down,
          inputMs: record.last === null || record.input === null ? null : record.last - record.input,
          optionsChanged: options !== previous,
          pass,
        });
        previous = options;
        await sleep(Math.max(0, KEY_GAP_MS - (Date.now() - pressed)));
      }
      if (pass === 0 && !previous.startsWith('(no options)')) withSuggestions += 1;
    }
    return { keys, withSuggestions, readyMs };
  } finally {
    await context.close();
  }
}
