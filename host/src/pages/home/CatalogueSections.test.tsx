// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { groupByCategory } from '@toolhub/shared';
import type { Backend } from '../../backend/backend';
import { useCatalogueStore } from '../../catalogue/catalogue-store';
import { useFavouritesStore } from '../../user/favourites-store';
import { initialUserState, useUserStore } from '../../user/user-store';
import { HomePage } from '../HomePage';
import { FIRST_SCREEN_CARDS } from './first-screen';

vi.mock('../../backend/select', () => ({
  getBackend: () => Promise.resolve({ kind: 'local', mergeProfile: async () => undefined } as unknown as Backend),
}));

const { catalogue } = useCatalogueStore.getState();
const groups = groupByCategory(catalogue);
const headings = ['popular-heading', ...groups.map(({ category }) => `category-${category.id}`)];

function renderHome(entry = '/') {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <HomePage />
    </MemoryRouter>,
  );
}
/** The catalogue's sections on the page, by their headings' ids. */
const sections = () => screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'));
const cardsIn = (id: string | null) => {
  const region = screen.getAllByRole('region').find((section) => section.getAttribute('aria-labelledby') === id)!;
  return within(region).getAllByRole('listitem').length;
};

describe('home page: the catalogue’s sections', () => {
  let scrolled: HTMLElement[];
  beforeEach(() => {
    useUserStore.setState({ ...initialUserState(), user: null, loading: false, profile: null });
    useFavouritesStore.setState({ favourites: [] });
    localStorage.clear();
    scrolled = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: HTMLElement) {
      scrolled.push(this);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('renders about a screen of cards at once, then every other category, in catalogue order', async () => {
    renderHome();
    const first = sections();
    expect(first.length).toBeLessThan(headings.length);
    expect(first).toEqual(headings.slice(0, first.length));
    const cards = first.map(cardsIn);
    // The last section rendered at once is the one that fills the screen.
    expect(cards.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(FIRST_SCREEN_CARDS);
    expect(cards.slice(0, -1).reduce((sum, count) => sum + count, 0)).toBeLessThan(FIRST_SCREEN_CARDS);
    await waitFor(() => expect(sections()).toEqual(headings));
    expect(scrolled).toEqual([]);
  });

  it('renders and scrolls to the category a link names (#category-…), below the first screen', async () => {
    const last = groups.at(-1)!.category;
    renderHome(`/#category-${last.id}`);
    expect(sections()).toEqual(headings);
    expect(scrolled).toEqual([screen.getByRole('heading', { level: 2, name: new RegExp(last.name) })]);
  });

  it('ignores a hash that names no category', async () => {
    renderHome('/#category-nothing');
    expect(sections().length).toBeLessThan(headings.length);
    await waitFor(() => expect(sections()).toEqual(headings));
    expect(scrolled).toEqual([]);
  });
});
