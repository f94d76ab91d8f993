import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  breakdown,
  decodeBase32,
  decodeText,
  encodeText,
  firstInvalidUtf8,
  FORMATS,
  isFormat,
  isSeparator,
  isUnits,
  runConvertJob,
  showChar,
  splitGroups,
  suggestReading,
  textSize,
  type EncodeOptions,
  type Format,
  type Units,
} from './logic';

const options = (format: Format, extra: Partial<EncodeOptions> = {}): EncodeOptions => ({ format, units: 'utf8', separator: 'space', prefix: false, ...extra });

describe('encodeText', () => {
  it.each([
    ['Hi', 'binary', '01001000 01101001'],
    ['é', 'binary', '11000011 10101001'],
    ['Hi', 'hex', '48 69'],
    ['é€😀', 'hex', 'C3 A9 E2 82 AC F0 9F 98 80'],
    ['Hi', 'octal', '110 151'],
    ['Hi', 'decimal', '72 105'],
    ['é', 'decimal', '195 169'],
    ['Hi', 'base32', 'JBUQ===='],
    ['Hi é', 'base32', 'JBUSBQ5J'],
    ['foobar', 'base32', 'MZXW6YTBOI======'],
    ['\n', 'binary', '00001010'],
    ['', 'binary', ''],
    ['', 'base32', ''],
  ] as const)('%j as %s → %j', (text, format, expected) => {
    expect(encodeText(text, options(format))).toBe(expected);
  });

  it.each([
    [{ separator: 'none' }, 'binary', '0100100001101001'],
    [{ separator: 'comma' }, 'hex', '48, 69'],
    [{ separator: 'newline' }, 'decimal', '72\n105'],
    [{ prefix: true }, 'binary', '0b01001000 0b01101001'],
    [{ prefix: true }, 'hex', '0x48 0x69'],
    [{ prefix: true }, 'octal', '0o110 0o151'],
    [{ prefix: true }, 'decimal', '72 105'],
    [{ separator: 'newline', prefix: true }, 'base32', 'JBUQ===='],
  ] as const)('options %j as %s → %j', (extra, format, expected) => {
    expect(encodeText('Hi', options(format, extra))).toBe(expected);
  });

  it.each([
    ['é', 'binary', '11101001'],
    ['é', 'hex', 'E9'],
    ['é', 'decimal', '233'],
    ['😀', 'hex', '1F600'],
    ['😀', 'binary', '11111011000000000'],
    ['Hi', 'octal', '110 151'],
  ] as const)('code points: %j as %s → %j', (text, format, expected) => {
    expect(encodeText(text, options(format, { units: 'codepoint' }))).toBe(expected);
  });

  it('encodes megabytes (its speed is measured by npm run bench:heavy)', () => {
    const text = 'héllo wörld '.repeat(100_000);
    const binary = encodeText(text, options('binary'));
    expect(binary.length).toBe(1_400_000 * 9 - 1);
  });
});

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

describe('suggestReading', () => {
  it.each<[string, Format, Units, { format: Format; units: Units } | null]>([
    ['48 69', 'binary', 'utf8', { format: 'hex', units: 'utf8' }],
    ['72 105', 'binary', 'utf8', { format: 'decimal', units: 'utf8' }],
    ['256 257', 'decimal', 'utf8', { format: 'decimal', units: 'codepoint' }],
    ['01001000 01101001', 'base32', 'utf8', { format: 'binary', units: 'utf8' }],
    ['JBUQ====', 'hex', 'utf8', { format: 'base32', units: 'utf8' }],
    ['hello there', 'binary', 'utf8', null],
  ])('%j read as %s/%s → %j', (input, format, units, expected) => {
    expect(suggestReading(input, { format, units })).toEqual(expected);
  });

  it('gives up on very long input', () => {
    expect(suggestReading('4'.repeat(100_001), { format: 'binary', units: 'utf8' })).toBeNull();
  });
});

describe('UTF-8 checks and sizes', () => {
  it.each([
    [[0x48, 0x69], -1],
    [[0xc3, 0xa9], -1],
    [[0xf0, 0x9f, 0x98, 0x80], -1],
    [[0xe9], 0],
    [[0x41, 0xc3], 1],
    [[0xc0, 0x80], 0],
    [[0xed, 0xa0, 0x80], 0],
    [[0xf4, 0x90, 0x80, 0x80], 0],
    [[0x41, 0x80], 1],
    [[0xe2, 0x82], 0],
  ])('%j → first invalid at %i', (bytes, expected) => {
    expect(firstInvalidUtf8(Uint8Array.from(bytes))).toBe(expected);
  });

  it.each([
    ['', 0, 0],
    ['Hi', 2, 2],
    ['é', 1, 2],
    ['€', 1, 3],
    ['😀', 1, 4],
    ['👍🏽', 2, 8],
  ])('%j has %i characters and %i bytes', (text, characters, bytes) => {
    expect(textSize(text)).toEqual({ characters, bytes });
  });
});

describe('breakdown', () => {
  it('lists each character with its code point and bytes', () => {
    expect(breakdown('Hé 😀\n', 'hex')).toEqual([
      { shown: 'H', named: false, codePoint: 'U+0048', bytes: '48', byteCount: 1 },
      { shown: 'é', named: false, codePoint: 'U+00E9', bytes: 'C3 A9', byteCount: 2 },
      { shown: 'Space', named: true, codePoint: 'U+0020', bytes: '20', byteCount: 1 },
      { shown: '😀', named: false, codePoint: 'U+1F600', bytes: 'F0 9F 98 80', byteCount: 4 },
      { shown: 'Line feed', named: true, codePoint: 'U+000A', bytes: '0A', byteCount: 1 },
    ]);
  });

  it('stops at the limit', () => {
    expect(breakdown('a'.repeat(500), 'binary', 10)).toHaveLength(10);
  });

  it.each([
    [0x00, 'Control character'],
    [0x09, 'Tab'],
    [0x85, 'Control character'],
    [0xd800, 'Lone surrogate'],
    [0xfe0f, 'Variation selector'],
    [0x41, 'A'],
  ])('shows %i as %j', (point, expected) => {
    expect(showChar(point)).toBe(expected);
  });
});

describe('runConvertJob and guards', () => {
  it('encodes and decodes as one job', () => {
    expect(runConvertJob({ direction: 'encode', text: 'Hi', options: options('binary') })).toEqual({ output: '01001000 01101001', error: null, warning: null });
    expect(runConvertJob({ direction: 'decode', code: '48 69', format: 'hex', units: 'utf8' })).toEqual({ output: 'Hi', error: null, warning: null });
    expect(runConvertJob({ direction: 'decode', code: '4G', format: 'hex', units: 'utf8' }).error).toContain('Group 1');
  });

  it.each([
    [isFormat('hex'), true],
    [isFormat('HEX'), false],
    [isFormat('toString'), false],
    [isUnits('codepoint'), true],
    [isUnits('utf16'), false],
    [isSeparator('newline'), true],
    [isSeparator(''), false],
  ])('guard %#', (actual, expected) => {
    expect(actual).toBe(expected);
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
