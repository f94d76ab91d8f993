import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  checkDimensions,
  checkImageFile,
  exportFileName,
  exportInfo,
  MAX_FILE_BYTES,
  parseFormat,
  parseQuality,
  parseSide,
  type ExportFormat,
} from './logic';

describe('opening files', () => {
  it.each<[string, { name: string; type: string; size: number }, RegExp | null]>([
    ['a JPEG', { name: 'a.jpg', type: 'image/jpeg', size: 1000 }, null],
    ['a PNG without a type but with the extension', { name: 'scan.PNG', type: '', size: 10 }, null],
    ['a text file', { name: 'notes.txt', type: 'text/plain', size: 10 }, /“notes.txt” is not an image/],
    ['an unknown file without a type', { name: 'data.bin', type: '', size: 10 }, /not an image/],
    ['an empty image', { name: 'e.png', type: 'image/png', size: 0 }, /is empty/],
    ['a huge image', { name: 'big.tif', type: 'image/tiff', size: MAX_FILE_BYTES + 1 }, /up to 60 MB/],
  ])('%s', (_name, file, expected) => {
    const result = checkImageFile(file);
    if (expected === null) expect(result).toBeNull();
    else expect(result).toMatch(expected);
  });

  it.each<[number, number, RegExp | null]>([
    [6000, 4000, null],
    [10000, 10000, /100 megapixels/],
    [0, 10, /no pixels/],
  ])('dimensions %d × %d', (width, height, expected) => {
    const result = checkDimensions({ width, height });
    if (expected === null) expect(result).toBeNull();
    else expect(result).toMatch(expected);
  });
});

describe('export', () => {
  it.each<[number, number, object]>([
    [4000, 3000, { width: 4000, height: 3000, megapixels: 12, problem: null }],
    [1, 1, { width: 1, height: 1, megapixels: 0, problem: null }],
    [1919.6, 1080.2, { width: 1920, height: 1080, megapixels: 2.1, problem: null }],
    [20000, 100, { width: 20000, height: 100, megapixels: 2, problem: expect.stringMatching(/16384/) }],
    [9000, 9000, { width: 9000, height: 9000, megapixels: 81, problem: expect.stringMatching(/50 megapixels/) }],
  ])('exportInfo(%d × %d)', (width, height, expected) => {
    expect(exportInfo({ width, height })).toEqual(expected);
  });

  it.each<[string, ExportFormat, string]>([
    ['holiday.jpeg', 'png', 'holiday-edited.png'],
    ['IMG_0001.HEIC', 'jpeg', 'IMG_0001-edited.jpg'],
    ['no-extension', 'webp', 'no-extension-edited.webp'],
    ['we:ird/na*me?.png', 'png', 'we_ird_na_me_-edited.png'],
    ['.png', 'png', 'image-edited.png'],
    ['pasted.png', 'jpeg', 'pasted-edited.jpg'],
  ])('exportFileName(%s, %s) = %s', (name, format, expected) => {
    expect(exportFileName(name, format)).toBe(expected);
  });

  it.each([
    ['png', 'png'],
    ['jpeg', 'jpeg'],
    ['webp', 'webp'],
    ['gif', 'png'],
    ['', 'png'],
  ])('parseFormat(%s) = %s', (value, expected) => {
    expect(parseFormat(value)).toBe(expected);
  });

  it.each([
    ['85', 85],
    ['1', 1],
    ['100', 100],
    ['0', 90],
    ['101', 90],
    ['8.5', 90],
    ['abc', 90],
  ])('parseQuality(%s) = %d', (value, expected) => {
    expect(parseQuality(value)).toBe(expected);
  });

  it.each([
    [61.5 * 1024 * 1024, '“big.png” is 62 MB; the editor opens images up to 60 MB.'],
    [1024 ** 3, '“big.png” is 1 GB; the editor opens images up to 60 MB.'],
  ])('a file of %d bytes is refused with its size', (size, expected) => {
    expect(checkImageFile({ name: 'big.png', type: 'image/png', size })).toBe(expected);
  });
});

describe('typed sizes', () => {
  it.each<[string, number, number, object]>([
    ['1200', 16384, 1, { value: 1200 }],
    [' 42 ', 16384, 1, { value: 42 }],
    ['', 16384, 1, { error: 'Enter a number.' }],
    ['12.5', 16384, 1, { error: 'Use whole pixels, like 1200.' }],
    ['-3', 16384, 1, { error: 'Use whole pixels, like 1200.' }],
    ['0', 16384, 1, { error: 'Must be at least 1 pixel.' }],
    ['0', 100, 0, { value: 0 }],
    ['20000', 16384, 1, { error: 'At most 16384 pixels.' }],
  ])('parseSide(%j, max %d, min %d)', (text, max, min, expected) => {
    expect(parseSide(text, max, min)).toEqual(expected);
  });

  it('accepts exactly the whole numbers in range', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 20000 }), (n) => {
        const result = parseSide(String(n));
        expect('value' in result).toBe(n >= 1 && n <= 16384);
      }),
    );
  });
});
