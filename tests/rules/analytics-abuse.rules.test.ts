/**
 * firestore.rules against the analytics attacks of issue 41 §1, each as a signed-out script with the
 * public config would send it, next to the honest writes the host makes (pageViewWrites, sent as the
 * Firebase adapter sends them), which must keep passing.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { type Firestore, doc, increment, serverTimestamp, setDoc } from 'firebase/firestore';
import { it } from 'vitest';
import type { PageView } from '../../host/src/backend/backend';
import { MAX_PAGES_PER_DAY, pageViewWrites } from '../../host/src/backend/analytics/page-view-writes';
import { MAX_PAGE_KEY_LENGTH } from '../../host/src/tracking/page-key';
import { describeRules, toFirestoreWrite, utcDay, visitorId } from './rules-env';

/** The writes of one page view, as the Firebase adapter sends them (each a set-merge of its own). */
function honestWrites(db: Firestore, view: Partial<PageView> = {}, shards = 0) {
  const full: PageView = { page: '_2Fjson-formatter', date: utcDay(), visitorId: visitorId(), newVisitor: true, userAgent: 'UA', referrer: '', screenWidth: 390, ...view };
  return pageViewWrites(full, { shards, random: () => 0.5 }).map((write) => ({
    path: `${write.collection}/${write.id}`,
    send: () => setDoc(doc(db, write.collection, write.id), toFirestoreWrite(write.data) as Record<string, unknown>, { merge: true }),
  }));
}

/** A day's counters as a script would send them, raising `page` and naming `counted`. */
const dayWrite = (date: string, page: string, counted: string = page) => ({
  date, totalPageViews: increment(1), lastUpdated: serverTimestamp(), pages: { [page]: increment(1) }, uniqueVisitors: increment(0), countedPage: counted,
});

/** A page key of exactly `length` characters. */
const keyOfLength = (n: number, length = MAX_PAGE_KEY_LENGTH) => `_2F${n.toString(36)}-${'a'.repeat(length - 4 - n.toString(36).length)}`;

describeRules('analytics abuse (issue 41 §1)', ({ as, seed }) => {
  it('takes the honest writes of a page view on the visitor’s day, single and sharded', async () => {
    const db = as(null);
    for (const offset of [-1, 0, 1]) {
      for (const write of honestWrites(db, { date: utcDay(offset) })) await assertSucceeds(write.send());
      for (const write of honestWrites(db, { date: utcDay(offset), page: '_2F', newVisitor: false })) await assertSucceeds(write.send());
    }
    for (const write of honestWrites(db, { visitorId: visitorId(2) }, 50)) await assertSucceeds(write.send());
    for (const write of honestWrites(db, { visitorId: visitorId(2), page: '_2Ffr_2Fjson-formatter', newVisitor: false }, 50)) await assertSucceeds(write.send());
  });

  it('refuses a day that is not the visitor’s today, so no record can outlive the cleanup', async () => {
    const db = as(null);
    // The write that got through, word for word.
    await assertFails(setDoc(doc(db, 'daily-analytics/0000-00-00'), {
      date: '0000-00-00', totalPageViews: increment(1), lastUpdated: serverTimestamp(), pages: { x: increment(1) }, uniqueVisitors: increment(0),
    }, { merge: true }));
    for (const date of ['0000-00-00', '2026-02-30', '9999-12-31', utcDay(-2), utcDay(2), utcDay(-400), `${utcDay()}x`]) {
      await assertFails(setDoc(doc(db, `daily-analytics/${date}`), dayWrite(date, '_2F'), { merge: true }));
      for (const write of honestWrites(db, { date }).slice(1)) await assertFails(write.send());
      for (const write of honestWrites(db, { date }, 10).slice(1)) await assertFails(write.send());
    }
  });

  it('refuses page keys the tracker never writes: long, free text, or not a page path', async () => {
    const db = as(null);
    const today = utcDay();
    for (const page of [`_2F${'x'.repeat(1400)}`, keyOfLength(1, MAX_PAGE_KEY_LENGTH + 1), 'home', 'x', '_2FJSON', '_2Fa_2Fb_2Fc', '_2Fa_2E']) {
      await assertFails(setDoc(doc(db, `daily-analytics/${today}`), dayWrite(today, page), { merge: true }));
      for (const write of honestWrites(db, { page })) await assertFails(write.send());
    }
    await assertSucceeds(setDoc(doc(db, `daily-analytics/${today}`), dayWrite(today, keyOfLength(1)), { merge: true }));
  });

  it('keeps a full day countable: honest writes into a map of the most and longest keys pass, one more key does not', async () => {
    const today = utcDay();
    const pages = Object.fromEntries(Array.from({ length: MAX_PAGES_PER_DAY }, (_, n) => [keyOfLength(n), 1]));
    await seed(`daily-analytics/${today}`, { date: today, totalPageViews: MAX_PAGES_PER_DAY, lastUpdated: new Date(), pages, uniqueVisitors: 1, countedPage: keyOfLength(0) });
    const db = as(null);
    await assertSucceeds(setDoc(doc(db, `daily-analytics/${today}`), dayWrite(today, keyOfLength(7)), { merge: true }));
    await assertSucceeds(setDoc(doc(db, `daily-analytics/${today}`), dayWrite(today, keyOfLength(MAX_PAGES_PER_DAY - 1)), { merge: true }));
    await assertFails(setDoc(doc(db, `daily-analytics/${today}`), dayWrite(today, '_2Fnew-page'), { merge: true }));
  });

  it('refuses moving counts between pages or lowering one: only the named page goes up, by one', async () => {
    const today = utcDay();
    await seed(`daily-analytics/${today}`, { date: today, totalPageViews: 1002, lastUpdated: new Date(), pages: { _2F: 1000, _2Fa: 1, _2Fb: 1 }, uniqueVisitors: 1, countedPage: '_2F' });
    const db = as(null);
    // Whole documents, as a script replaces one: every other field as an honest write leaves it.
    const write = (pages: Record<string, unknown>, countedPage: string) =>
      setDoc(doc(db, `daily-analytics/${today}`), { date: today, totalPageViews: 1003, lastUpdated: serverTimestamp(), pages, uniqueVisitors: 1, countedPage });
    // The attack that went through: raise a to 1000, then lower the home page to 1.
    await assertFails(write({ _2F: 1000, _2Fa: 1000, _2Fb: 1 }, '_2Fa'));
    await assertFails(write({ _2F: 1, _2Fa: 1, _2Fb: 1 }, '_2F'));
    await assertFails(write({ _2F: 1, _2Fa: 1001, _2Fb: 1 }, '_2Fa'));
    // Another page than the one named, or the named one and another.
    await assertFails(write({ _2F: 1000, _2Fa: 2, _2Fb: 1 }, '_2Fb'));
    await assertFails(write({ _2F: 1001, _2Fa: 2, _2Fb: 1 }, '_2Fa'));
    await assertFails(write({ _2F: 1000, _2Fa: 1, _2Fb: 1 }, '_2Fa'));
    // A merge that names no page, or a page it does not raise.
    await assertFails(setDoc(doc(db, `daily-analytics/${today}`), { ...dayWrite(today, '_2Fa'), countedPage: null }, { merge: true }));
    await assertFails(setDoc(doc(db, `daily-analytics/${today}`), dayWrite(today, '_2Fa', '_2Fb'), { merge: true }));
    await assertSucceeds(write({ _2F: 1000, _2Fa: 2, _2Fb: 1 }, '_2Fa'));
    await assertSucceeds(setDoc(doc(db, `daily-analytics/${today}`), dayWrite(today, '_2Fb'), { merge: true }));
  });

  it('refuses the same tricks on a visitor’s pages and on day shards', async () => {
    const today = utcDay();
    const id = visitorId();
    await seed(`daily-visitors/${today}_${id}`, {
      date: today, visitorId: id, firstVisit: new Date(), lastVisit: new Date(), pageViews: 2, pagesVisited: { _2F: 1, _2Fa: 1 }, userAgent: 'UA', referrer: '', countedPage: '_2Fa',
    });
    const db = as(null);
    const visitor = (pagesVisited: Record<string, unknown>, countedPage: string) =>
      setDoc(doc(db, `daily-visitors/${today}_${id}`), { date: today, visitorId: id, lastVisit: serverTimestamp(), pageViews: increment(1), pagesVisited, userAgent: 'UA', referrer: '', countedPage }, { merge: true });
    await assertFails(visitor({ _2F: 0, _2Fa: 2 }, '_2Fa'));
    await assertFails(visitor({ _2F: 1, _2Fa: 1, _2Fb: 1 }, '_2Fa'));
    await assertSucceeds(visitor({ _2F: 1, _2Fa: 1, _2Fb: 1 }, '_2Fb'));
    // A visitor id that is not the tracker's hash.
    await assertFails(setDoc(doc(db, `daily-visitors/${today}_v1`), { date: today, visitorId: 'v1', lastVisit: serverTimestamp(), pageViews: increment(1), pagesVisited: { _2F: increment(1) }, userAgent: 'UA', referrer: '', countedPage: '_2F' }, { merge: true }));
    const shard = { ...dayWrite(today, '_2Fa'), shard: 3 };
    await assertSucceeds(setDoc(doc(db, `daily-analytics-shards/${today}_3`), shard, { merge: true }));
    await assertFails(setDoc(doc(db, `daily-analytics-shards/${today}_3`), { ...shard, pages: { _2Fa: 5 } }, { merge: true }));
    await assertFails(setDoc(doc(db, `daily-analytics-shards/${today}_3`), { ...dayWrite(today, '_2Fb', '_2Fa'), shard: 3 }, { merge: true }));
  });

  it('bounds visits: a page key as the id, a screen width a browser reports', async () => {
    const db = as(null);
    const visit = { count: increment(1), lastVisited: serverTimestamp(), userAgent: 'UA', referrer: '', screenWidth: 390 };
    await assertSucceeds(setDoc(doc(db, 'visits/_2Fjson-formatter'), visit, { merge: true }));
    for (const screenWidth of [1e308, -1e308, -1, 1.5, 100_001, Number.NaN, '390']) {
      await assertFails(setDoc(doc(db, 'visits/_2Fjson-formatter'), { ...visit, screenWidth }, { merge: true }));
      await assertFails(setDoc(doc(db, 'visits-shards/_2F_1'), { ...visit, page: '_2F', shard: 1, screenWidth }, { merge: true }));
    }
    for (const page of [`_2F${'x'.repeat(1024)}`, 'made-up-page', 'x']) {
      await assertFails(setDoc(doc(db, `visits/${page}`), visit, { merge: true }));
      await assertFails(setDoc(doc(db, `visits-shards/${page}_1`), { ...visit, page, shard: 1 }, { merge: true }));
    }
    await assertFails(setDoc(doc(db, 'visits/_2F'), { ...visit, referrer: 'r'.repeat(513) }, { merge: true }));
  });
});
