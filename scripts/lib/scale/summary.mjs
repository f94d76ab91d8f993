// @ts-check
/** Turns the raw measurements of one size into the figures the report prints (and saves). */
import { requestGroup } from './measure-load.mjs';

/**
 * @typedef {{ bytes: number, files: number }} Share
 * @typedef {object} SizeResult
 * @property {number} size
 * @property {number} available
 * @property {number} categories
 * @property {string} builtAt
 * @property {string} measuredAt
 * @property {{ bytes: number, byGroup: Record<string, Share>, notGzip: string[], files: { url: string, bytes: number }[] }} firstLoad
 * @property {{ bytes: number, byGroup: Record<string, Share>, files: { url: string, bytes: number }[], longTaskMs: number | null, longestTaskMs: number | null }} afterInteractive
 *   medians over the cold loads: what was fetched after `interactive`, and the main thread's long tasks then
 * @property {number | null} fcp          median, ms
 * @property {number} interactive         median, ms
 * @property {number[]} interactiveRuns
 * @property {number | null} ready       median, ms: the app's home page in the DOM (before any quiet window)
 * @property {{ median: number | null, worst: number | null, worstSingle?: number | null, passes?: number, first: number | null, worstAfterFirst: number | null, keyDownMedian: number | null, keyDownWorst: number | null, keys: number, timed: number, changed: number, queries: number, withSuggestions: number, slowest: { query: string, typed: string, ms: number }[], readyMs: number | null }} keystroke
 *   median, worst: input event → suggestions, each key the median of its passes (keyMedians); worstSingle: the slowest single press;
 *   first: the very first press; keyDown…: from the key's keydown instead;
 *   slowest: the ten slowest keys, with the query as typed so far, to find what makes them slow;
 *   readyMs: a click on the box → search ready (the page idle again)
 */

/** @param {readonly number[]} values */
export function median(values) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? /** @type {number} */ (sorted[mid]) : (/** @type {number} */ (sorted[mid - 1]) + /** @type {number} */ (sorted[mid])) / 2;
}

/** @param {readonly number[]} values */
const worst = (values) => (values.length ? Math.max(...values) : null);

/** Bodies this small are sent as they are (the compression middleware's threshold). */
const COMPRESSION_THRESHOLD = 1024;

/**
 * @param {import('./measure-load.mjs').LoadRequest[]} requests  one cold load's
 */
export function firstLoadOf(requests) {
  /** @type {Record<string, Share>} */
  const byGroup = {};
  for (const request of requests) {
    const group = requestGroup(request.type);
    const share = (byGroup[group] ??= { bytes: 0, files: 0 });
    share.bytes += request.bytes;
    share.files += 1;
  }
  return {
    bytes: requests.reduce((sum, request) => sum + request.bytes, 0),
    byGroup,
    // Anything sizeable that came without gzip would make the figure mean something else.
    notGzip: requests.filter((request) => request.bytes > COMPRESSION_THRESHOLD && request.encoding !== 'gzip' && request.status === 200).map((request) => request.url),
    files: requests.map(({ url, bytes }) => ({ url: new URL(url).pathname, bytes })),
  };
}

/**
 * What the page did after it was interactive, in the median cold load (by bytes fetched).
 * @param {import('./measure-load.mjs').ColdLoad[]} loads
 */
function afterInteractiveOf(loads) {
  const sorted = [...loads].sort((a, b) => total(a.later) - total(b.later));
  const typical = sorted[Math.floor(sorted.length / 2)];
  const { byGroup, files } = firstLoadOf(typical?.later ?? []);
  return {
    bytes: total(typical?.later ?? []),
    byGroup,
    files,
    longTaskMs: median(loads.map((load) => load.laterLongTasks.reduce((sum, [start, end]) => sum + end - start, 0))),
    longestTaskMs: median(loads.map((load) => Math.max(0, ...load.laterLongTasks.map(([start, end]) => end - start)))),
  };
}

/**
 * The `count` slowest timed keys, slowest first, each with what the box held after it.
 * @param {readonly import('./measure-search.mjs').TimedKey[]} keys
 * @param {number} count
 */
export function slowestKeys(keys, count) {
  /** @type {{ query: string, typed: string, ms: number }[]} */
  const typed = [];
  let sofar = '';
  let query = '';
  for (const key of keys) {
    sofar = key.query === query ? sofar + key.key : key.key;
    query = key.query;
    if (key.inputMs !== null) typed.push({ query, typed: sofar, ms: key.inputMs });
  }
  return typed.sort((a, b) => b.ms - a.ms).slice(0, count);
}

/**
 * Each key of the first pass, with its times as the median of that key in every pass (the same
 * queries are typed again in each pass, in the same order): what the page does for that key,
 * without one pass's hiccup (a garbage collection, another process taking the core). `passes`
 * holds the single times it is the median of; a key no pass timed keeps null.
 * @param {readonly import('./measure-search.mjs').TimedKey[]} keys
 * @returns {(import('./measure-search.mjs').TimedKey & { passes: number[] })[]}
 */
export function keyMedians(keys) {
  /** @type {Map<number, import('./measure-search.mjs').TimedKey[]>} */
  const byPass = new Map();
  for (const key of keys) byPass.set(key.pass ?? 0, [...(byPass.get(key.pass ?? 0) ?? []), key]);
  const passes = [...byPass.values()];
  const first = passes[0] ?? [];
  for (const pass of passes) {
    if (pass.length !== first.length || pass.some((key, index) => key.query !== first[index]?.query || key.key !== first[index]?.key)) {
      throw new Error('every pass must type the same keys in the same order');
    }
  }
  return first.map((key, index) => {
    const of = (/** @type {'inputMs' | 'ms'} */ field) => passes.flatMap((pass) => (pass[index]?.[field] == null ? [] : [/** @type {number} */ (pass[index]?.[field])]));
    return { ...key, inputMs: median(of('inputMs')), ms: median(of('ms')), passes: of('inputMs') };
  });
}

/** @param {readonly { bytes: number }[]} requests */
const total = (requests) => requests.reduce((sum, request) => sum + request.bytes, 0);

/**
 * @param {object} input
 * @param {{ size: number, builtAt: string }} input.variant
 * @param {{ tools: { isAvailable: boolean }[], categories: unknown[] }} input.catalogue
 * @param {import('./measure-load.mjs').ColdLoad[]} input.loads
 * @param {{ keys: import('./measure-search.mjs').TimedKey[], withSuggestions: number, readyMs: number }} input.search
 * @param {number} input.queries
 * @returns {SizeResult}
 */
export function summarize({ variant, catalogue, loads, search, queries }) {
  const firstLoads = loads.map((load) => firstLoadOf(load.requests));
  // The run whose first load is the median one; the files are the same in every run.
  const typical = [...firstLoads].sort((a, b) => a.bytes - b.bytes)[Math.floor(firstLoads.length / 2)] ?? firstLoadOf([]);
  // Each key as the median of its passes; the worst single press is kept apart.
  const keys = keyMedians(search.keys);
  const timed = keys.filter((key) => key.inputMs !== null);
  const inputMs = timed.map((key) => /** @type {number} */ (key.inputMs));
  const keyDownMs = timed.flatMap((key) => (key.ms === null ? [] : [key.ms]));
  const singles = search.keys.flatMap((key) => (key.inputMs === null ? [] : [key.inputMs]));
  return {
    size: variant.size,
    available: catalogue.tools.filter((tool) => tool.isAvailable).length,
    categories: catalogue.categories.length,
    builtAt: variant.builtAt,
    measuredAt: new Date().toISOString(),
    firstLoad: typical,
    afterInteractive: afterInteractiveOf(loads),
    fcp: median(loads.flatMap((load) => (load.fcp === null ? [] : [load.fcp]))),
    interactive: /** @type {number} */ (median(loads.map((load) => load.interactive))),
    interactiveRuns: loads.map((load) => load.interactive),
    ready: median(loads.map((load) => load.ready)),
    keystroke: {
      median: median(inputMs),
      worst: worst(inputMs),
      worstSingle: worst(singles),
      passes: new Set(search.keys.map((key) => key.pass ?? 0)).size,
      first: search.keys[0]?.inputMs ?? null,
      worstAfterFirst: worst(keys.slice(1).flatMap((key) => (key.inputMs === null ? [] : [key.inputMs]))),
      keyDownMedian: median(keyDownMs),
      keyDownWorst: worst(keyDownMs),
      keys: keys.length,
      timed: timed.length,
      changed: keys.filter((key) => key.optionsChanged).length,
      queries,
      withSuggestions: search.withSuggestions,
      slowest: slowestKeys(keys, 10),
      readyMs: search.readyMs,
    },
  };
}
