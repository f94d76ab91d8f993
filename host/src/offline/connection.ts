/** How long the site may take to answer before this browser counts as offline. */
export const REACH_TIMEOUT_MS = 3000;

/**
 * Whether this browser cannot reach the site now. navigator.onLine is believed when it says
 * offline; when it says online (it does on a network without internet, and in some emulations)
 * the site is asked: a HEAD request, which the service worker leaves to the network (it answers
 * GET only) and no HTTP cache answers.
 */
export async function isOffline(fetcher: typeof fetch = fetch, online = navigator.onLine): Promise<boolean> {
  if (!online) return true;
  try {
    await fetcher('/', { method: 'HEAD', cache: 'no-store', signal: AbortSignal.timeout(REACH_TIMEOUT_MS) });
    return false;
  } catch {
    return true;
  }
}
