/** firestore.rules for analytics: the tracker's writes only, and deleting records past the 90 days of retention. */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { type Firestore, collection, deleteDoc, doc, getDoc, getDocs, increment, limit, query, serverTimestamp, setDoc, where } from 'firebase/firestore';
import { it } from 'vitest';
import { describeRules, utcDay } from './rules-env';

/** The local day `days` ago, as the cleanup computes its cutoff (YYYY-MM-DD). */
const cutoff = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() - days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

describeRules('analytics', ({ env, as }) => {
  it('accepts the tracker writes and nothing else', async () => {
    const db = as(null);
    const visit = { count: increment(1), lastVisited: serverTimestamp(), userAgent: 'UA', referrer: '', screenWidth: 390 };
    await assertSucceeds(setDoc(doc(db, 'visits/_2F'), visit, { merge: true }));
    await assertSucceeds(setDoc(doc(db, 'visits/_2F'), visit, { merge: true }));
    await assertFails(setDoc(doc(db, 'visits/_2F'), { ...visit, count: 1000 }, { merge: true }));
    await assertFails(getDoc(doc(db, 'visits/_2F')));
    const today = utcDay();
    const day = { date: today, totalPageViews: increment(1), lastUpdated: serverTimestamp(), pages: { _2F: increment(1) }, uniqueVisitors: increment(1), countedPage: '_2F' };
    await assertSucceeds(setDoc(doc(db, `daily-analytics/${today}`), day, { merge: true }));
    await assertFails(setDoc(doc(db, `daily-analytics/${today}`), { ...day, uniqueVisitors: increment(5) }, { merge: true }));
    // The document id must be its date.
    await assertFails(setDoc(doc(db, `daily-analytics/${utcDay(1)}`), day, { merge: true }));
  });
  it('lets anyone delete only records past the 90 days of retention', async () => {
    await env().withSecurityRulesDisabled(async (context) => {
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
