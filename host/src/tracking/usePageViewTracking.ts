/**
 * Mounted once in App: on every route change, after paint, records the page view with the backend
 * and sends it to the configured third-party analytics (which loads its script on the first one).
 * Only a change of path is a new page view — a tool writing its state into the query string is not.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { type IdleHost, afterPaint } from './after-paint';
import type { ThirdPartyAnalytics } from './third-party';
import type { PageViewTracker } from './tracker';
import { trackedPath } from './tracked-path';
import { ensureCompleteCatalogue, useCatalogueStore } from '../catalogue/catalogue-store';

export interface PageViewTrackingOptions {
  tracker?: PageViewTracker;
  thirdParty?: ThirdPartyAnalytics;
  idleHost?: IdleHost;
}

export function usePageViewTracking(options: PageViewTrackingOptions = {}): void {
  const { pathname, search } = useLocation();
  const searchRef = useRef(search);
  const optionsRef = useRef(options);
  // Kept current in an effect declared first, so it has run when the tracking effect reads it.
  useEffect(() => {
    searchRef.current = search;
    optionsRef.current = options;
  });

  useEffect(() => {
    const { tracker, thirdParty, idleHost } = optionsRef.current;
    const query = searchRef.current;
    // Not cancelled on the next route change: a page left before the browser was idle was still seen.
    afterPaint(() => {
      // A tool missing from a big catalogue's built-in share is not a 404: count it once all are here.
      const record = (to: { tracker: PageViewTracker; thirdParty: ThirdPartyAnalytics }) => {
        const path = trackedPath(pathname, useCatalogueStore.getState().catalogue);
        void to.tracker.track(path, query);
        to.thirdParty.pageView(path, query);
      };
      const when = (to: { tracker: PageViewTracker; thirdParty: ThirdPartyAnalytics }) => {
        if (useCatalogueStore.getState().complete) record(to);
        else void ensureCompleteCatalogue().then(() => record(to));
      };
      if (tracker && thirdParty) when({ tracker, thirdParty });
      // The browser's trackers are loaded only now, after the paint: no part of the first load.
      else
        void import('./browser-tracking').then(
          (browser) => when({ tracker: tracker ?? browser.browserTracker(), thirdParty: thirdParty ?? browser.browserThirdParty() }),
          (error: unknown) => console.warn('Page views could not be recorded', error),
        );
    }, idleHost);
  }, [pathname]);
}
