import { afterPaint } from '../tracking/after-paint';

/**
 * Registers the service worker from a chunk of its own (the first load carries none of it), once
 * the page has settled: loaded, then nothing fetched for a while (page-settled.ts), so installing
 * it never competes with the page or the tool still loading. Production builds only: `npm run dev`
 * serves every change fresh.
 */
export function startOfflineSupport(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  afterPaint(() => {
    // The name is the precache list's (scripts/lib/pages/service-worker.mjs, SHELL_CHUNKS).
    Promise.all([
      import(/* webpackChunkName: "register-service-worker" */ './register-service-worker'),
      import(/* webpackChunkName: "register-service-worker" */ './page-settled'),
    ]).then(
      async ([{ registerServiceWorker }, { whenPageSettled }]) => {
        await whenPageSettled();
        registerServiceWorker();
      },
      (error: unknown) => console.warn('Offline support could not start', error),
    );
  });
}
