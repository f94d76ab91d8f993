/**
 * Issue 15 §1: `npm start` and Firebase Hosting send the same cache, CORS and security headers
 * and the same 404s. The local server runs for real (scripts/lib/site.mjs, on 127.0.0.1:5660 and
 * 5667) over a built-looking host and remote, serving production's catalogue; the committed
 * firebase.json is evaluated for the same paths the way Hosting applies it (every `regex` rule
 * that matches, in order, a later header replacing an earlier one; clean URLs; the host's
 * 404.html for anything else). tests/hosting/ checks the real Hosting emulator does so too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSite } from '../../scripts/lib/site.mjs';
import { ROOT, readCatalogue } from '../../scripts/lib/units.mjs';
import { pageFile, sitePages } from '../../scripts/lib/pages/pages.mjs';
import { renderPage } from '../../scripts/lib/pages/head.mjs';
import { environmentCatalogue, environmentNamed, readEnvironments } from '../../scripts/lib/deploy/environments.mjs';

const PORT = 5660;
const REMOTE = 'developer-tools';
const remoteIds = Object.keys(readCatalogue().remotes);
const production = environmentNamed(readEnvironments(remoteIds), 'production');
const catalogueText = environmentCatalogue(readFileSync(join(ROOT, 'catalogue.json'), 'utf8'), production);
const OTHER_ORIGIN = 'https://evil.example';

interface HostingRule {
  regex: string;
  headers: { key: string; value: string }[];
}
interface HostingSite {
  target: string;
  cleanUrls?: boolean;
  headers: HostingRule[];
}
const firebaseJson = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as { hosting: HostingSite[] };
const site = (target: string) => firebaseJson.hosting.find((entry) => entry.target === target)!;

/** The headers Hosting sends for a path: lower-case names, as Node reports them. */
function hostingHeaders(target: string, path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of site(target).headers) {
    if (!new RegExp(rule.regex, 'u').test(path)) continue;
    for (const { key, value } of rule.headers) headers[key.toLowerCase()] = value;
  }
  return headers;
}

/** The status Hosting answers a path with: a file (`/x` is x.html with clean URLs) or 404. */
function hostingStatus(target: string, dist: string, path: string): number {
  const file = path === '/' ? '/index.html' : path;
  const candidates = site(target).cleanUrls ? [file, `${file}.html`] : [file];
  return candidates.some((candidate) => existsSync(join(dist, candidate))) ? 200 : 404;
}

let dir: string;
let hostDist: string;
let remoteDist: string;
let local: Awaited<ReturnType<typeof startSite>>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'toolhub-parity-'));
  hostDist = join(dir, 'host');
  remoteDist = join(dir, REMOTE);
  mkdirSync(join(hostDist, 'static', 'js'), { recursive: true });
  mkdirSync(remoteDist);
  // What the build and the deploy put in host/dist: the page template, a hashed bundle, the
  // files that are never hashed, the published catalogue and every page made from it.
  const template = readFileSync(join(ROOT, 'host', 'index.html'), 'utf8');
  for (const page of sitePages(JSON.parse(catalogueText))) writeFileSync(join(hostDist, pageFile(page)), renderPage(template, page, production.host));
  writeFileSync(join(hostDist, 'static', 'js', 'x.1234abcd.js'), 'console.log(1);');
  writeFileSync(join(hostDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(hostDist, 'manifest.webmanifest'), '{"name":"ToolHub"}');
  writeFileSync(join(hostDist, 'catalogue.json'), catalogueText);
  writeFileSync(join(remoteDist, 'mf-manifest.json'), '{"id":"toolhub_developer_tools"}');
  writeFileSync(join(remoteDist, 'remoteEntry.0123abcd.js'), 'var x;');
  local = await startSite({
    port: PORT,
    only: ['host', REMOTE],
    hostDist,
    remoteDists: { [REMOTE]: remoteDist },
    catalogue: async () => catalogueText,
    hostOrigins: [production.host],
    env: production.build,
    newsFeeds: [],
  });
});

afterAll(async () => {
  await local?.close();
  rmSync(dir, { recursive: true, force: true });
});

const SECURITY = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'cross-origin-opener-policy'];

/** What both servers must agree on for one request. */
async function localAnswer(port: number, path: string, origin?: string) {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers: origin ? { Origin: origin } : {} });
  await response.arrayBuffer();
  return { status: response.status, headers: Object.fromEntries(response.headers) };
}

const pick = (headers: Record<string, string>, names: string[]) => Object.fromEntries(names.map((name) => [name, headers[name] ?? null]));

describe('the host: local server and firebase.json', () => {
  it.each([
    ['/', 200, 'no-cache'],
    ['/json-formatter', 200, 'no-cache'],
    ['/catalogue.json', 200, 'no-cache'],
    ['/static/js/x.1234abcd.js', 200, 'public, max-age=31536000, immutable'],
    ['/sw.js', 200, 'no-cache'],
    ['/manifest.webmanifest', 200, 'no-cache'],
    ['/no-such-page', 404, 'no-cache'],
    ['/no-such-file.js', 404, 'no-cache'],
  ])('%s answers %i, %s, with the same security headers', async (path, status, cache) => {
    const answer = await localAnswer(PORT, path);
    const hosting = hostingHeaders('host', path);
    expect([answer.status, answer.headers['cache-control']]).toEqual([status, cache]);
    expect([hostingStatus('host', hostDist, path), hosting['cache-control']]).toEqual([status, cache]);
    expect(pick(answer.headers, SECURITY)).toEqual(pick(hosting, SECURITY));
    expect(hosting['content-security-policy']).toContain(`script-src 'self' ${Object.values(production.remotes).join(' ')} 'sha256-`);
  });

  it('an unknown path answers the not-found page on both', async () => {
    const page = await (await fetch(`http://127.0.0.1:${PORT}/no-such-page`)).text();
    expect(page).toBe(readFileSync(join(hostDist, '404.html'), 'utf8'));
    expect(page).toContain('<meta name="robots" content="noindex">');
  });
});

describe("a remote: local server and firebase.json", () => {
  const remotePort = PORT + 7;

  it.each([
    ['/mf-manifest.json', 200, 'no-cache'],
    ['/remoteEntry.0123abcd.js', 200, 'public, max-age=31536000, immutable'],
  ])('%s answers %i, %s, with the same security headers, readable by the host only', async (path, status, cache) => {
    const hosting = hostingHeaders(REMOTE, path);
    expect([hostingStatus(REMOTE, remoteDist, path), hosting['cache-control']]).toEqual([status, cache]);
    for (const origin of [production.host, OTHER_ORIGIN]) {
      const answer = await localAnswer(remotePort, path, origin);
      expect([answer.status, answer.headers['cache-control']]).toEqual([status, cache]);
      expect(pick(answer.headers, SECURITY)).toEqual(pick(hosting, SECURITY));
      // The origin may read the file when Access-Control-Allow-Origin names it (or is *).
      const granted = (headers: Record<string, string>) => [origin, '*'].includes(headers['access-control-allow-origin'] ?? '');
      expect([granted(answer.headers), granted(hosting)]).toEqual(origin === production.host ? [true, true] : [false, false]);
    }
    expect(hosting['access-control-allow-origin']).toBe(production.host);
  });
});
