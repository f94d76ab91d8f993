import { describe, expect, it } from 'vitest';
import type { Catalogue, CatalogueTool } from '@toolhub/shared';
import { rankMostWanted } from './most-wanted';

const tool = (path: string, name: string, isAvailable: boolean): CatalogueTool => ({
  name, path, description: `${name} description`, icon: '🔧', isAvailable, category: 'document-tools',
});
const catalogue = (tools: CatalogueTool[]): Catalogue => ({
  version: 1,
  remotes: { 'document-tools': { entry: 'https://docs.example.test/mf-manifest.json' } },
  categories: [{ id: 'document-tools', name: 'Document Tools', remote: 'document-tools' }],
  tools,
});

const SPLIT = tool('split-pdf', 'Split PDF', false);
const MERGE = tool('merge-pdfs', 'Merge PDFs', false);
const COMPRESS = tool('pdf-compressor', 'PDF Compressor', false);
const AVAILABLE = tool('word-to-pdf', 'Word to PDF', true);

describe('rankMostWanted: coming-soon tools by demand', () => {
  it.each([
    {
      name: 'most wanted first, ties by name, tools nobody asked for last at 0',
      tools: [SPLIT, MERGE, COMPRESS],
      counts: [{ toolPath: 'pdf-compressor', count: 2 }, { toolPath: 'split-pdf', count: 5 }],
      ranked: [['split-pdf', 5], ['pdf-compressor', 2], ['merge-pdfs', 0]],
    },
    {
      name: 'equal counts in name order',
      tools: [SPLIT, COMPRESS, MERGE],
      counts: [{ toolPath: 'split-pdf', count: 1 }, { toolPath: 'merge-pdfs', count: 1 }, { toolPath: 'pdf-compressor', count: 1 }],
      ranked: [['merge-pdfs', 1], ['pdf-compressor', 1], ['split-pdf', 1]],
    },
    {
      name: 'available tools and paths the catalogue does not list are left out',
      tools: [SPLIT, AVAILABLE],
      counts: [{ toolPath: 'word-to-pdf', count: 9 }, { toolPath: 'made-up-tool', count: 40 }, { toolPath: 'split-pdf', count: 3 }],
      ranked: [['split-pdf', 3]],
    },
    {
      name: 'nothing coming soon, nothing ranked',
      tools: [AVAILABLE],
      counts: [{ toolPath: 'word-to-pdf', count: 2 }],
      ranked: [],
    },
  ])('$name', ({ tools, counts, ranked }) => {
    expect(rankMostWanted(catalogue(tools), counts).map(({ tool: t, count }) => [t.path, count])).toEqual(ranked);
  });
});
