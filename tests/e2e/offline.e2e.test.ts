/**
 * Issue 15 §3: installable, and what you used works offline. The built site served as `npm start`
 * serves it: the web app manifest and its icons; after one visit the home page and the tool used
 * reopen offline (the service worker registers once the page has settled); a tool never opened says it
 * needs a connection, and opens once back online; a new deploy is offered with "A new version is
 * available — Reload", and never runs one deploy's files with another's.
 */
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, launchBrowser, openPage } from './support/browser';
import { startSite } from '../../scripts/lib/site.mjs';
import { CATALOGUE_FILE, readCatalogue, remotePort, ROOT } from '../../scripts/lib/units.mjs';
import { fileDate, writePages } from '../../scripts/lib/pages/write.mjs';
import type { PageCatalogue } from '../../scripts/lib/pages/pages.mjs';

const PORT = 4870;
const HOST_DIST = join(ROOT, 'host', 'dist');
const catalogue = readCatalogue() as unknown as PageCatalogue & { tools: { path: string; name: string; isAvailable: boolean }[] };

let site: Awaited<ReturnType<typeof startSite>>;
let browser: Browser;
beforeAll(async () => {
  site = await startSite({ port: PORT });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const slow = { timeout: 20_000 };
const NEW_VERSION = 'A new version is available — Reload';

/**
 * Waits until the service worker controls the page and holds every file the page has loaded
 * that it keeps (content-hashed scripts and styles of the host and the remotes, the catalogue,
 * the remotes' manifests): what a visitor has once they go offline after this visit.
 */
async function waitUntilKeptForOffline(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, slow);
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const kept = /\.[0-9a-f]{8}\.(?:js|css)$|\/(?:catalogue|mf-manifest)\.json$/;
          const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
          const missing = [];
          for (const url of urls) if (kept.test(new URL(url).pathname) && !(await caches.match(url))) missing.push(url);
          return missing;
        }),
      slow,
    )
    .toEqual([]);
}

async function formatJson(page: Page) {
  await page.getByLabel('JSON input').fill('{"b":1}');
  await expect.poll(() => page.getByLabel('Formatted JSON').inputValue()).toBe('{\n  "b": 1\n}');
}

const scriptsOf = (page: Page) => page.evaluate(() => [...document.scripts].map((script) => script.src).filter(Boolean));

describe('installable', () => {
  it('/manifest.webmanifest names the site, its icons and colours, and shortcuts to the popular tools', async () => {
    const answer = await fetch(`${site.url}/manifest.webmanifest`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    const manifest = (await answer.json()) as Record<string, unknown> & {
      icons: { src: string; sizes: string; type: string; purpose: string }[];
      shortcuts: { name: string; url: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'ToolHub: free online tools and games',
      short_name: 'ToolHub',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#ffffff',
      background_color: '#f6f7fb',
    });
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual(['any any', '192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const file = await fetch(`${site.url}${icon.src}`);
      expect([icon.src, file.status, file.headers.get('content-type')?.split(';')[0]]).toEqual([icon.src, 200, icon.type]);
    }
    const popular = catalogue.tools.filter((tool) => tool.isAvailable).slice(0, 6);
    expect(manifest.shortcuts.map(({ name, url }) => [name, url])).toEqual(popular.map((tool) => [tool.name, `/${tool.path}`]));
  });

  it.each(['/', '/json-formatter', '/no-such-page'])('%s links the manifest and both theme colours', async (path) => {
    const html = await (await fetch(`${site.url}${path}`)).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(html).toContain('<meta name="theme-color" content="#ffffff" media="(prefers-color-scheme: light)">');
    expect(html).toContain('<meta name="theme-color" content="#181b24" media="(prefers-color-scheme: dark)">');
  });

  it('/sw.js is revalidated on every check, so a deploy reaches browsers at once', async () => {
    const answer = await fetch(`${site.url}/sw.js`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
  });

  it('Chromium reads the manifest without errors and finds the site installable', async () => {
    // A profile on disk: Chromium never offers to install from an incognito context (a new context's kind).
    const profile = await mkdtemp(join(tmpdir(), 'toolhub-profile-'));
    const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(site.url);
      await waitUntilKeptForOffline(page);
      const cdp = await context.newCDPSession(page);
      const manifest = await cdp.send('Page.getAppManifest');
      expect([manifest.url, manifest.errors]).toEqual([`${site.url}/manifest.webmanifest`, []]);
      expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });
});

describe('offline', () => {
  it('the service worker starts once the page has settled: a tool page fetches all of its tool first, then /sw.js and the precache', async () => {
    const { page, errors, context } = await openPage(browser);
    try {
      const requested: string[] = [];
      context.on('request', (request) => requested.push(request.url()));
      await page.goto(`${site.url}/json-formatter`);
      await formatJson(page);
      await waitUntilKeptForOffline(page);
      // Each once by the page (the worker asks for them again to keep them).
      const toolFiles = [...new Set(requested.filter((url) => /\/(?:remoteEntry|__federation_expose_json_formatter)\.[0-9a-f]{8}\.js$/.test(url)))];
      expect(toolFiles).toHaveLength(2);
      const worker = requested.indexOf(`${site.url}/sw.js`);
      expect(worker).toBeGreaterThan(Math.max(...toolFiles.map((url) => requested.indexOf(url))));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('after one visit, home and a used tool reopen offline; a tool never opened says it needs a connection, and Retry opens it online', async () => {
    const { page, errors, context } = await openPage(browser);
    try {
      await page.goto(site.url);
      await page.getByRole('link', { name: /JSON Formatter/ }).first().click();
      await formatJson(page);
      await waitUntilKeptForOffline(page);
      expect(await page.getByText(NEW_VERSION).count()).toBe(0);

      const failed: string[] = [];
      // Requests a navigation cut short (net::ERR_ABORTED) did not fail.
      page.on('requestfailed', (request) => request.failure()?.errorText !== 'net::ERR_ABORTED' && failed.push(request.url()));
      await context.setOffline(true);
      await page.goto(site.url);
      await page.getByRole('region', { name: 'Popular' }).waitFor(slow);
      await page.reload();
      await page.getByRole('region', { name: 'Popular' }).waitFor(slow);
      await page.goto(`${site.url}/json-formatter`);
      await page.reload();
      await formatJson(page);
      expect(await page.title()).toBe('JSON Formatter | ToolHub');

      // Never opened: one from a remote never loaded, one from the remote JSON Formatter came from.
      for (const [path, name] of [
        ['roll-a-dice', 'Roll a Dice'],
        ['base64-converter', 'Base64 Converter'],
      ]) {
        await page.goto(`${site.url}/${path}`);
        const notice = page.getByRole('status').filter({ hasText: `${name} needs a connection the first time you open it.` });
        await notice.waitFor(slow);
        expect(await notice.textContent()).toBe(
          `${name} needs a connection the first time you open it. You’re offline: tools you’ve opened before still work. Connect to the internet and choose Retry to open this one.`,
        );
      }

      await context.setOffline(false);
      await page.getByRole('button', { name: 'Retry' }).click();
      await page.getByLabel('Text', { exact: true }).waitFor(slow);
      expect(await page.getByText('needs a connection').count()).toBe(0);
      // Offline, only the never-opened tools' files and the page's check that the site answers
      // (a HEAD request for /) failed, and the page reported those loads; nothing else went wrong.
      const neverOpened = [`http://localhost:${remotePort('fun-games', PORT)}/`, `http://localhost:${remotePort('developer-tools', PORT)}/__federation_expose_base64_converter.`];
      expect(failed.filter((url) => url !== `${site.url}/` && !neverOpened.some((start) => url.startsWith(start)))).toEqual([]);
      expect(errors.filter((line) => !/^Failed to load resource: net::ERR_(?:FAILED|INTERNET_DISCONNECTED)$|^Remote module "toolhub_(?:fun_games\/roll-a-dice|developer_tools\/base64-converter)" failed to load/.test(line))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a new deploy offers "A new version is available — Reload"; the page stays whole on the old one until Reload brings all of it to the new', async () => {
    const next = await nextDeploy();
    const { page, errors, context } = await openPage(browser);
    try {
      await page.goto(site.url);
      await waitUntilKeptForOffline(page);
      const before = await scriptsOf(page);
      expect(before).toEqual([`${site.url}/${next.replaced}`]);

      await site.close();
      site = await startSite({ port: PORT, hostDist: next.dist });
      await page.reload();
      const prompt = page.getByRole('status').filter({ hasText: NEW_VERSION });
      await prompt.waitFor(slow);
      // Until Reload, the page is the deploy it was: its script, though the server no longer has it.
      expect(await scriptsOf(page)).toEqual(before);
      expect(await prompt.textContent()).toBe(`${NEW_VERSION}×`);

      await prompt.getByRole('button', { name: 'Reload' }).click();
      await expect.poll(() => scriptsOf(page), slow).toEqual([`${site.url}/${next.main}`]);
      await page.getByRole('region', { name: 'Popular' }).waitFor(slow);
      const hostScripts = await page.evaluate((origin) => performance.getEntriesByType('resource').map((entry) => entry.name).filter((url) => url.startsWith(origin) && url.endsWith('.js')), site.url);
      const deployed = new Set(await readdir(next.dist));
      expect(hostScripts.filter((url) => !deployed.has(new URL(url).pathname.slice(1)))).toEqual([]);
      expect(await page.getByText(NEW_VERSION).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await site.close();
      site = await startSite({ port: PORT });
      await rm(next.dist, { recursive: true, force: true });
    }
  });
});

/**
 * The next deploy of the host, as a build would make it: a copy of host/dist whose entry script
 * changed (so its name did), the old one gone from the server, and its pages, manifest and
 * service worker written again by the pages' writer.
 */
async function nextDeploy(): Promise<{ dist: string; replaced: string; main: string }> {
  const dist = await mkdtemp(join(tmpdir(), 'toolhub-next-deploy-'));
  await cp(HOST_DIST, dist, { recursive: true });
  const files = await readdir(dist);
  const replaced = files.find((file) => /^main\.[0-9a-f]{8}\.js$/.test(file))!;
  const code = `${await readFile(join(dist, replaced), 'utf8')}\n// the next deploy\n`;
  const main = `main.${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
  await writeFile(join(dist, main), code);
  await unlink(join(dist, replaced));
  for (const file of files.filter((name) => name.endsWith('.html'))) {
    const html = await readFile(join(dist, file), 'utf8');
    await writeFile(join(dist, file), html.replaceAll(replaced, main));
  }
  await writePages({ dist, catalogue, siteUrl: `http://localhost:${PORT}`, lastmod: await fileDate(CATALOGUE_FILE) });
  return { dist, replaced, main };
}
