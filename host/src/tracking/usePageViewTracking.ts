/**
 * Mounted once in App: on every route change, after paint, records the page view with the backend
 * and sends it to the configured third-party analytics (which loads its script on the first one).
 * Only a change of path is a new page view — a tool writing its state into the query string is not.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { toolhubConfig } from '../config/toolhub-config';
import { type IdleHost, afterPaint } from './after-paint';
import { browserTracker } from './browser-tracker';
import { type ThirdPartyAnalytics, createThirdPartyAnalytics } from './third-party';
import type { PageViewTracker } from './tracker';
import { trackedPath } from './tracked-path';
import { ensureCompleteCatalogue, useCatalogueStore } from '../catalogue/catalogue-store';

let sharedThirdParty: ThirdPartyAnalytics | null = null;

function browserThirdParty(): ThirdPartyAnalytics {
  sharedThirdParty ??= createThirdPartyAnalytics({
    config: toolhubConfig.analytics,
    hostname: location.hostname,
    document,
    window: window as unknown as Parameters<typeof createThirdPartyAnalytics>[0]['window'],
    origin: location.origin,
  });
  return sharedThirdParty;
}

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
    const { tracker = browserTracker(), thirdParty = browserThirdParty(), idleHost } = optionsRef.current;
    const query = searchRef.current;
    // Not cancelled on the next route change: a page left before the browser was idle was still seen.
    afterPaint(() => {
      // A tool missing from a big catalogue's built-in share is not a 404: count it once all are here.
      const record = () => {
        const path = trackedPath(pathname, useCatalogueStore.getState().catalogue);
        void tracker.track(path, query);
        thirdParty.pageView(path, query);
      };
      if (useCatalogueStore.getState().complete) record();
      else void ensureCompleteCatalogue().then(record);
    }, idleHost);
  }, [pathname]);
}
