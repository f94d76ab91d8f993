/**
 * Issue 15 §1: the real firebase.json (made for the emulated environment by the generator that
 * makes the committed one) under the Firebase Hosting and Functions emulators: every answer
 * carries the headers configured, clean URLs and the /api/news rewrite work, an unknown path is
 * a 404 with the not-found page, and catalogue.json is compressed. Run by run-hosting-suite.mjs.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHARED_LIBRARIES } from '../../scripts/lib/shared-libraries.mjs';
import { checkHostLibraries } from '../../scripts/lib/deploy/host-libraries.mjs';
import { configuredHeader, environment, HOST, mainScript, remoteOrigin, requireEmulators, stagedHostFile } from './support';

requireEmulators();

const IMMUTABLE = 'public, max-age=31536000, immutable';
const OTHER_ORIGIN = 'https://evil.example';
const devTools = remoteOrigin('developer-tools');

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers, redirect: 'manual' });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** The security headers every host answer carries, as configured. */
function expectHostHeaders(headers: Headers) {
  for (const key of ['Content-Security-Policy', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy', 'Cross-Origin-Opener-Policy']) {
    expect([key, headers.get(key)]).toEqual([key, configuredHeader('host', key)]);
  }
}

describe('the host site', () => {
  it("/ is the home page, revalidated, with the CSP naming this environment's remotes", async () => {
    const { status, headers, text } = await get(`${HOST}/`);
    expect([status, headers.get('content-type'), headers.get('cache-control')]).toEqual([200, 'text/html; charset=utf-8', 'no-cache']);
    expectHostHeaders(headers);
    expect(headers.get('content-security-policy')).toContain(`script-src 'self' ${Object.values(environment.remotes).join(' ')} 'sha256-`);
    expect(headers.get('content-security-policy')).not.toContain('localhost:30');
    expect(text).toContain(`<link rel="canonical" href="${HOST}/">`);
  });

  it('/json-formatter is its own page (clean URL), and the .html and trailing-slash forms redirect to it', async () => {
    const page = await get(`${HOST}/json-formatter`);
    expect([page.status, page.headers.get('cache-control')]).toEqual([200, 'no-cache']);
    expect(page.text).toContain('<title>JSON Formatter | ToolHub</title>');
    expect(page.text).toContain(`<link rel="canonical" href="${HOST}/json-formatter">`);
    expectHostHeaders(page.headers);
    for (const path of ['/json-formatter.html', '/json-formatter/']) {
      const moved = await get(`${HOST}${path}`);
      expect([path, moved.status, moved.headers.get('location')]).toEqual([path, 301, '/json-formatter']);
    }
  });

  it('a hashed script is cached for a year, immutable', async () => {
    const { status, headers } = await get(`${HOST}${mainScript()}`);
    expect([status, headers.get('cache-control'), headers.get('content-type')]).toEqual([200, IMMUTABLE, 'application/javascript; charset=utf-8']);
    expectHostHeaders(headers);
  });

  it("catalogue.json is revalidated, compressed when asked, and points at this environment's remote sites", async () => {
    const { status, headers, text } = await get(`${HOST}/catalogue.json`, { 'Accept-Encoding': 'gzip' });
    expect([status, headers.get('cache-control'), headers.get('content-encoding')]).toEqual([200, 'no-cache', 'gzip']);
    const catalogue = JSON.parse(text) as { remotes: Record<string, { entry: string }> };
    expect(catalogue.remotes['developer-tools']).toEqual({ entry: `${devTools}/mf-manifest.json` });
    expect(Object.keys(catalogue.remotes).map((id) => catalogue.remotes[id]!.entry)).toEqual(Object.values(environment.remotes).map((origin) => `${origin}/mf-manifest.json`));
  });

  it("sitemap.xml and robots.txt name this environment's address", async () => {
    expect((await get(`${HOST}/sitemap.xml`)).text).toContain(`<loc>${HOST}/json-formatter</loc>`);
    expect((await get(`${HOST}/robots.txt`)).text).toContain(`Sitemap: ${HOST}/sitemap.xml`);
  });

  it.each(['/no-such-page', '/no-such-file.js', '/api/other'])('%s answers 404 with the not-found page', async (path) => {
    const { status, headers, text } = await get(`${HOST}${path}`);
    expect([status, headers.get('cache-control')]).toEqual([404, 'no-cache']);
    expect(text).toBe(stagedHostFile('404.html'));
    expect(text).toContain('<h1>Page not found</h1>');
    expectHostHeaders(headers);
  });
});

describe('what the host provides to remotes', () => {
  it('shared-versions.json names the kit and libraries this host runs, revalidated, and every remote may be deployed against it', async () => {
    const { status, headers, text } = await get(`${HOST}/shared-versions.json`);
    expect([status, headers.get('cache-control')]).toEqual([200, 'no-cache']);
    const provided = JSON.parse(text) as Record<string, string>;
    expect(Object.keys(provided)).toEqual([...SHARED_LIBRARIES]);
    expect(provided['@toolhub/shared']).toBe((JSON.parse(readFileSync('shared/package.json', 'utf8')) as { version: string }).version);
    // Asked over HTTP, as a deploy to production asks the live host.
    for (const remote of Object.keys(environment.remotes)) await expect(checkHostLibraries(remote, { ...environment, emulated: false })).resolves.toBeUndefined();
  });
});

describe('/api/news, rewritten to the news Cloud Function', () => {
  it('answers the merged headlines of the feeds, with the host headers', async () => {
    const { status, headers, text } = await get(`${HOST}/api/news`);
    expect([status, headers.get('content-type'), headers.get('cache-control')]).toEqual([200, 'application/json; charset=utf-8', 'no-cache']);
    expectHostHeaders(headers);
    const news = JSON.parse(text) as { items: { title: string }[]; sources: { ok: boolean; name: string }[]; stale: boolean };
    expect(news.sources.map(({ ok, name }) => ({ ok, name }))).toEqual([
      { ok: true, name: 'Example AI Weekly & More' },
      { ok: true, name: expect.any(String) },
      { ok: true, name: 'Papers Digest' },
    ]);
    expect(news.items.map(({ title }) => title)).toContain('Transformers, explained');
    expect(news.stale).toBe(false);
  });

  it('refuses anything but GET and HEAD, as the local server does', async () => {
    const response = await fetch(`${HOST}/api/news`, { method: 'POST' });
    expect([response.status, response.headers.get('allow'), await response.json()]).toEqual([405, 'GET, HEAD', { error: 'Only GET is supported.' }]);
  });
});

describe('a remote site', () => {
  it("mf-manifest.json is revalidated and readable by the host's origin only", async () => {
    const { status, headers, text } = await get(`${devTools}/mf-manifest.json`, { Origin: HOST });
    expect([status, headers.get('cache-control'), headers.get('access-control-allow-origin')]).toEqual([200, 'no-cache', HOST]);
    expect(headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect((JSON.parse(text) as { name: string }).name).toBe('toolhub_developer_tools');
    // Another origin is not granted: the header names the host, never the asker, never *.
    const other = await get(`${devTools}/mf-manifest.json`, { Origin: OTHER_ORIGIN });
    expect(other.headers.get('access-control-allow-origin')).toBe(HOST);
  });

  it('its hashed remote entry is cached for a year, immutable', async () => {
    const manifest = JSON.parse((await get(`${devTools}/mf-manifest.json`)).text) as { metaData: { remoteEntry: { name: string } } };
    const { status, headers } = await get(`${devTools}/${manifest.metaData.remoteEntry.name}`);
    expect([status, headers.get('cache-control')]).toEqual([200, IMMUTABLE]);
  });

  it('an unknown path is a 404', async () => {
    expect((await get(`${devTools}/no-such-file.js`)).status).toBe(404);
  });
});
