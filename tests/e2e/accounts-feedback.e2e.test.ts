/** Issue 4 on the built site with the local (IndexedDB) backend: feedback from the side menu, stored or refused, in a fresh browser context per test. */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { accountSteps, alerts, feedbackDocuments, openMenu, slow, stored } from './support/accounts';
import { siteAndBrowser } from './support/suite';

const PORT = 7100;
const suite = siteAndBrowser(PORT);
const { withPage } = accountSteps(suite);

async function openFeedback(page: Page) {
  const menu = await openMenu(page);
  await menu.getByRole('button', { name: 'Give Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Got Feedback' });
  await dialog.waitFor(slow);
  return dialog;
}
const feedbackValues = async (dialog: Locator) => ({
  type: await dialog.getByLabel('Feedback Type').inputValue(),
  message: await dialog.getByLabel('Message').inputValue(),
  email: await dialog.getByLabel('Email (optional)').inputValue(),
});

describe('feedback', () => {
  it('a visitor gets both required messages, then the thank-you, which closes after 3 s and leaves an empty form', async () => {
    await withPage('desktop', async (page) => {
      await page.goto(suite.site.url);
      const dialog = await openFeedback(page);
      expect(await dialog.getByLabel('Feedback Type').locator('option').first().textContent()).toBe('Select a type');
      await dialog.getByRole('button', { name: 'Send Feedback' }).click();
      await expect.poll(() => alerts(dialog)).toEqual(['Please select a feedback type.', 'Please enter your feedback.']);

      await dialog.getByLabel('Feedback Type').selectOption('Bug Report');
      await dialog.getByLabel('Message').fill('  The dice sometimes shows a 7.  ');
      await dialog.getByLabel('Email (optional)').fill('reader@example.com');
      await expect.poll(() => alerts(dialog)).toEqual([]);
      await dialog.getByRole('button', { name: 'Send Feedback' }).click();
      const thanks = dialog.getByRole('status');
      await expect.poll(() => thanks.textContent(), slow).toBe('Thank you for your feedback! We appreciate it.');
      const shownAt = Date.now();

      expect(feedbackDocuments(await stored(page))).toEqual([
        { type: 'Bug Report', message: 'The dice sometimes shows a 7.', email: 'reader@example.com', createdAt: expect.any(Date) },
      ]);

      // SPEC: the thank-you stays for 3 seconds. A fixed wait is the point here.
      await page.waitForTimeout(Math.max(0, 1000 - (Date.now() - shownAt)));
      expect(await dialog.isVisible()).toBe(true);
      await dialog.waitFor({ state: 'detached', timeout: 5000 - (Date.now() - shownAt) });
      expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2500);

      const reopened = await openFeedback(page);
      expect(await feedbackValues(reopened)).toEqual({ type: '', message: '', email: '' });
      expect(await alerts(reopened)).toEqual([]);
      expect(await reopened.getByRole('button', { name: 'Send Feedback' }).isEnabled()).toBe(true);
    });
  });

  it('a failed write shows the SPEC message and keeps type, message and email for a retry', async () => {
    await withPage('desktop', async (page, context) => {
      // Storage refuses feedback documents (keyed by path "feedback/<id>") until the test allows them.
      await context.addInitScript(() => {
        const refuse = (value: unknown) =>
          !(window as { __allowFeedback?: boolean }).__allowFeedback &&
          typeof (value as { path?: unknown } | null)?.path === 'string' &&
          (value as { path: string }).path.startsWith('feedback/');
        for (const method of ['put', 'add'] as const) {
          const original = IDBObjectStore.prototype[method];
          IDBObjectStore.prototype[method] = function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
            if (refuse(value)) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
            return original.call(this, value, key);
          };
        }
      });
      await page.goto(suite.site.url);
      const dialog = await openFeedback(page);
      await dialog.getByLabel('Feedback Type').selectOption('Feature Request');
      await dialog.getByLabel('Message').fill('A metronome, please.');
      await dialog.getByLabel('Email (optional)').fill('drummer@example.com');
      const send = dialog.getByRole('button', { name: 'Send Feedback' });
      await send.click();
      await expect.poll(() => alerts(dialog), slow).toEqual(['Failed to submit feedback. Please try again.']);
      expect(await feedbackValues(dialog)).toEqual({ type: 'Feature Request', message: 'A metronome, please.', email: 'drummer@example.com' });
      expect(await send.isEnabled()).toBe(true);
      expect(await dialog.getByRole('status').count()).toBe(0);
      expect(feedbackDocuments(await stored(page))).toEqual([]);

      await page.evaluate(() => Object.assign(window, { __allowFeedback: true }));
      await send.click();
      await expect.poll(() => dialog.getByRole('status').textContent(), slow).toBe('Thank you for your feedback! We appreciate it.');
      expect(feedbackDocuments(await stored(page)).map((data) => data.message)).toEqual(['A metronome, please.']);
    });
  });
});
