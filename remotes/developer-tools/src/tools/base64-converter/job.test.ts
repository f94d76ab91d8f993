import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { runBase64Job } from './job';

const options = { variant: 'standard', pad: true } as const;

describe('runBase64Job', () => {
  it.each([
    ['', '', 0],
    ['a', 'YQ==', 1],
    ['héllo', 'aMOpbGxv', 6],
    ['😀', '8J+YgA==', 4],
    // A lone surrogate is written as U+FFFD, three bytes.
    ['\uD800', '77+9', 3],
  ])('encodes %j as %j and counts %i UTF-8 bytes', (text, base64, bytes) => {
    expect(runBase64Job({ kind: 'encode', text, options })).toEqual({ kind: 'encode', base64, textBytes: bytes });
  });

  it.each([
    ['aMOpbGxv', { kind: 'decode', text: 'héllo', binary: null, error: null, textBytes: 6 }],
    ['//79', { kind: 'decode', text: null, binary: new Uint8Array([0xff, 0xfe, 0xfd]), error: null, textBytes: 0 }],
  ])('decodes %j', (base64, outcome) => {
    expect(runBase64Job({ kind: 'decode', base64 })).toEqual(outcome);
  });

  it('reports invalid Base64 with no text', () => {
    expect(runBase64Job({ kind: 'decode', base64: 'aGk%' })).toMatchObject({ kind: 'decode', text: null, binary: null, textBytes: 0, error: { position: 4 } });
  });

  it('counts the UTF-8 bytes the encoder writes, for any text, and decodes back to it', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const encoded = runBase64Job({ kind: 'encode', text, options });
        expect(encoded.kind === 'encode' && encoded.textBytes).toBe(new TextEncoder().encode(text).length);
        if (encoded.kind !== 'encode' || text === '') return;
        expect(runBase64Job({ kind: 'decode', base64: encoded.base64 })).toMatchObject({ text, textBytes: encoded.textBytes });
      }),
    );
  });
});
