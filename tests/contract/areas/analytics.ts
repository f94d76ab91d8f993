/**
 * The contract for analytics: recording page views on the visitor's day, deleting records past
 * retention, and what only admins read (the daily analytics and the latest feedback, as the
 * dashboard shows them).
 */
import { expect, it } from 'vitest';
import { serverTime } from '../../../host/src/backend/backend';
import { retentionCutoff } from '../../../host/src/tracking/retention';
import { type ContractContext, codeOf, uniqueEmail } from '../contract-helpers';

/** Today's UTC day: a day the rules accept whatever the machine's time zone. */
const today = () => new Date().toISOString().slice(0, 10);
/** A visitor id as the tracker makes it (a SHA-256 in hex), different in every test. */
const freshVisitorId = () => `${Date.now().toString(16)}${Math.random().toString(16).slice(2)}`.padEnd(64, '0').slice(0, 64);
/** A page key (as the tracker writes `/<tool>`) no other test counts. */
const freshPage = () => `_2Fcontract-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

export function analyticsContract({ open, options }: ContractContext): void {
  it('records page views and deletes analytics past the 90 days of retention', async () => {
    const backend = await open();
    const view = { page: freshPage(), date: today(), visitorId: freshVisitorId(), newVisitor: true, userAgent: 'test', referrer: '', screenWidth: 800 };
    await backend.recordPageView(view);
    await backend.recordPageView({ ...view, newVisitor: false, page: '_2F' });
    const old = '2020-01-01';
    await options.seedDocument(backend, `daily-analytics/${old}`, { date: old, totalPageViews: 1, pages: { _2F: 1 }, uniqueVisitors: 1 });
    await options.seedDocument(backend, `daily-visitors/${old}_${view.visitorId}`, { date: old, visitorId: view.visitorId, pageViews: 1 });
    expect(await backend.deleteAnalyticsBefore(retentionCutoff(today()))).toBeGreaterThanOrEqual(2);
    expect(await options.documentExists(backend, `daily-analytics/${old}`)).toBe(false);
    expect(await options.documentExists(backend, `daily-visitors/${old}_${view.visitorId}`)).toBe(false);
    expect(await options.documentExists(backend, `daily-analytics/${view.date}`)).toBe(true);
    expect(await options.documentExists(backend, `daily-visitors/${view.date}_${view.visitorId}`)).toBe(true);
  });

  it('lets admins read daily analytics and the latest feedback, and nobody else', async () => {
    const backend = await open();
    const day = today();
    const [first, second] = [freshPage(), freshPage()];
    const view = { page: first, date: day, visitorId: freshVisitorId(), newVisitor: true, userAgent: 'test', referrer: '', screenWidth: 800 };
    await backend.recordPageView(view);
    await backend.recordPageView({ ...view, newVisitor: false, page: second });
    const marker = `contract ${uniqueEmail()}`;
    await backend.addFeedback({ type: 'Other', message: `${marker} first`, email: null, createdAt: serverTime() });
    await new Promise((r) => setTimeout(r, 5));
    await backend.addFeedback({ type: 'Bug Report', message: `${marker} second`, email: 'a@example.com', createdAt: serverTime() });

    await backend.createAccount(uniqueEmail(), 'secret123');
    expect(await codeOf(backend.readDailyAnalytics(day, day))).toBe('permission-denied');
    expect(await codeOf(backend.listRecentFeedback(10))).toBe('permission-denied');
    await backend.signOut();

    const admin = await backend.createAccount(options.adminEmail(), 'secret123');
    await options.grantAdmin(admin);
    expect(await backend.isAdmin(admin)).toBe(true);
    const days = await backend.readDailyAnalytics(day, day);
    expect(days).toHaveLength(1);
    // The day is today's, so other tests' views may be in it too: these two pages are this test's.
    expect(days[0]).toMatchObject({ date: day, pages: { [first]: 1, [second]: 1 } });
    expect(days[0]?.totalPageViews).toBeGreaterThanOrEqual(2);
    expect(days[0]?.uniqueVisitors).toBeGreaterThanOrEqual(1);
    expect(days[0]?.lastUpdated).toBeInstanceOf(Date);
    const feedback = (await backend.listRecentFeedback(50)).filter((f) => f.message.startsWith(marker));
    expect(feedback.map((f) => f.message)).toEqual([`${marker} second`, `${marker} first`]);
    expect(feedback[0]).toMatchObject({ type: 'Bug Report', email: 'a@example.com' });
    expect(feedback[0]?.createdAt).toBeInstanceOf(Date);
    expect(await backend.listRecentFeedback(1)).toHaveLength(1);
  });
}
