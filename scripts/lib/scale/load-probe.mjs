// @ts-check
/**
 * What the scale benchmark watches while `/` loads, from inside the page: long tasks, and the
 * moment the home page is on screen (first contentful paint is read from the timeline at the
 * end). Installed before any page script runs (an init script), so no long task is missed.
 */

/** A quiet window this long, with no long task, makes the page interactive. */
export const QUIET_MS = 50;

/**
 * The definitions the report prints, next to the figures they explain.
 */
export const LOAD_DEFINITIONS = [
  'FCP: the browser’s first-contentful-paint entry (the prerendered HTML counts, as it does for people).',
  `interactive: the home page is rendered by the app (a <main> that is not the prerendered one, with a heading and a tool link, and the header’s "Search tools" combobox), and from then on the first ${QUIET_MS} ms with no long task (over 50 ms) begins; its start is the figure.`,
  'first load: every request the page started before it was interactive, bytes on the wire with gzip (headers included), by type.',
];

/**
 * Runs in the page (serialised by Playwright's addInitScript), before the page's own scripts.
 * Leaves its findings on `window.__scaleLoad`.
 */
export function installLoadProbe() {
  /** @type {{ ready: number | null, longTasks: [number, number][] }} */
  const state = { ready: null, longTasks: [] };
  Object.defineProperty(window, '__scaleLoad', { value: state });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longTasks.push([entry.startTime, entry.startTime + entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  // The app's home, not the prerendered HTML (<main class="prerender">) that stands in until it runs.
  const rendered = () =>
    document.querySelector('[role="combobox"][aria-label="Search tools"]') !== null &&
    document.querySelector('main:not(.prerender) h1') !== null &&
    document.querySelector('main:not(.prerender) a[href^="/"]:not([href="/"])') !== null;
  const observer = new MutationObserver(() => {
    if (state.ready !== null || !rendered()) return;
    // The callback runs right after the DOM change that completed the page.
    state.ready = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { subtree: true, childList: true });
}

/**
 * The first moment from `ready` on that opens a `quiet` ms window with no long task.
 * @param {number} ready
 * @param {readonly (readonly [number, number])[]} longTasks  [start, end], page time
 * @param {number} [quiet]
 */
export function interactiveAt(ready, longTasks, quiet = QUIET_MS) {
  let at = ready;
  for (const [start, end] of [...longTasks].sort((a, b) => a[0] - b[0])) {
    if (end <= at) continue;
    if (start < at + quiet) at = end;
    else break;
  }
  return at;
}
