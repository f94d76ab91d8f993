/**
 * The tracker wired to the real browser: its clock, Math.random, the page's host, localStorage,
 * the browser's traits and the page's shared backend. Reading any of them never throws.
 */
import { getBackend } from '../backend/select';
import { type PageViewTracker, createPageViewTracker } from './tracker';
import { collectTraits } from './visitor-id';
import type { FlagStorage } from './visitor-flag';

function localStorageOrNull(): FlagStorage | null {
  try {
    // Reading the property itself throws where storage is blocked (sandboxed frames, some privacy modes).
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function createBrowserTracker(): PageViewTracker {
  return createPageViewTracker({
    now: () => new Date(),
    random: Math.random,
    hostname: typeof location === 'undefined' ? '' : location.hostname,
    storage: localStorageOrNull(),
    traits: () => collectTraits({ navigator, screen, devicePixelRatio: globalThis.devicePixelRatio }),
    referrer: () => (typeof document === 'undefined' ? '' : document.referrer),
    getBackend,
  });
}

let shared: PageViewTracker | null = null;

/** One tracker per page load: the once-per-load cleanup draw and the visitor flag memory are its. */
export function browserTracker(): PageViewTracker {
  shared ??= createBrowserTracker();
  return shared;
}
