import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { validateCatalogue, RESERVED_PATHS } from '../../shared/src/catalogue/validation';
import { checkCatalogueText } from '../../scripts/lib/catalogue-check';
import { toolExposes } from '../../scripts/lib/exposes.mjs';
import { readCatalogue, ROOT } from '../../scripts/lib/units.mjs';
import { FAMILIES, generateCatalogue, toolPath, type Catalogue } from '../../scripts/lib/scale/generate-catalogue.mjs';

const real = readCatalogue() as unknown as Catalogue;
const remotesDir = join(ROOT, 'remotes');
const thousand = generateCatalogue(real, { size: 1000 });
const tenThousand = generateCatalogue(real, { size: 10_000 });

describe('generateCatalogue', () => {
  it('is the real catalogue at its own size', () => {
    expect(generateCatalogue(real, { size: real.tools.length }).catalogue).toEqual(real);
  });

  it.each([1000, 10_000, 250])('makes exactly %i tools, the real ones first', (size) => {
    const { catalogue } = size === 1000 ? thousand : size === 10_000 ? tenThousand : generateCatalogue(real, { size });
    expect(catalogue.tools).toHaveLength(size);
    expect(catalogue.tools.slice(0, real.tools.length)).toEqual(real.tools);
    expect(catalogue.remotes).toEqual(real.remotes);
  });

  it('passes the catalogue schema and cross-entry rules', () => {
    for (const { catalogue } of [thousand, tenThousand]) expect(validateCatalogue(catalogue)).toMatchObject({ ok: true });
  });

  it('gives every tool a unique slug that no host route owns', () => {
    const paths = tenThousand.catalogue.tools.map((tool) => tool.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) {
      expect(path).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(RESERVED_PATHS).not.toContain(path);
    }
    expect(new Set(tenThousand.catalogue.tools.map((tool) => tool.name)).size).toBe(paths.length);
  });

  it('points every tool at a module its category’s remote really exposes', () => {
    const { catalogue, modules } = tenThousand;
    const remoteOf = new Map(catalogue.categories.map((category) => [category.id, category.remote]));
    const exposes = new Map(Object.keys(catalogue.remotes).map((remote) => [remote, toolExposes(join(remotesDir, remote))]));
    for (const tool of catalogue.tools) {
      const module = modules[tool.path];
      expect(module, tool.path).toBeDefined();
      expect(module!.remote, tool.path).toBe(remoteOf.get(tool.category));
      expect(exposes.get(module!.remote)?.[module!.module], `${tool.path} → ${module!.remote}/${module!.module}`).toBeDefined();
    }
  });

  it('files tools under categories served by the real remotes, new ones for the big families', () => {
    const { catalogue } = tenThousand;
    const categoryIds = new Set(catalogue.categories.map((category) => category.id));
    for (const tool of catalogue.tools) expect(categoryIds.has(tool.category)).toBe(true);
    for (const category of catalogue.categories) expect(Object.keys(real.remotes)).toContain(category.remote);
    expect(catalogue.categories.length).toBeGreaterThan(real.categories.length);
    // A category with no tools would only be an empty heading.
    for (const category of catalogue.categories) expect(catalogue.tools.some((tool) => tool.category === category.id), category.id).toBe(true);
  });

  it('leaves the remotes’ exposure to the host-only build: the generated paths are not exposed', () => {
    const text = JSON.stringify(thousand.catalogue);
    // The host build (`--config-name host`) checks exposure for the remotes it builds: none.
    expect(checkCatalogueText(text, { remotesDir, onlyRemotes: ['host'] })).toEqual([]);
    const problems = checkCatalogueText(text, { remotesDir });
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((problem) => /does not expose/.test(problem.message))).toBe(true);
  });

  it('lists most tools as available and some as coming soon', () => {
    const generated = thousand.catalogue.tools.slice(real.tools.length);
    const share = generated.filter((tool) => tool.isAvailable).length / generated.length;
    expect(share).toBeGreaterThan(0.8);
    expect(share).toBeLessThan(0.95);
  });

  it('writes real names, descriptions and keywords, not placeholders', () => {
    for (const tool of tenThousand.catalogue.tools) {
      for (const text of [tool.name, tool.description, ...(tool.keywords ?? [])]) {
        expect(text, tool.path).not.toMatch(/\{|\}|\bundefined\b|\bnull\b|\bNaN\b|\[object|\bTool \d+|lorem ipsum dolor/i);
        expect(text.trim(), tool.path).toBe(text);
        expect(text, tool.path).not.toMatch(/\s{2}/);
      }
      // Title case, as the real names ("vCard QR Code Generator" is how vCard is spelled).
      expect(tool.name, tool.path).toMatch(/^[\p{L}\p{N}]/u);
      expect(tool.name, tool.path).not.toBe(tool.name.toLowerCase());
      expect(tool.description, tool.path).toMatch(/[.!?]$/);
      expect(tool.keywords?.length ?? 0, tool.path).toBeGreaterThanOrEqual(3);
      for (const keyword of tool.keywords ?? []) expect(keyword).toBe(keyword.toLowerCase());
    }
    // Varied: no single word names more than a third of the tools (the "Tool 1, Tool 2" smell).
    const words = new Map<string, number>();
    for (const tool of thousand.catalogue.tools) for (const word of new Set(tool.name.toLowerCase().split(' '))) words.set(word, (words.get(word) ?? 0) + 1);
    for (const [word, count] of words) if (!['to', 'converter', 'for'].includes(word)) expect(count, word).toBeLessThan(thousand.catalogue.tools.length / 3);
  });

  it('is the same for the same seed, different for another, and a larger size begins with a smaller one', () => {
    expect(generateCatalogue(real, { size: 1000 })).toEqual(thousand);
    expect(generateCatalogue(real, { size: 1000, seed: 99 }).catalogue.tools).not.toEqual(thousand.catalogue.tools);
    expect(tenThousand.catalogue.tools.slice(0, 1000)).toEqual(thousand.catalogue.tools);
  });

  it('says so when asked for more tools than the families hold', () => {
    const held = FAMILIES.reduce((sum, family) => sum + family.ideas(() => 0).length, 0);
    expect(() => generateCatalogue(real, { size: held + real.tools.length + 1 })).toThrow(/the families hold/);
    expect(() => generateCatalogue(real, { size: 0 })).toThrow(/positive whole number/);
  });
});

describe('toolPath', () => {
  it.each([
    ['São Paulo to Tokyo Time Converter', 'sao-paulo-to-tokyo-time-converter'],
    ['C# Formatter', 'c-sharp-formatter'],
    ['Robots.txt Generator', 'robots-txt-generator'],
    ['Kilometers per Hour to Knots Converter', 'kilometers-per-hour-to-knots-converter'],
    ['Random Pokémon-Style Monster Generator', 'random-pokemon-style-monster-generator'],
  ])('%s → %s', (name, path) => {
    expect(toolPath(name)).toBe(path);
  });
});
