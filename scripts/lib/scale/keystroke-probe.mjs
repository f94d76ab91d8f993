// @ts-check
/**
 * Times each keystroke in the header's search box from inside the page: from its input event
 * (and, for comparison, from its keydown, whose time stamp also holds the key's trip from the
 * browser process and any wait for a busy page) to the last change of the suggestions before
 * the page goes quiet. A change is any
 * DOM change outside <main> and outside the box itself (React writes the box's value attribute
 * on every keystroke whatever the suggestions do): the list, its heading, the "No tools match"
 * text, the live region, aria-expanded. Whether the suggestions really changed is checked
 * separately, by comparing the options' text after each key.
 */

export const KEYSTROKE_DEFINITION =
  'keystroke: a real key press’s input event → the last DOM change of the suggestions (anything outside <main> and the box itself) before 250 ms of quiet; one key at a time, each answered before the next; keys that changed nothing (a space the query ignores) are not timed. Typing starts once search is ready. The queries are typed in several passes; each key’s time is its median over the passes (a key slow in one pass only met a hiccup of the machine: a garbage collection, another process on the core), and the worst single press is printed beside it.';

export const READY_DEFINITION =
  'search ready: a click on the search box → the page idle again (the search code loaded, the whole catalogue here and its index built, in slices that leave the page free): when someone who types at once sees suggestions.';

/**
 * @typedef {{ key: string, down: number, input: number | null, changes: number, last: number | null, options: string | null }} Keystroke
 * @typedef {{ recording: boolean, keys: Keystroke[], lastChange: number, mark: number }} KeystrokeState
 */

/** Runs in the page once it is interactive; leaves its records on `window.__scaleKeys`. */
export function installKeystrokeProbe() {
  const box = document.querySelector('[role="combobox"][aria-label="Search tools"]');
  if (!box) throw new Error('no "Search tools" combobox on the page');
  /** @type {KeystrokeState} */
  const state = { recording: false, keys: [], lastChange: 0, mark: 0 };
  /** @type {Keystroke | null} */
  let current = null;
  // Capture on window: before React's listeners on the root, so `down` is the earliest moment.
  window.addEventListener(
    'keydown',
    (event) => {
      if (!state.recording) return;
      current = { key: event.key, down: event.timeStamp, input: null, changes: 0, last: null, options: null };
      state.keys.push(current);
    },
    true,
  );
  window.addEventListener(
    'input',
    (event) => {
      if (current && event.target === box && current.input === null) current.input = event.timeStamp;
    },
    true,
  );
  new MutationObserver((records) => {
    const now = performance.now();
    const main = document.querySelector('main');
    const relevant = records.some((record) => record.target !== box && !(main && main.contains(record.target)));
    if (!relevant) return;
    state.lastChange = now;
    if (current && state.recording) {
      current.changes += 1;
      current.last = now;
    }
  }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  Object.defineProperty(window, '__scaleKeys', { value: state });
}

/**
 * Runs in the page: true once nothing changed for `quiet` ms since the last key, change or mark.
 * @param {number} quiet
 */
export function isQuiet(quiet) {
  const state = /** @type {KeystrokeState} */ (/** @type {any} */ (window).__scaleKeys);
  const lastKey = state.keys.at(-1)?.down ?? 0;
  return performance.now() - Math.max(state.lastChange, state.mark, lastKey) >= quiet;
}

/**
 * Runs in the page: notes what the suggestions say now on the last keystroke, and returns it.
 * The option texts (names and categories), or what the popup says when there are none.
 */
export function noteOptions() {
  const state = /** @type {KeystrokeState} */ (/** @type {any} */ (window).__scaleKeys);
  const options = [...document.querySelectorAll('[role="option"]')].map((option) => option.textContent ?? '');
  const status = document.querySelector('header [role="status"]')?.textContent ?? '';
  const text = options.length ? options.join(' | ') : `(no options) ${status}`;
  const last = state.keys.at(-1);
  if (last) last.options = text;
  return text;
}

/**
 * Runs in the page: resolves once the main thread has been idle for `idleMs` (idle callbacks with
 * at least 40 of their 50 ms free, one after another), with how long after the call that began.
 * @param {number} idleMs
 * @returns {Promise<number>}
 */
export function idleAfter(idleMs) {
  const started = performance.now();
  return new Promise((resolve) => {
    /** @type {number | null} */
    let quietSince = null;
    /** @param {IdleDeadline} deadline */
    const check = (deadline) => {
      const now = performance.now();
      if (deadline.timeRemaining() >= 40) {
        quietSince ??= now;
        if (now - quietSince >= idleMs) {
          resolve(quietSince - started);
          return;
        }
      } else quietSince = null;
      requestIdleCallback(check);
    };
    requestIdleCallback(check);
  });
}
