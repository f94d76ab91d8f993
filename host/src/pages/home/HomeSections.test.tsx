// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAnnouncements } from '@toolhub/shared/testing';
import { Announcer } from '@toolhub/shared';
import type { Backend } from '../../backend/backend';
import { useCatalogueStore } from '../../catalogue/catalogue-store';
import { useFavouritesStore } from '../../user/favourites-store';
import { initialUserState, useUserStore } from '../../user/user-store';
import { VISITED_TOOLS_KEY } from '../../user/visited-tools';
import { HomePage } from '../HomePage';
import { RECENTLY_USED_CLEARED } from './RecentlyUsed';
import { availableToolsFor, RECENTLY_USED_SHOWN } from './useHomeLists';

vi.mock('../../backend/select', () => ({
  getBackend: () => Promise.resolve({ kind: 'local', mergeProfile: async () => undefined } as unknown as Backend),
}));

const { catalogue } = useCatalogueStore.getState();
const available = catalogue.tools.filter((tool) => tool.isAvailable);
const [first, second, third] = available.map((tool) => tool);
if (!first || !second || !third) throw new Error('the catalogue needs three available tools');

function renderHome() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <HomePage />
      <Announcer />
    </MemoryRouter>,
  );
}
const sectionNames = () => screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'));
const cardNames = (list: HTMLElement) => within(list).getAllByRole('link').map((link) => link.getAttribute('href'));

describe('home page: favourites and recently used', () => {
  let error: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    useUserStore.setState({ ...initialUserState(), user: null, loading: false, profile: null });
    useFavouritesStore.setState({ favourites: [] });
    localStorage.clear();
    resetAnnouncements();
    error = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(error).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('shows neither section to a new visitor: Popular comes first', () => {
    renderHome();
    expect(screen.queryByRole('region', { name: /Favourites/ })).toBeNull();
    expect(screen.queryByRole('region', { name: /Recently used/ })).toBeNull();
    expect(sectionNames()[0]).toBe('popular-heading');
  });

  it('shows a visitor’s favourites, then recently used, as the first sections, in their order', async () => {
    useFavouritesStore.setState({ favourites: [third.path, first.path] });
    localStorage.setItem(VISITED_TOOLS_KEY, JSON.stringify([second.path, third.path]));
    renderHome();
    expect(sectionNames().slice(0, 3)).toEqual(['home-favourites', 'home-recent', 'popular-heading']);
    const favourites = screen.getByRole('region', { name: /Favourites/ });
    expect(cardNames(within(favourites).getByRole('list', { name: 'Favourites' }))).toEqual([`/${third.path}`, `/${first.path}`]);
    // The sortable grid arrives with its drag handles, one per card.
    expect(await within(favourites).findByRole('button', { name: `Move ${third.name}` })).toBeTruthy();
    expect(within(favourites).getByRole('button', { name: `Move ${first.name}` })).toBeTruthy();
    const recent = screen.getByRole('region', { name: /Recently used/ });
    expect(cardNames(within(recent).getByRole('list', { name: 'Recently used' }))).toEqual([`/${second.path}`, `/${third.path}`]);
  });

  it('removes a favourite with its star, says so, and hides the section with the last one', async () => {
    useFavouritesStore.setState({ favourites: [first.path] });
    renderHome();
    const favourites = screen.getByRole('region', { name: /Favourites/ });
    await within(favourites).findByRole('button', { name: `Move ${first.name}` });
    await userEvent.click(within(favourites).getByRole('button', { name: `Remove ${first.name} from favourites` }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /Favourites/ })).toBeNull());
    expect(screen.getByRole('status').textContent).toContain(`Removed ${first.name} from favourites.`);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });

  it('clears recently used on request, and says so', async () => {
    localStorage.setItem(VISITED_TOOLS_KEY, JSON.stringify([first.path]));
    renderHome();
    await userEvent.click(screen.getByRole('button', { name: 'Clear recently used tools' }));
    expect(screen.queryByRole('region', { name: /Recently used/ })).toBeNull();
    expect(localStorage.getItem(VISITED_TOOLS_KEY)).toBe('[]');
    expect(screen.getByRole('status').textContent).toContain(RECENTLY_USED_CLEARED);
  });

  it(`shows at most ${RECENTLY_USED_SHOWN} recently used tools, leaving out unknown and coming-soon paths and garbage`, () => {
    const paths = available.slice(0, RECENTLY_USED_SHOWN + 3).map((tool) => tool.path);
    localStorage.setItem(VISITED_TOOLS_KEY, JSON.stringify(['no-such-tool', 42, ...paths]));
    renderHome();
    const recent = within(screen.getByRole('region', { name: /Recently used/ })).getByRole('list');
    expect(cardNames(recent)).toEqual(paths.slice(0, RECENTLY_USED_SHOWN).map((path) => `/${path}`));
  });
});

describe('availableToolsFor', () => {
  const soon = { ...first, path: 'soon-tool', isAvailable: false };
  const withSoon = { ...catalogue, tools: [...catalogue.tools, soon] };
  it.each([
    [[], []],
    [[first.path], [first.path]],
    [[second.path, first.path], [second.path, first.path]],
    [['gone', first.path, 'soon-tool'], [first.path]],
  ])('%j → %j', (paths, expected) => {
    expect(availableToolsFor(withSoon, paths).map((tool) => tool.path)).toEqual(expected);
  });
});
