// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { servedCatalogue } from '../../testing/served-catalogue';

/**
 * The fuzzy search arrives a moment after the box gets focus (a chunk, then its index): on a slow
 * phone a quick typist can press an arrow key before the suggestions exist. Here the search's
 * index is built only once the test lets it through, and each test gets fresh modules (the search
 * loads once per page).
 */
const gate = vi.hoisted(() => ({ open: () => {}, arrived: Promise.resolve() }));
vi.mock('./prepare-index', async (importOriginal) => {
  const real = await importOriginal<typeof import('./prepare-index')>();
  return {
    ...real,
    prepareIndex: async (...args: Parameters<typeof real.prepareIndex>) => {
      await gate.arrived;
      return real.prepareIndex(...args);
    },
  };
});

/** Fresh copies of React, the router, Testing Library and the box: the search loads once per page. */
let unmountAll = () => {};
async function setup() {
  const { cleanup, render, screen, waitFor } = await import('@testing-library/react');
  const { MemoryRouter } = await import('react-router-dom');
  const { SearchBox } = await import('./SearchBox');
  unmountAll = cleanup;
  render(
    <MemoryRouter initialEntries={['/']}>
      <SearchBox />
    </MemoryRouter>,
  );
  const options = () => screen.queryAllByRole('option');
  return {
    box: screen.getByRole('combobox', { name: 'Search tools' }),
    options,
    selected: () => options().findIndex((option) => option.getAttribute('aria-selected') === 'true'),
    /** Lets the search through and waits for its suggestions. */
    arrive: async () => {
      gate.open();
      await waitFor(() => expect(options().length).toBeGreaterThan(0));
    },
  };
}

describe('SearchBox while the search is still loading', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.stubGlobal('fetch', servedCatalogue());
    gate.arrived = new Promise<void>((resolve) => (gate.open = resolve));
  });
  afterEach(() => {
    unmountAll();
    vi.unstubAllGlobals();
  });

  it('an arrow key pressed before the suggestions exist highlights the first once they arrive', async () => {
    const { box, options, selected, arrive } = await setup();
    await userEvent.type(box, 'json');
    await userEvent.keyboard('{ArrowDown}');
    expect(options()).toHaveLength(0);
    await arrive();
    expect(selected()).toBe(0);
    expect(options()[0]!.textContent).toContain('JSON Formatter');
    expect(box.getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
  });

  it('Up pressed before them highlights the last', async () => {
    const { box, options, selected, arrive } = await setup();
    await userEvent.type(box, 'rand');
    await userEvent.keyboard('{ArrowUp}');
    await arrive();
    expect(options().length).toBeGreaterThan(1);
    expect(selected()).toBe(options().length - 1);
  });

  it('typing after the arrow key forgets it, as typing resets a highlight on screen', async () => {
    const { box, selected, arrive } = await setup();
    await userEvent.type(box, 'ran');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.type(box, 'd');
    await arrive();
    expect(selected()).toBe(-1);
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
  });
});
