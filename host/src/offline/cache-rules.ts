/**
 * Which of the service worker's caches answers a request (sw.ts gives each rule its Workbox
 * strategy); null leaves the request to the network, untouched. The shell's own files are not
 * here: they are precached (scripts/lib/pages/service-worker.mjs) and answered before any rule.
 *
 *   page             a page of the app: the cached shell, whose router shows the address
 *   catalogue        /catalogue.json: network first, the last good copy offline
 *   remote-manifest  a remote's mf-manifest.json: network first, so a remote's deploy shows on
 *                    the next load, the last copy offline
 *   remote-file      a remote's content-hashed file: from the cache once fetched (its name changes
 *                    with its content)
 *   host-file        one of the host's own content-hashed chunks, loaded on demand: the same
 */
export type CacheRule = 'page' | 'catalogue' | 'remote-manifest' | 'remote-file' | 'host-file';

export interface SeenRequest {
  url: URL;
  method: string;
  mode: RequestMode;
  cache: RequestCache;
}

/** The catalogue's address (CATALOGUE_URL in catalogue/catalogue-store.ts, which the worker does not import). */
export const CATALOGUE_PATH = '/catalogue.json';

/**
 * A file name with a content hash, as rspack writes them (`main.1a2b3c4d.js`): the same test as
 * the local server's immutable caching (scripts/lib/static-server.mjs). Source maps are not.
 */
const HASHED_FILE = /\.[0-9a-f]{8}\.[a-z0-9]+$/;

/** Addresses of files (an extension in the last segment) and of the API are not pages. */
const NOT_A_PAGE = /^\/api(?:\/|$)|\.[^/]*$/;

export function cacheRuleFor({ url, method, mode, cache }: SeenRequest, siteOrigin: string): CacheRule | null {
  if (method !== 'GET' || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  // The page asks the network itself, and means it (/admin asks each remote whether it answers).
  if (cache === 'no-store') return null;
  const sameOrigin = url.origin === siteOrigin;
  if (mode === 'navigate') return sameOrigin && !NOT_A_PAGE.test(url.pathname) ? 'page' : null;
  if (sameOrigin) {
    if (url.pathname === CATALOGUE_PATH) return 'catalogue';
    return HASHED_FILE.test(url.pathname) ? 'host-file' : null;
  }
  // Other origins: the remotes, whose entries the catalogue names (any origin, per environment).
  if (url.pathname.endsWith('/mf-manifest.json')) return 'remote-manifest';
  return HASHED_FILE.test(url.pathname) ? 'remote-file' : null;
}
