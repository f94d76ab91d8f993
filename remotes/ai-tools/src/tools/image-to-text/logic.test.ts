import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  LAYOUTS,
  MAX_FILE_BYTES,
  MAX_PIXELS,
  canvasSizeFor,
  checkImageFile,
  confidenceLevel,
  confidencePercent,
  layoutFor,
  overallPercent,
  stepForStatus,
  textFileName,
  textStats,
  tidyText,
} from './logic';

describe('checkImageFile', () => {
  it.each([
    [{ name: 'receipt.jpg', type: 'image/jpeg', size: 2_000_000 }, null],
    [{ name: 'shot.png', type: 'image/png', size: 1 }, null],
    [{ name: 'photo.HEIC', type: '', size: 3_000_000 }, null],
    [{ name: 'scan.webp', type: 'application/octet-stream', size: 10 }, null],
    [{ name: 'exact.png', type: 'image/png', size: MAX_FILE_BYTES }, null],
    [{ name: 'notes.pdf', type: 'application/pdf', size: 1000 }, '“notes.pdf” is not an image. Choose a PNG, JPEG, WebP, GIF or BMP file.'],
    [{ name: 'photo.png', type: 'text/plain', size: 1000 }, '“photo.png” is not an image. Choose a PNG, JPEG, WebP, GIF or BMP file.'],
    [{ name: 'archive', type: '', size: 1000 }, '“archive” is not an image. Choose a PNG, JPEG, WebP, GIF or BMP file.'],
    [{ name: 'empty.png', type: 'image/png', size: 0 }, '“empty.png” is empty.'],
    [{ name: 'huge.png', type: 'image/png', size: 100 * 1024 * 1024 }, '“huge.png” is 100 MB; the limit is 20 MB. Try a smaller or compressed copy.'],
    [{ name: '', type: 'video/mp4', size: 5 }, 'This file is not an image. Choose a PNG, JPEG, WebP, GIF or BMP file.'],
  ])('%j → %j', (file, message) => {
    expect(checkImageFile(file)).toEqual(message === null ? { ok: true } : { ok: false, message });
  });

  it('accepts any image type within the limit and refuses anything above it', () => {
    fc.assert(
      fc.property(fc.constantFrom('png', 'jpeg', 'webp', 'gif', 'bmp'), fc.integer({ min: 0, max: 10 * MAX_FILE_BYTES }), (kind, size) => {
        const result = checkImageFile({ name: `a.${kind}`, type: `image/${kind}`, size });
        expect(result.ok).toBe(size > 0 && size <= MAX_FILE_BYTES);
      }),
    );
  });
});

describe('canvasSizeFor', () => {
  it.each([
    [800, 600, { width: 1600, height: 1200, scale: 2 }],
    [1200, 800, { width: 1200, height: 800, scale: 1 }],
    [4000, 3000, { width: 4000, height: 3000, scale: 1 }],
    [8000, 6000, { width: 4618, height: 3464, scale: Math.sqrt(MAX_PIXELS / 48_000_000) }],
    [1, 1, { width: 2, height: 2, scale: 2 }],
    [0, 100, null],
    [100, Number.NaN, null],
  ])('%d×%d → %j', (width, height, expected) => {
    expect(canvasSizeFor(width, height)).toEqual(expected);
  });

  it('never exceeds the pixel budget and keeps the aspect ratio', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30_000 }), fc.integer({ min: 1, max: 30_000 }), (width, height) => {
        const size = canvasSizeFor(width, height)!;
        expect(size.width * size.height).toBeLessThanOrEqual(MAX_PIXELS);
        expect(size.width).toBeGreaterThanOrEqual(1);
        expect(size.height).toBeGreaterThanOrEqual(1);
        expect(size.scale).toBeLessThanOrEqual(2);
        if (size.width > 50 && size.height > 50) expect(Math.abs(size.width / size.height - width / height) / (width / height)).toBeLessThan(0.05);
      }),
    );
  });
});

describe('progress', () => {
  it.each([
    ['loading tesseract core', 'start'],
    ['initializing tesseract', 'start'],
    ['loading language traineddata', 'language'],
    ['initializing api', 'language'],
    ['recognizing text', 'recognize'],
    ['something new', null],
  ])('status %j → step %j', (status, step) => {
    expect(stepForStatus(status)).toBe(step);
  });

  it.each([
    ['download', 0, false, 0],
    ['download', 0.5, false, 30],
    ['download', 1, false, 60],
    ['start', 0.5, false, 68],
    ['language', 1, false, 85],
    ['recognize', 0, false, 85],
    ['recognize', 1, false, 100],
    ['recognize', 0.5, true, 50],
    ['recognize', 2, true, 100],
    ['recognize', -1, true, 0],
    ['recognize', Number.NaN, true, 0],
  ] as const)('%s at %d (warm %s) → %d%%', (step, fraction, warm, percent) => {
    expect(overallPercent(step, fraction, warm)).toBe(percent);
  });

  it('only ever moves forward through a first run', () => {
    const steps = ['download', 'start', 'language', 'recognize'] as const;
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.double({ min: 0, max: 1, noNaN: true })), { minLength: 2, maxLength: 30 }), (events) => {
        const sorted = [...events].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
        const percents = sorted.map(([index, fraction]) => overallPercent(steps[index]!, fraction, false));
        for (let i = 1; i < percents.length; i += 1) expect(percents[i]!).toBeGreaterThanOrEqual(percents[i - 1]!);
        expect(percents.every((percent) => percent >= 0 && percent <= 100)).toBe(true);
      }),
    );
  });
});

describe('confidence', () => {
  it.each([
    [96.4, 96, 'high'],
    [85, 85, 'high'],
    [84.6, 85, 'high'],
    [70, 70, 'medium'],
    [59.4, 59, 'low'],
    [0, 0, 'low'],
    [120, 100, 'high'],
    [Number.NaN, 0, 'low'],
  ] as const)('%d → %d%% (%s)', (raw, percent, level) => {
    expect(confidencePercent(raw)).toBe(percent);
    expect(confidenceLevel(confidencePercent(raw))).toBe(level);
  });
});

describe('tidyText', () => {
  it.each([
    ['Hello  \r\nworld\t\n', false, 'Hello\nworld'],
    ['\n\n\nA\n\n\n\nB\n\n', false, 'A\n\nB'],
    ['one\ntwo\n\nthree', true, 'one two\n\nthree'],
    ['recog-\nnition works', true, 'recognition works'],
    ['well-\nKnown', true, 'well- Known'],
    ['page one\fpage two', false, 'page one\npage two'],
    ['   ', false, ''],
    ['', true, ''],
  ])('%j (join %s) → %j', (raw, join, expected) => {
    expect(tidyText(raw, join)).toBe(expected);
  });

  it('is idempotent, and joined text has no single line breaks', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('word', 'ex-', 'ample', ' ', '\n', '\n\n', '\r\n', '\t', 'A.'), { maxLength: 40 }), fc.boolean(), (parts, join) => {
        const once = tidyText(parts.join(''), join);
        expect(tidyText(once, join)).toBe(once);
        expect(once).not.toMatch(/\n{3,}/);
        expect(once).toBe(once.replace(/^\n+|\n+$/g, ''));
        if (join) expect(once).not.toMatch(/[^\n]\n[^\n]/);
      }),
    );
  });
});

describe('textStats', () => {
  it.each([
    ['', { words: 0, lines: 0, characters: 0 }],
    ['Hello world', { words: 2, lines: 1, characters: 11 }],
    ['a b\n\nc', { words: 3, lines: 2, characters: 6 }],
    ['  ', { words: 0, lines: 0, characters: 2 }],
  ])('%j → %j', (text, stats) => {
    expect(textStats(text)).toEqual(stats);
  });
});

describe('textFileName', () => {
  it.each([
    ['receipt.jpg', 'receipt-text.txt'],
    ['my scan.final.png', 'my scan.final-text.txt'],
    ['a/b:c*?.png', 'a-b-c-text.txt'],
    ['', 'image-text.txt'],
    ['.png', 'image-text.txt'],
  ])('%j → %j', (name, expected) => {
    expect(textFileName(name)).toBe(expected);
  });

  it('always ends in -text.txt and never contains a path separator', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (name) => {
        const file = textFileName(name);
        expect(file.endsWith('-text.txt')).toBe(true);
        expect(file).not.toMatch(/[\\/:*?"<>|]/);
        expect(file.length).toBeLessThanOrEqual(89);
      }),
    );
  });
});

describe('layoutFor', () => {
  it.each([
    ['auto', '3'],
    ['block', '6'],
    ['line', '7'],
    ['sparse', '11'],
    ['nonsense', '3'],
    ['', '3'],
  ])('%j → psm %s', (id, psm) => {
    expect(layoutFor(id).psm).toBe(psm);
  });

  it('has unique ids', () => {
    expect(new Set(LAYOUTS.map((layout) => layout.id)).size).toBe(LAYOUTS.length);
  });
});
