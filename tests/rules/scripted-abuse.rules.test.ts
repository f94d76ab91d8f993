/** firestore.rules against scripted abuse: what a signed-out visitor with the public config can and cannot do. */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { addDoc, collection, collectionGroup, doc, getDoc, getDocs, increment, query, serverTimestamp, setDoc, where } from 'firebase/firestore';
import { expect, it } from 'vitest';
import { describeRules, profile, utcDay, visitorId } from './rules-env';

// Issue 14 §5: what a script (a signed-out visitor with the public config) can and cannot do.
describeRules('scripted abuse', ({ as, seed }) => {
  const visit = { count: increment(1), lastVisited: serverTimestamp(), userAgent: 'UA', referrer: '', screenWidth: 390 };
  const day = (date: string, page = '_2F') => ({
    date, totalPageViews: increment(1), lastUpdated: serverTimestamp(), pages: { [page]: increment(1) }, uniqueVisitors: increment(0), countedPage: page,
  });
  const visitor = (date: string, id: string, page = '_2F') => ({
    date, visitorId: id, firstVisit: serverTimestamp(), lastVisit: serverTimestamp(), pageViews: increment(1), pagesVisited: { [page]: increment(1) }, userAgent: 'UA', referrer: '', countedPage: page,
  });
  const today = utcDay();
  const v1 = visitorId(1);
  const shard = (date: string, n: number) => ({ ...day(date), shard: n });
  const visitShard = (page: string, n: number) => ({ ...visit, page, shard: n });

  it('a signed-out visitor cannot raise any counter by more than 1 per write', async () => {
    const db = as(null);
    // Single counters: a new document starts at 1, an existing one goes up by exactly 1.
    await assertFails(setDoc(doc(db, 'visits/_2F'), { ...visit, count: 5 }));
    await assertSucceeds(setDoc(doc(db, 'visits/_2F'), visit, { merge: true }));
    await assertFails(setDoc(doc(db, 'visits/_2F'), { ...visit, count: increment(2) }, { merge: true }));
    await assertFails(setDoc(doc(db, 'visits/_2F'), { ...visit, count: increment(-1) }, { merge: true }));
    await assertFails(setDoc(doc(db, 'visits/_2F'), { ...visit, count: 0 }, { merge: true }));

    await assertFails(setDoc(doc(db, `daily-analytics/${today}`), { ...day(today), totalPageViews: increment(2) }, { merge: true }));
    await assertFails(setDoc(doc(db, 'visits-shards/_2F_3'), { ...visitShard('_2F', 3), count: increment(2) }, { merge: true }));
    await assertFails(setDoc(doc(db, `daily-analytics-shards/${today}_3`), { ...shard(today, 3), totalPageViews: 7 }, { merge: true }));
    await assertFails(setDoc(doc(db, `daily-visitors/${today}_${v1}`), { ...visitor(today, v1), pageViews: increment(3) }, { merge: true }));

    // Counters in a map (views per page): one page per write, a new page at 1.
    await assertFails(setDoc(doc(db, `daily-analytics/${today}`), { ...day(today), pages: { _2F: 1000 } }, { merge: true }));
    await assertFails(setDoc(doc(db, `daily-analytics/${today}`), { ...day(today), pages: { _2F: increment(1), _2Fabout: increment(1) } }, { merge: true }));
    await assertSucceeds(setDoc(doc(db, `daily-analytics/${today}`), day(today), { merge: true }));
    await assertSucceeds(setDoc(doc(db, `daily-analytics/${today}`), day(today), { merge: true }));
    await assertFails(setDoc(doc(db, `daily-analytics/${today}`), { ...day(today), pages: { _2F: increment(2) } }, { merge: true }));
    await assertFails(setDoc(doc(db, `daily-analytics/${today}`), { ...day(today), pages: { _2F: 1_000_000 } }, { merge: true }));
    await assertFails(setDoc(doc(db, `daily-analytics/${today}`), { ...day(today, '_2Fnew-page'), pages: { '_2Fnew-page': 50 } }, { merge: true }));
    await assertSucceeds(setDoc(doc(db, `daily-analytics/${today}`), day(today, '_2Fnew-page'), { merge: true }));

    await assertFails(setDoc(doc(db, `daily-visitors/${today}_${v1}`), { ...visitor(today, v1), pagesVisited: { _2F: 40 } }, { merge: true }));
    await assertSucceeds(setDoc(doc(db, `daily-visitors/${today}_${v1}`), visitor(today, v1), { merge: true }));
    await assertFails(setDoc(doc(db, `daily-visitors/${today}_${v1}`), { ...visitor(today, v1), pagesVisited: { _2F: increment(5) } }, { merge: true }));
    await assertFails(setDoc(doc(db, `daily-analytics-shards/${today}_3`), { ...shard(today, 3), pages: { _2F: 9 } }, { merge: true }));
  });

  it('a page counter cannot be removed or reset', async () => {
    await seed(`daily-analytics/${today}`, { date: today, totalPageViews: 3, lastUpdated: new Date(), pages: { _2F: 2, _2Fabout: 1 }, uniqueVisitors: 1, countedPage: '_2F' });
    const db = as(null);
    const write = (pages: Record<string, unknown>, countedPage = '_2F') =>
      setDoc(doc(db, `daily-analytics/${today}`), { date: today, totalPageViews: 4, lastUpdated: serverTimestamp(), pages, uniqueVisitors: 1, countedPage });
    await assertFails(write({ _2F: 3 }));
    await assertFails(write({ _2F: 0, _2Fabout: 1 }));
    await assertFails(write({ _2F: 2, _2Fabout: 3 }, '_2Fabout'));
    await assertFails(write({ _2F: 2, _2Fabout: 1, _2Fextra: 0 }, '_2Fextra'));
    await assertSucceeds(write({ _2F: 3, _2Fabout: 1 }));
  });

  it('honest increments pass whatever counts the other pages hold', async () => {
    const db = as(null);
    const cases: [Record<string, number>, string][] = [
      [{ _2F: 1, _2Fabout: 2 }, '_2F'], // 1 → 2, a count another page already has
      [{ _2F: 1, _2Fabout: 1 }, '_2F'], // 1 → 2, leaving another page at 1
      [{ _2F: 1, _2Fabout: 1, _2Ffaq: 2 }, '_2Fabout'], // both at once
      [{ _2F: 5 }, '_2F'],
    ];
    for (const [pages, page] of cases) {
      await seed(`daily-analytics/${today}`, { date: today, totalPageViews: 9, lastUpdated: new Date(), pages, uniqueVisitors: 1, countedPage: '_2F' });
      await assertSucceeds(setDoc(doc(db, `daily-analytics/${today}`), day(today, page), { merge: true }));
    }
  });

  it('no write may add fields outside the shape', async () => {
    const db = as(null);
    await assertFails(setDoc(doc(db, 'visits/_2F'), { ...visit, admin: true }, { merge: true }));
    await assertFails(setDoc(doc(db, `daily-analytics/${today}`), { ...day(today), note: 'x' }, { merge: true }));
    await assertFails(setDoc(doc(db, `daily-visitors/${today}_${v1}`), { ...visitor(today, v1), email: 'a@b.example' }, { merge: true }));
    await assertFails(setDoc(doc(db, 'visits-shards/_2F_1'), { ...visitShard('_2F', 1), extra: 1 }, { merge: true }));
    await assertFails(setDoc(doc(db, `daily-analytics-shards/${today}_1`), { ...shard(today, 1), extra: 1 }, { merge: true }));
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
