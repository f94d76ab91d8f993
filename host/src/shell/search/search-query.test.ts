import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hostileText, LONE_SURROGATES } from '@toolhub/shared/testing/hostile-text';
import { MAX_QUERY_LENGTH, normalizeQuery, searchFor } from './search-query';

describe('normalizeQuery with broken text', () => {
  it.each<[string, string]>([
    ...LONE_SURROGATES.map((half): [string, string] => [half, '']),
    ['json\uD800', 'json'],
    ['\uDC00 random \uDBFF password', 'random password'],
    ['😀 emoji', '😀 emoji'],
    ['\uDE00\uD83D', ''],
    // The cap falls between the halves of a pair: the pair goes, not half of it.
    [`${'a'.repeat(MAX_QUERY_LENGTH - 1)}😀`, 'a'.repeat(MAX_QUERY_LENGTH - 1)],
    [`${'a'.repeat(MAX_QUERY_LENGTH - 2)}😀`, `${'a'.repeat(MAX_QUERY_LENGTH - 2)}😀`],
  ])('%j → %j', (text, expected) => {
    expect(normalizeQuery(text)).toBe(expected);
  });
});

describe('searchFor', () => {
  it.each([
    ['', ''],
    ['random', '?q=random'],
    ['a b&c', '?q=a+b%26c'],
    ['café', '?q=caf%C3%A9'],
  ])('%j → %j', (query, expected) => {
    expect(searchFor(query)).toBe(expected);
  });

  it('writes any typed text as a well-formed ?q= that reads back as the search text', () => {
    fc.assert(
      fc.property(hostileText({ maxLength: 300 }), (typed) => {
        const query = normalizeQuery(typed);
        const search = searchFor(query);
        expect(() => decodeURIComponent(search)).not.toThrow();
        expect(query.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
        // What the results page reads back is exactly the search, and normalizing it again keeps it.
        expect(new URLSearchParams(search).get('q') ?? '').toBe(query);
        expect(normalizeQuery(query)).toBe(query);
      }),
    );
  });
});
