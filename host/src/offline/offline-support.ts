import { afterPaint } from '../tracking/after-paint';

/**
 * Registers the service worker once the page has painted and the browser is idle, from a chunk of
 * its own, so the first load carries none of it. Production builds only: `npm run dev` serves
 * every change fresh.
 */
export function startOfflineSupport(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  afterPaint(() => {
    // The name is the precache list's (scripts/lib/pages/service-worker.mjs, SHELL_CHUNKS).
    import(/* webpackChunkName: "register-service-worker" */ './register-service-worker').then(
      ({ registerServiceWorker }) => registerServiceWorker(),
      (error: unknown) => console.warn('Offline support could not start', error),
    );
  });
}
