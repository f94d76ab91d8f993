// @ts-check
/**
 * What `npm run dev` serves at /sw.js. A browser that ran the built site on the same address
 * (`npm start` and `npm run dev` both default to port 3000) keeps its service worker, which would
 * go on answering the dev server's pages from the build's caches. Browsers fetch /sw.js again as
 * pages load; this worker then takes over at once, deletes the site's caches, unregisters
 * itself and reloads the open pages, so they come from the dev server from then on.
 */
export const RETIRED_SERVICE_WORKER = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) await caches.delete(name);
      await self.registration.unregister();
      for (const client of await self.clients.matchAll({ type: 'window' })) client.navigate(client.url);
    })(),
  );
});
`;
