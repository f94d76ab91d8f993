// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueTool } from '@toolhub/shared';
import { ToolCard } from '../pages/ToolCard';
import { useNewToolsStore } from './new-tools-store';

vi.mock('../backend/select', () => ({ getBackend: vi.fn(async () => ({})) }));

const tool = (path: string, name: string, isAvailable: boolean): CatalogueTool => ({
  name, path, description: `${name} in a few words.`, icon: '📄', isAvailable, category: 'document-tools',
});
const renderCard = (card: CatalogueTool) =>
  render(
    <MemoryRouter>
      <ul>
        <ToolCard tool={card} />
      </ul>
    </MemoryRouter>,
  );

describe('the New badge on a tool card', () => {
  beforeEach(() => useNewToolsStore.setState({ marked: { 'split-pdf': Date.now() } }));

  it('shows on a tool new to this browser, and is part of the link’s name', () => {
    renderCard(tool('split-pdf', 'Split PDF', true));
    // jsdom joins the card's lines without the space a browser's layout puts between them.
    const link = screen.getByRole('link', { name: /^Split PDF New/ });
    expect(within(link).getByText('New', { exact: true }).className).toBe('new-badge');
  });

  it('is not on other tools', () => {
    renderCard(tool('merge-pdfs', 'Merge PDFs', true));
    expect(screen.getByRole('link').textContent).not.toContain('New');
    expect(screen.queryByText('New', { exact: true })).toBeNull();
  });

  it('never sits beside Coming soon', () => {
    renderCard(tool('split-pdf', 'Split PDF', false));
    expect(screen.queryByText('New', { exact: true })).toBeNull();
    expect(screen.getByText('Coming soon')).toBeTruthy();
  });

  it('goes when the tool stops being new', () => {
    const { rerender } = renderCard(tool('split-pdf', 'Split PDF', true));
    expect(screen.getByText('New', { exact: true })).toBeTruthy();
    useNewToolsStore.setState({ marked: {} });
    rerender(
      <MemoryRouter>
        <ul>
          <ToolCard tool={tool('split-pdf', 'Split PDF', true)} />
        </ul>
      </MemoryRouter>,
    );
    expect(screen.queryByText('New', { exact: true })).toBeNull();
  });
});
