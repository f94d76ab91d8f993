import { Workbox } from 'workbox-window';

/** Where the host serves its worker (scripts/lib/pages/service-worker.mjs writes it). */
const SERVICE_WORKER_URL = '/sw.js';
/** Browsers look for a new worker on page loads only; a tab left open for days asks now and then. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker and follows its life:
 * - the first one takes over the page that installed it, and is handed what that page loaded
 *   before it was there (the tool just opened included), so all of it opens offline;
 * - a new deploy's worker waits: the page offers "A new version is available — Reload" (its code
 *   loads only now), and Reload lets the new worker take over, then reloads, so no page ever runs
 *   one deploy's files with another's.
 */
export function registerServiceWorker(): void {
  const workbox = new Workbox(SERVICE_WORKER_URL);
  let registration: ServiceWorkerRegistration | undefined;
  let switching = false;

  function switchToNewVersion() {
    switching = true;
    // No worker waiting: another tab has switched already, and this page is the old version.
    if (!registration?.waiting) return window.location.reload();
    workbox.addEventListener('controlling', () => window.location.reload());
    workbox.messageSkipWaiting();
  }

  let offered = false;
  function offerUpdate() {
    if (offered) return;
    offered = true;
    // The name is the precache list's (scripts/lib/pages/service-worker.mjs, SHELL_CHUNKS).
    import(/* webpackChunkName: "update-prompt" */ './update-prompt').then(
      ({ showUpdatePrompt }) => showUpdatePrompt(switchToNewVersion),
      (error: unknown) => console.warn('The update prompt could not be shown', error),
    );
  }

  workbox.addEventListener('waiting', offerUpdate);
  // Another tab's Reload made the new worker this page's: the page itself is still the old version.
  workbox.addEventListener('controlling', (event) => {
    if (event.isUpdate && !switching) offerUpdate();
  });
  workbox.addEventListener('activated', (event) => {
    if (!event.isUpdate && !event.isExternal) cacheWhatThisPageLoaded(workbox);
  });
  workbox.register().then(
    (registered) => {
      registration = registered;
      if (registered) followUpdateAlreadyInstalling(registered, offerUpdate);
      setInterval(() => void workbox.update().catch(() => undefined), UPDATE_CHECK_MS);
    },
    (error: unknown) => console.warn('The service worker could not be registered', error),
  );
}

/**
 * The page loaded before its first worker was there: the worker caches what the page fetched
 * (workbox-routing's CACHE_URLS message, each URL by its rule in cache-rules.ts).
 */
function cacheWhatThisPageLoaded(workbox: Workbox): void {
  const urlsToCache = [...new Set(performance.getEntriesByType('resource').map((entry) => entry.name))];
  workbox.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache } }).catch((error: unknown) => {
    console.warn('The service worker could not cache this page’s files', error);
  });
}

/**
 * The browser looks for a new worker as the page loads; when it found one before this code ran,
 * that one is installing already and workbox-window, which listens from now on, would miss it.
 */
function followUpdateAlreadyInstalling(registration: ServiceWorkerRegistration, onWaiting: () => void): void {
  const installing = registration.installing;
  if (!installing || !navigator.serviceWorker.controller) return;
  installing.addEventListener('statechange', () => {
    if (installing.state === 'installed') onWaiting();
  });
}
