// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { findTool } from '@toolhub/shared';
import type { Backend } from '../backend/backend';
import { useCatalogueStore } from '../catalogue/catalogue-store';
import { useUserStore } from '../user/user-store';
import { TestNavigator, testRouter } from '../testing/test-navigator';

/** Counts the cards' renders: a card asks for its intent handlers once per render. */
const cards = vi.hoisted(() => ({ renders: 0, ready: [] as (() => void)[] }));
vi.mock('../federation/useToolIntent', () => ({
  useToolIntent: (_catalogue: unknown, _tool: unknown, onReady: () => void) => {
    cards.renders += 1;
    cards.ready.push(onReady);
    return {};
  },
}));
vi.mock('../backend/select', () => ({ getBackend: () => Promise.resolve({ kind: 'local' } as unknown as Backend) }));
const registry = vi.hoisted(() => ({ openTool: vi.fn((_catalogue: unknown, tool: { path: string }, navigate: (to: string) => void) => navigate(`/${tool.path}`)) }));
vi.mock('../federation/remote-registry', () => registry);

const { ToolCard } = await import('./ToolCard');
const { usePreparedToolPage } = await import('./prepared-tool-page');

const coinFlip = () => {
  const found = findTool(useCatalogueStore.getState().catalogue, 'coin-flip');
  if (!found) throw new Error('no coin-flip in the catalogue');
  return found;
};

/** The home page as HomeSlot keeps it: one element for every render, so only context reaches it. */
const CARD = (
  <ul>
    <ToolCard tool={coinFlip()} />
  </ul>
);

const shown = { key: '' };
function Where() {
  const { pathname, search, key } = useLocation();
  useEffect(() => {
    shown.key = key;
  }, [key]);
  return <output aria-label="location">{`${pathname}${search}`}</output>;
}
const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <TestNavigator />
      <Where />
      {CARD}
    </MemoryRouter>,
  );

describe('ToolCard', () => {
  beforeEach(() => {
    useUserStore.setState({ user: null, loading: false, profile: null });
    Object.assign(cards, { renders: 0, ready: [] });
    registry.openTool.mockClear();
    usePreparedToolPage.setState({ prepared: null });
  });

  it('is not rendered again when the address changes: a page of cards does not follow the router', () => {
    renderAt('/');
    const renders = cards.renders;
    act(() => void testRouter.navigate?.('/?q=dice'));
    act(() => void testRouter.navigate?.('/coin-flip'));
    expect(screen.getByLabelText('location').textContent).toBe('/coin-flip');
    expect(cards.renders).toBe(renders);
  });

  it('opens its tool on a plain click, through openTool', async () => {
    renderAt('/?q=coin');
    await userEvent.click(screen.getByRole('link', { name: /Coin Flip/ }));
    expect(registry.openTool).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('location').textContent).toBe('/coin-flip');
  });

  it('links to its tool, so a modified click (new tab) is the browser’s', () => {
    renderAt('/');
    expect(screen.getByRole('link', { name: /Coin Flip/ }).getAttribute('href')).toBe('/coin-flip');
  });

  it('prepares its tool’s page for the address the visitor is on when the tool is ready', () => {
    renderAt('/?q=coin');
    const before = shown.key;
    act(() => void testRouter.navigate?.('/?q=flip'));
    expect(shown.key).not.toBe(before);
    act(() => cards.ready.at(-1)?.());
    // The entry now shown (`/?q=flip`): ToolSlot renders the page ahead there only.
    expect(usePreparedToolPage.getState().prepared).toEqual({ path: 'coin-flip', at: shown.key });
  });
});
