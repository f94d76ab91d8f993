/**
 * Issue 14 §1: a link must never run code from elsewhere in ToolHub's origin. The e2e build turns
 * overrides on (global-setup.ts: REMOTE_OVERRIDES=on), so what is tested here is the allowlist
 * and the confirmation dialog, not the production default (off; see the unit tests).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage } from './support/browser';
import { siteAndBrowser } from './support/suite';
import { E2E_OVERRIDE_ORIGIN } from './global-setup';

const PORT = 5100;
const PREVIEW_PORT = 5180;
const EVIL_PORT = 5181;
/** Host names Chromium resolves to this machine (--host-resolver-rules) but that are not loopback names. */
const EVIL_HOSTS = ['evil.test', 'localhost.evil.test'];
const PREVIEW_URL = `http://localhost:${PREVIEW_PORT}/mf-manifest.json`;
const LEGACY_KEY = 'toolhub_remote_overrides';
const SESSION_KEY = 'toolhub_remote_overrides_session';

// Served with the build's override settings, so the CSP admits loopback override origins. It
// also admits the hostile origins, on purpose: what must stop them here is the page's own
// allowlist (built without them), not the CSP, which is a separate wall (security-headers.e2e).
const suite = siteAndBrowser(PORT, {
  overrideEnv: { REMOTE_OVERRIDE_ORIGINS: [E2E_OVERRIDE_ORIGIN, ...EVIL_HOSTS.map((host) => `http://${host}:${EVIL_PORT}`)].join(',') },
  browserArgs: [`--host-resolver-rules=${EVIL_HOSTS.map((host) => `MAP ${host} 127.0.0.1`).join(', ')}`],
});
let evil: Server;
let preview: Server;
const evilRequests: string[] = [];
const previewRequests: string[] = [];

/** A hostile server: a manifest whose entry is a script that marks the page as compromised. */
function evilHandler(req: IncomingMessage, res: ServerResponse) {
  evilRequests.push(`${req.headers.host}${req.url}`);
  const origin = `http://${req.headers.host}`;
  const headers = { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' };
  if (req.url?.includes('mf-manifest.json')) {
    const manifest = {
      id: 'toolhub_developer_tools',
      name: 'toolhub_developer_tools',
      metaData: {
        name: 'toolhub_developer_tools',
        publicPath: `${origin}/`,
        remoteEntry: { name: 'evil.js', path: '', type: 'global' },
        globalName: 'toolhub_developer_tools',
        buildInfo: { buildVersion: '1', buildName: 'evil' },
        types: { path: '', name: '' },
        pluginVersion: '0',
      },
      shared: [],
      remotes: [],
      exposes: [],
    };
    return res.writeHead(200, { ...headers, 'Content-Type': 'application/json' }).end(JSON.stringify(manifest));
  }
  res.writeHead(200, { ...headers, 'Content-Type': 'text/javascript' }).end('window.__evil = true;');
}

beforeAll(async () => {
  evil = createServer(evilHandler);
  await new Promise<void>((resolve) => evil.listen(EVIL_PORT, '127.0.0.1', resolve));
  // A second copy of developer-tools on a loopback origin stands for a team's local build.
  const { createStaticServer, listen } = await import('../../scripts/lib/static-server.mjs');
  preview = createStaticServer({ root: join(import.meta.dirname, '..', '..', 'remotes', 'developer-tools', 'dist'), cors: true });
  preview.on('request', (req: IncomingMessage) => previewRequests.push(req.url ?? ''));
  await listen(preview, PREVIEW_PORT);
});
afterAll(async () => {
  await new Promise((resolve) => evil?.close(resolve));
  await new Promise((resolve) => preview?.close(resolve));
});
beforeEach(() => {
  evilRequests.length = 0;
  previewRequests.length = 0;
});

async function formatJson(page: Page) {
  await page.getByLabel('JSON input').fill('{"b":1,"a":[1,2]}');
  await expect.poll(() => page.getByLabel('Formatted JSON').inputValue()).toBe('{\n  "b": 1,\n  "a": [\n    1,\n    2\n  ]\n}');
}

/** Whatever the page keeps in either storage, as one string to search. */
const storedText = (page: Page) => page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
const evilRan = (page: Page) => page.evaluate(() => (window as unknown as { __evil?: boolean }).__evil);

async function openWatched() {
  const observed = await openPage(suite.browser);
  const warnings: string[] = [];
  observed.page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return { ...observed, warnings };
}

describe('a link to a server that is not allowlisted', () => {
  it('the hostile script would load and run in the site if anything asked for it (so "never" below means something)', async () => {
    const { page, context } = await openPage(suite.browser);
    await page.goto(suite.site.url);
    for (const host of EVIL_HOSTS) {
      await page.evaluate(() => delete (window as unknown as { __evil?: boolean }).__evil);
      await page.addScriptTag({ url: `http://${host}:${EVIL_PORT}/sanity.js` });
      expect(await evilRan(page)).toBe(true);
    }
    expect(evilRequests).toEqual(EVIL_HOSTS.map((host) => `${host}:${EVIL_PORT}/sanity.js`));
    await context.close();
  });

  it.each(EVIL_HOSTS)('http://%s: refused in the page; its script is never requested or run, then or on a later visit', async (host) => {
    const evilManifest = `http://${host}:${EVIL_PORT}/mf-manifest.json`;
    const { page, context, errors, warnings, requests } = await openWatched();
    try {
      await page.goto(`${suite.site.url}/json-formatter?remote.developer-tools=${encodeURIComponent(evilManifest)}`);
      const refusal = `Remote override for “developer-tools” refused: “${evilManifest}” is on http://${host}:${EVIL_PORT}, which is not on this site's list of allowed override origins.`;
      await expect.poll(() => page.getByRole('region', { name: 'Remote overrides' }).getByRole('alert').textContent()).toContain(refusal);
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(page.url()).toBe(`${suite.site.url}/json-formatter`);
      await formatJson(page); // the site's own developer-tools
      expect(warnings).toContain(refusal.replace(/[“”]/g, '"'));

      // A later plain visit in the same tab.
      await page.goto(`${suite.site.url}/json-formatter`);
      await formatJson(page);
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('region', { name: 'Remote overrides' }).count()).toBe(0);
      expect(await evilRan(page)).toBeUndefined();
      expect(await storedText(page)).not.toContain(host);
      expect(requests.filter((url) => new URL(url).hostname === host)).toEqual([]);
      expect(evilRequests).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('an override left in localStorage by the old scheme is deleted and never honoured', async () => {
    const { page, context, errors } = await openWatched();
    try {
      await page.goto(suite.site.url);
      await page.evaluate(
        ([key, url]) => localStorage.setItem(key!, JSON.stringify({ 'developer-tools': url })),
        [LEGACY_KEY, `http://evil.test:${EVIL_PORT}/mf-manifest.json`],
      );
      await page.goto(`${suite.site.url}/json-formatter`);
      await formatJson(page);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate((key) => localStorage.getItem(key), LEGACY_KEY)).toBeNull();
      expect(await page.getByRole('region', { name: 'Remote overrides' }).count()).toBe(0);
      expect(await evilRan(page)).toBeUndefined();
      expect(evilRequests).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('a link to an allowlisted (loopback) origin', () => {
  const link = () => `${suite.site.url}/json-formatter?remote.developer-tools=${encodeURIComponent(PREVIEW_URL)}`;

  it('asks first; Cancel fetches and stores nothing and the site’s own remote is used', async () => {
    const { page, context, errors, requests } = await openWatched();
    try {
      await page.goto(link());
      const dialog = page.getByRole('dialog', { name: 'Load Developer Tools from another address?' });
      await expect.poll(() => dialog.textContent()).toContain(PREVIEW_URL);
      expect(await dialog.textContent()).toContain('Developer Tools (developer-tools)');
      expect(page.url()).toBe(`${suite.site.url}/json-formatter`);
      await page.waitForLoadState('networkidle');
      expect(previewRequests).toEqual([]);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      await formatJson(page);
      await page.reload();
      await formatJson(page);
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(await page.getByRole('region', { name: 'Remote overrides' }).count()).toBe(0);
      expect(await storedText(page)).not.toContain(PREVIEW_URL);
      expect(requests.filter((url) => url.startsWith(`http://localhost:${PREVIEW_PORT}`))).toEqual([]);
      expect(previewRequests).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('works only after "Load this remote", for this tab only, until cleared or expired', async () => {
    const { page, context, errors } = await openWatched();
    try {
      await page.goto(link());
      const dialog = page.getByRole('dialog', { name: 'Load Developer Tools from another address?' });
      await dialog.getByRole('button', { name: 'Load this remote' }).click();
      await page.waitForLoadState('load');
      const banner = page.getByRole('region', { name: 'Remote overrides' });
      await expect.poll(() => banner.textContent()).toContain(`developer-tools → ${PREVIEW_URL}`);

      // A fresh load of the tool in this tab comes from the override, not the catalogue's remote.
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      await page.goto(`${suite.site.url}/json-formatter`);
      await formatJson(page);
      expect(requests).toContain(PREVIEW_URL);
      expect(requests.some((url) => url.startsWith(`http://localhost:${suite.site.remotePort('developer-tools')}/`))).toBe(false);
      expect(await page.evaluate((key) => localStorage.getItem(key), LEGACY_KEY)).toBeNull();

      // Another tab of the same browser does not inherit it (sessionStorage).
      const other = await context.newPage();
      const otherRequests: string[] = [];
      other.on('request', (request) => otherRequests.push(request.url()));
      await other.goto(`${suite.site.url}/json-formatter`);
      await formatJson(other);
      expect(await other.getByRole('region', { name: 'Remote overrides' }).count()).toBe(0);
      expect(otherRequests.some((url) => url.startsWith(`http://localhost:${PREVIEW_PORT}`))).toBe(false);
      await other.close();

      // An expired override is dropped.
      await page.evaluate((key) => {
        const stored = JSON.parse(sessionStorage.getItem(key)!) as Record<string, { expiresAt: number }>;
        for (const entry of Object.values(stored)) entry.expiresAt = Date.now() - 1;
        sessionStorage.setItem(key, JSON.stringify(stored));
      }, SESSION_KEY);
      await page.reload();
      await formatJson(page);
      expect(await banner.count()).toBe(0);

      // Accept again, then clear.
      await page.goto(link());
      await page.getByRole('button', { name: 'Load this remote' }).click();
      await page.waitForLoadState('load');
      await expect.poll(() => banner.count()).toBe(1);
      await page.getByRole('button', { name: 'Clear overrides' }).click();
      await page.waitForLoadState('load');
      await expect.poll(() => banner.count()).toBe(0);
      expect(await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEY)).toBeNull();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
