/** Issue 4 on the built site with the local (IndexedDB) backend: XP, the dashboard and favourites, in a fresh browser context per test. */
import { describe, expect, it } from 'vitest';
import { accountSteps, activityTypes, hrefs, profileOf, slow, stats, stored } from './support/accounts';
import { siteAndBrowser } from './support/suite';

const PORT = 6900;
const { withPage, signUp, dashboard, openTool } = accountSteps(siteAndBrowser(PORT));

describe('XP and the dashboard', () => {
  it('two different tools earn 20 XP; opening one again the same day earns nothing', async () => {
    await withPage('desktop', async (page) => {
      await signUp(page);
      await openTool(page, 'coin-flip');
      await expect.poll(async () => profileOf(await stored(page))?.xp, slow).toBe(10);
      await openTool(page, 'json-formatter');
      await expect.poll(async () => profileOf(await stored(page))?.xp, slow).toBe(20);

      await dashboard(page);
      expect(await stats(page)).toEqual({ XP: '20', Streak: '1 day', 'Tools used today': '2' });
      expect(await page.getByRole('list', { name: 'Badges earned' }).getByRole('listitem').allInnerTexts()).toEqual([expect.stringContaining('First Steps')]);
      expect(await page.getByText(/^Next:/).textContent()).toBe('Next: 🧭 Explorer at 50 XP (30 XP to go).');
      expect(await hrefs(page.getByRole('list', { name: 'Tools used today' }))).toEqual(['/coin-flip', '/json-formatter']);
      expect(await hrefs(page.getByRole('list', { name: 'Recently visited' }))).toEqual(['/json-formatter', '/coin-flip']);
      const activity = page.getByRole('list', { name: 'Recent activity' });
      await expect.poll(() => activity.getByRole('listitem').count(), slow).toBe(3);
      const items = await activity.getByRole('listitem').allTextContents();
      expect(items.filter((text) => text.includes('Used Coin Flip'))).toHaveLength(1);
      expect(items.filter((text) => text.includes('Used JSON Formatter'))).toHaveLength(1);
      expect(await activity.getByRole('link', { name: 'Used Coin Flip' }).getAttribute('href')).toBe('/coin-flip');

      await openTool(page, 'coin-flip');
      // The repeat visit is still logged as a toolUse; once it is, the XP must not have moved.
      await expect.poll(async () => activityTypes(await stored(page)).filter((type) => type === 'toolUse').length, slow).toBe(3);
      expect(profileOf(await stored(page))).toMatchObject({ xp: 20, streak: 1, toolsUsedToday: ['coin-flip', 'json-formatter'] });
      await dashboard(page);
      expect(await stats(page)).toEqual({ XP: '20', Streak: '1 day', 'Tools used today': '2' });
      expect(await hrefs(page.getByRole('list', { name: 'Recently visited' }))).toEqual(['/coin-flip', '/json-formatter']);
    });
  });

  it('a star on a home card adds a favourite that survives a reload; unstarring on the tool page removes it', async () => {
    await withPage('desktop', async (page) => {
      await signUp(page);
      const devTools = page.getByRole('list', { name: 'Developer Tools' });
      await devTools.getByRole('button', { name: 'Add JSON Formatter to favourites' }).click();
      const starred = devTools.getByRole('button', { name: 'Remove JSON Formatter from favourites' });
      await expect.poll(() => starred.getAttribute('aria-pressed')).toBe('true');
      await expect.poll(async () => profileOf(await stored(page))?.favourites, slow).toEqual(['json-formatter']);

      await page.reload();
      await page.getByRole('button', { name: 'Menu, signed in' }).waitFor(slow);
      await expect.poll(() => starred.getAttribute('aria-pressed'), slow).toBe('true');
      expect(await page.getByRole('button', { name: 'Add JSON Formatter to favourites' }).count()).toBe(0);

      await dashboard(page);
      const favourites = page.getByRole('list', { name: 'Favourites' });
      await expect.poll(() => hrefs(favourites), slow).toEqual(['/json-formatter']);

      await openTool(page, 'json-formatter');
      const headingStar = page.getByRole('button', { name: 'Remove JSON Formatter from favourites' });
      expect(await headingStar.getAttribute('aria-pressed')).toBe('true');
      await headingStar.click();
      const unstarred = page.getByRole('button', { name: 'Add JSON Formatter to favourites' });
      await expect.poll(() => unstarred.getAttribute('aria-pressed')).toBe('false');
      await expect.poll(async () => profileOf(await stored(page))?.favourites, slow).toEqual([]);

      await dashboard(page);
      await page.getByText('No favourites yet — tap ☆ on any tool to pin it here.', { exact: true }).waitFor();
      expect(await page.getByRole('list', { name: 'Favourites' }).count()).toBe(0);
    });
  });
});
