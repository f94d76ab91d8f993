// @ts-check
/**
 * Catalogues of any size for `npm run bench:scale`: the real catalogue first, then tools from
 * the families in ./families/ (names, descriptions and keywords as real tool sites write them),
 * drawn in a seeded order so every run, and every machine, measures the same catalogue.
 *
 * Families are drawn in proportion to the square root of their size: a 1,000-tool catalogue
 * holds a little of everything, and the large "A to B" families (currencies, time zones,
 * translations) fill the rest, as they do on real sites. A larger catalogue begins with the
 * smaller one (same seed), so 10,000 tools are the 1,000 plus 9,000 more.
 *
 * The catalogue schema has no module field: an available tool's module is `./<path>` of its
 * category's remote (exposedModule in shared/). A generated tool stands for a tool that remote
 * could serve, so `modules` names, per path, the real module it reuses; the remotes do not
 * expose the generated paths themselves (see the benchmark's report).
 */
import { STATIC_PAGES } from '../pages/pages.mjs';
import { pick, seededRandom, shuffled } from './random.mjs';
import { CONVERTER_FAMILIES } from './families/converters.mjs';
import { CALCULATOR_FAMILIES } from './families/calculators.mjs';
import { DEVELOPER_FAMILIES } from './families/developer.mjs';
import { FILE_FAMILIES } from './families/files.mjs';
import { FUN_FAMILIES } from './families/fun.mjs';
import { WORD_FAMILIES } from './families/words.mjs';

/**
 * @typedef {{ name: string, path: string, description: string, icon: string, isAvailable: boolean, category: string, keywords?: string[] }} Tool
 * @typedef {{ id: string, name: string, remote: string, icon?: string, description?: string }} Category
 * @typedef {{ version: 1, remotes: Record<string, { entry: string }>, categories: Category[], tools: Tool[] }} Catalogue
 * @typedef {import('./families/family.mjs').Family} Family
 * @typedef {{ remote: string, module: string }} ToolModule
 */

export const DEFAULT_SEED = 17;
/** Share of a family's tools listed as coming soon, unless the family says otherwise. */
const COMING_SOON = 0.1;

/** @type {readonly Family[]} */
export const FAMILIES = [...CONVERTER_FAMILIES, ...CALCULATOR_FAMILIES, ...DEVELOPER_FAMILIES, ...FILE_FAMILIES, ...FUN_FAMILIES, ...WORD_FAMILIES];

/** Routes the host owns (its pages, /api): no tool may take them. */
const HOST_PATHS = new Set(Object.keys(STATIC_PAGES));

/**
 * A tool's path from its name: "São Paulo to Tokyo Time Converter" → "sao-paulo-to-tokyo-time-converter".
 * @param {string} name
 */
export function toolPath(name) {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replaceAll('&', ' and ')
    .replaceAll('#', ' sharp ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * @param {Catalogue} real  catalogue.json
 * @param {{ size: number, seed?: number }} options  size: how many tools in all
 * @returns {{ catalogue: Catalogue, modules: Record<string, ToolModule> }}
 */
export function generateCatalogue(real, { size, seed = DEFAULT_SEED }) {
  if (!Number.isInteger(size) || size < 1) throw new Error(`size must be a positive whole number, got ${size}`);
  const random = seededRandom(seed);
  const realCategories = new Map(real.categories.map((category) => [category.id, category]));
  /** @param {Family['category']} category */
  const categoryOf = (category) => {
    if (typeof category !== 'string') return category;
    const found = realCategories.get(category);
    if (!found) throw new Error(`no category "${category}" in the real catalogue`);
    return found;
  };

  const tools = real.tools.slice(0, size);
  /** @type {Record<string, ToolModule>} */
  const modules = {};
  for (const tool of tools) modules[tool.path] = { remote: categoryOf(tool.category).remote, module: `./${tool.path}` };
  const taken = new Set([...HOST_PATHS, ...real.tools.map((tool) => tool.path)]);
  /** @type {Map<string, Category>} */
  const used = new Map(real.categories.map((category) => [category.id, category]));

  // Every family's ideas are made and shuffled whatever the size, so a larger catalogue draws
  // the same sequence as a smaller one and begins with it.
  const queues = FAMILIES.map((family) => {
    const ideas = shuffled(random, family.ideas(random));
    return { family, ideas, next: 0, weight: Math.sqrt(ideas.length) };
  });
  while (tools.length < size) {
    const live = queues.filter((queue) => queue.next < queue.ideas.length);
    if (live.length === 0) throw new Error(`the families hold ${tools.length} tools, fewer than ${size}`);
    const queue = weighted(random, live);
    const idea = /** @type {import('./families/family.mjs').ToolIdea} */ (queue.ideas[queue.next++]);
    const available = random() >= (queue.family.comingSoon ?? COMING_SOON);
    const path = toolPath(idea.name);
    if (taken.has(path)) continue;
    taken.add(path);
    const category = categoryOf(queue.family.category);
    if (!used.has(category.id)) used.set(category.id, category);
    tools.push({
      name: idea.name,
      path,
      description: idea.description,
      icon: idea.icon ?? queue.family.icon,
      isAvailable: available,
      category: category.id,
      keywords: idea.keywords,
    });
    modules[path] = { remote: category.remote, module: idea.module ?? queue.family.module };
  }

  const inUse = new Set(tools.map((tool) => tool.category));
  return {
    catalogue: { ...real, categories: [...used.values()].filter((category) => inUse.has(category.id) || realCategories.has(category.id)), tools },
    modules,
  };
}

/**
 * One of `items`, each as likely as its weight.
 * @template {{ weight: number }} T
 * @param {() => number} random
 * @param {readonly T[]} items  not empty
 * @returns {T}
 */
function weighted(random, items) {
  let left = random() * items.reduce((sum, item) => sum + item.weight, 0);
  for (const item of items) {
    left -= item.weight;
    if (left < 0) return item;
  }
  return pick(random, items);
}
