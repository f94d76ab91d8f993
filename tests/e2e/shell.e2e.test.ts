import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openPage } from './support/browser';
import { menuButton, openSearch, seriousViolations, type Viewport } from './support/shell';
import { siteAndBrowser } from './support/suite';
import { readCatalogue } from '../../scripts/lib/units.mjs';
import { STATIC_ROUTES } from '../../host/src/routes/static-routes';

/** The shell (issue 3): header, bottom bar, search, side menu, theme, modals and pages, at both sizes. */
// Not 4400: the Firebase Emulator Hub listens there by default (and its logging on 4500).
const PORT = 4700;
const suite = siteAndBrowser(PORT);

interface Tool {
  path: string;
  name: string;
  isAvailable: boolean;
}
/** The catalogue as the site serves it now: ops (and tool teams) flip availability without a rebuild. */
async function liveTools(): Promise<{ available: Tool[]; availablePaths: Set<string> }> {
  const { tools } = (await (await fetch(`${suite.site.url}/catalogue.json`)).json()) as { tools: Tool[] };
  const available = tools.filter((tool) => tool.isAvailable);
  return { available, availablePaths: new Set(available.map((tool) => tool.path)) };
}
/** A tool that stays coming soon in every test: the catalogue served here marks it unavailable. */
const catalogue = readCatalogue() as unknown as { tools: Tool[] };
const comingSoonPath = 'emoji-riddle';
const comingSoon = { ...catalogue.tools.find((tool) => tool.path === comingSoonPath)!, isAvailable: false };

// Registered after siteAndBrowser's, so it runs once the site is up.
beforeAll(() => {
  suite.site.serveCatalogue((text) => {
    const live = JSON.parse(text) as { tools: Tool[] };
    live.tools.find((tool) => tool.path === comingSoonPath)!.isAvailable = false;
    return JSON.stringify(live);
  });
});

/** Opens a page, runs the body, and fails on any console error or uncaught exception. */
async function withPage(viewport: Viewport, body: (page: Page) => Promise<void>, colorScheme: 'light' | 'dark' = 'light') {
  const { page, errors, context } = await openPage(suite.browser, { viewport, colorScheme });
  try {
    await body(page);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
}

const pathOf = (page: Page) => new URL(page.url()).pathname;
const searchOf = (page: Page) => new URL(page.url()).search;
const options = (page: Page) => page.getByRole('option');
const selectedIndex = (page: Page) =>
  page.getByRole('option').evaluateAll((items) => items.findIndex((item) => item.getAttribute('aria-selected') === 'true'));
/**
 * How light an element looks (0 black … 1 white): its own background, or the first opaque one
 * behind it. A canvas reads the colour in whatever syntax the style computes to.
 */
const luminance = (element: Locator) =>
  element.evaluate((start) => {
    const canvas = document.createElement('canvas').getContext('2d')!;
    for (let node: Element | null = start; node; node = node.parentElement) {
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = getComputedStyle(node).backgroundColor;
      canvas.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, alpha = 0] = canvas.getImageData(0, 0, 1, 1).data;
      if (alpha === 255) return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
    }
    return 1; // nothing painted: the canvas of the page is white
  });

describe.each(['desktop', 'phone'] as const)('at %s size', (viewport) => {
  describe('search', () => {
    it('focusing the empty box shows Popular Tools: the first six available tools', async () => {
      await withPage(viewport, async (page) => {
        const { available } = await liveTools();
        await page.goto(suite.site.url);
        const box = await openSearch(page, viewport);
        await expect.poll(() => box.getAttribute('aria-expanded')).toBe('true');
        const list = page.getByRole('listbox', { name: 'Popular Tools' });
        expect(await list.isVisible()).toBe(true);
        const names = await list.getByRole('option').locator('.search-option-name').allTextContents();
        expect(names).toEqual(available.slice(0, 6).map((tool) => tool.name));
        expect(await box.getAttribute('aria-controls')).toBe(await list.getAttribute('id'));
      });
    });

    it('typing shows at most six available tools with the match highlighted', async () => {
      await withPage(viewport, async (page) => {
        const { available } = await liveTools();
        await page.goto(suite.site.url);
        const box = await openSearch(page, viewport);
        for (const text of ['a', 'random', 'e']) {
          await box.fill(text);
          await expect.poll(() => options(page).count()).toBeGreaterThan(0);
          expect(await options(page).count()).toBeLessThanOrEqual(6);
          const names = await options(page).locator('.search-option-name').allTextContents();
          for (const name of names) expect(available.map((tool) => tool.name)).toContain(name);
        }
        await box.fill('json');
        await expect.poll(() => options(page).first().locator('.search-option-name').textContent()).toBe('JSON Formatter');
        expect(await options(page).first().locator('mark').first().textContent()).toBe('JSON');
        expect(await options(page).first().textContent()).toContain('Developer Tools');
        await box.fill('pasword');
        await expect.poll(() => options(page).first().locator('.search-option-name').textContent()).toBe('Random Password Generator');
      });
    });

    it('arrow keys wrap around and Enter opens the highlighted tool', async () => {
      await withPage(viewport, async (page) => {
        const { available } = await liveTools();
        await page.goto(suite.site.url);
        const box = await openSearch(page, viewport);
        await box.fill('random');
        await expect.poll(() => options(page).count()).toBeGreaterThan(1);
        const count = await options(page).count();
        await box.press('ArrowUp');
        expect(await selectedIndex(page)).toBe(count - 1);
        await box.press('ArrowDown');
        expect(await selectedIndex(page)).toBe(0);
        expect(await box.getAttribute('aria-activedescendant')).toBe(await options(page).first().getAttribute('id'));
        for (let i = 1; i < count; i++) await box.press('ArrowDown');
        expect(await selectedIndex(page)).toBe(count - 1);
        await box.press('ArrowDown');
        expect(await selectedIndex(page)).toBe(0);
        await box.press('ArrowDown');
        const second = await options(page).nth(1).locator('.search-option-name').textContent();
        const tool = available.find((candidate) => candidate.name === second)!;
        await box.press('Enter');
        await expect.poll(() => pathOf(page)).toBe(`/${tool.path}`);
        await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(tool.name);
        // The route change closed search.
        expect(await page.getByRole('listbox').count()).toBe(0);
      });
    });

    it('Enter with nothing highlighted lands on /?q=, and emptying the search removes q', async () => {
      await withPage(viewport, async (page) => {
        await page.goto(`${suite.site.url}/json-formatter`);
        const box = await openSearch(page, viewport);
        await box.fill('b64');
        await box.press('Enter');
        await expect.poll(() => searchOf(page)).toBe('?q=b64');
        expect(pathOf(page)).toBe('/');
        await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Results for “b64”');
        expect(await page.getByRole('list', { name: 'Search results' }).getByRole('link').first().textContent()).toContain('Base64 Converter');
        expect(await page.getByRole('listbox').count()).toBe(0);
        const field = await openSearch(page, viewport);
        expect(await field.inputValue()).toBe('b64');
        await field.fill('');
        await expect.poll(() => page.url()).toBe(`${suite.site.url}/`);
        await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Small tools, big help');
      });
    });

    it('Escape closes the suggestions and a route change closes search', async () => {
      await withPage(viewport, async (page) => {
        await page.goto(suite.site.url);
        const box = await openSearch(page, viewport);
        await box.fill('dice');
        await expect.poll(() => page.getByRole('listbox').count()).toBe(1);
        await box.press('Escape');
        await expect.poll(() => page.getByRole('listbox').count()).toBe(0);
        expect(await box.getAttribute('aria-expanded')).toBe('false');
        expect(await box.inputValue()).toBe('dice');

        await page.goto(`${suite.site.url}/${comingSoon.path}`);
        await page.goto(`${suite.site.url}/`);
        await openSearch(page, viewport);
        await expect.poll(() => page.getByRole('listbox').count()).toBe(1);
        // A back navigation (here across documents: both pages were opened with goto) waits for the page it lands on.
        await page.goBack();
        await expect.poll(() => pathOf(page)).toBe(`/${comingSoon.path}`);
        await expect.poll(() => page.getByRole('listbox').count()).toBe(0);
        if (viewport === 'phone') expect(await page.getByRole('combobox', { name: 'Search tools' }).isVisible()).toBe(false);
      });
    });

    it('Ctrl+K, Cmd+K and "/" focus the search from anywhere', async () => {
      await withPage(viewport, async (page) => {
        await page.goto(`${suite.site.url}/${comingSoon.path}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        const focusedIsSearch = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') === 'Search tools');
        await page.keyboard.press('Control+k');
        await expect.poll(focusedIsSearch).toBe(true);
        await page.keyboard.press('Escape');
        await page.locator('h1').click();
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        expect(await focusedIsSearch()).toBe(false);
        await page.keyboard.press('Meta+k');
        await expect.poll(focusedIsSearch).toBe(true);
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await page.keyboard.press('/');
        await expect.poll(focusedIsSearch).toBe(true);
        expect(await page.getByRole('combobox', { name: 'Search tools' }).inputValue()).toBe('');
      });
    });

    it('markup, 10,000 characters and whitespace-only text are handled safely', async () => {
      await withPage(viewport, async (page) => {
        await page.goto(suite.site.url);
        const attack = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
        let box = await openSearch(page, viewport);
        await box.fill(attack);
        await box.press('Enter');
        await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(attack);
        expect(page.url()).not.toContain('<');
        await expect.poll(() => page.locator('.results-query').textContent()).toBe(attack);
        expect(await page.locator('main img, main script').count()).toBe(0);
        expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();

        box = await openSearch(page, viewport);
        await box.fill('a'.repeat(10_000));
        await box.press('Enter');
        await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('a'.repeat(200));
        await expect.poll(() => page.getByText('No tools found.').count()).toBe(1);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(1);

        box = await openSearch(page, viewport);
        await box.fill('    ');
        await box.press('Enter');
        await expect.poll(() => page.url()).toBe(`${suite.site.url}/`);
        await page.goto(`${suite.site.url}/?q=%20%20%20`);
        await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Small tools, big help');
      });
    });
  });

  it('Random never lands on an unavailable tool or the one already open (50 times)', async () => {
    await withPage(viewport, async (page) => {
      const { availablePaths } = await liveTools();
      await page.goto(suite.site.url);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const random = page.getByRole('button', { name: 'Random tool' });
      let previous = '/';
      for (let i = 0; i < 50; i++) {
        await random.click();
        await expect.poll(() => pathOf(page), { timeout: 10_000 }).not.toBe(previous);
        const path = pathOf(page);
        expect(availablePaths.has(path.slice(1))).toBe(true);
        previous = path;
      }
    });
  });

  it('Home scrolls back to the top when already home', async () => {
    await withPage(viewport, async (page) => {
      await page.goto(suite.site.url);
      await page.evaluate(() => window.scrollTo(0, 1500));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      const length = await page.evaluate(() => history.length);
      await page.getByRole('link', { name: 'Home', exact: true }).click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      expect(page.url()).toBe(`${suite.site.url}/`);
      expect(await page.evaluate(() => history.length)).toBe(length);
    });
  });

  it(viewport === 'phone' ? 'the bottom bar is exactly 50px and never hides content' : 'there is no bottom bar', async () => {
    await withPage(viewport, async (page) => {
      await page.goto(suite.site.url);
      const bar = page.getByRole('navigation', { name: 'Quick actions' });
      if (viewport === 'desktop') {
        expect(await bar.isVisible()).toBe(false);
        expect(await page.getByRole('combobox', { name: 'Search tools' }).isVisible()).toBe(true);
        return;
      }
      const box = await bar.boundingBox();
      expect(box?.height).toBe(50);
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBe(844);
      // The Menu button is "Menu, loading your account" until accounts start, after the first paint.
      for (const name of ['Home', 'Search', 'Random tool', 'Menu']) {
        await expect.poll(() => bar.getByRole(name === 'Home' ? 'link' : 'button', { name, exact: true }).isVisible()).toBe(true);
      }
      // Collapsed header: the search row appears only on demand.
      expect(await page.getByRole('combobox', { name: 'Search tools' }).isVisible()).toBe(false);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(200);
      const last = await page.locator('footer p').last().boundingBox();
      expect((last?.y ?? 0) + (last?.height ?? 0)).toBeLessThanOrEqual(box!.y);
    });
  });

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

  it('theme persists across reloads with no flash of the wrong theme', async () => {
    await withPage(viewport, async (page) => {
      // Every value data-theme takes, from the first one, and its value once the document is parsed.
      await page.addInitScript(() => {
        const seen: (string | undefined)[] = [];
        (window as unknown as { __themes: typeof seen }).__themes = seen;
        // <html> does not exist yet when init scripts run; watch the document for it instead.
        new MutationObserver(() => seen.push(document.documentElement?.dataset.theme)).observe(document, {
          subtree: true,
          attributeFilter: ['data-theme'],
        });
        window.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { __parsedTheme?: string }).__parsedTheme = document.documentElement.dataset.theme;
        });
      });
      const record = () =>
        page.evaluate(() => ({
          seen: (window as unknown as { __themes: string[] }).__themes,
          parsed: (window as unknown as { __parsedTheme?: string }).__parsedTheme,
          now: document.documentElement.dataset.theme,
          stored: localStorage.getItem('theme'),
          background: getComputedStyle(document.body).backgroundColor,
        }));
      await page.goto(suite.site.url);
      await page.waitForLoadState('load');
      expect((await record()).now).toBe('light');
      await menuButton(page).click();
      const toggle = page.getByRole('switch', { name: /Dark mode/ });
      expect(await toggle.getAttribute('aria-checked')).toBe('false');
      await toggle.click();
      await expect.poll(async () => (await record()).now).toBe('dark');
      expect((await record()).stored).toBe('"dark"');

      for (let i = 0; i < 2; i++) {
        await page.reload();
        await page.waitForLoadState('load');
        await page.getByRole('heading', { level: 1 }).waitFor();
        const after = await record();
        expect(after.parsed).toBe('dark');
        expect(new Set(after.seen)).toEqual(new Set(['dark']));
        expect(after.background).toBe('rgb(15, 17, 23)');
      }
      await menuButton(page).click();
      await page.getByRole('button', { name: 'Use system setting' }).click();
      await expect.poll(async () => (await record()).now).toBe('light');
      expect((await record()).stored).toBe('"system"');
    });
  });

  it('system dark is the default when nothing is stored', async () => {
    await withPage(
      viewport,
      async (page) => {
        await page.goto(suite.site.url);
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
        await menuButton(page).click();
        expect(await page.getByRole('switch', { name: /Dark mode/ }).getAttribute('aria-checked')).toBe('true');
      },
      'dark',
    );
  });

  it('every route sets its title', async () => {
    await withPage(viewport, async (page) => {
      const titles: [string, string][] = [
        ['/', 'ToolHub: free online tools and games'],
        ['/json-formatter', 'JSON Formatter | ToolHub'],
        [`/${comingSoon.path}`, `${comingSoon.name} (coming soon) | ToolHub`],
        ['/privacy-policy', 'Privacy Policy | ToolHub'],
        ['/terms-of-service', 'Terms of Service | ToolHub'],
        ['/no-such-page', 'Page not found | ToolHub'],
        ['/?q=dice', 'Search: dice | ToolHub'],
      ];
      for (const [path, title] of titles) {
        await page.goto(`${suite.site.url}${path}`);
        await expect.poll(() => page.title()).toBe(title);
        expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
      }
      const description = await page.evaluate(() => document.querySelector('meta[name="description"]')?.getAttribute('content'));
      expect(description).toContain('dice');
    });
  });

  it('the 404 page searches and offers popular tools', async () => {
    await withPage(viewport, async (page) => {
      await page.goto(`${suite.site.url}/no-such-page`);
      // React renders after the load event; wait for the page rather than read it at once.
      await expect.poll(() => page.getByRole('list', { name: 'Popular Tools' }).getByRole('link').count()).toBe(6);
      await page.getByRole('searchbox', { name: 'Search all tools' }).fill('coin');
      await page.getByRole('search', { name: 'Search all tools' }).getByRole('button', { name: 'Search' }).click();
      await expect.poll(() => searchOf(page)).toBe('?q=coin');
    });
  });

  describe('accessibility (axe: no serious or critical violations)', () => {
    // Every page of the host (its one route table; /login and /signup only redirect, /api is no
    // page), plus a search, a tool and a coming-soon tool.
    const hostPages = Object.values(STATIC_ROUTES)
      .map((route) => route.path)
      .filter((path) => !['/login', '/signup', '/api'].includes(path));
    const pages = [...hostPages, '/?q=random', '/json-formatter', `/${comingSoon.path}`];
    it.each(pages)('%s', async (path) => {
      await withPage(viewport, async (page) => {
        await page.goto(`${suite.site.url}${path}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        if (path === '/json-formatter') await page.locator('.tool-body textarea').first().waitFor({ timeout: 30_000 });
        expect(await seriousViolations(page)).toEqual([]);
      });
    });

    it.each(['menu', 'login', 'signup', 'feedback', 'search'] as const)('with the %s open', async (what) => {
      await withPage(viewport, async (page) => {
        if (what === 'login' || what === 'signup') {
          await page.goto(`${suite.site.url}/?modal=${what}`);
          await page.getByRole('dialog').waitFor();
        } else if (what === 'search') {
          await page.goto(suite.site.url);
          const box = await openSearch(page, viewport);
          await box.fill('ran');
          await box.press('ArrowDown');
        } else {
          await page.goto(suite.site.url);
          await menuButton(page).click();
          if (what === 'feedback') await page.getByRole('button', { name: 'Give Feedback' }).click();
          await page.getByRole('dialog').waitFor();
        }
        await page.waitForTimeout(300);
        expect(await seriousViolations(page)).toEqual([]);
      });
    });
  });

  it.each(['light', 'dark'] as const)('every page and overlay follows the %s theme', async (scheme) => {
    await withPage(
      viewport,
      async (page) => {
        /** The state is on screen, the page is in the theme, and `surface` (what the state shows) is painted in it. */
        const inTheme = async (state: Locator, surface: Locator = page.locator('body')) => {
          await state.waitFor();
          expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(scheme);
          const light = (await luminance(surface)) > 0.6;
          expect(light ? 'light' : 'dark').toBe(scheme);
        };
        await page.goto(suite.site.url);
        await inTheme(page.getByRole('heading', { level: 1, name: 'Small tools, big help' }));

        const box = await openSearch(page, viewport);
        await box.fill('rand');
        await box.press('ArrowDown');
        const listbox = page.getByRole('listbox');
        await inTheme(listbox.getByRole('option', { selected: true }), listbox);
        expect(await listbox.getByRole('option').count()).toBeGreaterThan(1);
        await box.press('Escape');

        await page.goto(`${suite.site.url}/?q=image`);
        await inTheme(page.getByRole('heading', { level: 1, name: 'Results for “image”' }));
        expect(await page.getByRole('list', { name: 'Search results' }).getByRole('link').count()).toBeGreaterThan(0);

        await page.goto(`${suite.site.url}/json-formatter`);
        const field = page.locator('.tool-body textarea').first();
        await field.waitFor({ timeout: 30_000 });
        await inTheme(field, field);

        await menuButton(page).click();
        const menu = page.getByRole('dialog', { name: 'Menu' });
        await inTheme(menu, menu);
        await page.keyboard.press('Escape');

        await page.goto(`${suite.site.url}/?modal=login`);
        const login = page.getByRole('dialog', { name: 'Log In' });
        await inTheme(login, login);

        await page.goto(`${suite.site.url}/no-such-page`);
        await inTheme(page.getByRole('list', { name: 'Popular Tools' }));
        await page.goto(`${suite.site.url}/privacy-policy`);
        await inTheme(page.getByRole('heading', { level: 1, name: 'Privacy Policy' }));
      },
      scheme,
    );
  });
});
