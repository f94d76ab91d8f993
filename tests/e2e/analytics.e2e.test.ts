import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, type ObservedPage } from './support/browser';
import { menuButton } from './support/shell';
import { siteAndBrowser } from './support/suite';
import { E2E_ADMIN_EMAIL } from './global-setup';
import { readCatalogue } from '../../scripts/lib/units.mjs';
import { rowTexts } from './support/tables';

/**
 * Issue 5: page views recorded on the local backend under a non-localhost name, and /admin showing
 * exactly those counts to an admin; nobody else sees the dashboard; nothing is recorded on localhost.
 */
const PORT = 6100;
/** The site under a public-looking name: Chromium resolves it to 127.0.0.1 and treats it as secure. */
const NAMED = `http://toolhub.test:${PORT}`;
const LOCAL_HOSTS = new Set(['toolhub.test', 'localhost', '127.0.0.1']);
const PASSWORD = 'correct horse 42';
const remoteIds = Object.keys(readCatalogue().remotes);
const REMOTES = remoteIds.length;
// The page also runs at toolhub.test: the remotes must answer CORS to it as to localhost.
const suite = siteAndBrowser(PORT, {
  hostOrigins: [NAMED, `http://localhost:${PORT}`, `http://127.0.0.1:${PORT}`],
  browserArgs: ['--host-resolver-rules=MAP toolhub.test 127.0.0.1', `--unsafely-treat-insecure-origin-as-secure=${NAMED}`],
});

/** Requests that left the machine (analytics scripts above all): there must be none. */
function foreignRequests(requests: string[]): string[] {
  return requests.filter((url) => {
    const { protocol, hostname } = new URL(url);
    return /^(https?|wss?):$/.test(protocol) && !LOCAL_HOSTS.has(hostname);
  });
}

/** Opens a context, runs the body, and fails on any console error, uncaught exception or outside request. */
async function withPage(body: (observed: ObservedPage) => Promise<void>) {
  const observed = await openPage(suite.browser);
  try {
    await body(observed);
    expect(observed.errors).toEqual([]);
    expect(foreignRequests(observed.requests)).toEqual([]);
    expect(observed.requests.filter((url) => /googletagmanager|plausible/.test(url))).toEqual([]);
  } finally {
    await observed.context.close();
  }
}

interface StoredAnalytics {
  today: string;
  /** Dates of the daily-analytics documents (single or shard). */
  days: string[];
  total: number;
  unique: number;
  /** Today's per-page counts, by page key. */
  pages: Record<string, number>;
  /** Today's daily-visitors documents: one per visitor id, with its page views. */
  visitors: number[];
  visitorFlag: string | null;
}

/** What the local backend holds in IndexedDB for today, read without creating the database. */
function storedAnalytics(page: Page): Promise<StoredAnalytics> {
  return page.evaluate(async () => {
    const now = new Date();
    const today = [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
    const result = { today, days: [] as string[], total: 0, unique: 0, pages: {} as Record<string, number>, visitors: [] as number[] };
    const visitorFlag = localStorage.getItem(`visitors_counted_${today}`);
    // Opening a database that does not exist would create it empty and break the app's own upgrade.
    if (!(await indexedDB.databases()).some((db) => db.name === 'toolhub')) return { ...result, visitorFlag };
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('toolhub');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      if (!db.objectStoreNames.contains('documents')) return { ...result, visitorFlag };
      const records = await new Promise<{ collection: string; data: Record<string, unknown> }[]>((resolve, reject) => {
        const request = db.transaction('documents').objectStore('documents').getAll();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      for (const { collection, data } of records) {
        if (collection === 'daily-visitors' && data.date === today) result.visitors.push(Number(data.pageViews));
        if (collection !== 'daily-analytics' && collection !== 'daily-analytics-shards') continue;
        result.days.push(String(data.date));
        if (data.date !== today) continue;
        result.total += Number(data.totalPageViews);
        result.unique += Number(data.uniqueVisitors);
        for (const [key, views] of Object.entries(data.pages as Record<string, number>)) result.pages[key] = (result.pages[key] ?? 0) + views;
      }
    } finally {
      db.close();
    }
    return { ...result, visitorFlag };
  });
}

const storedTotal = async (page: Page) => (await storedAnalytics(page)).total;
const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();
const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Waits until the page's heading reads `heading` and the stored day's total reaches `total`. */
async function landed(page: Page, heading: string, total: number) {
  await expect.poll(() => h1(page), { timeout: 30_000 }).toBe(heading);
  await expect.poll(() => storedTotal(page), { timeout: 10_000 }).toBe(total);
}

/** Resolves once the browser has been idle after everything queued so far (the tracker's callback included). */
const idle = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })));

/** The summary's figures, label → value. */
async function summaryFigures(page: Page): Promise<Record<string, string>> {
  const summary = page.getByRole('region', { name: 'Summary' });
  const terms = await summary.getByRole('term').allTextContents();
  const values = await summary.getByRole('definition').allTextContents();
  return Object.fromEntries(terms.map((term, index): [string, string] => [term.trim(), values[index]?.trim() ?? '']));
}

/** From /admin signed out: "Log In" (→ ?modal=login), then "Create Your Account", and the page reloads signed in. */
async function signUpFromAdmin(page: Page, email: string, displayName: string) {
  await page.getByRole('main').getByRole('button', { name: 'Log In' }).click();
  const login = page.getByRole('dialog', { name: 'Log In' });
  await login.waitFor();
  expect(page.url()).toBe(`${new URL(page.url()).origin}/admin?modal=login`);
  await login.getByRole('button', { name: 'Create Your Account' }).click();
  const signup = page.getByRole('dialog', { name: 'Create Your Account' });
  await signup.waitFor();
  await signup.getByLabel('Email', { exact: true }).fill(email);
  await signup.getByLabel('Display Name', { exact: true }).fill(displayName);
  await signup.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await signup.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
  await signup.getByLabel('I accept the Terms of Service and Privacy Policy').check();
  const reloaded = page.waitForEvent('load', { timeout: 30_000 });
  await signup.getByRole('button', { name: 'Create Account' }).click();
  await reloaded;
  expect(page.url()).toBe(`${new URL(page.url()).origin}/admin`);
}

/** Sends a feedback through the side menu's "Got Feedback" dialog and waits for the thank-you. */
async function sendFeedback(page: Page, feedback: { type: string; message: string; email: string }) {
  await menuButton(page).click();
  await page.getByRole('button', { name: 'Give Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Got Feedback' });
  await dialog.waitFor();
  await dialog.getByLabel('Feedback Type', { exact: true }).selectOption(feedback.type);
  await dialog.getByLabel('Message', { exact: true }).fill(feedback.message);
  await dialog.getByLabel('Email (optional)', { exact: true }).fill(feedback.email);
  await dialog.getByRole('button', { name: 'Send Feedback' }).click();
  await dialog.getByText('Thank you for your feedback! We appreciate it.').waitFor();
  await expect.poll(() => dialog.count(), { timeout: 10_000 }).toBe(0);
}

describe('page-view tracking and /admin (local backend)', () => {
  it('counts the pages visited under toolhub.test and shows exactly those counts to the admin', { timeout: 180_000 }, async () => {
    await withPage(async ({ page }) => {
      const feedback = { type: 'Bug Report', message: 'The coin always lands on heads for me.', email: 'visitor@example.com' };
      await page.goto(`${NAMED}/`);
      await landed(page, 'Small tools, big help', 1);
      await page.goto(`${NAMED}/json-formatter`);
      await landed(page, 'JSON Formatter', 2);
      await page.reload();
      await landed(page, 'JSON Formatter', 3);
      await page.goto(`${NAMED}/coin-flip`);
      await landed(page, 'Coin Flip', 4);
      await sendFeedback(page, feedback);
      // An excluded page: the next recorded view must bring the total up by exactly one.
      await page.goto(`${NAMED}/privacy-policy`);
      await expect.poll(() => h1(page)).toBe('Privacy Policy');
      await idle(page);
      // Every address that shows the 404 page is counted as /404 (random URLs must not grow the day's map).
      await page.goto(`${NAMED}/no-such-tool`);
      await landed(page, 'Page not found', 5);
      // Client-side navigations: a tool card, an excluded footer link, then the header's Home link.
      await page.getByRole('list', { name: 'Popular Tools' }).getByRole('link', { name: /JSON Formatter/ }).click();
      await expect.poll(() => pathOf(page)).toBe('/json-formatter');
      await landed(page, 'JSON Formatter', 6);
      await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Privacy Policy' }).click();
      await expect.poll(() => pathOf(page)).toBe('/privacy-policy');
      await expect.poll(() => h1(page)).toBe('Privacy Policy');
      await idle(page);
      await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
      await expect.poll(() => pathOf(page)).toBe('/');
      await landed(page, 'Small tools, big help', 7);

      await page.goto(`${NAMED}/admin`);
      await expect.poll(() => h1(page)).toBe('Not authorised');
      await signUpFromAdmin(page, E2E_ADMIN_EMAIL, 'Ada Admin');
      await expect.poll(() => h1(page), { timeout: 30_000 }).toBe('Admin');
      await idle(page);

      // Stored state: /admin, the modals and the reload after sign-up added nothing.
      const stored = await storedAnalytics(page);
      expect(stored).toEqual({
        today: stored.today,
        days: [stored.today],
        total: 7,
        unique: 1,
        pages: { _2F: 2, '_2Fjson-formatter': 3, '_2Fcoin-flip': 1, _2F404: 1 },
        visitors: [7],
        visitorFlag: 'true',
      });

      await page.getByRole('region', { name: 'Summary' }).waitFor({ timeout: 15_000 });
      expect(await summaryFigures(page)).toEqual({
        'Total page views': '7',
        'Unique visitors (summed over days)': '1',
        'Days with data': '1 of 7',
      });
      expect(await rowTexts(page.getByRole('table', { name: 'Top pages', exact: true }))).toEqual([
        ['/json-formatter', '3', '42.9%'],
        ['/', '2', '28.6%'],
        ['/404', '1', '14.3%'],
        ['/coin-flip', '1', '14.3%'],
      ]);
      expect(await rowTexts(page.getByRole('table', { name: 'Top tools', exact: true }))).toEqual([
        ['JSON Formatter', '3'],
        ['Coin Flip', '1'],
      ]);

      const daily = page.getByRole('table', { name: 'Page views and unique visitors per day', exact: true });
      expect(await daily.isVisible()).toBe(false);
      await page.getByText('Show data', { exact: true }).click();
      await daily.waitFor();
      const days = await rowTexts(daily);
      expect(days).toHaveLength(7);
      expect(days.at(-1)).toEqual([stored.today, '7', '1']);
      expect(days.slice(0, -1).map(([, views, visitors]) => [views, visitors])).toEqual(Array(6).fill(['0', '0']));

      const feedbackList = page.getByRole('list', { name: 'Latest feedback' });
      await expect.poll(() => feedbackList.getByRole('listitem').count(), { timeout: 10_000 }).toBe(1);
      const item = feedbackList.getByRole('listitem');
      expect(await item.getByText(feedback.type, { exact: true }).count()).toBe(1);
      expect(await item.getByText(feedback.message, { exact: true }).count()).toBe(1);
      expect(await item.getByRole('link', { name: feedback.email }).getAttribute('href')).toBe(`mailto:${feedback.email}`);

      await expect
        .poll(() => page.getByRole('region', { name: 'Catalogue status' }).getByRole('status').textContent(), { timeout: 20_000 })
        .toBe(`${REMOTES} of ${REMOTES} remotes answering.`);
      const catalogueRows = await rowTexts(page.getByRole('table', { name: 'Catalogue status', exact: true }));
      expect(catalogueRows.map((row) => row.slice(1, 4))).toEqual(
        remoteIds.map((id, index) => {
          expect(catalogueRows[index]?.[0]?.startsWith(id)).toBe(true);
          return [`http://localhost:${PORT + 1 + index}/mf-manifest.json`, 'Answering', '1.0.0'];
        }),
      );
    });
  });

  it('shows "Not authorised" to a signed-out visitor and to a signed-in user who is not an admin', { timeout: 90_000 }, async () => {
    await withPage(async ({ page }) => {
      await page.goto(`${NAMED}/admin`);
      await expect.poll(() => h1(page), { timeout: 30_000 }).toBe('Not authorised');
      const main = page.getByRole('main');
      expect(await main.getByText('This page is for ToolHub administrators. Log in with an administrator account to see it.').count()).toBe(1);
      expect(await main.getByRole('button', { name: 'Log In' }).isVisible()).toBe(true);
      expect(await page.title()).toContain('Not authorised');

      await signUpFromAdmin(page, 'reader@example.com', 'Rita Reader');
      await expect.poll(() => main.getByText('You are logged in as reader@example.com,').count(), { timeout: 30_000 }).toBe(1);
      expect(await h1(page)).toBe('Not authorised');
      expect(await main.textContent()).toContain(
        'You are logged in as reader@example.com, which is not an administrator account. This page is only for ToolHub administrators.',
      );
      expect(await main.getByRole('button', { name: 'Log In' }).count()).toBe(0);
      expect(await page.getByRole('heading', { name: 'Summary' }).count()).toBe(0);
      expect(await page.getByRole('heading', { name: 'Latest feedback' }).count()).toBe(0);
      // /admin is excluded: this visitor left no page view behind.
      await idle(page);
      const stored = await storedAnalytics(page);
      expect([stored.total, stored.days, stored.visitorFlag]).toEqual([0, [], null]);
    });
  });

  it('records nothing on localhost: the admin sees the empty state and a total of 0', { timeout: 120_000 }, async () => {
    await withPage(async ({ page }) => {
      for (const [path, heading] of [
        ['/', 'Small tools, big help'],
        ['/json-formatter', 'JSON Formatter'],
        ['/coin-flip', 'Coin Flip'],
        ['/no-such-tool', 'Page not found'],
      ] as const) {
        await page.goto(`${suite.site.url}${path}`);
        await expect.poll(() => h1(page), { timeout: 30_000 }).toBe(heading);
        await idle(page);
        const stored = await storedAnalytics(page);
        expect([stored.total, stored.days, stored.visitorFlag]).toEqual([0, [], null]);
      }
      await page.getByRole('list', { name: 'Popular Tools' }).getByRole('link', { name: /Word Counter/ }).click();
      await expect.poll(() => h1(page), { timeout: 30_000 }).toBe('Word Counter');
      await idle(page);

      await page.goto(`${suite.site.url}/admin`);
      await expect.poll(() => h1(page)).toBe('Not authorised');
      await signUpFromAdmin(page, E2E_ADMIN_EMAIL, 'Ada Admin');
      await expect.poll(() => h1(page), { timeout: 30_000 }).toBe('Admin');
      await page.getByRole('region', { name: 'Summary' }).waitFor({ timeout: 15_000 });
      expect(await summaryFigures(page)).toEqual({
        'Total page views': '0',
        'Unique visitors (summed over days)': '0',
        'Days with data': '0 of 7',
      });
      const empty = (name: string) => page.getByRole('region', { name }).locator('p').textContent();
      expect(await empty('Top pages')).toBe('No page views in the last 7 days.');
      expect(await empty('Top tools')).toBe('No tool pages were viewed in the last 7 days.');
      expect(await page.getByRole('table', { name: 'Top pages', exact: true }).count()).toBe(0);
      await page.getByText('Show data', { exact: true }).click();
      const days = await rowTexts(page.getByRole('table', { name: 'Page views and unique visitors per day', exact: true }));
      expect(days.map(([, views, visitors]) => [views, visitors])).toEqual(Array(7).fill(['0', '0']));
      const stored = await storedAnalytics(page);
      expect([stored.total, stored.days, stored.visitorFlag]).toEqual([0, [], null]);
    });
  });
});
