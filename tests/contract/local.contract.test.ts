/**
 * The contract against the local adapter in Node (fake-indexeddb), plus what only the local
 * adapter promises: hashed passwords, sessions across reloads, tabs kept in step, one account
 * per double submit, and a clear error without IndexedDB.
 */
import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Backend, serverTime } from '../../host/src/backend/backend';
import { STORAGE_UNAVAILABLE } from '../../host/src/backend/errors';
import { createLocalBackend } from '../../host/src/backend/local/local-backend';
import { MIN_PBKDF2_ITERATIONS } from '../../host/src/backend/local/password';
import { signUp } from '../../host/src/user/account-actions';
import { submitFeedback } from '../../host/src/user/feedback-actions';
import { messageForError } from '../../host/src/user/messages';
import { backendContract, codeOf, nextAuthState, uniqueEmail } from './backend-contract';

let dbCount = 0;
const freshDbName = () => `toolhub-contract-${(dbCount += 1)}`;

const CONTRACT_ADMIN = 'contract-admin@example.com';

/** Which database each contract backend was opened on, to look documents up behind its back. */
const databases = new WeakMap<Backend, string>();

backendContract(
  'local (IndexedDB)',
  () => {
    const dbName = freshDbName();
    const backend = createLocalBackend({ dbName, adminEmails: [CONTRACT_ADMIN] });
    databases.set(backend, dbName);
    return backend;
  },
  {
    documentsSkipReason: null,
    adminEmail: () => CONTRACT_ADMIN,
    grantAdmin: async () => undefined,
    documentExists: async (backend, path) => {
      const db = await openDB(databases.get(backend) ?? '');
      const found = (await db.get('documents', path)) !== undefined;
      db.close();
      return found;
    },
    seedDocument: async (backend, path, data) => {
      const db = await openDB(databases.get(backend) ?? '');
      await db.put('documents', { path, collection: path.slice(0, path.lastIndexOf('/')), data });
      db.close();
    },
  },
);

describe('local adapter only', () => {
  const opened: Backend[] = [];
  const open = (dbName: string) => {
    const backend = createLocalBackend({ dbName });
    opened.push(backend);
    return backend;
  };
  afterEach(async () => {
    vi.unstubAllGlobals();
    await Promise.all(opened.splice(0).map((b) => b.close()));
  });

  const rawAccounts = async (dbName: string) => {
    const db = await openDB(dbName);
    const accounts = (await db.getAll('accounts')) as Record<string, unknown>[];
    db.close();
    return accounts;
  };

  it('never stores a password in clear: PBKDF2 with at least 100,000 iterations and a salt per user', async () => {
    const dbName = freshDbName();
    const backend = open(dbName);
    await backend.createAccount(uniqueEmail(), 'same-password');
    await backend.createAccount(uniqueEmail(), 'same-password');
    const accounts = await rawAccounts(dbName);
    expect(accounts).toHaveLength(2);
    expect(JSON.stringify(accounts)).not.toContain('same-password');
    const hashes = accounts.map((a) => a.password as { algorithm: string; iterations: number; salt: string; hash: string });
    for (const hash of hashes) {
      expect(hash.algorithm).toMatch(/^PBKDF2/);
      expect(hash.iterations).toBeGreaterThanOrEqual(MIN_PBKDF2_ITERATIONS);
    }
    expect(hashes[0]?.salt).not.toBe(hashes[1]?.salt);
    expect(hashes[0]?.hash).not.toBe(hashes[1]?.hash);
  });

  it('keeps the session across a reload (a new adapter on the same database)', async () => {
    const dbName = freshDbName();
    const first = open(dbName);
    const email = uniqueEmail();
    await first.createAccount(email, 'secret123');
    await first.close();
    const reloaded = open(dbName);
    expect((await nextAuthState(reloaded, () => true))?.email).toBe(email);
    await reloaded.signOut();
    const again = open(dbName);
    expect(await nextAuthState(again, () => true)).toBeNull();
  });

  it('keeps tabs in step through BroadcastChannel: auth state and the live profile', async () => {
    const dbName = freshDbName();
    const tabA = open(dbName);
    const tabB = open(dbName);
    await nextAuthState(tabB, (u) => u === null);
    const email = uniqueEmail();
    const user = await tabA.createAccount(email, 'secret123');
    expect((await nextAuthState(tabB, (u) => u !== null))?.uid).toBe(user.uid);

    const names: (string | undefined)[] = [];
    const stop = tabB.subscribeProfile(user.uid, (p) => names.push(p?.displayName), () => undefined);
    await tabA.mergeProfile(user.uid, { uid: user.uid, email: user.email, displayName: 'From tab A', xp: 0, streak: 1, toolsUsedToday: [], lastUsed: '', createdAt: serverTime() });
    await expect.poll(() => names.at(-1)).toBe('From tab A');
    stop();

    await tabA.signOut();
    expect(await nextAuthState(tabB, (u) => u === null)).toBeNull();
  });

  it('creates one account when sign-up is submitted twice at once', async () => {
    const dbName = freshDbName();
    const backend = open(dbName);
    const input = { email: uniqueEmail(), password: 'secret123', displayName: 'Ada' };
    const [a, b] = await Promise.all([signUp(backend, input, 'example.com'), signUp(backend, input, 'example.com')]);
    expect(a.uid).toBe(b.uid);
    expect(await rawAccounts(dbName)).toHaveLength(1);
  });

  it('lets only one of two racing sign-ups for an email through, even past the actions', async () => {
    const dbName = freshDbName();
    const tabA = open(dbName);
    const tabB = open(dbName);
    const email = uniqueEmail();
    const results = await Promise.allSettled([tabA.createAccount(email, 'secret123'), tabB.createAccount(email, 'secret456')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failure = results.find((r) => r.status === 'rejected');
    expect((failure as PromiseRejectedResult).reason).toMatchObject({ code: 'auth/email-already-in-use' });
    expect(await rawAccounts(dbName)).toHaveLength(1);
  });

  it('stores one feedback document when the form is sent twice at once', async () => {
    const dbName = freshDbName();
    const backend = open(dbName);
    const form = { type: 'Bug Report' as const, message: '  Double click  ', email: ' me@example.com ' };
    await Promise.all([submitFeedback(backend, form), submitFeedback(backend, form)]);
    const db = await openDB(dbName);
    const feedback = (await db.getAllFromIndex('documents', 'collection', 'feedback')) as { data: Record<string, unknown> }[];
    db.close();
    expect(feedback).toHaveLength(1);
    expect(feedback[0]?.data).toMatchObject({ type: 'Bug Report', message: 'Double click', email: 'me@example.com' });
    expect(feedback[0]?.data.createdAt).toBeInstanceOf(Date);
  });

  it('stores analytics in the shapes the tracking issue defines, counting with increments', async () => {
    const dbName = freshDbName();
    const backend = open(dbName);
    const view = { page: 'home', date: '2026-11-21', visitorId: 'abc', newVisitor: true, userAgent: 'UA', referrer: 'r', screenWidth: 390 };
    await backend.recordPageView(view);
    await backend.recordPageView({ ...view, newVisitor: false });
    await backend.recordPageView({ ...view, newVisitor: false, page: 'coin-flip' });
    const db = await openDB(dbName);
    const data = async (path: string) => ((await db.get('documents', path)) as { data: Record<string, unknown> }).data;
    expect(await data('visits/home')).toMatchObject({ count: 2, userAgent: 'UA', referrer: 'r', screenWidth: 390 });
    expect(await data('daily-analytics/2026-11-21')).toMatchObject({ date: '2026-11-21', totalPageViews: 3, uniqueVisitors: 1, pages: { home: 2, 'coin-flip': 1 } });
    const visitor = await data('daily-visitors/2026-11-21_abc');
    expect(visitor).toMatchObject({ date: '2026-11-21', visitorId: 'abc', pageViews: 3, pagesVisited: { home: 2, 'coin-flip': 1 } });
    expect(visitor.firstVisit).toBeInstanceOf(Date);
    db.close();
    expect(await backend.deleteAnalyticsBefore('2026-11-21')).toBe(0);
    expect(await backend.deleteAnalyticsBefore('2026-11-22')).toBe(2);
  });

  it('with ANALYTICS_SHARDS, spreads a day over shard documents and reads them back summed', async () => {
    const dbName = freshDbName();
    const draws = [0, 0, 0.5, 0.5, 0.99, 0.99];
    const backend = createLocalBackend({ dbName, analyticsShards: 3, random: () => draws.shift() ?? 0, adminEmails: ['boss@example.com'] });
    opened.push(backend);
    const view = { page: 'home', date: '2026-11-21', visitorId: 'abc', newVisitor: true, userAgent: 'UA', referrer: 'r', screenWidth: 390 };
    await backend.recordPageView(view);
    await backend.recordPageView({ ...view, newVisitor: false });
    await backend.recordPageView({ ...view, newVisitor: false, page: 'coin-flip' });
    const db = await openDB(dbName);
    const shards = (await db.getAllFromIndex('documents', 'collection', 'daily-analytics-shards')) as { path: string; data: Record<string, unknown> }[];
    const visits = (await db.getAllFromIndex('documents', 'collection', 'visits-shards')) as { path: string; data: Record<string, unknown> }[];
    const single = await db.get('documents', 'daily-analytics/2026-11-21');
    db.close();
    expect(single).toBeUndefined();
    expect(shards.map((s) => s.path).sort()).toEqual(['daily-analytics-shards/2026-11-21_0', 'daily-analytics-shards/2026-11-21_1', 'daily-analytics-shards/2026-11-21_2']);
    expect(shards.find((s) => s.path.endsWith('_0'))?.data).toMatchObject({ date: '2026-11-21', shard: 0, totalPageViews: 1, uniqueVisitors: 1, pages: { home: 1 } });
    expect(visits.map((v) => v.path).sort()).toEqual(['visits-shards/coin-flip_2', 'visits-shards/home_0', 'visits-shards/home_1']);
    expect(visits.find((v) => v.path.endsWith('home_0'))?.data).toMatchObject({ page: 'home', shard: 0, count: 1, userAgent: 'UA', screenWidth: 390 });

    await backend.createAccount('Boss@Example.com', 'secret123');
    expect(await backend.readDailyAnalytics('2026-11-21', '2026-11-21')).toEqual([
      { date: '2026-11-21', totalPageViews: 3, uniqueVisitors: 1, pages: { home: 2, 'coin-flip': 1 }, lastUpdated: expect.any(Date) as Date },
    ]);
    expect(await backend.readDailyAnalytics('2026-11-22', '2026-12-01')).toEqual([]);
    expect(await backend.deleteAnalyticsBefore('2026-11-22')).toBe(4);
    expect(await backend.readDailyAnalytics('2026-11-21', '2026-11-21')).toEqual([]);
  });

  it('fails with a clear, showable error when IndexedDB is unavailable, and still reports signed out', async () => {
    vi.stubGlobal('indexedDB', undefined);
    const backend = open(freshDbName());
    expect(await nextAuthState(backend, () => true)).toBeNull();
    const code = await codeOf(backend.createAccount(uniqueEmail(), 'secret123'));
    expect(code).toBe(STORAGE_UNAVAILABLE);
    expect(messageForError({ code })).toMatch(/storage/i);
  });
});
