import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { availableTools, exposedModule, findTool, groupByCategory, popularTools, remoteOf, type Catalogue } from '.';
import { validateCatalogue } from './validation';

const real = JSON.parse(readFileSync(new URL('../../../catalogue.json', import.meta.url), 'utf8')) as unknown;

describe('the shipped catalogue.json', () => {
  const result = validateCatalogue(real);
  const catalogue = result.ok ? result.catalogue : (undefined as never);

  it('is valid', () => {
    expect(result.ok ? [] : result.problems).toEqual([]);
  });

  it('lists all 71 tools of the spec, each category with its remote', () => {
    expect(catalogue.tools).toHaveLength(71);
    expect(catalogue.categories.map((c) => c.name)).toEqual([
      'Fun & Games',
      'Social & Icebreakers',
      'AI Tools',
      'Photo & Image Tools',
      'Document Tools',
      'Random Generators',
      'Developer Tools',
      'Text & Content Tools',
      'Calculators & Converters',
    ]);
    for (const category of catalogue.categories) expect(catalogue.remotes[category.remote]).toBeDefined();
  });

  it('gives every tool keywords for search', () => {
    for (const tool of catalogue.tools) expect(tool.keywords?.length ?? 0).toBeGreaterThan(0);
  });
});

const small: Catalogue = {
  version: 1,
  remotes: { a: { entry: 'http://localhost:1/mf-manifest.json' }, b: { entry: 'http://localhost:2/mf-manifest.json' } },
  categories: [
    { id: 'cat-a', name: 'A', remote: 'a' },
    { id: 'cat-b', name: 'B', remote: 'b' },
    { id: 'cat-empty', name: 'Empty', remote: 'a' },
  ],
  tools: ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'].map((path, i) => ({
    name: path,
    path,
    description: path,
    icon: '⭐',
    isAvailable: i !== 1,
    category: i % 2 ? 'cat-b' : 'cat-a',
  })),
};

describe('lookups', () => {
  it.each([
    ['one', 'one'],
    ['missing', undefined],
  ])('findTool(%s)', (path, expected) => {
    expect(findTool(small, path)?.path).toBe(expected);
  });

  it('names the remote of a tool through its category', () => {
    expect(remoteOf(small, findTool(small, 'two')!)).toBe('b');
    expect(remoteOf(small, { ...findTool(small, 'two')!, category: 'nope' })).toBeUndefined();
  });

  it('takes Popular Tools as the first six available tools in catalogue order', () => {
    expect(popularTools(small).map((t) => t.path)).toEqual(['one', 'three', 'four', 'five', 'six', 'seven']);
    expect(availableTools(small)).toHaveLength(7);
  });

  it('groups by category in catalogue order and drops empty categories', () => {
    expect(groupByCategory(small).map((g) => [g.category.id, g.tools.map((t) => t.path)])).toEqual([
      ['cat-a', ['one', 'three', 'five', 'seven']],
      ['cat-b', ['two', 'four', 'six', 'eight']],
    ]);
  });

  it('exposes ./<path>', () => {
    expect(exposedModule(findTool(small, 'one')!)).toBe('./one');
  });
});
