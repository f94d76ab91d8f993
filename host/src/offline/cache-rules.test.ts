import { describe, expect, it } from 'vitest';
import { CATALOGUE_PATH, cacheRuleFor } from './cache-rules';
import { CATALOGUE_URL } from '../catalogue/catalogue-store';

const SITE = 'https://toolhub.example';
const REMOTE = 'https://dev-tools.toolhub.example';

const rule = (url: string, mode: RequestMode = 'cors', method = 'GET', cache: RequestCache = 'default') => cacheRuleFor({ url: new URL(url), method, mode, cache }, SITE);

describe('cacheRuleFor: which cache answers a request', () => {
  it.each([
    // Pages of the app: the cached shell, whose router shows the address.
    [`${SITE}/`, 'navigate', 'page'],
    [`${SITE}/json-formatter`, 'navigate', 'page'],
    [`${SITE}/json-formatter?indent=2#out`, 'navigate', 'page'],
    [`${SITE}/no-such-page`, 'navigate', 'page'],
    [`${SITE}/privacy-policy/`, 'navigate', 'page'],
    [`${SITE}/apiary`, 'navigate', 'page'],
    // Files and the API are the server's to answer, even opened in the address bar.
    [`${SITE}/api/news`, 'navigate', null],
    [`${SITE}/api`, 'navigate', null],
    [`${SITE}/sitemap.xml`, 'navigate', null],
    [`${SITE}/robots.txt`, 'navigate', null],
    [`${SITE}/catalogue.json`, 'navigate', null],
    [`${SITE}/json-formatter.html`, 'navigate', null],
    [`${REMOTE}/json-formatter`, 'navigate', null],
    // The catalogue, and the host's own chunks by their content hash.
    [`${SITE}/catalogue.json`, 'cors', 'catalogue'],
    [`${SITE}/catalogue.json?fresh=1`, 'cors', 'catalogue'],
    [`${SITE}/src_pages_admin_AdminPage_tsx.48868aa5.js`, 'cors', 'host-file'],
    [`${SITE}/src_modals_LoginModal_tsx.980998fc.css`, 'cors', 'host-file'],
    [`${SITE}/assets/DejaVuSans.0a1b2c3d.ttf`, 'cors', 'host-file'],
    [`${SITE}/main.3e7e60cc.js.map`, 'cors', null],
    [`${SITE}/main.3E7E60CC.js`, 'cors', null],
    [`${SITE}/sw.js`, 'same-origin', null],
    [`${SITE}/manifest.webmanifest`, 'cors', null],
    [`${SITE}/icons/toolhub-192.png`, 'no-cors', null],
    [`${SITE}/api/news?feed=1`, 'cors', null],
    [`${SITE}/`, 'cors', null],
    // The remotes, on their own origins: manifests, and every content-hashed file, however asked for.
    [`${REMOTE}/mf-manifest.json`, 'cors', 'remote-manifest'],
    [`${REMOTE}/v2/mf-manifest.json`, 'cors', 'remote-manifest'],
    [`${REMOTE}/remoteEntry.129167aa.js`, 'no-cors', 'remote-file'],
    [`${REMOTE}/__federation_expose_json_formatter.82d9b35a.js`, 'cors', 'remote-file'],
    [`${REMOTE}/__federation_expose_json_formatter.06d2e804.css`, 'cors', 'remote-file'],
    [`${REMOTE}/workers/format.1a2b3c4d.js`, 'no-cors', 'remote-file'],
    [`${REMOTE}/assets/eng.traineddata.0a1b2c3d.gz`, 'cors', 'remote-file'],
    [`${REMOTE}/mf-manifest-stats.json`, 'cors', null],
    [`${REMOTE}/remoteEntry.js`, 'no-cors', null],
    ['https://www.googletagmanager.com/gtag/js?id=G-1', 'no-cors', null],
    ['https://firestore.googleapis.com/v1/projects/p/databases/(default)/documents:commit', 'cors', null],
    // Never cached: other schemes.
    ['blob:https://toolhub.example/8c2d', 'cors', null],
    ['data:text/plain,hi', 'cors', null],
  ] as const)('%s (%s) → %s', (url, mode, expected) => {
    expect(rule(url, mode)).toBe(expected);
  });

  it.each(['POST', 'HEAD', 'PUT'])('%s is never cached (Workbox answers GET only)', (method) => {
    expect(rule(`${SITE}/catalogue.json`, 'cors', method)).toBeNull();
    expect(rule(`${SITE}/`, 'navigate', method)).toBeNull();
    expect(rule(`${REMOTE}/remoteEntry.129167aa.js`, 'no-cors', method)).toBeNull();
  });

  it.each(['default', 'no-cache', 'reload', 'force-cache'] as const)('a request asking the HTTP cache %s is cached', (cache) => {
    expect(rule(`${REMOTE}/mf-manifest.json`, 'cors', 'GET', cache)).toBe('remote-manifest');
    expect(rule(`${SITE}/catalogue.json`, 'cors', 'GET', cache)).toBe('catalogue');
  });

  it('a request asking for no storing is the network’s alone (the admin page asking whether a remote answers)', () => {
    expect(rule(`${REMOTE}/mf-manifest.json`, 'cors', 'GET', 'no-store')).toBeNull();
    expect(rule(`${SITE}/catalogue.json`, 'cors', 'GET', 'no-store')).toBeNull();
    expect(rule(`${REMOTE}/remoteEntry.129167aa.js`, 'no-cors', 'GET', 'no-store')).toBeNull();
  });

  it('knows the catalogue at the address the host fetches it from', () => {
    expect(CATALOGUE_PATH).toBe(CATALOGUE_URL);
  });
});
