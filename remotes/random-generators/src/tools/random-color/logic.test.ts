import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chiSquareUniform, seededRandom } from '@toolhub/shared/testing';
import {
  BLACK,
  WHITE,
  contrastRatio,
  formatHsl,
  formatRatio,
  formatRgb,
  hexToRgb,
  hslToRgb,
  parseLocked,
  parsePalette,
  randomColor,
  regenerate,
  relativeLuminance,
  resizePalette,
  rgbToHex,
  rgbToHsl,
  serializeLocked,
  serializePalette,
  wcagRating,
  type ColorStyle,
  type Rgb,
} from './logic';

const channel = fc.integer({ min: 0, max: 255 });
const rgbArb = fc.record({ r: channel, g: channel, b: channel });
const styles: ColorStyle[] = ['any', 'pastel', 'vivid', 'dark', 'light', 'muted'];

describe('conversions', () => {
  it.each<[string, Rgb | null]>([
    ['#1E90FF', { r: 30, g: 144, b: 255 }],
    ['1e90ff', { r: 30, g: 144, b: 255 }],
    ['#39f', { r: 51, g: 153, b: 255 }],
    [' #000000 ', { r: 0, g: 0, b: 0 }],
    ['#12345', null],
    ['#ggg', null],
    ['', null],
    ['rgb(1,2,3)', null],
    // culori alone would read these (alpha digits); the tool takes only 3 or 6 digits.
    ['#1e90ffaa', null],
    ['#39fa', null],
    ['#1e90ff ff', null],
  ])('hexToRgb(%j)', (hex, rgb) => {
    expect(hexToRgb(hex)).toEqual(rgb);
  });

  it.each<[Rgb, string, string, string]>([
    [{ r: 255, g: 0, b: 0 }, '#FF0000', 'rgb(255, 0, 0)', 'hsl(0, 100%, 50%)'],
    [{ r: 30, g: 144, b: 255 }, '#1E90FF', 'rgb(30, 144, 255)', 'hsl(210, 100%, 56%)'],
    [{ r: 128, g: 128, b: 128 }, '#808080', 'rgb(128, 128, 128)', 'hsl(0, 0%, 50%)'],
    [{ r: 255, g: 0, b: 255 }, '#FF00FF', 'rgb(255, 0, 255)', 'hsl(300, 100%, 50%)'],
  ])('formats %j', (rgb, hex, rgbText, hslText) => {
    expect(rgbToHex(rgb)).toBe(hex);
    expect(formatRgb(rgb)).toBe(rgbText);
    expect(formatHsl(rgb)).toBe(hslText);
  });

  it.each<[{ h: number; s: number; l: number }, Rgb]>([
    [{ h: 210, s: 100, l: 50 }, { r: 0, g: 128, b: 255 }],
    [{ h: -150, s: 100, l: 50 }, { r: 0, g: 128, b: 255 }],
    [{ h: 570, s: 100, l: 50 }, { r: 0, g: 128, b: 255 }],
    [{ h: 0, s: 150, l: 50 }, { r: 255, g: 0, b: 0 }],
    [{ h: 0, s: 100, l: 120 }, { r: 255, g: 255, b: 255 }],
    [{ h: 120, s: -20, l: 50 }, { r: 128, g: 128, b: 128 }],
    [{ h: 300, s: 100, l: -1 }, { r: 0, g: 0, b: 0 }],
  ])('hslToRgb(%j) wraps the hue and clamps s and l', (hsl, rgb) => {
    expect(hslToRgb(hsl)).toEqual(rgb);
  });

  it.each<[Rgb, { h: number; s: number; l: number }]>([
    [{ r: 0, g: 0, b: 0 }, { h: 0, s: 0, l: 0 }],
    [{ r: 255, g: 255, b: 255 }, { h: 0, s: 0, l: 100 }],
    [{ r: 0, g: 0, b: 255 }, { h: 240, s: 100, l: 50 }],
  ])('rgbToHsl(%j) gives a grey hue 0', (rgb, hsl) => {
    const got = rgbToHsl(rgb);
    expect({ h: got.h, s: got.s, l: got.l }).toEqual(hsl);
  });

  it('round-trips hex → rgb → hex', () => {
    fc.assert(
      fc.property(rgbArb, (rgb) => {
        expect(hexToRgb(rgbToHex(rgb))).toEqual(rgb);
      }),
      { seed: 1 },
    );
  });

  it('round-trips rgb → hsl → rgb exactly', () => {
    fc.assert(
      fc.property(rgbArb, (rgb) => {
        expect(hslToRgb(rgbToHsl(rgb))).toEqual(rgb);
      }),
      { seed: 2, numRuns: 2000 },
    );
  });

  it('keeps HSL in range and rounded HSL within a step of the colour', () => {
    fc.assert(
      fc.property(rgbArb, (rgb) => {
        const { h, s, l } = rgbToHsl(rgb);
        expect(h >= 0 && h < 360 && s >= 0 && s <= 100.0000001 && l >= 0 && l <= 100).toBe(true);
        const back = hslToRgb({ h: Math.round(h), s: Math.round(s), l: Math.round(l) });
        for (const key of ['r', 'g', 'b'] as const) expect(Math.abs(back[key] - rgb[key])).toBeLessThanOrEqual(4);
      }),
      { seed: 3 },
    );
  });

  it('round-trips hsl → rgb → hex → rgb', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 359 }), fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (h, s, l) => {
        const rgb = hslToRgb({ h, s, l });
        expect(hexToRgb(rgbToHex(rgb))).toEqual(rgb);
      }),
      { seed: 4 },
    );
  });
});

describe('contrast', () => {
  it.each<[Rgb, Rgb, string, string]>([
    [BLACK, WHITE, '21.00:1', 'AAA'],
    [WHITE, WHITE, '1.00:1', 'Fail'],
    [{ r: 0x76, g: 0x76, b: 0x76 }, WHITE, '4.54:1', 'AA'],
    [{ r: 0x77, g: 0x77, b: 0x77 }, WHITE, '4.47:1', 'AA Large'],
    [{ r: 0x59, g: 0x59, b: 0x59 }, WHITE, '7.00:1', 'AAA'],
    [{ r: 0xff, g: 0x00, b: 0x00 }, WHITE, '3.99:1', 'AA Large'],
    [{ r: 0xff, g: 0xff, b: 0x00 }, WHITE, '1.07:1', 'Fail'],
  ])('%j on %j is %s (%s)', (a, b, ratio, rating) => {
    const value = contrastRatio(a, b);
    expect(formatRatio(value)).toBe(ratio);
    expect(wcagRating(value)).toBe(rating);
  });

  it.each([
    [0, 0],
    [255, 1],
  ])('luminance of grey %i is %i', (c, lum) => {
    expect(relativeLuminance({ r: c, g: c, b: c })).toBeCloseTo(lum, 12);
  });

  it('is within [1, 21] and symmetric', () => {
    fc.assert(
      fc.property(rgbArb, rgbArb, (a, b) => {
        const ratio = contrastRatio(a, b);
        expect(ratio).toBeGreaterThanOrEqual(1);
        expect(ratio).toBeLessThanOrEqual(21 + 1e-9);
        expect(contrastRatio(b, a)).toBe(ratio);
      }),
      { seed: 5 },
    );
  });

  it('never rounds a failing ratio up to a passing one', () => {
    expect(formatRatio(4.4999)).toBe('4.49:1');
  });
});

describe('random colours and palettes', () => {
  it('makes valid colours inside each style band', () => {
    fc.assert(
      fc.property(fc.constantFrom(...styles), fc.integer(), (style, seed) => {
        const rgb = randomColor(style, seededRandom(seed));
        for (const key of ['r', 'g', 'b'] as const) expect(Number.isInteger(rgb[key]) && rgb[key] >= 0 && rgb[key] <= 255).toBe(true);
        const { l } = rgbToHsl(rgb);
        if (style === 'pastel') expect(l).toBeGreaterThan(75);
        if (style === 'dark') expect(l).toBeLessThan(31);
        if (style === 'light') expect(l).toBeGreaterThan(82);
      }),
      { seed: 6 },
    );
  });

  it('spreads "any" colours evenly over the red channel (chi-square, 100,000 draws)', () => {
    const source = seededRandom(7);
    const counts = new Array<number>(16).fill(0);
    for (let i = 0; i < 100_000; i++) counts[randomColor('any', source).r >> 4]!++;
    expect(chiSquareUniform(counts)).toBeLessThan(60);
  });

  it.each<[string, number | null]>([
    ['1e90ff-ff8800', 2],
    ['1E90FF', 1],
    ['', null],
    ['1e90ff-', null],
    ['zzzzzz', null],
    ['abc', null],
    [Array.from({ length: 11 }, () => '000000').join('-'), null],
  ])('parsePalette(%j)', (text, size) => {
    expect(parsePalette(text)?.length ?? null).toBe(size);
  });

  it('round-trips palettes and locks through the URL form', () => {
    fc.assert(
      fc.property(fc.array(rgbArb, { minLength: 1, maxLength: 10 }), (colors) => {
        expect(parsePalette(serializePalette(colors))).toEqual(colors);
        const locked = colors.map((_, i) => i).filter((i) => i % 2 === 0);
        expect(parseLocked(serializeLocked(locked), colors.length)).toEqual(locked);
      }),
      { seed: 8 },
    );
  });

  it.each<[string, number, number[]]>([
    ['0-2', 5, [0, 2]],
    ['2-0-2', 5, [0, 2]],
    ['0-7', 5, [0]],
    ['x-1', 5, [1]],
    ['', 5, []],
  ])('parseLocked(%j, %i)', (text, size, locked) => {
    expect(parseLocked(text, size)).toEqual(locked);
  });

  it('keeps locked colours when regenerating', () => {
    fc.assert(
      fc.property(fc.array(rgbArb, { minLength: 1, maxLength: 10 }), fc.integer(), (colors, seed) => {
        const locked = colors.map((_, i) => i).filter((i) => i % 3 === 0);
        const next = regenerate(colors, locked, 'any', seededRandom(seed));
        expect(next).toHaveLength(colors.length);
        for (const i of locked) expect(next[i]).toEqual(colors[i]);
      }),
      { seed: 9 },
    );
  });

  it.each([
    [3, 5, 5],
    [5, 2, 2],
    [4, 0, 1],
    [4, 99, 10],
  ])('resizes a palette of %i to %i → %i colours, keeping the existing ones', (from, to, expected) => {
    const colors = resizePalette([], from, 'any', seededRandom(10));
    const next = resizePalette(colors, to, 'any', seededRandom(11));
    expect(next).toHaveLength(expected);
    expect(next.slice(0, Math.min(from, expected))).toEqual(colors.slice(0, Math.min(from, expected)));
  });
});
