/**
 * The service worker (/sw.js): the site opens offline once visited, with every tool already
 * opened. The host's shell is precached (its list is injected after the build,
 * scripts/lib/pages/service-worker.mjs); everything else is cached as it is used, per
 * cache-rules.ts. A new worker waits until the page asks it to take over (the update prompt),
 * so a page never mixes one deploy's files with another's.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cacheRuleFor, type CacheRule } from './cache-rules';

/** What this file uses of the worker's global scope (the DOM library the project compiles with has no ServiceWorkerGlobalScope). */
declare const self: {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  location: Location;
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'activate', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first worker serves the page that installed it at once (the same deploy); later ones wait.
self.addEventListener('activate', () => void self.clients.claim());

const DAY_SECONDS = 24 * 60 * 60;
/** Errors and opaque answers are never kept: an opaque 404 would stand in for a file for good. */
const goodAnswersOnly = new CacheableResponsePlugin({ statuses: [200] });

/**
 * Remote entries are loaded by plain <script> tags, and classic workers' scripts by importScripts:
 * requests whose answers are opaque, which cannot be told from errors. Every remote answers CORS
 * for the site (its mf-manifest.json is fetched with it), so the worker asks with CORS instead.
 */
const remoteFiles = new CacheFirst({
  cacheName: 'toolhub-remote-files',
  plugins: [
    { requestWillFetch: async ({ request }) => (request.mode === 'no-cors' ? new Request(request.url, { mode: 'cors', credentials: 'omit' }) : request) },
    goodAnswersOnly,
    new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
  ],
});

const handlers: Record<CacheRule, Parameters<typeof registerRoute>[1]> = {
  page: createHandlerBoundToURL('/'),
  catalogue: new NetworkFirst({ cacheName: 'toolhub-catalogue', plugins: [goodAnswersOnly] }),
  'remote-manifest': new NetworkFirst({
    cacheName: 'toolhub-remote-manifests',
    plugins: [goodAnswersOnly, new ExpirationPlugin({ maxEntries: 50, purgeOnQuotaError: true })],
  }),
  'remote-file': async (options) => {
    try {
      return await remoteFiles.handle(options);
    } catch (error) {
      // Not a remote after all (a file on an origin without CORS): fetched as the page asked, uncached.
      if (options.request.mode === 'no-cors') return fetch(options.request);
      throw error;
    }
  },
  'host-file': new CacheFirst({
    cacheName: 'toolhub-host-files',
    plugins: [goodAnswersOnly, new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true })],
  }),
};

for (const [rule, handler] of Object.entries(handlers)) {
  registerRoute(({ url, request }) => cacheRuleFor({ url, method: request.method, mode: request.mode, cache: request.cache }, self.location.origin) === rule, handler);
}

// "Reload" in the update prompt: workbox-window's messageSkipWaiting() sends this to the waiting worker.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
