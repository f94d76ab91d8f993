import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogueFingerprint, catalogueSnapshot, contentFingerprint, countCatalogue, firstCards, HOME_FIRST_CARDS, HOME_SHOW_ALL_UP_TO, popularTools, type Catalogue, type CatalogueTool } from '.';

const real = JSON.parse(readFileSync(new URL('../../../catalogue.json', import.meta.url), 'utf8')) as Catalogue;

function catalogueOf(sizes: Record<string, number>): Catalogue {
  const tools: CatalogueTool[] = Object.entries(sizes).flatMap(([category, size]) =>
    Array.from({ length: size }, (_, i) => ({
      name: `${category} tool ${i}`,
      path: `${category}-tool-${i}`,
      description: `Does ${category} thing ${i}.`,
      icon: '🔧',
      isAvailable: i % 5 !== 4,
      category,
      keywords: [`${category}`, `thing ${i}`],
    })),
  );
  return {
    version: 1,
    remotes: { r: { entry: 'http://localhost:1/mf-manifest.json' } },
    categories: Object.keys(sizes).map((id) => ({ id, name: id.toUpperCase(), remote: 'r' })),
    tools,
  };
}

describe('catalogueSnapshot', () => {
  it('builds the real catalogue in with every tool, as it is but for search keywords: every category fits on the home page', () => {
    const snapshot = catalogueSnapshot(real);
    expect(snapshot.complete).toBe(true);
    expect(real.tools.filter((tool) => tool.keywords?.length)).not.toHaveLength(0);
    expect(snapshot.catalogue).toEqual({ ...real, tools: real.tools.map(({ keywords: _keywords, ...tool }) => tool) });
    expect(snapshot.catalogue.tools.some((tool) => 'keywords' in tool)).toBe(false);
    expect(snapshot.catalogue.categories).toBe(real.categories);
    expect(snapshot.catalogue.remotes).toBe(real.remotes);
    expect(snapshot.fingerprint).toBe(contentFingerprint(real));
    expect(snapshot.counts.tools).toBe(71);
    expect(snapshot.counts.available).toBe(real.tools.filter((tool) => tool.isAvailable).length);
  });

  it.each([
    [{ a: HOME_SHOW_ALL_UP_TO }, true, HOME_SHOW_ALL_UP_TO],
    [{ a: HOME_SHOW_ALL_UP_TO + 1 }, false, HOME_FIRST_CARDS],
    [{ a: 3, b: 400 }, false, 3 + HOME_FIRST_CARDS],
    [{ a: 0 }, true, 0],
  ])('%j → complete %s, %i tools kept', (sizes, complete, kept) => {
    const snapshot = catalogueSnapshot(catalogueOf(sizes));
    expect(snapshot.complete).toBe(complete);
    expect(snapshot.catalogue.tools).toHaveLength(kept);
  });

  it('cuts a big catalogue to each category’s first cards and the popular tools, without keywords, counting everything', () => {
    const catalogue = catalogueOf({ small: 5, big: 300, huge: 2000 });
    const snapshot = catalogueSnapshot(catalogue);
    expect(snapshot.counts).toEqual({ tools: 2305, available: countCatalogue(catalogue).available, perCategory: { small: 5, big: 300, huge: 2000 } });
    expect(snapshot.catalogue.tools.filter((tool) => tool.category === 'big').map((tool) => tool.path)).toEqual(
      catalogue.tools.filter((tool) => tool.category === 'big').slice(0, HOME_FIRST_CARDS).map((tool) => tool.path),
    );
    for (const tool of popularTools(catalogue)) expect(snapshot.catalogue.tools.map((t) => t.path)).toContain(tool.path);
    expect(snapshot.catalogue.tools.some((tool) => 'keywords' in tool)).toBe(false);
    expect(snapshot.catalogue.categories).toBe(catalogue.categories);
    expect(snapshot.catalogue.remotes).toBe(catalogue.remotes);
    expect(snapshot.fingerprint).toBe(contentFingerprint(catalogue));
  });

  it('keeps the catalogue order and at most a screenful per category, whatever the sizes', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 60 }), { minLength: 1, maxLength: 6 }), (sizes) => {
        const catalogue = catalogueOf(Object.fromEntries(sizes.map((size, i) => [`c${i}`, size])));
        const { catalogue: cut } = catalogueSnapshot(catalogue);
        const order = catalogue.tools.map((tool) => tool.path);
        const kept = cut.tools.map((tool) => tool.path);
        expect(kept).toEqual(order.filter((path) => kept.includes(path)));
        for (const [i, size] of sizes.entries()) {
          const shown = cut.tools.filter((tool) => tool.category === `c${i}`).length;
          expect(shown).toBe(firstCards(Array.from({ length: size })).length);
        }
      }),
    );
  });
});

describe('catalogueFingerprint', () => {
  it('is stable, and changes with any change', () => {
    expect(catalogueFingerprint(real)).toBe(catalogueFingerprint(JSON.parse(JSON.stringify(real))));
    const flipped = structuredClone(real);
    flipped.tools[0]!.isAvailable = !flipped.tools[0]!.isAvailable;
    expect(catalogueFingerprint(flipped)).not.toBe(catalogueFingerprint(real));
    expect(catalogueFingerprint({ a: 1 })).not.toBe(catalogueFingerprint({ a: 2 }));
  });
});

describe('contentFingerprint', () => {
  it('ignores where remotes are served from, and nothing else', () => {
    const moved = structuredClone(real);
    for (const remote of Object.values(moved.remotes)) remote.entry = remote.entry.replace('http://localhost', 'https://example.web.app');
    expect(contentFingerprint(moved)).toBe(contentFingerprint(real));
    expect(catalogueFingerprint(moved)).not.toBe(catalogueFingerprint(real));
    const flipped = structuredClone(real);
    flipped.tools[0]!.isAvailable = !flipped.tools[0]!.isAvailable;
    expect(contentFingerprint(flipped)).not.toBe(contentFingerprint(real));
    const renamed = structuredClone(real);
    const [first] = Object.keys(renamed.remotes);
    renamed.remotes[`${first}-x`] = renamed.remotes[first!]!;
    delete renamed.remotes[first!];
    expect(contentFingerprint(renamed)).not.toBe(contentFingerprint(real));
  });

  it('copes with values that are no catalogue', () => {
    for (const value of [null, 42, 'text', [], { remotes: null }]) expect(typeof contentFingerprint(value)).toBe('string');
  });
});
