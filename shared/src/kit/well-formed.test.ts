import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hostileText, LONE_SURROGATES } from '@toolhub/shared/testing/hostile-text';
import { isWellFormed, withoutLoneSurrogates } from './well-formed';

describe('isWellFormed and withoutLoneSurrogates', () => {
  it.each<[string, boolean, string]>([
    ['', true, ''],
    ['plain text', true, 'plain text'],
    ['😀 a whole pair', true, '😀 a whole pair'],
    ...LONE_SURROGATES.map((half): [string, boolean, string] => [half, false, '']),
    ['a\uD800b', false, 'ab'],
    ['caf\uDC00é', false, 'café'],
    // A low half before a high half is no pair; a pair after a lone high half stays.
    ['\uDE00\uD83D', false, ''],
    ['\uD800\uD83D\uDE00', false, '😀'],
  ])('%j: well formed %s, mended %j', (text, wellFormed, mended) => {
    expect(isWellFormed(text)).toBe(wellFormed);
    expect(withoutLoneSurrogates(text)).toBe(mended);
  });

  it('agrees with encodeURIComponent, and what it mends is well formed and keeps every whole character', () => {
    fc.assert(
      fc.property(hostileText(), (text) => {
        let encodes = true;
        try {
          encodeURIComponent(text);
        } catch {
          encodes = false;
        }
        expect(isWellFormed(text)).toBe(encodes);
        const mended = withoutLoneSurrogates(text);
        expect(isWellFormed(mended)).toBe(true);
        if (encodes) expect(mended).toBe(text);
      }),
    );
  });
});
