/** The UTF-8 check and text sizes, the character breakdown, the worker's one job and the option guards (logic.ts). */
import { describe, expect, it } from 'vitest';
import { firstInvalidUtf8 } from './decode';
import type { EncodeOptions } from './encode';
import { isFormat, isSeparator, isUnits, type Format } from './formats';
import { breakdown, runConvertJob, showChar, textSize } from './logic';

const options = (format: Format, extra: Partial<EncodeOptions> = {}): EncodeOptions => ({ format, units: 'utf8', separator: 'space', prefix: false, ...extra });

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
