/**
 * Retention's clean-up (the Firebase adapter's, host/src/backend/firebase/analytics-cleanup.ts) as a
 * signed-out visitor runs it against firestore.rules: a record the rules refuse to delete is
 * skipped and named, and every other expired record, in every dated collection, is deleted.
 */
import { type Firestore, collection, getDocs } from 'firebase/firestore';
import { expect, it, vi } from 'vitest';
import { deleteDatedRecordsBefore } from '../../host/src/backend/firebase/analytics-cleanup';
import { retentionCutoff } from '../../host/src/tracking/retention';
import { describeRules, utcDay, visitorId } from './rules-env';

describeRules('analytics clean-up (issue 41 §1)', ({ env, as, seed }) => {
  const paths = async (name: string) => {
    let found: string[] = [];
    await env().withSecurityRulesDisabled(async (context) => {
      const snapshot = await getDocs(collection(context.firestore() as unknown as Firestore, name));
      found = snapshot.docs.map((d) => d.ref.path).sort();
    });
    return found;
  };

  it('skips a record dated on a day that does not exist, and cleans every collection past it', async () => {
    const old = utcDay(-200);
    const recent = utcDay(-10);
    // Poisoned records, as the old rules let a script write them: they sort before every real day.
    for (const day of ['0000-00-00', '0000-00-01', '2026-02-30']) {
      await seed(`daily-analytics/${day}`, { date: day, totalPageViews: 1, pages: {}, uniqueVisitors: 0 });
    }
    await seed(`daily-analytics/${old}`, { date: old, totalPageViews: 1, pages: {}, uniqueVisitors: 0 });
    await seed(`daily-analytics/${recent}`, { date: recent, totalPageViews: 1, pages: {}, uniqueVisitors: 0 });
    for (const shard of [0, 1, 2]) await seed(`daily-analytics-shards/${old}_${shard}`, { date: old, shard, totalPageViews: 1, pages: {}, uniqueVisitors: 0 });
    await seed(`daily-analytics-shards/${recent}_0`, { date: recent, shard: 0, totalPageViews: 1, pages: {}, uniqueVisitors: 0 });
    await seed(`daily-visitors/${old}_${visitorId(1)}`, { date: old, visitorId: visitorId(1), userAgent: 'UA', referrer: '' });
    await seed(`daily-visitors/0000-00-00_${visitorId(2)}`, { date: '0000-00-00', visitorId: visitorId(2), userAgent: 'UA', referrer: '' });
    await seed(`daily-visitors/${recent}_${visitorId(3)}`, { date: recent, visitorId: visitorId(3), userAgent: 'UA', referrer: '' });

    const warn = vi.fn();
    const result = await deleteDatedRecordsBefore(as(null), retentionCutoff(utcDay()), warn);

    expect(await paths('daily-analytics')).toEqual(['daily-analytics/0000-00-00', 'daily-analytics/0000-00-01', 'daily-analytics/2026-02-30', `daily-analytics/${recent}`]);
    expect(await paths('daily-analytics-shards')).toEqual([`daily-analytics-shards/${recent}_0`]);
    expect(await paths('daily-visitors')).toEqual([`daily-visitors/0000-00-00_${visitorId(2)}`, `daily-visitors/${recent}_${visitorId(3)}`]);
    expect(result.deleted).toBe(5);
    expect([...result.skipped].sort()).toEqual(['daily-analytics/0000-00-00', 'daily-analytics/0000-00-01', 'daily-analytics/2026-02-30', `daily-visitors/0000-00-00_${visitorId(2)}`]);
    expect(warn).toHaveBeenCalledWith('Analytics cleanup skipped records it may not delete.', result.skipped);
  });

  it('goes on with the next collection when one cannot be read', async () => {
    const old = utcDay(-200);
    await seed(`daily-visitors/${old}_${visitorId(1)}`, { date: old, visitorId: visitorId(1), userAgent: 'UA', referrer: '' });
    const warn = vi.fn();
    // A cutoff inside the retention period: the rules refuse to list such records, collection by collection.
    const result = await deleteDatedRecordsBefore(as(null), utcDay(1), warn);
    expect(result.deleted).toBe(0);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls.map(([message]) => message as string)).toEqual([
      'Analytics cleanup could not finish daily-analytics; it goes on with the next collection.',
      'Analytics cleanup could not finish daily-analytics-shards; it goes on with the next collection.',
      'Analytics cleanup could not finish daily-visitors; it goes on with the next collection.',
    ]);
  });
});
