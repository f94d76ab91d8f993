import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  createNameRegistry,
  fitWithin,
  isCompressible,
  listNames,
  looksLikeImage,
  needsDecoding,
  outputName,
  parseFormat,
  parseMaxSide,
  parseQuality,
  progressFraction,
  progressLabel,
  sanitizeName,
  targetMime,
  uniqueNames,
  zipDate,
  zipFileName,
  type OutputFormat,
} from './logic';

describe('names inside the ZIP', () => {
  it.each<[string, string[], string[]]>([
    ['leaves distinct names alone', ['a.jpg', 'b.jpg'], ['a.jpg', 'b.jpg']],
    ['numbers repeats', ['photo.jpg', 'photo.jpg', 'photo.jpg'], ['photo.jpg', 'photo (2).jpg', 'photo (3).jpg']],
    ['ignores case like Windows and macOS', ['Photo.JPG', 'photo.jpg'], ['Photo.JPG', 'photo (2).jpg']],
    ['skips numbers already taken', ['photo (2).jpg', 'photo.jpg', 'photo.jpg'], ['photo (2).jpg', 'photo.jpg', 'photo (3).jpg']],
    ['works without an extension', ['scan', 'scan'], ['scan', 'scan (2)']],
    ['keeps only the last dot as the extension', ['a.b.png', 'a.b.png'], ['a.b.png', 'a.b (2).png']],
  ])('%s', (_name, input, expected) => {
    expect(uniqueNames(input)).toEqual(expected);
  });

  it('always gives distinct names (ignoring case), and keeps the first of each as it was', () => {
    const name = fc.tuple(fc.constantFrom('a', 'A', 'photo', 'Photo', 'x (2)', 'img'), fc.constantFrom('.jpg', '.JPG', '.png', '')).map(([b, e]) => b + e);
    fc.assert(
      fc.property(fc.array(name, { maxLength: 40 }), (names) => {
        const out = uniqueNames(names);
        expect(new Set(out.map((n) => n.toLowerCase())).size).toBe(out.length);
        const seen = new Set<string>();
        names.forEach((original, i) => {
          if (!seen.has(original.toLowerCase()) && !out.slice(0, i).some((n) => n.toLowerCase() === original.toLowerCase())) {
            expect(out[i]).toBe(original);
          }
          seen.add(original.toLowerCase());
        });
      }),
    );
  });

  it('a registry continues across calls', () => {
    const registry = createNameRegistry();
    expect([registry.take('x.png'), registry.take('x.png'), registry.take('X (2).png')]).toEqual(['x.png', 'x (2).png', 'X (2) (2).png']);
  });

  it.each([
    ['holiday.jpg', 'holiday.jpg'],
    ['folder/inner/pic.png', 'pic.png'],
    ['C:\\Users\\me\\pic.png', 'pic.png'],
    ['what?*:.png', 'what___.png'],
    ['trailing dots...', 'trailing dots'],
    ['CON.jpg', '_CON.jpg'],
    ['', 'image'],
    ['.hidden', 'image.hidden'],
    [`${'x'.repeat(300)}.jpeg`, `${'x'.repeat(195)}.jpeg`],
  ])('sanitizeName(%j) = %j', (name, expected) => {
    expect(sanitizeName(name)).toBe(expected);
  });

  it.each<[string, string | null, string]>([
    ['photo.png', null, 'photo.png'],
    ['photo.png', 'image/jpeg', 'photo.jpg'],
    ['photo.JPEG', 'image/jpeg', 'photo.JPEG'],
    ['photo.jpg', 'image/webp', 'photo.webp'],
    ['scan.bmp', 'image/png', 'scan.png'],
    ['noext', 'image/png', 'noext.png'],
  ])('outputName(%s, %s) = %s', (name, type, expected) => {
    expect(outputName(name, type)).toBe(expected);
  });

  it.each([
    ['images', 'images.zip'],
    ['', 'images.zip'],
    ['   ', 'images.zip'],
    ['Holiday 2024.zip', 'Holiday 2024.zip'],
    ['a/b:c', 'b_c.zip'],
  ])('zipFileName(%j) = %s', (text, expected) => {
    expect(zipFileName(text)).toBe(expected);
  });
});

describe('resize box', () => {
  it.each<[number, number, number | null, number | null, { width: number; height: number }]>([
    [4000, 3000, 1920, null, { width: 1920, height: 1440 }],
    [4000, 3000, null, 1000, { width: 1333, height: 1000 }],
    [4000, 3000, 1000, 1000, { width: 1000, height: 750 }],
    [3000, 4000, 1000, 1000, { width: 750, height: 1000 }],
    [800, 600, 1920, 1080, { width: 800, height: 600 }],
    [10000, 10, 100, null, { width: 100, height: 1 }],
    [640, 480, null, null, { width: 640, height: 480 }],
  ])('%d×%d within %s×%s', (width, height, maxW, maxH, expected) => {
    expect(fitWithin({ width, height }, maxW, maxH)).toEqual(expected);
  });

  it('never enlarges, stays within the limits and keeps the shape', () => {
    const side = fc.integer({ min: 1, max: 20000 });
    const limit = fc.option(fc.integer({ min: 1, max: 8000 }), { nil: null });
    fc.assert(
      fc.property(side, side, limit, limit, (width, height, maxW, maxH) => {
        const out = fitWithin({ width, height }, maxW, maxH);
        expect(out.width).toBeLessThanOrEqual(width);
        expect(out.height).toBeLessThanOrEqual(height);
        expect(out.width).toBeGreaterThanOrEqual(1);
        expect(out.height).toBeGreaterThanOrEqual(1);
        if (maxW) expect(out.width).toBeLessThanOrEqual(maxW);
        if (maxH) expect(out.height).toBeLessThanOrEqual(maxH);
        // Rounding moves each side by at most half a pixel (or up to the 1-pixel floor).
        if (out.width > 1 && out.height > 1) {
          expect(Math.abs(out.width / out.height - width / height)).toBeLessThanOrEqual((width / height) * (1 / out.height + 1 / out.width) + 1e-9);
        }
      }),
    );
  });

  it.each([
    ['', { value: null }],
    [' 1920 ', { value: 1920 }],
    ['0', { error: 'Must be at least 1 pixel.' }],
    ['12.5', { error: 'Use whole pixels, like 1920, or leave it empty.' }],
    ['99999', { error: 'At most 16384 pixels.' }],
  ])('parseMaxSide(%j)', (text, expected) => {
    expect(parseMaxSide(text)).toEqual(expected);
  });
});

describe('formats', () => {
  it.each<[string, OutputFormat]>([
    ['keep', 'keep'],
    ['png', 'png'],
    ['jpeg', 'jpeg'],
    ['webp', 'webp'],
    ['gif', 'keep'],
  ])('parseFormat(%s)', (value, expected) => {
    expect(parseFormat(value)).toBe(expected);
  });

  it.each([
    ['80', 80],
    ['0', 85],
    ['x', 85],
  ])('parseQuality(%s)', (value, expected) => {
    expect(parseQuality(value)).toBe(expected);
  });

  it.each<[string, OutputFormat, string]>([
    ['image/jpeg', 'keep', 'image/jpeg'],
    ['image/gif', 'keep', 'image/png'],
    ['image/png', 'jpeg', 'image/jpeg'],
    ['image/bmp', 'webp', 'image/webp'],
  ])('targetMime(%s, %s)', (type, format, expected) => {
    expect(targetMime(type, format)).toBe(expected);
  });

  it.each<[OutputFormat, number | null, number | null, boolean]>([
    ['keep', null, null, false],
    ['keep', 100, null, true],
    ['png', null, null, true],
  ])('needsDecoding(%s, %s, %s)', (format, w, h, expected) => {
    expect(needsDecoding(format, w, h)).toBe(expected);
  });

  it.each([
    [{ name: 'a.jpg', type: 'image/jpeg' }, true],
    [{ name: 'a.heic', type: '' }, true],
    [{ name: 'a.txt', type: 'text/plain' }, false],
    [{ name: 'README', type: '' }, false],
  ])('looksLikeImage(%o)', (file, expected) => {
    expect(looksLikeImage(file)).toBe(expected);
  });

  it.each([
    ['a.bmp', 'image/bmp', true],
    ['logo.svg', 'image/svg+xml', true],
    ['photo.jpg', 'image/jpeg', false],
    ['pic.png', 'image/png', false],
  ])('isCompressible(%s)', (name, type, expected) => {
    expect(isCompressible(name, type)).toBe(expected);
  });
});

describe('progress', () => {
  it.each([
    [{ total: 0, prepared: 0, zipped: 0 }, 0],
    [{ total: 4, prepared: 0, zipped: 0 }, 0],
    [{ total: 4, prepared: 1, zipped: 0 }, 0.125],
    [{ total: 4, prepared: 2, zipped: 2 }, 0.5],
    [{ total: 4, prepared: 4, zipped: 4 }, 1],
    [{ total: 4, prepared: 9, zipped: 9 }, 1],
  ])('progressFraction(%o) = %d', (progress, expected) => {
    expect(progressFraction(progress)).toBe(expected);
  });

  it('only ever grows while files are worked through, and ends at 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), (total) => {
        let last = -1;
        for (let i = 0; i < total; i++) {
          for (const step of [{ prepared: i + 1, zipped: i }, { prepared: i + 1, zipped: i + 1 }]) {
            const fraction = progressFraction({ total, ...step });
            expect(fraction).toBeGreaterThan(last);
            expect(fraction).toBeLessThanOrEqual(1);
            last = fraction;
          }
        }
        expect(last).toBe(1);
      }),
    );
  });

  it.each([
    [{ total: 200, prepared: 11, zipped: 11 }, true, 'Converting 12 of 200… 6%'],
    [{ total: 3, prepared: 0, zipped: 0 }, false, 'Adding 1 of 3… 0%'],
    [{ total: 3, prepared: 3, zipped: 3 }, false, 'Finishing the ZIP… 100%'],
  ])('progressLabel(%o)', (progress, converting, expected) => {
    expect(progressLabel(progress, converting)).toBe(expected);
  });
});

describe('small helpers', () => {
  it.each<[string[], string]>([
    [[], ''],
    [['a.txt'], 'a.txt'],
    [['a', 'b', 'c', 'd', 'e', 'f', 'g'], 'a, b, c, d, e and 2 more'],
  ])('listNames(%j)', (names, expected) => {
    expect(listNames(names)).toBe(expected);
  });

  it.each([
    [Date.UTC(2024, 4, 1), Date.UTC(2024, 4, 1)],
    [0, Date.UTC(1980, 0, 2)],
    [Date.UTC(2200, 0, 1), Date.UTC(2107, 11, 30)],
    [Number.NaN, Date.UTC(1980, 0, 2)],
  ])('zipDate(%d)', (input, expected) => {
    expect(zipDate(input).getTime()).toBe(expected);
  });
});
