/**
 * The page-view tracker: the rules of SPEC section 7 put together, with everything it reads from
 * the outside world injected (clock, random source, hostname, storage, browser traits, backend), so
 * tests are exact. One tracker lives for one page load. It never throws: a failure is a
 * console.warn at most (SPEC section 8: analytics failures are silent or logged only).
 */
import type { Backend } from '../backend/backend';
import { createSafeClock, localDate } from './clock';
import { isExcludedLocation } from './excluded-paths';
import { isLocalHost } from './local-host';
import { buildPageView } from './page-view';
import { isPageKey } from './page-key';
import { retentionCutoff, shouldRunCleanup } from './retention';
import { type BrowserTraits, visitorIdOf } from './visitor-id';
import { type FlagStorage, createVisitorFlags } from './visitor-flag';

export interface TrackerEnvironment {
  now: () => Date;
  random: () => number;
  hostname: string;
  /** localStorage, or null where the browser refuses it. */
  storage: FlagStorage | null;
  traits: () => BrowserTraits;
  referrer: () => string;
  getBackend: () => Promise<Backend>;
  subtle?: SubtleCrypto;
  warn?: (message: string, error: unknown) => void;
}

export type TrackResult = 'recorded' | 'skipped' | 'failed';

export interface PageViewTracker {
  /** Records a view of `path` (location.pathname; `search` tells the login/signup modals apart). */
  track(path: string, search?: string): Promise<TrackResult>;
  /** Settles when the page load's cleanup, if it was drawn, is done (tests wait on it). */
  cleanupDone(): Promise<void>;
}

export function shouldTrack(hostname: string, path: string, search = ''): boolean {
  return !isLocalHost(hostname) && !isExcludedLocation(path, search);
}

export function createPageViewTracker(env: TrackerEnvironment): PageViewTracker {
  const clock = createSafeClock(env.now);
  const flags = createVisitorFlags(env.storage);
  const warn = env.warn ?? ((message: string, error: unknown) => console.warn(message, error));
  let visitorId: Promise<string> | null = null;
  let cleanup: Promise<void> | null = null;

  /** The once-per-page-load draw, made on the first view tracked. */
  function maybeCleanUp(backend: Backend, today: string): void {
    if (cleanup) return;
    cleanup = shouldRunCleanup(env.random)
      ? backend.deleteAnalyticsBefore(retentionCutoff(today)).then(
          () => undefined,
          (error: unknown) => warn('Analytics cleanup failed.', error),
        )
      : Promise.resolve();
  }

  return {
    async track(path, search = '') {
      try {
        if (!shouldTrack(env.hostname, path, search)) return 'skipped';
        const time = clock();
        if (!time) return 'skipped';
        const date = localDate(time);
        const traits = env.traits();
        visitorId ??= visitorIdOf(traits, env.subtle);
        const view = buildPageView({
          path,
          date,
          visitorId: await visitorId,
          newVisitor: flags.claim(date),
          userAgent: traits.userAgent,
          referrer: env.referrer(),
          screenWidth: traits.screenWidth,
        });
        // Only the site's own pages are counted (firestore.rules refuses any other key).
        if (!isPageKey(view.page)) return 'skipped';
        const backend = await env.getBackend();
        maybeCleanUp(backend, date);
        await backend.recordPageView(view);
        return 'recorded';
      } catch (error) {
        warn('Page view not recorded.', error);
        return 'failed';
      }
    },
    cleanupDone: () => cleanup ?? Promise.resolve(),
  };
}
