import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  automaticSide,
  batchFraction,
  fileAt,
  listNames,
  matchingPreset,
  MAX_SIDE,
  namePatternProblem,
  outputFormatFor,
  outputName,
  parseAnchor,
  parseFilter,
  parseFit,
  parseFormat,
  parseMode,
  parsePercent,
  parseSide,
  planResize,
  PRESETS,
  settingsProblem,
  sizeChange,
  swapsSides,
  type SizeSettings,
} from './logic';
import { inspectBytes, readSize } from './inspect';

const base: SizeSettings = { mode: 'pixels', width: null, height: null, percent: 100, fit: 'fit', anchor: 'center', noEnlarge: false };
const photo = { width: 6000, height: 4000 };
const plan = (size: { width: number; height: number }, settings: Partial<SizeSettings>) => {
  const result = planResize(size, { ...base, ...settings });
  if ('error' in result) throw new Error(result.error);
  return result.value;
};

describe('reading the size fields', () => {
  it.each<[string, ReturnType<typeof parseSide>]>([
    ['', { value: null }],
    ['   ', { value: null }],
    ['1080', { value: 1080 }],
    [' 1080px ', { value: 1080 }],
    ['1080 PX', { value: 1080 }],
    ['1', { value: 1 }],
    [String(MAX_SIDE), { value: MAX_SIDE }],
    ['0', { error: 'Enter at least 1 pixel.' }],
    [String(MAX_SIDE + 1), { error: 'Enter at most 16384 pixels.' }],
    ['99999999999999999999', { error: 'Enter at most 16384 pixels.' }],
    ['10.5', { error: 'Enter whole pixels, like 1080, or leave it empty for automatic.' }],
    ['-5', { error: 'Enter whole pixels, like 1080, or leave it empty for automatic.' }],
    ['abc', { error: 'Enter whole pixels, like 1080, or leave it empty for automatic.' }],
    ['1e3', { error: 'Enter whole pixels, like 1080, or leave it empty for automatic.' }],
  ])('side %j', (text, expected) => {
    expect(parseSide(text)).toEqual(expected);
  });

  it.each<[string, ReturnType<typeof parsePercent>]>([
    ['50', { value: 50 }],
    ['50%', { value: 50 }],
    [' 12.5 % ', { value: 12.5 }],
    ['12,5', { value: 12.5 }],
    ['.5', { error: 'Enter a percentage from 1 to 1000.' }],
    ['1', { value: 1 }],
    ['1000', { value: 1000 }],
    ['1001', { error: 'Enter a percentage from 1 to 1000.' }],
    ['0', { error: 'Enter a percentage from 1 to 1000.' }],
    ['', { error: 'Enter a percentage, like 50.' }],
    ['half', { error: 'Enter a percentage as a number, like 50 or 12.5.' }],
    ['-50', { error: 'Enter a percentage as a number, like 50 or 12.5.' }],
  ])('percent %j', (text, expected) => {
    expect(parsePercent(text)).toEqual(expected);
  });

  it('reads every whole number in range back as itself, and never throws', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: MAX_SIDE }), (n) => {
        expect(parseSide(`${n}`)).toEqual({ value: n });
      }),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        const side = parseSide(text);
        if ('value' in side && side.value !== null) expect(Number.isInteger(side.value) && side.value >= 1 && side.value <= MAX_SIDE).toBe(true);
        const percent = parsePercent(text);
        if ('value' in percent) expect(percent.value >= 1 && percent.value <= 1000).toBe(true);
      }),
    );
  });

  it('falls back to the defaults for unknown option values', () => {
    expect([parseMode('x'), parseFit('zoom'), parseAnchor(''), parseFilter('nearest'), parseFormat('tiff')]).toEqual(['pixels', 'fit', 'center', 'mks2013', 'same']);
    expect([parseMode('percent'), parseFit('pad'), parseAnchor('top-left'), parseFilter('box'), parseFormat('avif')]).toEqual(['percent', 'pad', 'top-left', 'box', 'avif']);
  });

  it('asks for a width or a height in pixel mode', () => {
    expect(settingsProblem(base)).toBe('Enter a width, a height or both.');
    expect(settingsProblem({ ...base, width: 10 })).toBeNull();
    expect(settingsProblem({ ...base, mode: 'percent' })).toBeNull();
  });
});

describe('planning a resize', () => {
  it.each<[string, Partial<SizeSettings>, { width: number; height: number }]>([
    ['width only keeps the shape', { width: 1080 }, { width: 1080, height: 720 }],
    ['height only keeps the shape', { height: 1000 }, { width: 1500, height: 1000 }],
    ['fit inside a square', { width: 1000, height: 1000 }, { width: 1000, height: 667 }],
    ['fit inside a tall box', { width: 1200, height: 2000 }, { width: 1200, height: 800 }],
    ['crop fills the box exactly', { width: 1080, height: 1080, fit: 'crop' }, { width: 1080, height: 1080 }],
    ['pad gives the box exactly', { width: 1080, height: 1080, fit: 'pad' }, { width: 1080, height: 1080 }],
    ['stretch gives the box exactly', { width: 500, height: 500, fit: 'stretch' }, { width: 500, height: 500 }],
    ['stretch with one side keeps the other', { width: 500, fit: 'stretch' }, { width: 500, height: 4000 }],
    ['percent halves', { mode: 'percent', percent: 50 }, { width: 3000, height: 2000 }],
    ['percent doubles', { mode: 'percent', percent: 200 }, { width: 12000, height: 8000 }],
    ['percent never below one pixel', { mode: 'percent', percent: 1 }, { width: 60, height: 40 }],
    ['enlarges when allowed', { width: 12000 }, { width: 12000, height: 8000 }],
    ['never enlarge keeps the size', { width: 12000, noEnlarge: true }, { width: 6000, height: 4000 }],
    ['never enlarge caps percent', { mode: 'percent', percent: 300, noEnlarge: true }, { width: 6000, height: 4000 }],
    ['never enlarge still shrinks', { width: 600, noEnlarge: true }, { width: 600, height: 400 }],
    ['never enlarge, crop: box shrinks to the original', { width: 8000, height: 8000, fit: 'crop', noEnlarge: true }, { width: 6000, height: 4000 }],
    ['never enlarge, pad: box kept, picture not enlarged', { width: 8000, height: 8000, fit: 'pad', noEnlarge: true }, { width: 8000, height: 8000 }],
    ['never enlarge, stretch: each side capped', { width: 8000, height: 100, fit: 'stretch', noEnlarge: true }, { width: 6000, height: 100 }],
  ])('%s', (_name, settings, canvas) => {
    expect(plan(photo, settings).canvas).toEqual(canvas);
  });

  it('crops the centre by default and the chosen part when asked', () => {
    expect(plan(photo, { width: 1000, height: 1000, fit: 'crop' }).source).toEqual({ x: 1000, y: 0, width: 4000, height: 4000 });
    expect(plan(photo, { width: 1000, height: 1000, fit: 'crop', anchor: 'left' }).source).toEqual({ x: 0, y: 0, width: 4000, height: 4000 });
    expect(plan(photo, { width: 1000, height: 1000, fit: 'crop', anchor: 'bottom-right' }).source).toEqual({ x: 2000, y: 0, width: 4000, height: 4000 });
    expect(plan({ width: 1000, height: 3000 }, { width: 100, height: 100, fit: 'crop', anchor: 'top' }).source).toEqual({ x: 0, y: 0, width: 1000, height: 1000 });
  });

  it('pads with the picture centred, or where asked', () => {
    const centred = plan(photo, { width: 1000, height: 1000, fit: 'pad' });
    expect(centred.resized).toEqual({ width: 1000, height: 667 });
    expect(centred.offset).toEqual({ x: 0, y: 167 });
    expect(plan(photo, { width: 1000, height: 1000, fit: 'pad', anchor: 'top' }).offset).toEqual({ x: 0, y: 0 });
    const small = plan({ width: 100, height: 50 }, { width: 400, height: 400, fit: 'pad', noEnlarge: true });
    expect([small.resized, small.offset]).toEqual([
      { width: 100, height: 50 },
      { x: 150, y: 175 },
    ]);
  });

  it('refuses results larger than a browser canvas, and pictures with no size', () => {
    expect(planResize(photo, { ...base, mode: 'percent', percent: 1000 })).toEqual({
      error: 'The result would be 60000 × 40000 pixels; at most 16384 pixels a side and 120 megapixels fit in a browser.',
    });
    expect(planResize({ width: 16000, height: 16000 }, { ...base, width: 16000, height: 16000, fit: 'stretch' })).toHaveProperty('error');
    expect(planResize({ width: 0, height: 10 }, { ...base, width: 5 })).toEqual({ error: 'The picture has no size.' });
    expect(planResize(photo, base)).toEqual({ error: 'Enter a width, a height or both.' });
  });

  it('always stays inside the original and the box, with sides of at least one pixel', () => {
    const size = fc.record({ width: fc.integer({ min: 1, max: 8000 }), height: fc.integer({ min: 1, max: 8000 }) });
    const side = fc.option(fc.integer({ min: 1, max: 4000 }), { nil: null });
    const settings = fc.record({
      mode: fc.constantFrom('pixels' as const, 'percent' as const),
      width: side,
      height: side,
      percent: fc.integer({ min: 1, max: 400 }),
      fit: fc.constantFrom('fit' as const, 'crop' as const, 'pad' as const, 'stretch' as const),
      anchor: fc.constantFrom('center' as const, 'top-left' as const, 'bottom-right' as const, 'right' as const),
      noEnlarge: fc.boolean(),
    });
    fc.assert(
      fc.property(size, settings, (original, s) => {
        const result = planResize(original, s);
        if ('error' in result) return;
        const { source, resized, canvas, offset } = result.value;
        expect(source.x >= 0 && source.y >= 0 && source.x + source.width <= original.width && source.y + source.height <= original.height).toBe(true);
        expect(Math.min(resized.width, resized.height, canvas.width, canvas.height)).toBeGreaterThanOrEqual(1);
        expect(offset.x >= 0 && offset.y >= 0 && offset.x + resized.width <= canvas.width && offset.y + resized.height <= canvas.height).toBe(true);
        if (s.mode === 'pixels' && s.width !== null && s.height !== null && (s.fit === 'crop' || s.fit === 'pad' || s.fit === 'stretch') && !s.noEnlarge) {
          expect(canvas).toEqual({ width: s.width, height: s.height });
        }
        if (s.mode === 'pixels' && s.fit === 'fit') {
          if (s.width !== null) expect(canvas.width).toBeLessThanOrEqual(s.width);
          if (s.height !== null) expect(canvas.height).toBeLessThanOrEqual(s.height);
        }
        if (s.noEnlarge) expect(resized.width <= source.width && resized.height <= source.height).toBe(true);
      }),
    );
  });

  it('keeps the shape within a pixel when one side is given', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8000 }), fc.integer({ min: 1, max: 8000 }), fc.integer({ min: 1, max: 4000 }), (w, h, target) => {
        const planned = planResize({ width: w, height: h }, { ...base, width: target });
        if ('error' in planned) {
          expect(planned.error).toMatch(/^The result would be/);
          return;
        }
        const result = planned.value;
        expect(result.canvas.width).toBe(target);
        expect(Math.abs(result.canvas.height - Math.max(1, (h * target) / w))).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('fills in the automatic side for the placeholder', () => {
    expect(automaticSide(photo, { ...base, width: 1080 }, 'height')).toBe(720);
    expect(automaticSide(photo, { ...base, width: 1080 }, 'width')).toBeNull();
    expect(automaticSide(photo, { ...base, mode: 'percent', percent: 50 }, 'height')).toBeNull();
  });
});

describe('presets', () => {
  it('recognises the preset the settings match', () => {
    expect(matchingPreset({ mode: 'pixels', width: 1080, height: 1080, fit: 'crop' })?.label).toBe('Instagram square');
    expect(matchingPreset({ mode: 'pixels', width: 1080, height: 1080, fit: 'fit' })).toBeNull();
    expect(matchingPreset({ mode: 'percent', width: 1080, height: 1080, fit: 'crop' })).toBeNull();
  });

  it('has unique ids and sizes a browser can make', () => {
    expect(new Set(PRESETS.map((preset) => preset.id)).size).toBe(PRESETS.length);
    for (const preset of PRESETS) expect(planResize(photo, { ...base, width: preset.width, height: preset.height, fit: preset.fit })).toHaveProperty('value');
  });
});

describe('output format and names', () => {
  it.each([
    ['jpeg', 'same', 'jpeg'],
    ['png', 'same', 'png'],
    ['webp', 'same', 'webp'],
    ['avif', 'same', 'avif'],
    ['gif', 'same', 'png'],
    ['bmp', 'same', 'png'],
    ['ico', 'same', 'png'],
    [null, 'same', 'png'],
    ['png', 'jpeg', 'jpeg'],
    ['jpeg', 'avif', 'avif'],
  ] as const)('%s with %s → %s', (sniffed, choice, expected) => {
    expect(outputFormatFor(sniffed, choice)).toBe(expected);
  });

  it.each([
    ['{name}-{w}x{h}', 'beach.JPG', 'jpeg', 'beach-1080x720.jpg'],
    ['{name}', 'beach.png', 'webp', 'beach.webp'],
    ['{n}-{name}', 'folder/a.b.png', 'png', '3-a.b.png'],
    ['', 'beach.png', 'png', 'beach.png'],
    ['{bad}', 'beach.png', 'png', 'beach-1080x720.png'],
    ['a:b?', 'x.png', 'png', 'a_b_.png'],
    ['{name}', '.png', 'png', 'image.png'],
  ] as const)('pattern %j for %s as %s → %s', (pattern, original, format, expected) => {
    expect(outputName(pattern, original, { width: 1080, height: 720 }, 2, format)).toBe(expected);
  });

  it.each([
    ['{name}-{w}x{h}', null],
    ['plain', null],
    ['{width}', '“{width}” is not a name token; use {name}, {w}, {h} or {n}.'],
    ['a/b', 'A file name cannot hold / or \\.'],
    ['x'.repeat(121), 'Keep the pattern under 120 characters.'],
  ])('pattern %j problem', (pattern, expected) => {
    expect(namePatternProblem(pattern)).toBe(expected);
  });

  it('always gives a name with the format’s extension and no folder', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.string({ maxLength: 40 }), (pattern, original) => {
        const name = outputName(pattern, original, { width: 1, height: 1 }, 0, 'png');
        expect(name.endsWith('.png')).toBe(true);
        expect(name).not.toMatch(/[\\/]/);
      }),
    );
  });
});

describe('progress and wording', () => {
  it.each([
    [0, 4, 0, 0],
    [1, 4, 0.5, 0.375],
    [3, 4, 1, 1],
    [5, 4, 1, 1],
    [0, 0, 0.5, 0],
    [0, 2, -1, 0],
  ])('file %i of %i at stage %f → %f', (index, total, stage, expected) => {
    expect(batchFraction(index, total, stage)).toBeCloseTo(expected);
  });

  it('names the file a fraction is on, from 1 to the total', () => {
    expect([fileAt(0, 5), fileAt(0.21, 5), fileAt(0.99, 5), fileAt(1, 5)]).toEqual([1, 2, 5, 5]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 1, max: 50 }), fc.double({ min: 0, max: 1, noNaN: true }), (index, total, stage) => {
        const at = fileAt(batchFraction(Math.min(index, total - 1), total, stage), total);
        expect(at >= 1 && at <= total).toBe(true);
      }),
    );
  });

  it('says how the size changed and lists names', () => {
    expect([sizeChange(1000, 180), sizeChange(100, 112), sizeChange(100, 100), sizeChange(0, 5)]).toEqual(['−82%', '+12%', 'same size', '']);
    expect(listNames(['a', 'b', 'c', 'd', 'e'])).toBe('a, b, c and 2 more');
    expect([swapsSides(6), swapsSides(1), swapsSides(undefined)]).toEqual([true, false, false]);
  });
});

/** A PNG header: signature, then IHDR with the width and height. */
function pngHead(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  bytes.set([8, 6, 0, 0, 0], 24);
  return bytes;
}

/** A JPEG with an EXIF orientation tag and a start-of-frame giving its stored size. */
function jpegHead(width: number, height: number, orientation: number): Uint8Array {
  const tiff = [0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0];
  const exif = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
  const app1 = [0xff, 0xe1, (exif.length + 2) >> 8, (exif.length + 2) & 255, ...exif];
  const sof = [0xff, 0xc0, 0, 17, 8, height >> 8, height & 255, width >> 8, width & 255, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return Uint8Array.from([0xff, 0xd8, ...app1, ...sof, 0xff, 0xd9]);
}

describe('reading a file’s size from its header', () => {
  it('reads PNG and JPEG sizes, turning phone photos upright', () => {
    expect(readSize(pngHead(6000, 4000))).toEqual({ width: 6000, height: 4000 });
    expect(readSize(jpegHead(4000, 3000, 1))).toEqual({ width: 4000, height: 3000 });
    expect(readSize(jpegHead(4000, 3000, 6))).toEqual({ width: 3000, height: 4000 });
  });

  it('turns away what is not a picture, or one this browser cannot read, in words', () => {
    expect(inspectBytes(new TextEncoder().encode('hello world'))).toEqual({ sniffed: null, size: null, problem: 'This is not an image file, or it is damaged.' });
    expect(inspectBytes(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>')).problem).toMatch(/^SVG is a vector format/);
    expect(inspectBytes(Uint8Array.from([0x49, 0x49, 0x2a, 0, 8, 0, 0, 0])).problem).toBe('TIFF files cannot be read by this browser.');
    // A truncated PNG is still tried: the worker reports what it finds.
    expect(inspectBytes(pngHead(10, 10).subarray(0, 12))).toEqual({ sniffed: 'png', size: null, problem: null });
  });

  it('never throws on random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        const result = inspectBytes(bytes);
        if (result.size) expect(result.size.width > 0 && result.size.height > 0).toBe(true);
      }),
    );
  });
});
