/**
 * firestore.rules against the Firestore emulator (started by tests/contract/run-emulator-suite.mjs
 * where the Cloud SDK's is installed); without one answering at FIRESTORE_EMULATOR_HOST they are
 * reported as skipped with that reason.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type RulesTestEnvironment, assertFails, assertSucceeds, initializeTestEnvironment } from '@firebase/rules-unit-testing';
import {
  type Firestore,
  addDoc,
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  limit,
  query,
  serverTimestamp,
  setDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emulatorReachable } from '../contract/emulators';

const host = process.env.FIRESTORE_EMULATOR_HOST;
const reachable = await emulatorReachable(host);
const skipReason = `no Firestore emulator reachable at FIRESTORE_EMULATOR_HOST (${host ?? 'unset'}); install google-cloud-cli-firestore-emulator or point it at one`;

describe.skipIf(!reachable)(`firestore.rules${reachable ? '' : ` (skipped: ${skipReason})`}`, () => {
  let env: RulesTestEnvironment;
  const as = (uid: string | null, claims: Record<string, unknown> = {}): Firestore =>
    (uid ? env.authenticatedContext(uid, { email: `${uid}@example.com`, ...claims }) : env.unauthenticatedContext()).firestore() as unknown as Firestore;
  const profile = (uid: string) => ({
    uid, email: `${uid}@example.com`, displayName: 'A', xp: 0, streak: 1, toolsUsedToday: [], lastUsed: '', createdAt: serverTimestamp(),
  });

  beforeAll(async () => {
    const [hostname = '127.0.0.1', port = '8080'] = (host ?? '').split(':');
    env = await initializeTestEnvironment({
      projectId: 'demo-toolhub',
      firestore: { host: hostname, port: Number(port), rules: readFileSync(fileURLToPath(new URL('../../firestore.rules', import.meta.url)), 'utf8') },
    });
  });
  beforeEach(async () => env.clearFirestore());
  /** The local day `days` ago, as the cleanup computes its cutoff (YYYY-MM-DD). */
  const cutoff = (days: number) => {
    const date = new Date();
    date.setDate(date.getDate() - days);
    return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  };
  afterAll(async () => env?.cleanup());

  describe('users/{uid}', () => {
    it('lets the owner create, read and merge their profile', async () => {
      const db = as('alice');
      await assertSucceeds(setDoc(doc(db, 'users/alice'), profile('alice'), { merge: true }));
      await assertSucceeds(getDoc(doc(db, 'users/alice')));
      await assertSucceeds(setDoc(doc(db, 'users/alice'), { xp: 10, streak: 2 }, { merge: true }));
    });
    it('keeps everyone else out, admins may read', async () => {
      await assertSucceeds(setDoc(doc(as('alice'), 'users/alice'), profile('alice')));
      await assertFails(getDoc(doc(as('bob'), 'users/alice')));
      await assertFails(getDoc(doc(as(null), 'users/alice')));
      await assertFails(setDoc(doc(as('bob'), 'users/alice'), { xp: 99 }, { merge: true }));
      await assertSucceeds(getDoc(doc(as('root', { admin: true }), 'users/alice')));
    });
    it('validates fields: xp, streak, email, createdAt', async () => {
      const db = as('alice');
      await assertFails(setDoc(doc(db, 'users/alice'), { ...profile('alice'), xp: -1 }));
      await assertFails(setDoc(doc(db, 'users/alice'), { ...profile('alice'), streak: 0 }));
      await assertFails(setDoc(doc(db, 'users/alice'), { ...profile('alice'), email: 'bob@example.com' }));
      await assertFails(setDoc(doc(db, 'users/alice'), { ...profile('alice'), xp: '10' }));
      await assertSucceeds(setDoc(doc(db, 'users/alice'), profile('alice')));
      await assertFails(setDoc(doc(db, 'users/alice'), { createdAt: serverTimestamp() }, { merge: true }));
      await assertFails(setDoc(doc(db, 'users/alice'), { isAdmin: true }, { merge: true }));
    });
    it('lets the owner add and read activities, nobody else', async () => {
      const activity = { type: 'login', description: 'Logged in', icon: '🔑', link: '/', relatedData: { toolPath: null }, timestamp: serverTimestamp() };
      await assertSucceeds(addDoc(collection(as('alice'), 'users/alice/activities'), activity));
      await assertFails(addDoc(collection(as('bob'), 'users/alice/activities'), activity));
      await assertFails(addDoc(collection(as('alice'), 'users/alice/activities'), { ...activity, type: 'hack' }));
      await assertSucceeds(getDocs(collection(as('alice'), 'users/alice/activities')));
      await assertFails(getDocs(collection(as('bob'), 'users/alice/activities')));
    });
  });

  describe('deleting an account (issue 17 §5)', () => {
    const activity = { type: 'login', description: 'Logged in', icon: '🔑', link: '/', relatedData: { toolPath: null }, timestamp: serverTimestamp() };
    /** alice's profile and one activity, written by alice as the app does; returns the activity's path. */
    const seedAlice = async () => {
      await assertSucceeds(setDoc(doc(as('alice'), 'users/alice'), profile('alice')));
      return (await assertSucceeds(addDoc(collection(as('alice'), 'users/alice/activities'), activity))).path;
    };
    const exists = async (path: string) => {
      let found = false;
      await env.withSecurityRulesDisabled(async (context) => {
        found = (await getDoc(doc(context.firestore() as unknown as Firestore, path))).exists();
      });
      return found;
    };

    it('lets the owner delete their activities and then their profile', async () => {
      const activityPath = await seedAlice();
      await assertSucceeds(deleteDoc(doc(as('alice'), activityPath)));
      await assertSucceeds(deleteDoc(doc(as('alice'), 'users/alice')));
      expect(await exists(activityPath)).toBe(false);
      expect(await exists('users/alice')).toBe(false);
    });

    it('refuses another signed-in user, a visitor and an admin, leaving both documents', async () => {
      const activityPath = await seedAlice();
      for (const db of [as('bob'), as(null), as('root', { admin: true })]) {
        await assertFails(deleteDoc(doc(db, activityPath)));
        await assertFails(deleteDoc(doc(db, 'users/alice')));
      }
      expect(await exists(activityPath)).toBe(true);
      expect(await exists('users/alice')).toBe(true);
    });

    it('lets nobody delete someone else’s, even with the owner’s email in their token', async () => {
      const activityPath = await seedAlice();
      const impostor = env.authenticatedContext('mallory', { email: 'alice@example.com' }).firestore() as unknown as Firestore;
      await assertFails(deleteDoc(doc(impostor, activityPath)));
      await assertFails(deleteDoc(doc(impostor, 'users/alice')));
      // Owning your own account gives nothing over anyone else's.
      await assertSucceeds(setDoc(doc(as('bob'), 'users/bob'), profile('bob')));
      await assertFails(deleteDoc(doc(as('bob'), 'users/alice')));
    });

    it('still never lets an activity be rewritten, by its owner either', async () => {
      const activityPath = await seedAlice();
      await assertFails(setDoc(doc(as('alice'), activityPath), { ...activity, description: 'Edited' }));
    });
  });

  describe('feedback', () => {
    const feedback = { type: 'Bug Report', message: 'It broke', email: null, createdAt: serverTimestamp() };
    it('is create-only, for visitors too', async () => {
      const ref = await assertSucceeds(addDoc(collection(as(null), 'feedback'), feedback));
      await assertFails(getDoc(doc(as(null), ref.path)));
      await assertFails(deleteDoc(doc(as('alice'), ref.path)));
      await assertSucceeds(getDoc(doc(as('root', { admin: true }), ref.path)));
    });
    it('validates type, message and email', async () => {
      const db = as(null);
      await assertSucceeds(addDoc(collection(db, 'feedback'), { ...feedback, email: 'me@example.com' }));
      await assertFails(addDoc(collection(db, 'feedback'), { ...feedback, type: 'Spam' }));
      await assertFails(addDoc(collection(db, 'feedback'), { ...feedback, message: '   ' }));
      await assertFails(addDoc(collection(db, 'feedback'), { ...feedback, message: 'x'.repeat(5001) }));
      await assertFails(addDoc(collection(db, 'feedback'), { ...feedback, email: 42 }));
      await assertFails(addDoc(collection(db, 'feedback'), { ...feedback, extra: true }));
    });
  });

  describe('analytics', () => {
    it('accepts the tracker writes and nothing else', async () => {
      const db = as(null);
      const visit = { count: increment(1), lastVisited: serverTimestamp(), userAgent: 'UA', referrer: '', screenWidth: 390 };
      await assertSucceeds(setDoc(doc(db, 'visits/home'), visit, { merge: true }));
      await assertSucceeds(setDoc(doc(db, 'visits/home'), visit, { merge: true }));
      await assertFails(setDoc(doc(db, 'visits/home'), { ...visit, count: 1000 }, { merge: true }));
      await assertFails(getDoc(doc(db, 'visits/home')));
      const day = { date: '2026-11-21', totalPageViews: increment(1), lastUpdated: serverTimestamp(), pages: { home: increment(1) }, uniqueVisitors: increment(1) };
      await assertSucceeds(setDoc(doc(db, 'daily-analytics/2026-11-21'), day, { merge: true }));
      await assertFails(setDoc(doc(db, 'daily-analytics/2026-11-21'), { ...day, uniqueVisitors: increment(5) }, { merge: true }));
      await assertFails(setDoc(doc(db, 'daily-analytics/2026-11-22'), day, { merge: true }));
    });
    it('lets anyone delete only records past the 90 days of retention', async () => {
      await env.withSecurityRulesDisabled(async (context) => {
        const admin = context.firestore() as unknown as Firestore;
        await setDoc(doc(admin, 'daily-analytics/2020-01-01'), { date: '2020-01-01' });
        await setDoc(doc(admin, 'daily-analytics/2999-01-01'), { date: '2999-01-01' });
      });
      const db = as(null);
      // Bounded queries for expired days only: recent visitor data is for admins.
      await assertSucceeds(getDocs(query(collection(db, 'daily-analytics'), where('date', '<', cutoff(90)), limit(100))));
      await assertFails(getDocs(query(collection(db, 'daily-analytics'), where('date', '<', cutoff(90)))));
      await assertFails(getDocs(query(collection(db, 'daily-analytics'), limit(100))));
      await assertFails(getDocs(query(collection(db, 'daily-analytics'), where('date', '<', cutoff(10)), limit(100))));
      await assertSucceeds(getDocs(query(collection(as('root', { admin: true }), 'daily-analytics'), limit(100))));
      for (const name of ['daily-visitors', 'daily-analytics-shards']) {
        await assertSucceeds(getDocs(query(collection(db, name), where('date', '<', cutoff(90)), limit(100))));
        await assertFails(getDocs(query(collection(db, name), limit(100))));
      }
      await assertSucceeds(deleteDoc(doc(db, 'daily-analytics/2020-01-01')));
      await assertFails(deleteDoc(doc(db, 'daily-analytics/2999-01-01')));
    });
  });

  // Issue 17 §3: a wish is users/{uid}/wishes/{toolPath}; wish-counts/{toolPath} counts them, moving
  // by exactly one only together with the caller creating or deleting their own wish.
  describe('wishes for coming-soon tools', () => {
    const seedDoc = (path: string, data: Record<string, unknown>) =>
      env.withSecurityRulesDisabled(async (context) => setDoc(doc(context.firestore() as unknown as Firestore, path), data));
    /**
     * One batch, as the adapters write it: `uid`'s wish for `tool` created, deleted or left alone,
     * and the counter set to `counter` (a number as `{ count }`, or a whole document), or left alone.
     */
    const write = (
      db: Firestore,
      { uid, tool = 'split-pdf', wish, counter, wishData = { createdAt: serverTimestamp() } }: {
        uid: string;
        tool?: string;
        wish: 'create' | 'delete' | null;
        counter: number | Record<string, unknown> | null;
        wishData?: Record<string, unknown>;
      },
    ) => {
      const batch = writeBatch(db);
      const wishRef = doc(db, `users/${uid}/wishes/${tool}`);
      if (wish === 'create') batch.set(wishRef, wishData);
      if (wish === 'delete') batch.delete(wishRef);
      if (counter !== null) batch.set(doc(db, `wish-counts/${tool}`), typeof counter === 'number' ? { count: counter } : counter);
      return batch.commit();
    };
    const countOf = async (tool = 'split-pdf') => (await getDoc(doc(as(null), `wish-counts/${tool}`))).data()?.count as number | undefined;

    it('lets a user add and withdraw their own wish, the counter moving by exactly one', async () => {
      await assertSucceeds(write(as('alice'), { uid: 'alice', wish: 'create', counter: 1 }));
      await assertSucceeds(write(as('bob'), { uid: 'bob', wish: 'create', counter: 2 }));
      expect(await countOf()).toBe(2);
      await assertSucceeds(write(as('alice'), { uid: 'alice', wish: 'delete', counter: 1 }));
      expect(await countOf()).toBe(1);
      await assertSucceeds(write(as('alice'), { uid: 'alice', wish: 'create', counter: 2 }));
      expect(await countOf()).toBe(2);
      await assertSucceeds(getDoc(doc(as('alice'), 'users/alice/wishes/split-pdf')));
      await assertSucceeds(getDocs(collection(as('alice'), 'users/alice/wishes')));
    });

    it('refuses a counter that does not move by exactly the caller’s own wish', async () => {
      await seedDoc('wish-counts/split-pdf', { count: 3 });
      const alice = as('alice');
      await assertFails(write(alice, { uid: 'alice', wish: 'create', counter: 5 })); // +2
      await assertFails(write(alice, { uid: 'alice', wish: 'create', counter: { count: increment(2) } }));
      await assertFails(write(alice, { uid: 'alice', wish: 'create', counter: 3 })); // a wish, not counted
      await assertFails(write(alice, { uid: 'alice', wish: null, counter: 4 })); // counted, no wish
      await assertFails(write(alice, { uid: 'alice', wish: 'create', counter: null }));
      await assertFails(write(alice, { uid: 'alice', wish: null, counter: 2 })); // −1 with no wish to delete
      await assertFails(write(alice, { uid: 'alice', wish: 'create', counter: 4.5 }));
      await assertFails(write(alice, { uid: 'alice', wish: 'create', counter: { count: '4' } }));
      await assertFails(write(alice, { uid: 'alice', wish: 'create', counter: { count: 4, boost: 100 } }));
      expect(await countOf()).toBe(3);

      await assertSucceeds(write(alice, { uid: 'alice', wish: 'create', counter: 4 }));
      // Counted once: wishing again rewrites an existing wish, which nobody may do.
      await assertFails(write(alice, { uid: 'alice', wish: 'create', counter: 5 }));
      await assertFails(write(alice, { uid: 'alice', wish: 'create', counter: null }));
      await assertFails(write(alice, { uid: 'alice', wish: 'delete', counter: 4 })); // withdrawn, still counted
      await assertFails(write(alice, { uid: 'alice', wish: 'delete', counter: 2 })); // −2
      await assertFails(write(alice, { uid: 'alice', wish: 'delete', counter: null }));
      await assertFails(deleteDoc(doc(alice, 'wish-counts/split-pdf')));
      expect(await countOf()).toBe(4);
    });

    it('lets a user create and delete only their own wish', async () => {
      await assertFails(write(as('alice'), { uid: 'bob', wish: 'create', counter: 1 }));
      await seedDoc('users/bob/wishes/split-pdf', { createdAt: new Date() });
      await seedDoc('wish-counts/split-pdf', { count: 1 });
      await assertFails(write(as('alice'), { uid: 'bob', wish: 'delete', counter: 0 }));
      // Bob's wish lets nobody else move the counter either way.
      await assertFails(write(as('alice'), { uid: 'alice', wish: null, counter: 0 }));
      await assertFails(write(as('alice'), { uid: 'alice', wish: null, counter: 2 }));
      // Nor may an admin write for someone: wishes are the user's own.
      await assertFails(write(as('root', { admin: true }), { uid: 'bob', wish: 'delete', counter: 0 }));
      expect(await countOf()).toBe(1);
    });

    it('refuses every write from a signed-out visitor', async () => {
      const db = as(null);
      await assertFails(write(db, { uid: 'alice', wish: 'create', counter: 1 }));
      await assertFails(write(db, { uid: 'alice', wish: null, counter: 1 }));
      await assertFails(setDoc(doc(db, 'users/alice/wishes/split-pdf'), { createdAt: serverTimestamp() }));
      await seedDoc('users/alice/wishes/split-pdf', { createdAt: new Date() });
      await seedDoc('wish-counts/split-pdf', { count: 1 });
      await assertFails(write(db, { uid: 'alice', wish: 'delete', counter: 0 }));
      expect(await countOf()).toBe(1);
    });

    it('takes a wish only in its exact shape, for a tool path, and never rewrites one', async () => {
      const alice = as('alice');
      await assertFails(write(alice, { uid: 'alice', wish: 'create', counter: 1, wishData: { createdAt: serverTimestamp(), note: 'x' } }));
      await assertFails(write(alice, { uid: 'alice', wish: 'create', counter: 1, wishData: { createdAt: new Date(2000, 0, 1) } }));
      await assertFails(write(alice, { uid: 'alice', wish: 'create', counter: 1, wishData: {} }));
      for (const tool of ['Split-PDF', 'split_pdf', 'split--pdf', 'a'.repeat(101)]) {
        await assertFails(write(alice, { uid: 'alice', tool, wish: 'create', counter: 1 }));
      }
      await assertSucceeds(write(alice, { uid: 'alice', tool: 'a'.repeat(100), wish: 'create', counter: 1 }));
      await assertSucceeds(write(alice, { uid: 'alice', wish: 'create', counter: 1 }));
      await assertFails(setDoc(doc(alice, 'users/alice/wishes/split-pdf'), { createdAt: serverTimestamp() }, { merge: true }));
    });

    it('shows counts to anyone, lists them for admins only, and wishes to their owner and admins only', async () => {
      await seedDoc('users/alice/wishes/split-pdf', { createdAt: new Date() });
      await seedDoc('wish-counts/split-pdf', { count: 1 });
      for (const db of [as(null), as('bob')]) {
        await assertSucceeds(getDoc(doc(db, 'wish-counts/split-pdf')));
        await assertSucceeds(getDoc(doc(db, 'wish-counts/no-such-tool')));
        await assertFails(getDocs(collection(db, 'wish-counts')));
        await assertFails(getDoc(doc(db, 'users/alice/wishes/split-pdf')));
        await assertFails(getDocs(collection(db, 'users/alice/wishes')));
        await assertFails(getDocs(collectionGroup(db, 'wishes')));
      }
      const admin = as('root', { admin: true });
      await assertSucceeds(getDocs(collection(admin, 'wish-counts')));
      await assertSucceeds(getDoc(doc(admin, 'users/alice/wishes/split-pdf')));
    });
  });

  // Issue 14 §5: what a script (a signed-out visitor with the public config) can and cannot do.
  describe('scripted abuse', () => {
    const visit = { count: increment(1), lastVisited: serverTimestamp(), userAgent: 'UA', referrer: '', screenWidth: 390 };
    const day = (date: string, page = 'home') => ({
      date, totalPageViews: increment(1), lastUpdated: serverTimestamp(), pages: { [page]: increment(1) }, uniqueVisitors: increment(0),
    });
    const visitor = (date: string, id: string, page = 'home') => ({
      date, visitorId: id, firstVisit: serverTimestamp(), lastVisit: serverTimestamp(), pageViews: increment(1), pagesVisited: { [page]: increment(1) }, userAgent: 'UA', referrer: '',
    });
    const shard = (date: string, n: number) => ({ ...day(date), shard: n });
    const visitShard = (page: string, n: number) => ({ ...visit, page, shard: n });
    const seed = (path: string, data: Record<string, unknown>) =>
      env.withSecurityRulesDisabled(async (context) => setDoc(doc(context.firestore() as unknown as Firestore, path), data));

    it('a signed-out visitor cannot raise any counter by more than 1 per write', async () => {
      const db = as(null);
      // Single counters: a new document starts at 1, an existing one goes up by exactly 1.
      await assertFails(setDoc(doc(db, 'visits/home'), { ...visit, count: 5 }));
      await assertSucceeds(setDoc(doc(db, 'visits/home'), visit, { merge: true }));
      await assertFails(setDoc(doc(db, 'visits/home'), { ...visit, count: increment(2) }, { merge: true }));
      await assertFails(setDoc(doc(db, 'visits/home'), { ...visit, count: increment(-1) }, { merge: true }));
      await assertFails(setDoc(doc(db, 'visits/home'), { ...visit, count: 0 }, { merge: true }));

      await assertFails(setDoc(doc(db, 'daily-analytics/2026-11-21'), { ...day('2026-11-21'), totalPageViews: increment(2) }, { merge: true }));
      await assertFails(setDoc(doc(db, 'visits-shards/home_3'), { ...visitShard('home', 3), count: increment(2) }, { merge: true }));
      await assertFails(setDoc(doc(db, 'daily-analytics-shards/2026-11-21_3'), { ...shard('2026-11-21', 3), totalPageViews: 7 }, { merge: true }));
      await assertFails(setDoc(doc(db, 'daily-visitors/2026-11-21_v1'), { ...visitor('2026-11-21', 'v1'), pageViews: increment(3) }, { merge: true }));

      // Counters in a map (views per page): one page per write, a new page at 1.
      await assertFails(setDoc(doc(db, 'daily-analytics/2026-11-21'), { ...day('2026-11-21'), pages: { home: 1000 } }, { merge: true }));
      await assertFails(setDoc(doc(db, 'daily-analytics/2026-11-21'), { ...day('2026-11-21'), pages: { home: increment(1), about: increment(1) } }, { merge: true }));
      await assertSucceeds(setDoc(doc(db, 'daily-analytics/2026-11-21'), day('2026-11-21'), { merge: true }));
      await assertSucceeds(setDoc(doc(db, 'daily-analytics/2026-11-21'), day('2026-11-21'), { merge: true }));
      await assertFails(setDoc(doc(db, 'daily-analytics/2026-11-21'), { ...day('2026-11-21'), pages: { home: increment(2) } }, { merge: true }));
      await assertFails(setDoc(doc(db, 'daily-analytics/2026-11-21'), { ...day('2026-11-21'), pages: { home: 1_000_000 } }, { merge: true }));
      await assertFails(setDoc(doc(db, 'daily-analytics/2026-11-21'), { ...day('2026-11-21', 'new-page'), pages: { 'new-page': 50 } }, { merge: true }));
      await assertSucceeds(setDoc(doc(db, 'daily-analytics/2026-11-21'), day('2026-11-21', 'new-page'), { merge: true }));

      await assertFails(setDoc(doc(db, 'daily-visitors/2026-11-21_v1'), { ...visitor('2026-11-21', 'v1'), pagesVisited: { home: 40 } }, { merge: true }));
      await assertSucceeds(setDoc(doc(db, 'daily-visitors/2026-11-21_v1'), visitor('2026-11-21', 'v1'), { merge: true }));
      await assertFails(setDoc(doc(db, 'daily-visitors/2026-11-21_v1'), { ...visitor('2026-11-21', 'v1'), pagesVisited: { home: increment(5) } }, { merge: true }));
      await assertFails(setDoc(doc(db, 'daily-analytics-shards/2026-11-21_3'), { ...shard('2026-11-21', 3), pages: { home: 9 } }, { merge: true }));
    });

    it('a page counter cannot be removed or reset', async () => {
      await seed('daily-analytics/2026-11-21', { date: '2026-11-21', totalPageViews: 3, lastUpdated: new Date(), pages: { home: 2, about: 1 }, uniqueVisitors: 1 });
      const db = as(null);
      const write = (pages: Record<string, unknown>) =>
        setDoc(doc(db, 'daily-analytics/2026-11-21'), { date: '2026-11-21', totalPageViews: 4, lastUpdated: serverTimestamp(), pages, uniqueVisitors: 1 });
      await assertFails(write({ home: 3 }));
      await assertFails(write({ home: 0, about: 1 }));
      await assertFails(write({ home: 2, about: 3 }));
      await assertFails(write({ home: 2, about: 1, extra: 0 }));
      await assertSucceeds(write({ home: 3, about: 1 }));
    });

    it('honest increments pass whatever counts the other pages hold', async () => {
      const db = as(null);
      const cases: [Record<string, number>, string][] = [
        [{ home: 1, about: 2 }, 'home'], // 1 → 2, a count another page already has
        [{ home: 1, about: 1 }, 'home'], // 1 → 2, leaving another page at 1
        [{ home: 1, about: 1, faq: 2 }, 'about'], // both at once
        [{ home: 5 }, 'home'],
      ];
      for (const [index, [pages, page]] of cases.entries()) {
        const date = `2026-11-${String(10 + index).padStart(2, '0')}`;
        await seed(`daily-analytics/${date}`, { date, totalPageViews: 9, lastUpdated: new Date(), pages, uniqueVisitors: 1 });
        await assertSucceeds(setDoc(doc(db, `daily-analytics/${date}`), day(date, page), { merge: true }));
      }
    });

    it('no write may add fields outside the shape', async () => {
      const db = as(null);
      await assertFails(setDoc(doc(db, 'visits/home'), { ...visit, admin: true }, { merge: true }));
      await assertFails(setDoc(doc(db, 'daily-analytics/2026-11-21'), { ...day('2026-11-21'), note: 'x' }, { merge: true }));
      await assertFails(setDoc(doc(db, 'daily-visitors/2026-11-21_v1'), { ...visitor('2026-11-21', 'v1'), email: 'a@b.example' }, { merge: true }));
      await assertFails(setDoc(doc(db, 'visits-shards/home_1'), { ...visitShard('home', 1), extra: 1 }, { merge: true }));
      await assertFails(setDoc(doc(db, 'daily-analytics-shards/2026-11-21_1'), { ...shard('2026-11-21', 1), extra: 1 }, { merge: true }));
      await assertFails(addDoc(collection(db, 'feedback'), { type: 'Other', message: 'hi', email: null, createdAt: serverTimestamp(), html: '<script>' }));
      await assertFails(setDoc(doc(db, 'anything-else/x'), { a: 1 }));
      await assertFails(setDoc(doc(db, 'users/nobody'), profile('nobody')));
      // A signed-in user cannot add fields to their own profile or activities either.
      await assertFails(setDoc(doc(as('alice'), 'users/alice'), { ...profile('alice'), role: 'admin' }));
      const activity = { type: 'login', description: 'Logged in', icon: '🔑', link: '/', relatedData: { toolPath: null }, timestamp: serverTimestamp() };
      await assertFails(addDoc(collection(as('alice'), 'users/alice/activities'), { ...activity, extra: 1 }));
      await assertFails(addDoc(collection(as('alice'), 'users/alice/activities'), { ...activity, relatedData: { toolPath: null, admin: true } }));
    });

    it('nobody reads another user’s profile, activities or favourites', async () => {
      await seed('users/alice', { ...profile('alice'), createdAt: new Date(), favourites: ['json-formatter'] });
      await seed('users/alice/activities/a1', { type: 'login', description: 'Logged in', icon: '🔑', link: '/', relatedData: { toolPath: null }, timestamp: new Date() });
      for (const db of [as(null), as('bob')]) {
        await assertFails(getDoc(doc(db, 'users/alice')));
        await assertFails(getDocs(collection(db, 'users')));
        await assertFails(getDocs(query(collection(db, 'users'), where('uid', '==', 'alice'))));
        await assertFails(getDoc(doc(db, 'users/alice/activities/a1')));
        await assertFails(getDocs(collection(db, 'users/alice/activities')));
        await assertFails(getDocs(collectionGroup(db, 'activities')));
      }
      // Favourites live in the profile: alice reads hers, bob cannot.
      const own = await assertSucceeds(getDoc(doc(as('alice'), 'users/alice')));
      expect(own.data()?.favourites).toEqual(['json-formatter']);
    });

    it('feedback has a size limit, whitespace included', async () => {
      const db = as(null);
      const feedback = { type: 'Bug Report', message: 'x'.repeat(5000), email: null, createdAt: serverTimestamp() };
      await assertSucceeds(addDoc(collection(db, 'feedback'), feedback));
      await assertFails(addDoc(collection(db, 'feedback'), { ...feedback, message: 'x'.repeat(5001) }));
      // Padding with spaces does not get round the limit.
      await assertFails(addDoc(collection(db, 'feedback'), { ...feedback, message: `x${' '.repeat(200_000)}` }));
      await assertFails(addDoc(collection(db, 'feedback'), { ...feedback, email: `${'a'.repeat(320)}@example.com` }));
      await assertFails(addDoc(collection(db, 'feedback'), { ...feedback, message: ['x'] }));
      await assertFails(addDoc(collection(db, 'feedback'), { ...feedback, createdAt: new Date(2000, 0, 1) }));
    });
  });
});
