// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { findTool } from '@toolhub/shared';
import type { Backend } from '../backend/backend';
import { useCatalogueStore } from '../catalogue/catalogue-store';
import { useFavouritesStore } from '../user/favourites-store';
import { useUserStore } from '../user/user-store';
import { ToolGrid } from '../pages/ToolCard';
import { ToolHeading } from '../pages/ToolHeading';

vi.mock('../backend/select', () => ({ getBackend: () => Promise.resolve({ kind: 'local' } as unknown as Backend) }));
vi.mock('../federation/remote-registry', () => ({ preloadTool: vi.fn(), openTool: vi.fn() }));

function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

const tool = (path: string) => {
  const found = findTool(useCatalogueStore.getState().catalogue, path);
  if (!found) throw new Error(`no ${path} in the catalogue`);
  return found;
};

describe('the favourite star on cards and headings', () => {
  beforeEach(() => {
    useUserStore.setState({ user: null, loading: false, profile: null });
    useFavouritesStore.setState({ favourites: [] });
    localStorage.clear();
  });

  it('sits beside the card link, so pressing it does not open the tool', async () => {
    const coming = useCatalogueStore.getState().catalogue.tools.find((t) => !t.isAvailable);
    render(
      <MemoryRouter initialEntries={['/']}>
        <ToolGrid tools={[tool('coin-flip'), ...(coming ? [coming] : [])]} label="Some tools" />
        <Where />
      </MemoryRouter>,
    );
    const grid = screen.getByRole('list', { name: 'Some tools' });
    const link = within(grid).getByRole('link', { name: /Coin Flip/ });
    const star = within(grid).getByRole('button', { name: 'Add Coin Flip to favourites' });
    expect(link.contains(star)).toBe(false);
    await userEvent.click(star);
    expect(screen.getByLabelText('location').textContent).toBe('/');
    expect(useFavouritesStore.getState().favourites).toEqual(['coin-flip']);
    // Coming-soon tools cannot be favourited.
    expect(within(grid).getAllByRole('button')).toHaveLength(1);
    expect(within(grid).getAllByRole('link')).toHaveLength(coming ? 2 : 1);
  });

  it('is on an available tool’s page heading, showing the saved state', () => {
    useFavouritesStore.setState({ favourites: ['coin-flip'] });
    render(<ToolHeading tool={tool('coin-flip')} />);
    const star = screen.getByRole('button', { name: 'Remove Coin Flip from favourites' });
    expect(star.getAttribute('aria-pressed')).toBe('true');
    expect(star.textContent).toBe('★');
  });
});
