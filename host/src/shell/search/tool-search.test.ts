import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Catalogue } from '@toolhub/shared';
import { validateCatalogue } from '@toolhub/shared/catalogue-validation';
import catalogueJson from '../../../../catalogue.json';
import { searchTools, suggestTools } from './tool-search';
import { MAX_QUERY_LENGTH, normalizeQuery } from './search-query';

function realCatalogue(): Catalogue {
  const result = validateCatalogue(catalogueJson);
  if (!result.ok) throw new Error('catalogue.json is invalid');
  return result.catalogue;
}

/** The real catalogue as ops would publish it with every listed tool switched on. */
function allAvailable(): Catalogue {
  const catalogue = realCatalogue();
  return { ...catalogue, tools: catalogue.tools.map((tool) => ({ ...tool, isAvailable: true })) };
}

const catalogue = realCatalogue();
const paths = (found: { tool: { path: string } }[]) => found.map((match) => match.tool.path);

describe('searchTools over the real catalogue', () => {
  it('ranks JSON Formatter first for "json"', () => {
    expect(paths(suggestTools(catalogue, 'json'))[0]).toBe('json-formatter');
    expect(paths(searchTools(catalogue, 'JSON'))[0]).toBe('json-formatter');
  });

  it('forgives the typo in "pasword"', () => {
    expect(paths(suggestTools(catalogue, 'pasword'))[0]).toBe('random-password');
  });

  it('finds the Base64 converter for "b64" through its keywords', () => {
    expect(paths(searchTools(catalogue, 'b64'))[0]).toBe('base64-converter');
    expect(paths(suggestTools(allAvailable(), 'b64'))[0]).toBe('base64-converter');
  });

  it('matches category names and descriptions too', () => {
    expect(paths(searchTools(catalogue, 'icebreakers'))).toEqual(expect.arrayContaining(['truth-or-dare', 'would-you-rather']));
    expect(paths(searchTools(catalogue, 'paginated'))).toContain('text-to-pdf');
  });

  it('suggests at most six tools, all available', () => {
    for (const query of ['random', 'a', 'e', 'tool', 'game', 'pdf', 'image', 'calculator']) {
      const found = suggestTools(catalogue, query);
      expect(found.length).toBeLessThanOrEqual(6);
      expect(found.every((match) => match.tool.isAvailable)).toBe(true);
    }
    expect(suggestTools(allAvailable(), 'random')).toHaveLength(6);
  });

  it('keeps coming-soon tools in full results but not in suggestions', () => {
    // Every tool is available today; ops may switch one off again at any time.
    const withComingSoon = { ...catalogue, tools: catalogue.tools.map((tool) => (tool.path === 'merge-pdfs' ? { ...tool, isAvailable: false } : tool)) };
    expect(paths(searchTools(withComingSoon, 'merge pdfs'))).toContain('merge-pdfs');
    expect(paths(suggestTools(withComingSoon, 'merge pdfs'))).not.toContain('merge-pdfs');
    expect(paths(suggestTools(catalogue, 'merge pdfs'))[0]).toBe('merge-pdfs');
  });

  it('lists available tools above coming-soon ones on the results page, each group best first', () => {
    // A copy of the catalogue with the best match for "pdf" and one other PDF tool coming soon.
    const soon = new Set(['pdf-to-word', 'merge-pdfs']);
    const withComingSoon = { ...catalogue, tools: catalogue.tools.map((tool) => (soon.has(tool.path) ? { ...tool, isAvailable: false } : tool)) };
    const before = paths(searchTools(catalogue, 'pdf'));
    const found = searchTools(withComingSoon, 'pdf');
    expect(paths(found)[0]).not.toBe('pdf-to-word');
    expect(paths(found).slice(-2)).toEqual(before.filter((path) => soon.has(path)));
    expect(paths(found).slice(0, -2)).toEqual(before.filter((path) => !soon.has(path)));
    expect(found.map((match) => match.tool.isAvailable)).toEqual([...found.map(() => true).slice(2), false, false]);
  });

  it('reports where the name matched', () => {
    const [first] = suggestTools(catalogue, 'json');
    expect(first?.nameRanges).toContainEqual([0, 3]);
  });

  it('treats empty and whitespace-only text as no search', () => {
    for (const text of ['', ' ', '\t\n  ']) expect(searchTools(catalogue, text)).toEqual([]);
  });

  it('survives any text, including markup and 10,000 characters', () => {
    expect(() => searchTools(catalogue, '<img src=x onerror=alert(1)>')).not.toThrow();
    expect(() => searchTools(catalogue, 'x'.repeat(10_000))).not.toThrow();
    fc.assert(fc.property(fc.string({ maxLength: 300 }), (text) => suggestTools(catalogue, text).length <= 6));
  });
});

describe('normalizeQuery', () => {
  it.each([
    ['  json  ', 'json'],
    ['random\t \npassword', 'random password'],
    ['   ', ''],
  ])('%j → %j', (text, expected) => {
    expect(normalizeQuery(text)).toBe(expected);
  });

  it(`caps the text at ${MAX_QUERY_LENGTH} characters`, () => {
    expect(normalizeQuery('a'.repeat(10_000))).toHaveLength(MAX_QUERY_LENGTH);
  });
});
