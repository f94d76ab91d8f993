/**
 * The contract for analytics: recording page views, deleting old ones, and what only admins read
 * (the daily analytics and the latest feedback, as the dashboard shows them).
 */
import { expect, it } from 'vitest';
import { serverTime } from '../../../host/src/backend/backend';
import { type ContractContext, codeOf, uniqueEmail } from '../contract-helpers';

export function analyticsContract({ open, options }: ContractContext): void {
  it('records page views and deletes old analytics', async () => {
    const backend = await open();
    const view = { page: 'home', date: '2020-01-01', visitorId: 'v1', newVisitor: true, userAgent: 'test', referrer: '', screenWidth: 800 };
    await backend.recordPageView(view);
    await backend.recordPageView({ ...view, newVisitor: false, page: 'coin-flip' });
    expect(await backend.deleteAnalyticsBefore('2020-01-02')).toBeGreaterThanOrEqual(2);
  });

  it('lets admins read daily analytics and the latest feedback, and nobody else', async () => {
    const backend = await open();
    const day = `2030-0${1 + Math.floor(Math.random() * 9)}-1${Math.floor(Math.random() * 9)}`;
    const view = { page: 'home', date: day, visitorId: `v${Date.now()}`, newVisitor: true, userAgent: 'test', referrer: '', screenWidth: 800 };
    await backend.recordPageView(view);
    await backend.recordPageView({ ...view, newVisitor: false, page: 'coin-flip' });
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
    expect(days[0]).toMatchObject({ date: day, totalPageViews: 2, uniqueVisitors: 1, pages: { home: 1, 'coin-flip': 1 } });
    expect(days[0]?.lastUpdated).toBeInstanceOf(Date);
    const feedback = (await backend.listRecentFeedback(50)).filter((f) => f.message.startsWith(marker));
    expect(feedback.map((f) => f.message)).toEqual([`${marker} second`, `${marker} first`]);
    expect(feedback[0]).toMatchObject({ type: 'Bug Report', email: 'a@example.com' });
    expect(feedback[0]?.createdAt).toBeInstanceOf(Date);
    expect(await backend.listRecentFeedback(1)).toHaveLength(1);
  });
}
