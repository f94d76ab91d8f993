// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { Catalogue, CatalogueTool } from '@toolhub/shared';
import type { Backend } from '../../backend/backend';
import type { WishCount } from '../../backend/wishes';
import { BackendError } from '../../backend/errors';
import { getBackend } from '../../backend/select';
import { useCatalogueStore } from '../../catalogue/catalogue-store';
import { MostWantedSection } from './MostWantedSection';

vi.mock('../../backend/select', () => ({ getBackend: vi.fn() }));

const tool = (path: string, name: string, icon: string, isAvailable: boolean): CatalogueTool => ({
  name, path, description: `${name} description`, icon, isAvailable, category: 'document-tools',
});
const CATALOGUE: Catalogue = {
  version: 1,
  remotes: { 'document-tools': { entry: 'https://docs.example.test/mf-manifest.json' } },
  categories: [{ id: 'document-tools', name: 'Document Tools', remote: 'document-tools' }],
  tools: [
    tool('split-pdf', 'Split PDF', '✂️', false),
    tool('merge-pdfs', 'Merge PDFs', '📚', false),
    tool('pdf-compressor', 'PDF Compressor', '🗜️', false),
    tool('word-to-pdf', 'Word to PDF', '📝', true),
  ],
};

const listWishCounts = vi.fn<() => Promise<WishCount[]>>();

/** The table's rows as cell texts, decoration (aria-hidden icons) left out. */
function rows(): string[][] {
  const table = screen.getByRole('table', { name: 'Most wanted coming-soon tools' });
  return within(table)
    .getAllByRole('row')
    .map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => {
        const copy = cell.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('[aria-hidden="true"]').forEach((node) => node.remove());
        return copy.textContent ?? '';
      }),
    );
}

beforeEach(() => {
  listWishCounts.mockReset();
  vi.mocked(getBackend).mockResolvedValue({ listWishCounts } as unknown as Backend);
  useCatalogueStore.setState({ catalogue: CATALOGUE });
});
afterEach(() => vi.restoreAllMocks());

describe('Most wanted coming-soon tools (/admin)', () => {
  it('ranks every coming-soon tool by wishes, most wanted first, ties by name, nobody’s at 0', async () => {
    listWishCounts.mockResolvedValue([
      { toolPath: 'word-to-pdf', count: 40 },
      { toolPath: 'made-up-tool', count: 12 },
      { toolPath: 'split-pdf', count: 1234 },
      { toolPath: 'merge-pdfs', count: 0 },
    ]);
    render(<MostWantedSection refreshKey={1} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Most wanted coming-soon tools' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading wishes…');
    await screen.findByRole('table', { name: 'Most wanted coming-soon tools' });
    expect(rows()).toEqual([
      ['Tool', 'Wishes'],
      ['Split PDF', '1,234'],
      ['Merge PDFs', '0'],
      ['PDF Compressor', '0'],
    ]);
    expect(screen.getByRole('rowheader', { name: 'Split PDF' })).toBeTruthy();
  });

  it('says so when nothing is coming soon', async () => {
    useCatalogueStore.setState({ catalogue: { ...CATALOGUE, tools: CATALOGUE.tools.filter((t) => t.isAvailable) } });
    listWishCounts.mockResolvedValue([{ toolPath: 'word-to-pdf', count: 3 }]);
    render(<MostWantedSection refreshKey={1} />);
    expect(await screen.findByText('No tools are coming soon.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says why when the counts cannot be read', async () => {
    listWishCounts.mockRejectedValue(new BackendError('permission-denied', 'Missing or insufficient permissions.'));
    render(<MostWantedSection refreshKey={1} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load wishes: Missing or insufficient permissions. (permission-denied)');
  });

  it('reads the counts again on Refresh', async () => {
    listWishCounts.mockResolvedValueOnce([{ toolPath: 'merge-pdfs', count: 1 }]).mockResolvedValueOnce([{ toolPath: 'pdf-compressor', count: 2 }]);
    const { rerender } = render(<MostWantedSection refreshKey={1} />);
    await screen.findByRole('table', { name: 'Most wanted coming-soon tools' });
    expect(rows()[1]).toEqual(['Merge PDFs', '1']);
    rerender(<MostWantedSection refreshKey={2} />);
    await screen.findByText('PDF Compressor', { selector: 'th' });
    expect(rows().slice(1)).toEqual([
      ['PDF Compressor', '2'],
      ['Merge PDFs', '0'],
      ['Split PDF', '0'],
    ]);
    expect(listWishCounts).toHaveBeenCalledTimes(2);
  });
});
