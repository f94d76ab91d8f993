import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  bytesToText,
  decodeBase64,
  encodeBytes,
  encodeText,
  hexPreview,
  MAX_FILE_BYTES,
  parseVariant,
  toDataUrl,
  type EncodeOptions,
} from './logic';
import { fileSizeProblem } from './limits';

const standard: EncodeOptions = { variant: 'standard', pad: true };
const urlSafe: EncodeOptions = { variant: 'url', pad: false };

function decodeText(input: string): string | null {
  const result = decodeBase64(input);
  return result.ok ? bytesToText(result.bytes) : null;
}

describe('encodeText', () => {
  it.each([
    ['', standard, ''],
    ['f', standard, 'Zg=='],
    ['fo', standard, 'Zm8='],
    ['foo', standard, 'Zm9v'],
    ['foobar', standard, 'Zm9vYmFy'],
    ['héllo', standard, 'aMOpbGxv'],
    ['😀', standard, '8J+YgA=='],
    ['😀', urlSafe, '8J-YgA'],
    ['😀', { variant: 'url', pad: true }, '8J-YgA=='],
    ['f', { variant: 'standard', pad: false }, 'Zg'],
    ['??>', standard, 'Pz8+'],
    ['??>', urlSafe, 'Pz8-'],
  ])('encodes %j with %o as %j', (text, options, expected) => {
    expect(encodeText(text, options as EncodeOptions)).toBe(expected);
  });
});

describe('decodeBase64', () => {
  it.each([
    ['', ''],
    ['aMOpbGxv', 'héllo'],
    ['Zg==', 'f'],
    ['Zg', 'f'],
    ['Zm8=', 'fo'],
    ['8J-YgA', '😀'],
    ['8J+YgA==', '😀'],
    ['Zm9v\nYmFy\r\n', 'foobar'],
    ['  Zm9v YmFy  ', 'foobar'],
    ['data:text/plain;base64,aMOpbGxv', 'héllo'],
  ])('decodes %j to %j', (input, expected) => {
    expect(decodeText(input)).toBe(expected);
  });

  it.each([
    ['Zm9v!', 5, 1, 5, "Invalid character '!'."],
    ['Zm9v\nYm%y', 8, 2, 3, "Invalid character '%'."],
    ['aé', 2, 1, 2, "Invalid character 'é'."],
    ['Zm9\u0000', 4, 1, 4, 'Invalid character U+0000.'],
    ['Zm.v', 3, 1, 3, "Invalid character '.' (not part of standard or URL-safe Base64)."],
    ['Z', 1, 1, 1, 'The last group has a single character, which cannot encode a whole byte; a character is missing or extra.'],
    ['Zm9vY', 5, 1, 5, 'The last group has a single character, which cannot encode a whole byte; a character is missing or extra.'],
    ['=', 1, 1, 1, "Padding '=' can only come after data at the end."],
    ['Zm9v=', 5, 1, 5, "Padding '=' comes too early: a group of 4 needs at least 2 data characters first."],
    ['Zg=x', 4, 1, 4, "Data after '=' padding: padding may only appear at the very end."],
    ['Zg=', 4, 1, 4, "Expected 2 '=' padding characters at the end, found 1."],
    ['Zg===', 5, 1, 5, "Too many '=' padding characters."],
  ])('rejects %j at position %i (line %i, column %i)', (input, position, line, column, reason) => {
    expect(decodeBase64(input)).toEqual({ ok: false, error: { position, line, column, reason } });
  });

  it('round-trips any Unicode text (grapheme clusters)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.constantFrom<'standard' | 'url'>('standard', 'url'), fc.boolean(), (text, variant, pad) => {
        expect(decodeText(encodeText(text, { variant, pad }))).toBe(text);
      }),
    );
  });

  it('round-trips any code points', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        expect(decodeText(encodeText(text, urlSafe))).toBe(text);
      }),
    );
  });

  it('round-trips arbitrary bytes and matches the platform encoder', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const encoded = encodeBytes(bytes, standard);
        expect(encoded).toBe(Buffer.from(bytes).toString('base64'));
        expect(encodeBytes(bytes, urlSafe)).toBe(Buffer.from(bytes).toString('base64url'));
        expect(decodeBase64(encoded)).toEqual({ ok: true, bytes });
      }),
    );
  });

  it('padded output length is always a multiple of 4', () => {
    fc.assert(
      fc.property(fc.uint8Array(), (bytes) => {
        const encoded = encodeBytes(bytes, standard);
        expect(encoded.length % 4).toBe(0);
        expect(encoded.length).toBe(Math.ceil(bytes.length / 3) * 4);
      }),
    );
  });
});

describe('helpers', () => {
  it.each([
    [[0x68, 0x69], 'hi'],
    [[0xef, 0xbb, 0xbf, 0x61], '\uFEFFa'],
    [[0xff, 0xfe], null],
    [[0xc3], null],
  ])('bytesToText(%j) = %j', (bytes, expected) => {
    expect(bytesToText(new Uint8Array(bytes))).toBe(expected);
  });

  it.each([
    ['image/png', 'data:image/png;base64,iVBO'],
    ['', 'data:application/octet-stream;base64,iVBO'],
  ])('toDataUrl with type %j', (type, expected) => {
    expect(toDataUrl(new Uint8Array([0x89, 0x50, 0x4e]), type)).toBe(expected);
  });

  it('data URLs always use the standard alphabet', () => {
    expect(toDataUrl(new Uint8Array([0xfb, 0xff]), 'x/y')).toBe('data:x/y;base64,+/8=');
  });

  it('hexPreview shows the first bytes', () => {
    expect(hexPreview(new Uint8Array([0, 15, 255]))).toBe('00 0f ff');
    expect(hexPreview(new Uint8Array(40), 2)).toBe('00 00 …');
  });

  it('limits file size', () => {
    expect(fileSizeProblem(MAX_FILE_BYTES, 'a.bin')).toBeNull();
    expect(fileSizeProblem(MAX_FILE_BYTES + 1, 'a.bin')).toBe(
      'a.bin is 10 MB. Files up to 10 MB can be converted here, so the page stays responsive.',
    );
  });

  it.each([
    ['url', 'url'],
    ['standard', 'standard'],
    ['other', 'standard'],
  ])('parseVariant(%j) = %j', (value, expected) => {
    expect(parseVariant(value)).toBe(expected);
  });
});
