import 'fake-indexeddb/auto';
import { webcrypto } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Backend, PageView } from '../backend/backend';
import { createLocalBackend } from '../backend/local/local-backend';
import { daysBefore } from './clock';
import { toPageKey } from './page-key';
import { type TrackerEnvironment, createPageViewTracker } from './tracker';
import type { BrowserTraits } from './visitor-id';
import { memoryStorage } from '../testing/memory-storage';

const subtle = webcrypto.subtle as unknown as SubtleCrypto;
const NOW = new Date(2026, 4, 1, 12, 0);

const traits: BrowserTraits = {
  userAgent: 'Mozilla/5.0 test', language: 'en-GB', languages: 'en-GB', platform: 'Linux', screenWidth: 390, screenHeight: 844,
  colorDepth: 24, pixelRatio: 3, timeZone: 'Europe/London', hardwareConcurrency: 8,
};

function fakeBackend() {
  const views: PageView[] = [];
  const cutoffs: string[] = [];
  const backend = {
    recordPageView: vi.fn(async (view: PageView) => void views.push(view)),
    deleteAnalyticsBefore: vi.fn(async (cutoff: string) => {
      cutoffs.push(cutoff);
      return 0;
    }),
  } as unknown as Backend;
  return { backend, views, cutoffs };
}

function setup(overrides: Partial<TrackerEnvironment> = {}) {
  const fake = fakeBackend();
  const warn = vi.fn();
  const tracker = createPageViewTracker({
    now: () => NOW,
    random: () => 0.5,
    hostname: 'toolhub.test',
    storage: memoryStorage(),
    traits: () => traits,
    referrer: () => 'https://search.example/',
    getBackend: async () => fake.backend,
    subtle,
    warn,
    ...overrides,
  });
  return { tracker, warn, ...fake };
}

describe('page-view tracker', () => {
  it('records a view with the page key, local date, hashed visitor id and browser context', async () => {
    const { tracker, views } = setup();
    expect(await tracker.track('/coin-flip')).toBe('recorded');
    expect(views).toEqual([
      {
        page: toPageKey('/coin-flip'), date: '2026-05-01', visitorId: expect.stringMatching(/^[0-9a-f]{64}$/) as string, newVisitor: true,
        userAgent: 'Mozilla/5.0 test', referrer: 'https://search.example/', screenWidth: 390,
      },
    ]);
  });

  it.each(['/admin', '/login', '/signup', '/dashboard', '/profile', '/profile-settings', '/privacy', '/privacy-policy', '/terms', '/terms-of-service', '/api', '/api/x'])(
    'skips the excluded path %s',
    async (path) => {
      const { tracker, views } = setup();
      expect(await tracker.track(path)).toBe('skipped');
      expect(views).toEqual([]);
    },
  );

  it('skips the login and signup modals on the home page', async () => {
    const { tracker, views } = setup();
    expect(await tracker.track('/', '?modal=login')).toBe('skipped');
    expect(await tracker.track('/', '?modal=signup')).toBe('skipped');
    expect(views).toEqual([]);
  });

  it.each(['localhost', '127.0.0.1', '::1', 'preview.localhost'])('skips everything on %s, cleanup included', async (hostname) => {
    const { tracker, backend } = setup({ hostname, random: () => 0 });
    expect(await tracker.track('/coin-flip')).toBe('skipped');
    await tracker.cleanupDone();
    expect(backend.recordPageView).not.toHaveBeenCalled();
    expect(backend.deleteAnalyticsBefore).not.toHaveBeenCalled();
  });

  it('counts the visitor as new once per day, across page loads sharing localStorage', async () => {
    const storage = memoryStorage();
    let now = NOW;
    const first = setup({ storage, now: () => now });
    await first.tracker.track('/coin-flip');
    await first.tracker.track('/dice');
    const reload = setup({ storage, now: () => now });
    await reload.tracker.track('/coin-flip');
    now = new Date(2026, 4, 2, 9);
    await reload.tracker.track('/coin-flip');
    expect([...first.views, ...reload.views].map((v) => [v.date, v.newVisitor])).toEqual([
      ['2026-05-01', true],
      ['2026-05-01', false],
      ['2026-05-01', false],
      ['2026-05-02', true],
    ]);
  });

  it('keeps working with a full localStorage, counting the visitor once per page load', async () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const { tracker, views, warn } = setup({ storage });
    await tracker.track('/a');
    await tracker.track('/b');
    expect(views.map((v) => v.newVisitor)).toEqual([true, false]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('truncates a 10,000-character user agent and referrer', async () => {
    const { tracker, views } = setup({ traits: () => ({ ...traits, userAgent: 'u'.repeat(10_000) }), referrer: () => `https://x.example/?q=${'r'.repeat(10_000)}` });
    await tracker.track('/coin-flip');
    expect(views[0]?.userAgent).toHaveLength(500);
    expect(views[0]?.referrer).toHaveLength(500);
  });

  it.each(['/a.b', '/a/b/c', '/~user', '/*', '/naïve-☃', '/.', '/..', '/A', '/a--b'])(
    'writes nothing for %s, which is no page of the site (the rules refuse its key)',
    async (path) => {
      const { tracker, views, warn } = setup();
      expect(await tracker.track(path)).toBe('skipped');
      expect(views).toEqual([]);
      expect(warn).not.toHaveBeenCalled();
    },
  );

  it.each([['/', '_2F'], ['/coin-flip', '_2Fcoin-flip'], ['/404', '_2F404'], ['/fr/coin-flip', '_2Ffr_2Fcoin-flip']])('counts %s under the key %s', async (path, key) => {
    const { tracker, views } = setup();
    expect(await tracker.track(path)).toBe('recorded');
    expect(views[0]?.page).toBe(key);
  });

  it('never writes a date before the latest seen when the clock jumps backwards, and skips an absurd clock', async () => {
    const readings = [new Date(2026, 4, 2, 0, 5), new Date(2026, 4, 1, 23, 55), new Date(-5_000)];
    const { tracker, views, warn } = setup({ now: () => readings.shift() ?? new Date(Number.NaN) });
    await tracker.track('/a');
    await tracker.track('/b');
    await tracker.track('/c');
    expect(views.map((v) => v.date)).toEqual(['2026-05-02', '2026-05-02', '2026-05-02']);
    const broken = setup({ now: () => new Date(Number.NaN) });
    expect(await broken.tracker.track('/a')).toBe('skipped');
    expect(broken.views).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('runs the cleanup on a draw of 0.0999, once per page load, with the 90-day cutoff', async () => {
    const random = vi.fn(() => 0.0999);
    const { tracker, cutoffs } = setup({ random });
    await tracker.track('/a');
    await tracker.track('/b');
    await tracker.cleanupDone();
    expect(cutoffs).toEqual(['2026-01-31']);
    expect(random).toHaveBeenCalledTimes(1);
  });

  it('does not run the cleanup on a draw of 0.1', async () => {
    const { tracker, cutoffs } = setup({ random: () => 0.1 });
    await tracker.track('/a');
    await tracker.cleanupDone();
    expect(cutoffs).toEqual([]);
  });

  it('swallows failures with a warning only', async () => {
    const failing = { recordPageView: () => Promise.reject(new Error('offline')), deleteAnalyticsBefore: () => Promise.reject(new Error('offline')) } as unknown as Backend;
    const { tracker, warn } = setup({ getBackend: async () => failing, random: () => 0 });
    expect(await tracker.track('/a')).toBe('failed');
    await tracker.cleanupDone();
    expect(warn).toHaveBeenCalledTimes(2);
    const noBackend = setup({ getBackend: () => Promise.reject(new Error('no storage')) });
    expect(await noBackend.tracker.track('/a')).toBe('failed');
  });
});

describe('page-view tracker with the local backend', () => {
  const opened: Backend[] = [];
  let count = 0;
  const open = (options: Parameters<typeof createLocalBackend>[0] = {}) => {
    const backend = createLocalBackend({ dbName: `tracker-${(count += 1)}`, ...options });
    opened.push(backend);
    return backend;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((b) => b.close()));
  });

  it('deletes records 91 days old and keeps those 89 and 90 days old', async () => {
    const backend = open();
    const today = '2026-05-01';
    const view = { page: 'p', visitorId: 'v', newVisitor: true, userAgent: 'UA', referrer: '', screenWidth: 1 };
    for (const age of [89, 90, 91]) await backend.recordPageView({ ...view, date: daysBefore(today, age) });
    const { tracker } = setup({ getBackend: async () => backend, random: () => 0 });
    await tracker.track('/coin-flip');
    await tracker.cleanupDone();
    const admin = open({ dbName: `tracker-${count}`, adminEmails: ['admin@example.com'] });
    await admin.createAccount('admin@example.com', 'secret123');
    const days = await admin.readDailyAnalytics('2025-01-01', today);
    expect(days.map((d) => d.date)).toEqual([daysBefore(today, 90), daysBefore(today, 89), today]);
  });

  it('sums a day’s shards: 1,000 views over 8 shards read back as 1,000', async () => {
    let seed = 7;
    const random = () => ((seed = (seed * 48271) % 2147483647) / 2147483647);
    const backend = open({ analyticsShards: 8, random, adminEmails: ['admin@example.com'], iterations: 100_000 });
    const view = { date: '2026-05-01', visitorId: 'v', userAgent: 'UA', referrer: '', screenWidth: 1 };
    for (let index = 0; index < 1_000; index += 1) {
      await backend.recordPageView({ ...view, page: index % 4 === 0 ? 'hot' : `p${index % 3}`, newVisitor: index % 10 === 0 });
    }
    await backend.createAccount('admin@example.com', 'secret123');
    const [day] = await backend.readDailyAnalytics('2026-05-01', '2026-05-01');
    expect(day).toMatchObject({ date: '2026-05-01', totalPageViews: 1_000, uniqueVisitors: 100 });
    expect(Object.values(day?.pages ?? {}).reduce((a, b) => a + b, 0)).toBe(1_000);
    expect(day?.pages.hot).toBe(250);
  });
});
