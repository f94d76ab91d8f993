import { describe, expect, it } from 'vitest';
import type { Catalogue, CatalogueTool } from '@toolhub/shared';
import { validateCatalogue } from '@toolhub/shared/catalogue-validation';
import catalogueJson from '../../../../catalogue.json';
import { suggestTools } from './tool-search';
import { RELEVANCE_TABLE } from './relevance.table';

function realCatalogue(): Catalogue {
  const result = validateCatalogue(catalogueJson);
  if (!result.ok) throw new Error('catalogue.json is invalid');
  return result.catalogue;
}

/** The real catalogue with every tool switched on, so the table judges ranking, not availability. */
const catalogue: Catalogue = (() => {
  const real = realCatalogue();
  return { ...real, tools: real.tools.map((tool) => ({ ...tool, isAvailable: true })) };
})();
const known = new Set(catalogue.tools.map((tool) => tool.path));
const suggested = (query: string) => suggestTools(catalogue, query).map((match) => match.tool.path);

describe('the relevance table', () => {
  it('has at least 70 rows, each naming only tools of the catalogue', () => {
    expect(RELEVANCE_TABLE.length).toBeGreaterThanOrEqual(70);
    for (const row of RELEVANCE_TABLE) {
      for (const path of [row.top, row.mustNotSuggest ?? []].flat()) expect(known, `${row.query}: ${path}`).toContain(path);
    }
    expect(new Set(RELEVANCE_TABLE.map((row) => row.query.toLowerCase())).size).toBe(RELEVANCE_TABLE.length);
  });

  it.each(RELEVANCE_TABLE.map((row) => [row.query, row] as const))('%j', (query, row) => {
    const found = suggested(query);
    const top = typeof row.top === 'string' ? [row.top] : row.top;
    expect(top, `first of ${JSON.stringify(found)} (${row.note})`).toContain(found[0]);
    if (row.only) expect(found, row.note).toEqual(top);
    for (const noise of row.mustNotSuggest ?? []) expect(found, row.note).not.toContain(noise);
  });
});

/** Lower case, accents and anything but letters and digits dropped. */
const words = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Edit distance with swapped neighbours counting once (optimal string alignment). */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * Why a suggestion is allowed, judged without the search code: a word of the query appears
 * literally in the tool's text (any field, description included; the words of the query joined
 * count too, "base 64"), or it is a near spelling of a word of the name or keywords. A suggestion
 * reached only through a fuzzy hit on the description has neither.
 */
function justified(tool: CatalogueTool, categoryName: string, query: string): boolean {
  const text = words([tool.name, ...(tool.keywords ?? []), categoryName, tool.description].join(' ')).join(' ');
  const compact = text.replace(/ /g, '');
  const queryWords = words(query);
  const literal = queryWords.some((word) => text.includes(word)) || compact.includes(queryWords.join(''));
  if (literal) return true;
  const nameWords = words([tool.name, ...(tool.keywords ?? [])].join(' '));
  return queryWords.some((word) => word.length >= 4 && nameWords.some((own) => distance(word, own) <= 2 || distance(word, own.slice(0, word.length)) <= 1));
}

describe('no far-fetched suggestion', () => {
  const categoryName = new Map(catalogue.categories.map((category) => [category.id, category.name]));
  const queries = [...RELEVANCE_TABLE.map((row) => row.query), 'son', 'ocean json', 'format', 'time', 'text', 'image', 'word', 'game', 'reading', 'colours', 'email', 'translate', 'qr code'];

  it.each(queries)('every suggestion for %j matches literally or by a near spelling of its name or keywords', (query) => {
    for (const match of suggestTools(catalogue, query)) {
      expect(justified(match.tool, categoryName.get(match.tool.category) ?? '', query), match.tool.path).toBe(true);
    }
  });
});
