/**
 * Issue 15 §1: in Chromium, the host served by the Hosting emulator loads a tool from a remote
 * served by another Hosting target (another origin), with the CSP and CORS of the config, and
 * nothing from the localhost block the host was built with: the remote entries come from the
 * catalogue.json this environment publishes. Run by run-hosting-suite.mjs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from '../e2e/support/browser';
import { environment, HOST, remoteOrigin, requireEmulators } from './support';

requireEmulators();

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const devTools = remoteOrigin('developer-tools');
const SITES = [HOST, ...Object.values(environment.remotes)];
/** Requests that left the emulated environment's sites (the host was built for the localhost block). */
const elsewhere = (requests: string[]) => requests.filter((url) => /^https?:/.test(url) && !SITES.some((origin) => url.startsWith(`${origin}/`)));

async function formatJson(page: Page) {
  await page.getByLabel('JSON input').fill('{"b":1,"a":[1,2]}');
  await expect.poll(() => page.getByLabel('Formatted JSON').inputValue()).toBe('{\n  "b": 1,\n  "a": [\n    1,\n    2\n  ]\n}');
}

describe('the host loads a remote from another Hosting site', () => {
  it('from the home page, JSON Formatter opens from the developer-tools site and works', async () => {
    const { page, errors, requests, context } = await openPage(browser);
    try {
      await page.goto(`${HOST}/`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Small tools, big help');
      await page.getByRole('link', { name: /JSON Formatter/ }).first().click();
      await expect.poll(() => page.url()).toBe(`${HOST}/json-formatter`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('JSON Formatter');
      await formatJson(page);
      expect(requests).toContain(`${devTools}/mf-manifest.json`);
      expect(elsewhere(requests)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('opened directly, a tool page loads its remote from the served catalogue, never the built-in one', async () => {
    const { page, errors, requests, context } = await openPage(browser);
    try {
      await page.goto(`${HOST}/json-formatter`);
      await formatJson(page);
      expect(requests.filter((url) => url.includes('mf-manifest.json'))).toEqual([`${devTools}/mf-manifest.json`]);
      expect(requests.filter((url) => url.startsWith('http://localhost:'))).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('AI News shows the headlines /api/news gets from the news function', async () => {
    const { page, errors, context } = await openPage(browser);
    try {
      await page.goto(`${HOST}/ai-news`);
      const list = page.getByRole('list', { name: 'Headlines' });
      await expect.poll(() => list.getByRole('link').count(), { timeout: 30_000 }).toBeGreaterThan(2);
      expect(await list.textContent()).toContain('Transformers, explained');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('an unknown address answers 404 and shows the not-found page', async () => {
    const { page, errors, context } = await openPage(browser);
    try {
      const response = await page.goto(`${HOST}/no-such-tool`);
      expect(response?.status()).toBe(404);
      await expect.poll(() => page.locator('#root > :not(.prerender)').getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
