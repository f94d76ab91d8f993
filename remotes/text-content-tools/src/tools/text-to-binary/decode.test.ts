/** Reading pasted groups and Base32 back as text, its error messages, and encode/decode round trips (decode.ts). */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeBase32, decodeText, splitGroups } from './decode';
import { encodeText, type EncodeOptions } from './encode';
import { FORMATS, type Format, type Units } from './formats';
import { textSize } from './logic';

const options = (format: Format, extra: Partial<EncodeOptions> = {}): EncodeOptions => ({ format, units: 'utf8', separator: 'space', prefix: false, ...extra });

describe('decodeText', () => {
  it.each([
    ['01001000 01101001', 'binary', 'Hi'],
    ['0100100001101001', 'binary', 'Hi'],
    ['  01001000,01101001\n', 'binary', 'Hi'],
    ['0b01001000 0b01101001', 'binary', 'Hi'],
    ['1001000 1101001', 'binary', 'Hi'],
    ['11000011 10101001', 'binary', 'é'],
    ['48 69', 'hex', 'Hi'],
    ['4869', 'hex', 'Hi'],
    ['0x48, 0x69', 'hex', 'Hi'],
    ['\\x48\\x69', 'hex', 'Hi'],
    ['%48%69', 'hex', 'Hi'],
    ['c3 a9', 'hex', 'é'],
    ['110 151', 'octal', 'Hi'],
    ['110151', 'octal', 'Hi'],
    ['0o110 0o151', 'octal', 'Hi'],
    ['72 105', 'decimal', 'Hi'],
    ['072;105', 'decimal', 'Hi'],
    ['JBUQ====', 'base32', 'Hi'],
    ['jbuq', 'base32', 'Hi'],
    ['JBUS BQ5J', 'base32', 'Hi é'],
    ['MZXW6YTBOI', 'base32', 'foobar'],
  ] as const)('%j from %s → %j', (input, format, expected) => {
    expect(decodeText(input, format, 'utf8')).toEqual({ ok: true, text: expected, count: expect.any(Number) });
  });

  it.each([
    ['11101001', 'binary', 'é'],
    ['U+1F600 U+0041', 'hex', '😀A'],
    ['1F600', 'hex', '😀'],
    ['233 128512', 'decimal', 'é😀'],
    ['11111011000000000', 'binary', '😀'],
  ] as const)('code points: %j from %s → %j', (input, format, expected) => {
    expect(decodeText(input, format, 'codepoint')).toMatchObject({ ok: true, text: expected });
  });

  it.each<[string, Format, Units, string]>([
    ['', 'binary', 'utf8', 'There is nothing to decode yet.'],
    ['   \n', 'hex', 'utf8', 'There is nothing to decode yet.'],
    ['01001000 01201001', 'binary', 'utf8', 'Group 2 “01201001” has “2”, which is not a binary digit (0 or 1).'],
    ['48 6G', 'hex', 'utf8', 'Group 2 “6G” has “G”, which is not a hexadecimal digit (0 to 9, A to F).'],
    ['110 158', 'octal', 'utf8', 'Group 2 “158” has “8”, which is not an octal digit (0 to 7).'],
    ['72 1o5', 'decimal', 'utf8', 'Group 2 “1o5” has “o”, which is not a decimal digit (0 to 9).'],
    ['72 -5', 'decimal', 'utf8', 'Group 2 “-5” has “-”, which is not a decimal digit (0 to 9).'],
    ['010010001', 'binary', 'utf8', 'Group 1 “010010001” has 9 digits, a byte has 8: separate the bytes with spaces, or check for a missing or extra digit.'],
    ['486', 'hex', 'utf8', 'Group 1 “486” has 3 digits, a byte has 2: separate the bytes with spaces, or check for a missing or extra digit.'],
    ['72 256', 'decimal', 'utf8', 'Group 2 “256” is 256, more than one byte holds (0 to 255). For numbers above 255, read the groups as Unicode code points.'],
    ['477', 'octal', 'utf8', 'Group 1 “477” is 319, more than one byte holds (0 to 255). For numbers above 255, read the groups as Unicode code points.'],
    ['110000', 'hex', 'codepoint', 'Group 1 “110000” is beyond the last Unicode code point (10FFFF in hex, 1,114,111): separate the code points with spaces.'],
    ['D800', 'hex', 'codepoint', 'Group 1 “D800” is a UTF-16 surrogate (D800 to DFFF in hex), not a character.'],
    ['JBU1', 'base32', 'utf8', 'Character 4 “1” is not Base32, which uses only A to Z and 2 to 7: it has no 0, 1, 8 or 9.'],
    ['JB-U', 'base32', 'utf8', 'Character 3 “-” is not Base32, which uses only A to Z and 2 to 7.'],
    ['JBU', 'base32', 'utf8', 'This Base32 is 3 characters long, which no whole number of bytes gives: a character is missing or extra.'],
    ['====', 'base32', 'utf8', 'This Base32 has only padding (=), no data.'],
    ['JBUR', 'base32', 'utf8', 'The last Base32 character has bits left over that should be zero: the text is cut short or mistyped.'],
  ])('%j as %s (%s) fails: %s', (input, format, units, error) => {
    expect(decodeText(input, format, units)).toEqual({ ok: false, error });
  });

  it('names the byte that is not UTF-8 and still shows the rest', () => {
    const result = decodeText('01001000 11101001 01101001', 'binary', 'utf8');
    expect(result).toEqual({
      ok: true,
      text: 'H\uFFFDi',
      count: 3,
      warning:
        'Byte 2 (E9 in hex, in group 2) is not valid UTF-8, so the text shows � there. If each number is a character rather than a byte, read them as code points.',
    });
  });

  it('shortens a very long bad group in its message', () => {
    const result = decodeText(`${'0'.repeat(40)}2`, 'binary', 'utf8');
    expect(result.ok || result.error).toBe('Group 1 “000000000000000000000000…” has “2”, which is not a binary digit (0 or 1).');
  });
});

describe('splitGroups', () => {
  it.each([
    ['0x48 0X69', 'hex', ['48', '69']],
    ['u+00e9, U+1F600', 'hex', ['00e9', '1F600']],
    ['\\u{1F600}', 'hex', ['1F600']],
    ['AA:BB:CC', 'hex', ['AA', 'BB', 'CC']],
    ['0b1 0b0', 'binary', ['1', '0']],
    ['\\110\\151', 'octal', ['110', '151']],
    [' 1 ,, 2 ;3\t4\r\n5', 'decimal', ['1', '2', '3', '4', '5']],
  ] as const)('%j (%s) → %j', (input, format, expected) => {
    expect(splitGroups(input, format)).toEqual(expected);
  });
});

describe('properties', () => {
  const text = fc.string({ unit: 'binary', maxLength: 40 });
  const separator = fc.constantFrom('space', 'none', 'comma', 'newline' as const);

  it.each(FORMATS)('UTF-8 %s round trips any text with every separator and prefix', (format) => {
    fc.assert(
      fc.property(text, separator, fc.boolean(), (value, sep, prefix) => {
        const code = encodeText(value, options(format, { separator: sep, prefix }));
        // Decimal bytes cannot run together: without separators they are not readable back.
        if (value === '' || (format === 'decimal' && sep === 'none')) return;
        expect(decodeText(code, format, 'utf8')).toMatchObject({ ok: true, text: value });
      }),
      { numRuns: 300 },
    );
  });

  it.each(['binary', 'hex', 'octal', 'decimal'] as const)('code points in %s round trip when separated', (format) => {
    fc.assert(
      fc.property(text.filter((value) => value !== ''), separator.filter((sep) => sep !== 'none'), fc.boolean(), (value, sep, prefix) => {
        const code = encodeText(value, options(format, { units: 'codepoint', separator: sep, prefix }));
        expect(decodeText(code, format, 'codepoint')).toMatchObject({ ok: true, text: value });
      }),
      { numRuns: 300 },
    );
  });

  it('binary has 8 digits per UTF-8 byte and Base32 8 characters per 5 bytes', () => {
    fc.assert(
      fc.property(text, (value) => {
        const bytes = textSize(value).bytes;
        expect(encodeText(value, options('binary', { separator: 'none' }))).toHaveLength(bytes * 8);
        expect(encodeText(value, options('base32'))).toHaveLength(Math.ceil(bytes / 5) * 8);
      }),
    );
  });

  it('never throws on any input, and an error always names what to fix', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.constantFrom(...FORMATS), fc.constantFrom('utf8', 'codepoint' as const), (input, format, units) => {
        const result = decodeText(input, format, units);
        if (!result.ok) expect(result.error).toMatch(/^(Group|Character|This Base32|The last|There is nothing)/);
      }),
      { numRuns: 500 },
    );
  });

  it('decodeBase32 accepts lower case, spaces and missing padding alike', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 30 }), (bytes) => {
        const value = new TextDecoder().decode(bytes);
        const code = encodeText(value, options('base32'));
        if (code === '') return;
        const loose = code.replace(/=/g, '').toLowerCase().replace(/(.{4})/g, '$1 ');
        expect(decodeBase32(loose)).toMatchObject({ ok: true, text: value });
      }),
    );
  });
});
