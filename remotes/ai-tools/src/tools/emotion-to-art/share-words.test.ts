import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hostileText, LONE_SURROGATES } from '@toolhub/shared/testing/hostile-text';
import { MAX_TEXT_LENGTH } from './logic';
import { linkWords } from './share-words';

describe('linkWords', () => {
  it.each([
    ['', { words: null, leftOut: null }],
    ['   ', { words: null, leftOut: null }],
    ['so happy', { words: 'so happy' }],
    ['so happy 😀', { words: 'so happy 😀' }],
    ['ü'.repeat(400), { words: null, leftOut: 'too-long' }],
    // Only what is read goes in the link: the first MAX_TEXT_LENGTH characters.
    [`${'a'.repeat(MAX_TEXT_LENGTH)}more`, { words: 'a'.repeat(MAX_TEXT_LENGTH) }],
    // Read up to a whole character: a pair the limit would split is left out whole.
    [`${'a'.repeat(MAX_TEXT_LENGTH - 1)}😀`, { words: 'a'.repeat(MAX_TEXT_LENGTH - 1) }],
    ...LONE_SURROGATES.map((half) => [`sad ${half}`, { words: null, leftOut: 'broken' }] as const),
  ] as const)('%j → %j', (text, expected) => {
    expect(linkWords(text)).toEqual(expected);
  });

  it('never throws, and gives words a link carries exactly, or a reason when there are words', () => {
    fc.assert(
      fc.property(hostileText({ maxLength: 1100 }), (text) => {
        const shared = linkWords(text);
        if (shared.words === null) {
          expect(shared.leftOut === null).toBe(text.slice(0, MAX_TEXT_LENGTH).trim() === '');
          return;
        }
        const url = new URL('https://toolhub.test/emotion-to-art');
        url.searchParams.set('t', shared.words);
        expect(new URL(url.href).searchParams.get('t')).toBe(shared.words);
        expect(text.startsWith(shared.words)).toBe(true);
      }),
    );
  });
});
