import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hostileText, LONE_SURROGATES } from '@toolhub/shared/testing/hostile-text';
import { fitsInLink, linkOmission, MAX_QUERY_VALUE_CHARS, type LinkOmission } from './link-limit';

describe('linkOmission', () => {
  it.each<[string, LinkOmission | null]>([
    ['', null],
    ['42', null],
    ['a b&c', null],
    ['😀 a pair whole', null],
    ['x'.repeat(MAX_QUERY_VALUE_CHARS), null],
    ['x'.repeat(MAX_QUERY_VALUE_CHARS + 1), 'too-long'],
    // Measured percent-encoded: 400 'é' are 2,400 characters in the URL.
    ['é'.repeat(400), 'too-long'],
    ...LONE_SURROGATES.map((half): [string, LinkOmission] => [half, 'unencodable']),
    ['a\uD800b', 'unencodable'],
    ['caf\uDC00', 'unencodable'],
    // A low half before a high half is no pair.
    ['\uDE00\uD83D', 'unencodable'],
    // Too long wins: the value could not go in a link even once mended.
    [`${'x'.repeat(MAX_QUERY_VALUE_CHARS)}\uD800`, 'too-long'],
  ])('%j → %s', (value, expected) => {
    expect(linkOmission(value)).toBe(expected);
    expect(fitsInLink(value)).toBe(expected === null);
  });

  it('never throws, and a value it lets in encodes within the limit', () => {
    fc.assert(
      fc.property(hostileText({ maxLength: 1200 }), (value) => {
        const omission = linkOmission(value);
        if (omission !== null) return;
        expect(encodeURIComponent(value).length).toBeLessThanOrEqual(MAX_QUERY_VALUE_CHARS);
      }),
    );
  });
});
