import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser';
import { answer404, dropConnection } from './support/site';
import { siteAndBrowser } from './support/suite';
import { readCatalogue, units } from '../../scripts/lib/units.mjs';

const PORT = 4100;
// The override tests below need the CSP to admit loopback override origins, as the build does.
const suite = siteAndBrowser(PORT, { overrideEnv: {} });

const remoteOrigins = () =>
  Object.keys(catalogue.remotes).map((_, i) => `http://localhost:${PORT + 1 + i}`);
const remoteRequests = (requests: string[]) => requests.filter((url) => remoteOrigins().some((origin) => url.startsWith(origin)));

const catalogue = readCatalogue() as unknown as {
  remotes: Record<string, { entry: string }>;
  categories: { id: string; name: string; remote: string }[];
  tools: { path: string; name: string; isAvailable: boolean; category: string }[];
};
/** Every tool is available today: this one is served as coming soon where a test needs one. */
const firstUnavailable = catalogue.tools.find((tool) => !tool.isAvailable) ?? catalogue.tools.find((tool) => tool.path === 'split-pdf')!;
/** The live catalogue with `firstUnavailable` marked coming soon, as ops would publish it. */
const withComingSoon = (text: string) => {
  const live = JSON.parse(text) as typeof catalogue;
  live.tools.find((tool) => tool.path === firstUnavailable.path)!.isAvailable = false;
  return JSON.stringify(live);
};
const anotherCategoryTool = catalogue.tools.find((tool) => tool.isAvailable && tool.category !== 'developer-tools')!;

async function formatJson(page: import('playwright-core').Page) {
  await page.getByLabel('JSON input').fill('{"b":1,"a":[1,2]}');
  await expect.poll(() => page.getByLabel('Formatted JSON').inputValue()).toBe('{\n  "b": 1,\n  "a": [\n    1,\n    2\n  ]\n}');
}

describe('the federated platform', () => {
  it('home lists every tool by category and requests no remote', async () => {
    const { page, errors, requests, context } = await openPage(suite.browser);
    await page.goto(suite.site.url);
    for (const category of catalogue.categories) {
      await expect.poll(() => page.getByRole('heading', { level: 2, name: category.name }).count()).toBe(1);
    }
    const listed = await page.getByRole('list', { name: 'Developer Tools' }).getByRole('link').count();
    expect(listed).toBe(catalogue.tools.filter((t) => t.category === 'developer-tools').length);
    const soon = await page.locator('main').getByText('Coming soon', { exact: true }).count();
    expect(soon).toBe(catalogue.tools.filter((t) => !t.isAvailable).length);
    await page.waitForLoadState('networkidle');
    expect(remoteRequests(requests)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opening a tool fetches only its own remote, and the tool works', async () => {
    const { page, errors, requests, context } = await openPage(suite.browser);
    await page.goto(suite.site.url);
    await page.getByRole('link', { name: /JSON Formatter/ }).first().click();
    await expect.poll(() => page.url()).toBe(`${suite.site.url}/json-formatter`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('JSON Formatter');
    await formatJson(page);
    const fetched = remoteRequests(requests);
    const devTools = `http://localhost:${suite.site.remotePort('developer-tools')}/`;
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched.filter((url) => !url.startsWith(devTools))).toEqual([]);
    expect(fetched).toContain(`${devTools}mf-manifest.json`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an unavailable tool shows Coming soon', async () => {
    suite.site.serveCatalogue(withComingSoon);
    try {
      const { page, errors, context } = await openPage(suite.browser);
      await page.goto(`${suite.site.url}/${firstUnavailable.path}`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(firstUnavailable.name);
      await expect.poll(() => page.locator('main').getByText('Coming soon', { exact: true }).first().isVisible()).toBe(true);
      expect(await page.title()).toContain(firstUnavailable.name);
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      suite.site.serveCatalogue(null);
    }
  });

  it.each(['/no-such-tool', '/404', '/api/anything'])('%s shows the 404 page', async (path) => {
    const { page, errors, context } = await openPage(suite.browser);
    await page.goto(`${suite.site.url}${path}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    expect(await page.getByRole('list', { name: 'Popular Tools' }).getByRole('link').count()).toBe(6);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a catalogue flipped by ops shows Coming soon without any rebuild', async () => {
    suite.site.serveCatalogue((text) => {
      const live = JSON.parse(text) as typeof catalogue;
      live.tools.find((tool) => tool.path === 'json-formatter')!.isAvailable = false;
      return JSON.stringify(live);
    });
    try {
      const { page, requests, context } = await openPage(suite.browser);
      await page.goto(`${suite.site.url}/json-formatter`);
      await expect.poll(() => page.locator('main').getByText('Coming soon', { exact: true }).count()).toBeGreaterThan(0);
      await page.waitForLoadState('networkidle');
      expect(remoteRequests(requests)).toEqual([]);
      await context.close();
    } finally {
      suite.site.serveCatalogue(null);
    }
  });

  it('a malformed catalogue keeps the built-in one and says so', async () => {
    suite.site.serveCatalogue(() => '{"version": 1, "tools": [');
    try {
      const { page, errors, context } = await openPage(suite.browser);
      await page.goto(suite.site.url);
      await expect.poll(() => page.getByText('The tool list could not be refreshed').count()).toBe(1);
      // The home page's categories below its first screen follow a task each.
      await page.getByRole('heading', { level: 2, name: 'Developer Tools' }).waitFor({ state: 'visible' });
      expect(errors).toEqual([]);
      await page.goto(`${suite.site.url}/${firstUnavailable.path}`);
      // The app's heading, not the page's pre-rendered one (scripts/lib/pages/).
      await expect.poll(() => page.locator('#root > :not(.prerender)').getByRole('heading', { level: 1 }).textContent()).toBe(firstUnavailable.name);
      // The tool is available in the built-in snapshot, whose entries name the default port block,
      // not this suite's: its remote may fail to load (once the fetch gets there); nothing else may.
      const snapshotEntry = JSON.stringify(catalogue.remotes[catalogue.categories.find((c) => c.id === firstUnavailable.category)!.remote]!.entry);
      expect(
        errors.filter((error) => error !== 'Failed to load resource: net::ERR_CONNECTION_REFUSED' && !error.includes(`"manifestUrl":${snapshotEntry}`)),
      ).toEqual([]);
      await context.close();
    } finally {
      suite.site.serveCatalogue(null);
    }
  });
});

describe('the federation code the site ships', () => {
  // Module Federation's SDK also loads remotes in Node.js (fetch, `node:module`, vm); in a browser
  // that is dead weight a visitor downloads and runs with every remote entry and the runtime.
  const NODE_ONLY = ['Error constructing URL:', 'node:module'];
  it('is for browsers only: the runtime chunk and every remote entry leave out the Node.js loader', () => {
    const federationFiles = units().flatMap((unit) =>
      readdirSync(unit.dist)
        .filter((file) => /^(federation-runtime|remoteEntry)\.[0-9a-f]{8}\.js$/.test(file))
        .map((file) => ({ file: `${unit.name}/${file}`, code: readFileSync(join(unit.dist, file), 'utf8') })),
    );
    expect(federationFiles).toHaveLength(1 + Object.keys(catalogue.remotes).length);
    const withNodeCode = federationFiles.filter(({ code }) => NODE_ONLY.some((text) => code.includes(text))).map(({ file }) => file);
    expect(withNodeCode).toEqual([]);
  });
});

describe('independent deploys', () => {
  it('a remote redeployed on its own is picked up on the next page load, with no host rebuild', async () => {
    const { createStaticServer } = await import('../../scripts/lib/static-server.mjs');
    const { join } = await import('node:path');
    // The "new version" of developer-tools: another build behind the same origin and URLs.
    const redeployed = createStaticServer({ root: join(import.meta.dirname, '..', 'fixtures', 'throwing-remote', 'dist'), cors: true });
    const { page, context } = await openPage(suite.browser);
    try {
      await page.goto(`${suite.site.url}/json-formatter`);
      await formatJson(page);
      suite.site.fault('developer-tools', (req, res) => {
        redeployed.emit('request', req, res);
        return true;
      });
      await page.reload();
      await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 20_000 }).toMatch(/JSON Formatter stopped working because of an error/);
    } finally {
      suite.site.fault('developer-tools', null);
      await context.close();
    }
  });
});

describe('fault injection', () => {
  async function expectFallbackThenRecovery(breakRemote: () => void, expectedMessage: RegExp) {
    breakRemote();
    const { page, errors, context } = await openPage(suite.browser);
    try {
      await page.goto(`${suite.site.url}/json-formatter`);
      await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 20_000 }).toMatch(expectedMessage);
      const retry = page.getByRole('button', { name: 'Retry' });
      expect(await retry.isVisible()).toBe(true);
      expect(errors.filter((line) => line.startsWith('Remote module "toolhub_developer_tools/json-formatter" failed to load')).length).toBeGreaterThan(0);
      expect(errors.filter((line) => line.startsWith('uncaught:'))).toEqual([]);

      // The shell and another category keep working.
      expect(await page.getByRole('button', { name: 'Random tool' }).first().isVisible()).toBe(true);
      await page.goto(suite.site.url);
      await page.locator(`a[href="/${anotherCategoryTool.path}"]`).filter({ visible: true }).first().click();
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(anotherCategoryTool.name);
      await expect.poll(() => page.locator('.tool-body').innerText(), { timeout: 20_000 }).not.toMatch(/Loading|could not be loaded/);

      // Back on the tool while the remote is still down: the fallback again, then the remote
      // comes back and Retry loads the tool.
      await page.goto(`${suite.site.url}/json-formatter`);
      await expect.poll(() => page.getByRole('button', { name: 'Retry' }).count(), { timeout: 20_000 }).toBe(1);
      suite.site.fault('developer-tools', null);
      await page.getByRole('button', { name: 'Retry' }).click();
      await formatJson(page);
    } finally {
      suite.site.fault('developer-tools', null);
      await context.close();
    }
  }

  it('a stopped remote server shows the fallback with Retry', async () => {
    await expectFallbackThenRecovery(() => suite.site.fault('developer-tools', dropConnection), /JSON Formatter could not be loaded/);
  });

  it('a manifest answering 404 shows the fallback with Retry', async () => {
    await expectFallbackThenRecovery(() => suite.site.fault('developer-tools', answer404(/mf-manifest\.json/)), /JSON Formatter could not be loaded/);
  });

  it('an exposed module that throws on render shows the fallback, and the shell survives', async () => {
    const { createStaticServer, listen } = await import('../../scripts/lib/static-server.mjs');
    const { join } = await import('node:path');
    const fixture = createStaticServer({ root: join(import.meta.dirname, '..', 'fixtures', 'throwing-remote', 'dist'), cors: true });
    await listen(fixture, PORT + 50);
    const { page, errors, context } = await openPage(suite.browser);
    try {
      await page.goto(`${suite.site.url}/json-formatter?remote.developer-tools=http://localhost:${PORT + 50}/mf-manifest.json`);
      // Overrides load only once confirmed (the e2e build turns them on; loopback is allowed).
      await page.getByRole('dialog', { name: 'Load Developer Tools from another address?' }).getByRole('button', { name: 'Load this remote' }).click();
      await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 20_000 }).toMatch(/JSON Formatter stopped working because of an error/);
      expect(await page.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);
      expect(errors.some((line) => line.includes('fixture: json-formatter throws while rendering'))).toBe(true);
      expect(await page.getByRole('button', { name: 'Random tool' }).isVisible()).toBe(true);
      // Clearing the override brings the real remote back.
      await page.getByRole('button', { name: 'Clear overrides' }).click();
      await page.waitForLoadState('load');
      await formatJson(page);
    } finally {
      await context.close();
      await new Promise((resolve) => fixture.close(resolve));
    }
  });
});

describe('remote override', () => {
  it('loads a remote from the given URL with a banner, until cleared', async () => {
    const { page, requests, context } = await openPage(suite.browser);
    // A second copy of developer-tools on another origin stands for a team's preview deploy.
    const { createStaticServer, listen } = await import('../../scripts/lib/static-server.mjs');
    const { join } = await import('node:path');
    const preview = createStaticServer({ root: join(import.meta.dirname, '..', '..', 'remotes', 'developer-tools', 'dist'), cors: true });
    await listen(preview, PORT + 51);
    const previewUrl = `http://localhost:${PORT + 51}/mf-manifest.json`;
    try {
      await page.goto(`${suite.site.url}/?remote.developer-tools=${encodeURIComponent(previewUrl)}`);
      await page.getByRole('dialog', { name: 'Load Developer Tools from another address?' }).getByRole('button', { name: 'Load this remote' }).click();
      const banner = page.getByRole('region', { name: 'Remote overrides' });
      await expect.poll(() => banner.textContent()).toContain(`developer-tools → ${previewUrl}`);
      expect(page.url()).toBe(`${suite.site.url}/`);
      await page.goto(`${suite.site.url}/json-formatter`);
      await formatJson(page);
      expect(requests).toContain(previewUrl);
      expect(requests.some((url) => url.startsWith(`http://localhost:${suite.site.remotePort('developer-tools')}/`))).toBe(false);
      await page.getByRole('button', { name: 'Clear overrides' }).click();
      await page.waitForLoadState('load');
      await expect.poll(() => page.getByRole('region', { name: 'Remote overrides' }).count()).toBe(0);
    } finally {
      await context.close();
      await new Promise((resolve) => preview.close(resolve));
    }
  });

  it.each(['javascript:alert(1)', 'data:text/javascript,alert(1)', 'not a url'])('refuses %s with a message', async (bad) => {
    const { page, errors, context } = await openPage(suite.browser);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(`${suite.site.url}/?remote.developer-tools=${encodeURIComponent(bad)}`);
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Remote override for “developer-tools” refused');
    // A refused link is the visitor's input, not a fault of the site: a warning, not an error.
    expect(warnings.some((line) => line.includes('Remote override for "developer-tools" refused'))).toBe(true);
    expect(errors).toEqual([]);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Small tools, big help');
    await context.close();
  });
});
