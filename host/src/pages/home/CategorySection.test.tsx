// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueSnapshot, HOME_FIRST_CARDS, type Catalogue } from '@toolhub/shared';
import { useCatalogueStore } from '../../catalogue/catalogue-store';
import { CategorySection } from './CategorySection';

const real = useCatalogueStore.getState().catalogue;
const category = real.categories[0]!;
const template = real.tools.find((tool) => tool.category === category.id)!;
/** The first category grown to 40 tools: a big catalogue, of which the host has the home page's share. */
const whole: Catalogue = {
  ...real,
  tools: [...real.tools, ...Array.from({ length: 40 - real.tools.filter((t) => t.category === category.id).length }, (_, i) => ({ ...template, name: `More ${i}`, path: `more-${i}` }))],
};
const snapshot = catalogueSnapshot(whole);

/** As the home page does: the section's tools from whatever catalogue the store holds now. */
function Harness() {
  const tools = useCatalogueStore((state) => state.catalogue.tools).filter((tool) => tool.category === category.id);
  return <CategorySection category={category} tools={tools} />;
}
function renderSection() {
  render(
    <MemoryRouter>
      <Harness />
    </MemoryRouter>,
  );
}
const cards = () => within(screen.getByRole('list', { name: category.name })).getAllByRole('listitem');

describe('CategorySection', () => {
  const initial = useCatalogueStore.getState();
  beforeEach(() => useCatalogueStore.setState({ catalogue: snapshot.catalogue, complete: false, settled: false, problem: null, counts: snapshot.counts }));
  afterEach(() => {
    useCatalogueStore.setState(initial, true);
    vi.unstubAllGlobals();
  });

  it('shows a small category whole, without a button', () => {
    useCatalogueStore.setState(initial, true);
    renderSection();
    expect(cards().length).toBe(real.tools.filter((tool) => tool.category === category.id).length);
    expect(screen.queryByRole('button', { name: /^Show/ })).toBeNull();
  });

  it('shows a big category’s first cards, then all of them once the rest of the catalogue is here', async () => {
    const fetcher = vi.fn(async () => new Response(JSON.stringify(whole)));
    vi.stubGlobal('fetch', fetcher);
    renderSection();
    expect(cards()).toHaveLength(HOME_FIRST_CARDS);
    const button = screen.getByRole('button', { name: `Show all 40 ${category.name}` });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);
    await waitFor(() => expect(cards()).toHaveLength(40));
    expect(fetcher).toHaveBeenCalledTimes(1);
    const fewer = screen.getByRole('button', { name: `Show fewer ${category.name}` });
    expect(fewer).toBe(button);
    expect(fewer.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(fewer);
    expect(cards()).toHaveLength(HOME_FIRST_CARDS);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: `Show all 40 ${category.name}` }));
  });

  it('says it is loading while the rest comes, and keeps the first cards if it cannot come', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail: (error: Error) => void = () => undefined;
    vi.stubGlobal('fetch', vi.fn(() => new Promise((_, reject) => (fail = reject))));
    renderSection();
    await userEvent.click(screen.getByRole('button', { name: `Show all 40 ${category.name}` }));
    const busy = screen.getByRole('button', { name: 'Loading…' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    fail(new TypeError('Failed to fetch'));
    await waitFor(() => expect(useCatalogueStore.getState().settled).toBe(true));
    expect(cards()).toHaveLength(HOME_FIRST_CARDS);
  });
});
