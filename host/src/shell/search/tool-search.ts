/** The fuzzy index over the catalogue (Fuse.js), loaded on first search through search-loader.ts. */
import Fuse, { type FuseResultMatch, type RangeTuple } from 'fuse.js';
import type { Catalogue, CatalogueTool } from '@toolhub/shared';
import { MAX_SUGGESTIONS, normalizeQuery, type ToolMatch } from './search-query';

/** Fuse compares patterns in 32-character blocks; a longer pattern only costs time. */
const MAX_PATTERN_LENGTH = 64;

interface Entry {
  tool: CatalogueTool;
  name: string;
  keywords: readonly string[];
  description: string;
  category: string;
}

// Names weigh most so "json" ranks JSON Formatter above tools that merely mention JSON.
const KEYS = [
  { name: 'name', weight: 4 },
  { name: 'keywords', weight: 3 },
  { name: 'category', weight: 1 },
  { name: 'description', weight: 1 },
];

const indexes = new WeakMap<Catalogue, Fuse<Entry>>();

function indexOf(catalogue: Catalogue): Fuse<Entry> {
  let fuse = indexes.get(catalogue);
  if (!fuse) {
    const categoryName = new Map(catalogue.categories.map((category) => [category.id, category.name]));
    const entries = catalogue.tools.map<Entry>((tool) => ({
      tool,
      name: tool.name,
      keywords: tool.keywords ?? [],
      description: tool.description,
      category: categoryName.get(tool.category) ?? tool.category,
    }));
    fuse = new Fuse(entries, {
      keys: KEYS,
      includeScore: true,
      includeMatches: true,
      // Typos anywhere in a name or description count: "pasword" still finds passwords.
      ignoreLocation: true,
      ignoreDiacritics: true,
      threshold: 0.34,
    });
    indexes.set(catalogue, fuse);
  }
  return fuse;
}

/** Where the name matched; lone letters of a longer query are fuzzy noise, not worth marking. */
function nameRanges(matches: readonly FuseResultMatch[] | undefined, patternLength: number): RangeTuple[] {
  return (matches ?? [])
    .filter((match) => match.key === 'name')
    .flatMap((match) => match.indices.map(([a, b]) => [a, b] as RangeTuple))
    .filter(([a, b]) => patternLength === 1 || b > a);
}

/**
 * Tools matching `text`, best first, tolerant of typos, over names, keywords, descriptions and
 * category names. `availableOnly` limits it to tools that can be opened (suggestions); the
 * results page lists coming-soon tools too so visitors learn they are on the way.
 */
export function searchTools(
  catalogue: Catalogue,
  text: string,
  { limit = Infinity, availableOnly = false }: { limit?: number; availableOnly?: boolean } = {},
): ToolMatch[] {
  const pattern = normalizeQuery(text).slice(0, MAX_PATTERN_LENGTH);
  if (!pattern) return [];
  const found: ToolMatch[] = [];
  for (const result of indexOf(catalogue).search(pattern)) {
    if (availableOnly && !result.item.tool.isAvailable) continue;
    found.push({ tool: result.item.tool, nameRanges: nameRanges(result.matches, pattern.length) });
    if (found.length >= limit) break;
  }
  return found;
}

/** Up to six available tools for the suggestions list. */
export function suggestTools(catalogue: Catalogue, text: string): ToolMatch[] {
  return searchTools(catalogue, text, { limit: MAX_SUGGESTIONS, availableOnly: true });
}
