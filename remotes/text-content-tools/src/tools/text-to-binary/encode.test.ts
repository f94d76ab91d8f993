/** Text as binary, hexadecimal, octal, decimal and Base32, with each separator and prefix (encode.ts). */
import { describe, expect, it } from 'vitest';
import { encodeText, type EncodeOptions } from './encode';
import type { Format } from './formats';

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
