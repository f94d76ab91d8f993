// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Catalogue } from '@toolhub/shared';
import { useCatalogueStore } from '../catalogue/catalogue-store';
import { NEW_TOOLS_KEY } from './new-tools';
import { noteToolOpened, startNewTools, useNewToolsStore } from './new-tools-store';
import { initialWishesState, useWishesStore } from './wishes-store';

const NOW = Date.UTC(2026, 4, 7);
const catalogue = (available: Record<string, boolean>): Catalogue => ({
  version: 1,
  remotes: { 'document-tools': { entry: 'https://docs.example.test/mf-manifest.json' } },
  categories: [{ id: 'document-tools', name: 'Document Tools', remote: 'document-tools' }],
  tools: Object.entries(available).map(([path, isAvailable]) => ({ name: path, path, description: path, icon: '📄', isAvailable, category: 'document-tools' })),
});
const marked = () => Object.keys(useNewToolsStore.getState().marked);
const stored = () => JSON.parse(localStorage.getItem(NEW_TOOLS_KEY) ?? 'null') as unknown;

describe('new tools store', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    localStorage.clear();
    useWishesStore.setState(initialWishesState());
    useNewToolsStore.setState({ marked: {} });
    useCatalogueStore.setState({ catalogue: catalogue({ 'split-pdf': true, 'merge-pdfs': true }), source: 'snapshot', settled: false, problem: null });
  });
  afterEach(() => stop());

  it('marks a tool New when the live catalogue brings one this browser last saw coming soon', () => {
    stop = startNewTools(() => NOW);
    useCatalogueStore.setState({ catalogue: catalogue({ 'split-pdf': false, 'merge-pdfs': false }), source: 'live', settled: true });
    expect(stored()).toEqual({ soon: ['split-pdf', 'merge-pdfs'], marked: {}, done: [] });
    stop();
    // A later visit: the built-in snapshot first (ignored), then the live catalogue with one flipped.
    useCatalogueStore.setState({ catalogue: catalogue({ 'split-pdf': true, 'merge-pdfs': true }), source: 'snapshot', settled: false });
    stop = startNewTools(() => NOW + 1000);
    expect(marked()).toEqual([]);
    useCatalogueStore.setState({ catalogue: catalogue({ 'split-pdf': true, 'merge-pdfs': false }), source: 'live', settled: true });
    expect(marked()).toEqual(['split-pdf']);
    expect(stored()).toEqual({ soon: ['merge-pdfs'], marked: { 'split-pdf': NOW + 1000 }, done: [] });
  });

  it('never takes the built-in snapshot for news: it may be older than what this browser saw', () => {
    localStorage.setItem(NEW_TOOLS_KEY, JSON.stringify({ soon: ['split-pdf'], marked: {}, done: [] }));
    stop = startNewTools(() => NOW);
    useCatalogueStore.setState({ settled: true, problem: 'catalogue.json could not be loaded' });
    expect(marked()).toEqual([]);
    expect(stored()).toEqual({ soon: ['split-pdf'], marked: {}, done: [] });
  });

  it('marks a wished-for tool as soon as the wish is known, and opening the tool ends it', () => {
    useCatalogueStore.setState({ source: 'live', settled: true });
    stop = startNewTools(() => NOW);
    expect(marked()).toEqual([]);
    useWishesStore.setState({ wishes: ['merge-pdfs'], keptIn: 'account', ready: true });
    expect(marked()).toEqual(['merge-pdfs']);
    noteToolOpened('merge-pdfs');
    expect(marked()).toEqual([]);
    expect(stored()).toEqual({ soon: [], marked: {}, done: ['merge-pdfs'] });
    // The wish stays, but the tool is not New again.
    useWishesStore.setState({ wishes: ['merge-pdfs', 'split-pdf'] });
    expect(marked()).toEqual(['split-pdf']);
  });

  it('starts from what this browser stored, and survives a corrupt entry', () => {
    localStorage.setItem(NEW_TOOLS_KEY, JSON.stringify({ soon: [], marked: { 'split-pdf': NOW }, done: [] }));
    stop = startNewTools(() => NOW);
    expect(marked()).toEqual(['split-pdf']);
    stop();
    localStorage.setItem(NEW_TOOLS_KEY, '{broken');
    stop = startNewTools(() => NOW);
    expect(marked()).toEqual([]);
  });
});
