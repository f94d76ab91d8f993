import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addSwatch, removeSwatch, sanitizeSwatches } from './swatches';
import { contrastRatio, contrastVerdict, flatten, formatRatio } from './contrast';
import {
  areaPoint,
  decodeColorParam,
  encodeColorParam,
  fitSize,
  formatColor,
  formatHex,
  formatHsl,
  formatOklch,
  formatRgb,
  hsvToRgb,
  imagePixel,
  moveInArea,
  parseColor,
  rgbToHsv,
  roundRgba,
  type FormatKind,
  type Rgba,
} from './logic';

const rgba = (r: number, g: number, b: number, a = 1): Rgba => ({ r, g, b, a });
const RED = rgba(255, 0, 0);
const BLACK = rgba(0, 0, 0);
const WHITE = rgba(255, 255, 255);

const byteColor = fc.record({
  r: fc.integer({ min: 0, max: 255 }),
  g: fc.integer({ min: 0, max: 255 }),
  b: fc.integer({ min: 0, max: 255 }),
  a: fc.integer({ min: 0, max: 255 }).map((value) => value / 255),
});

describe('formatting known colours', () => {
  it.each<[string, Rgba, string, string, string, string]>([
    ['red', RED, '#ff0000', 'rgb(255 0 0)', 'hsl(0 100% 50%)', 'oklch(0.62796 0.25768 29.23)'],
    ['white', WHITE, '#ffffff', 'rgb(255 255 255)', 'hsl(0 0% 100%)', 'oklch(1 0 0)'],
    ['black', BLACK, '#000000', 'rgb(0 0 0)', 'hsl(0 0% 0%)', 'oklch(0 0 0)'],
    ['lime', rgba(0, 255, 0), '#00ff00', 'rgb(0 255 0)', 'hsl(120 100% 50%)', 'oklch(0.86644 0.29483 142.5)'],
    ['blue', rgba(0, 0, 255), '#0000ff', 'rgb(0 0 255)', 'hsl(240 100% 50%)', 'oklch(0.45201 0.31321 264.05)'],
    ['half red', rgba(255, 0, 0, 0.5), '#ff000080', 'rgb(255 0 0 / 50%)', 'hsl(0 100% 50% / 50%)', 'oklch(0.62796 0.25768 29.23 / 50%)'],
  ])('formats %s', (_name, color, hex, rgb, hsl, oklch) => {
    expect(formatHex(color)).toBe(hex);
    expect(formatRgb(color)).toBe(rgb);
    expect(formatHsl(color)).toBe(hsl);
    expect(formatOklch(color)).toBe(oklch);
  });
});

describe('parseColor', () => {
  it.each<[FormatKind, string, string]>([
    ['hex', '#ff0000', '#ff0000'],
    ['hex', 'ff0000', '#ff0000'],
    ['hex', '#F00', '#ff0000'],
    ['hex', 'f008', '#ff000088'],
    ['hex', 'red', '#ff0000'],
    ['rgb', 'rgb(255 0 0)', '#ff0000'],
    ['rgb', 'rgb(255, 0, 0)', '#ff0000'],
    ['rgb', '255, 0, 0', '#ff0000'],
    ['rgb', '255 0 0 / 50%', '#ff000080'],
    ['rgb', 'rgba(255, 0, 0, 0.5)', '#ff000080'],
    ['rgb', 'rgb(100% 0% 0%)', '#ff0000'],
    ['hsl', 'hsl(0 100% 50%)', '#ff0000'],
    ['hsl', '0, 100%, 50%', '#ff0000'],
    ['hsl', 'hsl(120deg 100% 25%)', '#008000'],
    ['oklch', 'oklch(0.628 0.2577 29.23)', '#ff0000'],
    ['oklch', 'oklch(62.8% 0.2577 29.23)', '#ff0000'],
    ['oklch', '0.628 0.2577 29.23', '#ff0000'],
    ['oklch', '#00f', '#0000ff'],
  ])('reads %s input "%s"', (kind, input, hex) => {
    const result = parseColor(kind, input);
    expect(result.ok && formatHex(result.color)).toBe(hex);
  });

  it.each<[FormatKind, string, RegExp]>([
    ['hex', '', /Enter a colour/],
    ['hex', '   ', /Enter a colour/],
    ['hex', '#12345', /3, 4, 6 or 8/],
    ['hex', '#gg0000', /Not a colour|3, 4, 6 or 8/],
    ['rgb', 'rgb(300 0 0)', /0 to 255/],
    ['rgb', 'rgb(1 2)', /Not a colour/],
    ['hsl', 'banana', /Not a colour/],
    ['oklch', 'oklch(a b c)', /Not a colour/],
    ['rgb', '1'.repeat(300), /too long/],
  ])('rejects %s input "%s"', (kind, input, message) => {
    const result = parseColor(kind, input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(message);
  });

  it('maps an out-of-gamut OKLCH colour into sRGB and says so', () => {
    const result = parseColor('oklch', 'oklch(0.7 0.4 150)');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.mapped).toBe(true);
    for (const channel of [result.color.r, result.color.g, result.color.b]) {
      expect(channel).toBeGreaterThanOrEqual(0);
      expect(channel).toBeLessThanOrEqual(255);
    }
  });

  it.each<FormatKind>(['hex', 'rgb', 'hsl'])('round trips every 8-bit colour exactly through %s', (kind) => {
    fc.assert(
      fc.property(byteColor, (color) => {
        const result = parseColor(kind, formatColor(kind, color));
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(formatHex(result.color)).toBe(formatHex(color));
      }),
    );
  });

  it.each([
    [2, 241, 255],
    [0, 255, 255],
    [255, 0, 255],
  ])('round trips the vivid rgb(%d %d %d) through oklch within one step (four decimals left it two off)', (r, g, b) => {
    const result = parseColor('oklch', formatOklch({ r, g, b, a: 0 }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const back = roundRgba(result.color);
    expect(Math.max(Math.abs(back.r - r), Math.abs(back.g - g), Math.abs(back.b - b))).toBeLessThanOrEqual(1);
  });

  it('round trips every 8-bit colour through oklch within one step per channel', () => {
    // Five decimals of L and C pin every channel to within one step (four left vivid colours two off).
    fc.assert(
      fc.property(byteColor, (color) => {
        const result = parseColor('oklch', formatOklch(color));
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        const back = roundRgba(result.color);
        expect(Math.abs(back.r - color.r)).toBeLessThanOrEqual(1);
        expect(Math.abs(back.g - color.g)).toBeLessThanOrEqual(1);
        expect(Math.abs(back.b - color.b)).toBeLessThanOrEqual(1);
        expect(back.a).toBeCloseTo(color.a, 6);
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.constantFrom<FormatKind>('hex', 'rgb', 'hsl', 'oklch'), fc.string(), (kind, text) => {
        const result = parseColor(kind, text);
        if (result.ok) expect(Number.isFinite(result.color.r + result.color.g + result.color.b + result.color.a)).toBe(true);
      }),
    );
  });
});

describe('HSV', () => {
  it.each<[number, number, number, Rgba]>([
    [0, 1, 1, RED],
    [120, 1, 1, rgba(0, 255, 0)],
    [240, 1, 1, rgba(0, 0, 255)],
    [60, 1, 1, rgba(255, 255, 0)],
    [0, 0, 1, WHITE],
    [200, 0, 0, BLACK],
    [360, 1, 1, RED],
  ])('hsv(%i, %f, %f) is %o', (h, s, v, expected) => {
    expect(roundRgba(hsvToRgb({ h, s, v, a: 1 }))).toEqual(expected);
  });

  it('keeps the chosen hue for greys', () => {
    expect(rgbToHsv(rgba(128, 128, 128), 210).h).toBe(210);
    expect(rgbToHsv(BLACK, 42)).toEqual({ h: 42, s: 0, v: 0, a: 1 });
  });

  it('round trips RGB → HSV → RGB', () => {
    fc.assert(
      fc.property(byteColor, (color) => {
        expect(roundRgba(hsvToRgb(rgbToHsv(color)))).toEqual(roundRgba(color));
      }),
    );
  });

  it('keeps HSV inside its ranges', () => {
    fc.assert(
      fc.property(byteColor, (color) => {
        const { h, s, v } = rgbToHsv(color);
        expect(h >= 0 && h < 360 && s >= 0 && s <= 1 && v >= 0 && v <= 1).toBe(true);
      }),
    );
  });
});

describe('the colour in the URL', () => {
  it.each<[Rgba, string]>([
    [RED, 'ff0000'],
    [rgba(17, 34, 51, 0.5), '11223380'],
  ])('encodes %o as %s', (color, text) => {
    expect(encodeColorParam(color)).toBe(text);
    expect(formatHex(decodeColorParam(text)!)).toBe(formatHex(color));
  });

  it.each(['', '#ff0000', 'red', 'fffff', '12345', 'zzzzzz'])('rejects "%s"', (text) => {
    expect(decodeColorParam(text)).toBeNull();
  });

  it('round trips', () => {
    fc.assert(
      fc.property(byteColor, (color) => {
        expect(formatHex(decodeColorParam(encodeColorParam(color))!)).toBe(formatHex(color));
      }),
    );
  });
});

describe('contrast', () => {
  it.each<[Rgba, Rgba, string]>([
    [BLACK, WHITE, '21.00:1'],
    [WHITE, BLACK, '21.00:1'],
    [WHITE, WHITE, '1.00:1'],
    [RED, WHITE, '3.99:1'],
    [rgba(0, 0, 255), WHITE, '8.59:1'],
    [rgba(118, 118, 118), WHITE, '4.54:1'],
  ])('%o on %o is %s', (text, background, ratio) => {
    expect(formatRatio(contrastRatio(text, background))).toBe(ratio);
  });

  it('treats transparent text as the background', () => {
    expect(contrastRatio(rgba(0, 0, 0, 0), WHITE)).toBeCloseTo(1);
    expect(flatten(rgba(0, 0, 0, 0.5), WHITE)).toEqual(rgba(127.5, 127.5, 127.5));
  });

  it.each([
    [21, { aaNormal: true, aaLarge: true, aaaNormal: true, aaaLarge: true }],
    [7, { aaNormal: true, aaLarge: true, aaaNormal: true, aaaLarge: true }],
    [4.5, { aaNormal: true, aaLarge: true, aaaNormal: false, aaaLarge: true }],
    [4.499, { aaNormal: false, aaLarge: true, aaaNormal: false, aaaLarge: false }],
    [3, { aaNormal: false, aaLarge: true, aaaNormal: false, aaaLarge: false }],
    [2.9, { aaNormal: false, aaLarge: false, aaaNormal: false, aaaLarge: false }],
  ])('ratio %f passes %o', (ratio, verdict) => {
    expect(contrastVerdict(ratio)).toEqual(verdict);
  });

  it('rounds the shown ratio down', () => expect(formatRatio(4.4999)).toBe('4.49:1'));

  it('is symmetric and between 1 and 21', () => {
    const opaque = byteColor.map((color) => ({ ...color, a: 1 }));
    fc.assert(
      fc.property(opaque, opaque, (a, b) => {
        const ratio = contrastRatio(a, b);
        expect(ratio).toBeGreaterThanOrEqual(1);
        expect(ratio).toBeLessThanOrEqual(21.0000001);
        expect(contrastRatio(b, a)).toBeCloseTo(ratio, 10);
      }),
    );
  });
});

describe('the colour area', () => {
  const start = { h: 10, s: 0.5, v: 0.5, a: 1 };
  it.each([
    ['ArrowRight', false, { s: 0.51, v: 0.5 }],
    ['ArrowLeft', true, { s: 0.4, v: 0.5 }],
    ['ArrowUp', false, { s: 0.5, v: 0.51 }],
    ['ArrowDown', true, { s: 0.5, v: 0.4 }],
    ['Home', false, { s: 0, v: 0.5 }],
    ['End', false, { s: 1, v: 0.5 }],
    ['PageUp', false, { s: 0.5, v: 1 }],
    ['PageDown', false, { s: 0.5, v: 0 }],
  ])('%s (shift %s) moves to %o', (key, big, expected) => {
    const moved = moveInArea(start, key, big)!;
    expect(moved.s).toBeCloseTo(expected.s);
    expect(moved.v).toBeCloseTo(expected.v);
    expect(moved.h).toBe(10);
  });

  it('ignores other keys and stops at the edges', () => {
    expect(moveInArea(start, 'a', false)).toBeNull();
    expect(moveInArea({ ...start, s: 1 }, 'ArrowRight', true)!.s).toBe(1);
  });

  it.each([
    [0, 0, 100, 100, { s: 0, v: 1 }],
    [100, 100, 100, 100, { s: 1, v: 0 }],
    [50, 25, 100, 100, { s: 0.5, v: 0.75 }],
    [-20, 300, 100, 100, { s: 0, v: 0 }],
    [5, 5, 0, 0, { s: 0, v: 0 }],
  ])('point (%i, %i) in %ix%i is %o', (x, y, w, h, expected) => {
    expect(areaPoint(x, y, w, h)).toEqual(expected);
  });
});

describe('image picking', () => {
  it.each([
    [0, 0, 200, 100, 400, 200, { x: 0, y: 0 }],
    [100, 50, 200, 100, 400, 200, { x: 200, y: 100 }],
    [200, 100, 200, 100, 400, 200, { x: 399, y: 199 }],
    [-5, 500, 200, 100, 400, 200, { x: 0, y: 199 }],
    [1, 1, 0, 0, 400, 200, { x: 0, y: 0 }],
  ])('maps (%i, %i) on %ix%i to the pixel of %ix%i', (x, y, sw, sh, pw, ph, expected) => {
    expect(imagePixel(x, y, sw, sh, pw, ph)).toEqual(expected);
  });

  it.each([
    [4000, 3000, 1600, { width: 1600, height: 1200 }],
    [800, 600, 1600, { width: 800, height: 600 }],
    [10, 5000, 1000, { width: 2, height: 1000 }],
    [0, 10, 100, { width: 0, height: 0 }],
  ])('fits %ix%i into %i', (w, h, max, expected) => {
    expect(fitSize(w, h, max)).toEqual(expected);
  });
});

describe('swatches', () => {
  it('adds newest first without duplicates and caps the list', () => {
    expect(addSwatch(['#000000'], '#FF0000')).toEqual(['#ff0000', '#000000']);
    expect(addSwatch(['#000000', '#ff0000'], '#ff0000')).toEqual(['#ff0000', '#000000']);
    expect(addSwatch(['#000000'], 'nope')).toEqual(['#000000']);
    expect(addSwatch(['#111111', '#222222'], '#333333', 2)).toEqual(['#333333', '#111111']);
  });

  it('removes', () => expect(removeSwatch(['#ff0000', '#000000'], '#FF0000')).toEqual(['#000000']));

  it.each([
    [null, []],
    ['#ff0000', []],
    [['#ff0000', 42, 'x', '#FF0000', '#11223380'], ['#ff0000', '#11223380']],
  ])('sanitises stored %o', (value, expected) => {
    expect(sanitizeSwatches(value)).toEqual(expected);
  });
});
