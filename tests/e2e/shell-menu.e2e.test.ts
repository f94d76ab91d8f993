/** The shell (issue 3), at both sizes: the side menu and the modals opened by ?modal=, /login and /signup. */
import { describe, expect, it } from 'vitest';
import { pathOf, searchOf } from './support/browser';
import { menuButton, shellHelpers } from './support/shell';
import { siteAndBrowser } from './support/suite';

const PORT = 6600;
const suite = siteAndBrowser(PORT);
const { withPage, liveTools } = shellHelpers(suite);

describe.each(['desktop', 'phone'] as const)('at %s size', (viewport) => {
  describe('side menu', () => {
    it('opens from the menu button, traps focus and closes with Escape and the overlay', async () => {
      await withPage(viewport, async (page) => {
        await page.goto(suite.site.url);
        await menuButton(page).click();
        const menu = page.getByRole('dialog', { name: 'Menu' });
        await menu.waitFor();
        for (const section of ['Account', 'Theme', 'Support', 'Connect', 'Legal']) {
          expect(await menu.getByRole('heading', { name: section }).isVisible()).toBe(true);
        }
        expect(await menu.getByRole('button', { name: 'Login' }).isVisible()).toBe(true);
        expect(await menu.getByRole('button', { name: 'Sign Up' }).isVisible()).toBe(true);
        expect(await menu.getByRole('link', { name: /Email support/ }).getAttribute('href')).toBe('mailto:support@toolhub.example');
        // A native modal <dialog> keeps focus out of the page behind it: after its last item, Tab
        // visits the browser's own controls (document.body in the page) and then comes back in.
        const where = () =>
          page.evaluate(() =>
            document.activeElement?.closest('dialog[open]') ? 'dialog' : document.activeElement === document.body ? 'browser' : 'page',
          );
        const visited: string[] = [];
        for (let i = 0; i < 20; i++) {
          await page.keyboard.press('Tab');
          visited.push(await where());
        }
        expect(visited).not.toContain('page');
        expect(visited.filter((place) => place === 'dialog').length).toBeGreaterThan(10);
        await page.keyboard.press('Escape');
        await expect.poll(() => menu.count()).toBe(0);
        await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe('dialog');

        await menuButton(page).click();
        await menu.waitFor();
        await page.mouse.click(10, 400);
        await expect.poll(() => menu.count()).toBe(0);

        await menuButton(page).click();
        await menu.getByRole('link', { name: 'Privacy Policy' }).click();
        await expect.poll(() => pathOf(page)).toBe('/privacy-policy');
        expect(await menu.count()).toBe(0);
      });
    });

    it('Give Feedback opens the feedback modal', async () => {
      await withPage(viewport, async (page) => {
        await page.goto(suite.site.url);
        await menuButton(page).click();
        await page.getByRole('button', { name: 'Give Feedback' }).click();
        const dialog = page.getByRole('dialog', { name: 'Got Feedback' });
        await dialog.waitFor();
        expect(await page.getByRole('dialog', { name: 'Menu' }).count()).toBe(0);
        await page.keyboard.press('Escape');
        await expect.poll(() => dialog.count()).toBe(0);
      });
    });
  });

  describe('modal parameter', () => {
    it('?modal=login opens Log In; switching replaces the parameter; closing removes it', async () => {
      await withPage(viewport, async (page) => {
        await page.goto(`${suite.site.url}/?q=dice&modal=login`);
        const login = page.getByRole('dialog', { name: 'Log In' });
        await login.waitFor();
        const length = await page.evaluate(() => history.length);
        await login.getByRole('button', { name: 'Create Your Account' }).click();
        const signup = page.getByRole('dialog', { name: 'Create Your Account' });
        await signup.waitFor();
        expect(searchOf(page)).toBe('?q=dice&modal=signup');
        expect(await page.evaluate(() => history.length)).toBe(length);
        await signup.getByRole('button', { name: 'Log In' }).click();
        await login.waitFor();
        expect(searchOf(page)).toBe('?q=dice&modal=login');
        expect(await page.evaluate(() => history.length)).toBe(length);
        await page.keyboard.press('Escape');
        await expect.poll(() => login.count()).toBe(0);
        expect(searchOf(page)).toBe('?q=dice');
      });
    });

    it('the menu’s Login and Sign Up open their modals; /login and /signup open them over home', async () => {
      await withPage(viewport, async (page) => {
        const { available } = await liveTools();
        await page.goto(`${suite.site.url}/${available[0]!.path}`);
        await menuButton(page).click();
        await page.getByRole('button', { name: 'Sign Up' }).click();
        await page.getByRole('dialog', { name: 'Create Your Account' }).waitFor();
        expect(searchOf(page)).toBe('?modal=signup');
        await page.getByRole('button', { name: 'Close' }).click();
        await expect.poll(() => searchOf(page)).toBe('');
        expect(pathOf(page)).toBe(`/${available[0]!.path}`);
        await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe('dialog');

        await page.goto(`${suite.site.url}/login`);
        await page.getByRole('dialog', { name: 'Log In' }).waitFor();
        expect(page.url()).toBe(`${suite.site.url}/?modal=login`);
        expect(await page.getByRole('heading', { level: 1, includeHidden: true }).textContent()).toBe('Small tools, big help');
        await page.goto(`${suite.site.url}/signup`);
        await page.getByRole('dialog', { name: 'Create Your Account' }).waitFor();
        await page.goto(`${suite.site.url}/?modal=nonsense`);
        await expect.poll(() => page.url()).toBe(`${suite.site.url}/`);
        expect(await page.getByRole('dialog').count()).toBe(0);
      });
    });
  });
});
