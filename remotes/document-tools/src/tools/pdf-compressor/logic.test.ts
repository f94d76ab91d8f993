import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dpiChoice, imagesSummary, outputName, parseDpi, parseQuality, readSettings, sameSettings, shouldReplace, targetSize, verdict } from './logic';

const raw = (over: Partial<Parameters<typeof readSettings>[0]> = {}) => ({ level: '', q: '', dpi: '', grey: '', meta: '', ...over });

describe('readSettings', () => {
  it.each([
    [raw(), { level: 'balanced', quality: 70, maxDpi: 150, grayscale: false, removeMetadata: false }],
    [raw({ level: 'light' }), { level: 'light', quality: 85, maxDpi: 300, grayscale: false, removeMetadata: false }],
    [raw({ level: 'strong', grey: '1', meta: '1' }), { level: 'strong', quality: 50, maxDpi: 100, grayscale: true, removeMetadata: true }],
    // A preset ignores stray custom values; a custom level reads them.
    [raw({ level: 'strong', q: '90', dpi: '300' }), { level: 'strong', quality: 50, maxDpi: 100, grayscale: false, removeMetadata: false }],
    [raw({ level: 'custom', q: '90', dpi: 'none' }), { level: 'custom', quality: 90, maxDpi: null, grayscale: false, removeMetadata: false }],
    [raw({ level: 'custom', q: '3', dpi: '72' }), { level: 'custom', quality: 10, maxDpi: 72, grayscale: false, removeMetadata: false }],
    [raw({ level: 'custom', q: '500', dpi: '123' }), { level: 'custom', quality: 95, maxDpi: 150, grayscale: false, removeMetadata: false }],
    [raw({ level: 'custom' }), { level: 'custom', quality: 70, maxDpi: 150, grayscale: false, removeMetadata: false }],
    [raw({ level: 'huge', grey: 'yes', meta: 'true' }), { level: 'balanced', quality: 70, maxDpi: 150, grayscale: false, removeMetadata: false }],
  ])('%j', (input, expected) => {
    expect(readSettings(input)).toEqual(expected);
  });

  it.each([
    ['', 70],
    ['abc', 70],
    ['-5', 70],
    ['55.5', 70],
    [' 40 ', 40],
    ['0', 10],
    ['100', 95],
  ])('quality %j → %s', (text, expected) => {
    expect(parseQuality(text, 70)).toBe(expected);
  });

  it.each([
    ['none', null],
    ['300', 300],
    ['72', 72],
    ['96', 150],
    ['', 150],
  ])('dpi %j → %s', (text, expected) => {
    expect(parseDpi(text, 150)).toBe(expected);
  });

  it('maps a DPI back to its choice', () => {
    expect([dpiChoice(null), dpiChoice(300), dpiChoice(100), dpiChoice(123)]).toEqual(['none', '300', '100', '150']);
  });

  it('always reads settings in range (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), fc.string(), fc.string(), (level, q, dpi, grey, meta) => {
        const settings = readSettings({ level, q, dpi, grey, meta });
        expect(settings.quality).toBeGreaterThanOrEqual(10);
        expect(settings.quality).toBeLessThanOrEqual(95);
        expect([null, 300, 200, 150, 100, 72]).toContain(settings.maxDpi);
      }),
    );
  });

  it('compares what changes the file, not the level name', () => {
    const custom = readSettings(raw({ level: 'custom', q: '70', dpi: '150' }));
    expect(sameSettings(custom, readSettings(raw()))).toBe(true);
    expect(sameSettings(custom, readSettings(raw({ meta: '1' })))).toBe(false);
  });
});

describe('targetSize', () => {
  // An A4 page is 595 × 842 points; a full-width picture is 595 points (8.26 inches) wide.
  it.each([
    ['no limit', 4000, 3000, { width: 595, height: 446 }, null, { width: 4000, height: 3000, resized: false }],
    ['unknown display', 4000, 3000, null, 150, { width: 4000, height: 3000, resized: false }],
    ['484 DPI to 150', 4000, 3000, { width: 595, height: 446.25 }, 150, { width: 1240, height: 930, resized: true }],
    ['already 150 DPI', 1240, 930, { width: 595, height: 446.25 }, 150, { width: 1240, height: 930, resized: false }],
    ['slightly above (under 10%): not worth it', 1300, 975, { width: 595, height: 446.25 }, 150, { width: 1300, height: 975, resized: false }],
    ['below the limit', 600, 400, { width: 595, height: 400 }, 300, { width: 600, height: 400, resized: false }],
    ['stretched: the blurrier direction decides', 2000, 1000, { width: 144, height: 144 }, 100, { width: 400, height: 200, resized: true }],
    ['a tiny picture keeps 8 pixels along its short edge', 1000, 500, { width: 1, height: 1 }, 72, { width: 16, height: 8, resized: true }],
    ['a zero-size drawing is ignored', 1000, 500, { width: 0, height: 10 }, 72, { width: 1000, height: 500, resized: false }],
    ['an infinite size is ignored', 1000, 500, { width: Infinity, height: 10 }, 72, { width: 1000, height: 500, resized: false }],
  ])('%s', (_name, width, height, display, dpi, expected) => {
    expect(targetSize(width, height, display, dpi)).toEqual(expected);
  });

  it('never grows a picture and keeps its shape and at least the asked resolution (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20_000 }),
        fc.integer({ min: 1, max: 20_000 }),
        fc.double({ min: 1, max: 5000, noNaN: true }),
        fc.double({ min: 1, max: 5000, noNaN: true }),
        fc.constantFrom(72, 100, 150, 200, 300),
        (width, height, shownW, shownH, dpi) => {
          const size = targetSize(width, height, { width: shownW, height: shownH }, dpi);
          expect(size.width).toBeLessThanOrEqual(width);
          expect(size.height).toBeLessThanOrEqual(height);
          if (!size.resized) return;
          // Each edge is rounded on its own: the shape is kept to within half a pixel per edge.
          expect(Math.abs(size.width * height - size.height * width)).toBeLessThanOrEqual((width + height) / 2 + 1e-6);
          const worst = Math.min((size.width * 72) / shownW, (size.height * 72) / shownH);
          expect(worst).toBeGreaterThanOrEqual(dpi * (1 - 1 / Math.min(size.width, size.height)) - 1e-9);
        },
      ),
    );
  });
});

describe('shouldReplace', () => {
  it.each([
    ['bigger', { before: 100_000, after: 120_000, source: 'jpeg', resized: true, greyed: false }, false],
    ['the same size', { before: 100_000, after: 100_000, source: 'raw', resized: true, greyed: false }, false],
    ['empty output', { before: 100_000, after: 0, source: 'raw', resized: true, greyed: false }, false],
    ['scaled down, any saving', { before: 100_000, after: 99_000, source: 'jpeg', resized: true, greyed: false }, true],
    ['greyed, any saving', { before: 100_000, after: 99_000, source: 'raw', resized: false, greyed: true }, true],
    ['JPEG again, 5% saved: not worth a second loss', { before: 100_000, after: 95_000, source: 'jpeg', resized: false, greyed: false }, false],
    ['JPEG again, 10% saved', { before: 100_000, after: 90_000, source: 'jpeg', resized: false, greyed: false }, true],
    ['lossless to JPEG, 20% saved: keep the sharp original', { before: 100_000, after: 80_000, source: 'raw', resized: false, greyed: false }, false],
    ['lossless to JPEG, 30% saved', { before: 100_000, after: 70_000, source: 'raw', resized: false, greyed: false }, true],
  ] as const)('%s', (_name, change, expected) => {
    expect(shouldReplace(change)).toBe(expected);
  });

  it('never keeps a bigger picture (property)', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.constantFrom('jpeg' as const, 'raw' as const), fc.boolean(), fc.boolean(), (before, after, source, resized, greyed) => {
        if (shouldReplace({ before, after, source, resized, greyed })) expect(after).toBeLessThan(before);
      }),
    );
  });
});

describe('verdict', () => {
  it.each([
    [1000, 620, { smaller: true, percent: '38% smaller', saved: 380 }],
    [1000, 999, { smaller: true, percent: 'less than 1% smaller', saved: 1 }],
    [1000, 1, { smaller: true, percent: '99% smaller', saved: 999 }],
    [100_000, 102_000, { smaller: false, message: 'This PDF is already well compressed: the result would be 2% bigger, so there is nothing to download.' }],
    [100_000, 100_000, { smaller: false, message: 'This PDF is already well compressed: the result would be the same size, so there is nothing to download.' }],
    [100_000, 100_100, { smaller: false, message: 'This PDF is already well compressed: the result would be less than 1% bigger, so there is nothing to download.' }],
    [0, 10, { smaller: false, message: 'This PDF is already well compressed: the result would be slightly bigger, so there is nothing to download.' }],
  ])('%s → %s', (before, after, expected) => {
    expect(verdict(before, after)).toEqual(expected);
  });

  it('offers a file only when it is smaller (property)', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (before, after) => {
        const result = verdict(before, after);
        expect(result.smaller).toBe(after > 0 && after < before);
        if (result.smaller) expect(result.percent).toMatch(/^(less than 1|[1-9]\d?)% smaller$/);
      }),
    );
  });
});

describe('outputName', () => {
  it.each([
    ['report.pdf', 'report-compressed.pdf'],
    ['Scan 2024.PDF', 'Scan 2024-compressed.pdf'],
    ['notes', 'notes-compressed.pdf'],
    ['archive.pdf.pdf', 'archive.pdf-compressed.pdf'],
    ['.pdf', 'document-compressed.pdf'],
    ['', 'document-compressed.pdf'],
  ])('%j → %j', (name, expected) => {
    expect(outputName(name)).toBe(expected);
  });
});

describe('imagesSummary', () => {
  it.each([
    [{ total: 0, recompressed: 0, resized: 0, skipped: {} }, 'This PDF has no pictures to recompress.'],
    [{ total: 1, recompressed: 1, resized: 1, skipped: {} }, '1 of 1 picture recompressed (1 scaled down).'],
    [{ total: 3, recompressed: 3, resized: 0, skipped: {} }, '3 of 3 pictures recompressed.'],
    [
      { total: 7, recompressed: 5, resized: 3, skipped: { small: 1, 'colour-space': 1 } },
      '5 of 7 pictures recompressed (3 scaled down); 2 kept as they were: 1 already small, 1 in CMYK or special colours.',
    ],
    [{ total: 2, recompressed: 1, resized: 0, skipped: { 'not-smaller': 1 } }, '1 of 2 pictures recompressed; 1 kept as it was: 1 would not get smaller.'],
    [{ total: 4, recompressed: 0, resized: 0, skipped: { 'not-smaller': 3, format: 1 } }, 'None of the 4 pictures could be made smaller: 3 would not get smaller, 1 in JPEG 2000, JBIG2 or fax formats.'],
  ])('%j', (tally, expected) => {
    expect(imagesSummary(tally)).toBe(expected);
  });
});
