import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { NEUTRAL, type Adjustments } from './edits';
import { applyAdjustments, applyColorAdjustments, blurPixels, boxSizes, cssFilter, type Pixels } from './pixels';

const pixels = (width: number, height: number, values: number[]): Pixels => ({ data: Uint8ClampedArray.from(values), width, height });
const one = (r: number, g: number, b: number, a = 255) => pixels(1, 1, [r, g, b, a]);
const adjust = (changes: Partial<Adjustments>): Adjustments => ({ ...NEUTRAL, ...changes });

describe('cssFilter', () => {
  it.each<[Partial<Adjustments>, number, string]>([
    [{}, 1, 'none'],
    [{ brightness: 20 }, 1, 'brightness(1.2)'],
    [{ contrast: -50, saturation: 100 }, 1, 'contrast(0.5) saturate(2)'],
    [{ grayscale: 100, sepia: 30, invert: 100 }, 1, 'grayscale(1) sepia(0.3) invert(1)'],
    [{ blur: 10 }, 0.25, 'blur(2.5px)'],
    [{ brightness: -100, blur: 1 }, 0.5, 'brightness(0) blur(0.5px)'],
  ])('%o at scale %d → %s', (changes, scale, expected) => {
    expect(cssFilter(adjust(changes), scale)).toBe(expected);
  });
});

describe('colour adjustments by hand', () => {
  it.each<[string, Partial<Adjustments>, [number, number, number, number], number[]]>([
    ['nothing changes with neutral settings', {}, [12, 200, 99, 255], [12, 200, 99, 255]],
    ['brightness +50% brightens', { brightness: 50 }, [100, 100, 100, 255], [150, 150, 150, 255]],
    ['brightness clamps at white', { brightness: 100 }, [200, 10, 0, 255], [255, 20, 0, 255]],
    ['brightness -100 is black', { brightness: -100 }, [200, 100, 50, 128], [0, 0, 0, 128]],
    ['contrast -100 is mid grey', { contrast: -100 }, [0, 255, 30, 255], [128, 128, 128, 255]],
    ['contrast +100 pushes away from the middle', { contrast: 100 }, [64, 192, 128, 255], [0, 255, 129, 255]],
    ['grayscale uses luminance weights', { grayscale: 100 }, [255, 0, 0, 255], [54, 54, 54, 255]],
    ['saturation -100 is grey too', { saturation: -100 }, [0, 255, 0, 255], [182, 182, 182, 255]],
    ['sepia of white is cream', { sepia: 100 }, [255, 255, 255, 255], [255, 255, 239, 255]],
    ['invert', { invert: 100 }, [0, 100, 255, 7], [255, 155, 0, 7]],
    ['half invert is grey', { invert: 50 }, [0, 255, 0, 255], [128, 128, 128, 255]],
  ])('%s', (_name, changes, input, expected) => {
    const image = one(...input);
    applyColorAdjustments(image, adjust(changes));
    expect(Array.from(image.data)).toEqual(expected);
  });

  it('keeps every channel in range and alpha untouched', () => {
    const channel = fc.integer({ min: 0, max: 255 });
    const settings = fc.record({
      brightness: fc.integer({ min: -100, max: 100 }),
      contrast: fc.integer({ min: -100, max: 100 }),
      saturation: fc.integer({ min: -100, max: 100 }),
      grayscale: fc.integer({ min: 0, max: 100 }),
      sepia: fc.integer({ min: 0, max: 100 }),
      invert: fc.integer({ min: 0, max: 100 }),
      blur: fc.constant(0),
    });
    fc.assert(
      fc.property(fc.array(fc.tuple(channel, channel, channel, channel), { minLength: 1, maxLength: 20 }), settings, (list, settings) => {
        const image = pixels(list.length, 1, list.flat());
        applyColorAdjustments(image, settings);
        list.forEach(([, , , alpha], i) => expect(image.data[i * 4 + 3]).toBe(alpha));
      }),
    );
  });
});

describe('blur by hand', () => {
  it.each([
    [1, [1, 1, 3]],
    [2, [3, 3, 5]],
    [5, [9, 9, 11]],
  ])('box sizes for sigma %d', (sigma, expected) => {
    expect(boxSizes(sigma)).toEqual(expected);
  });

  it('three odd boxes add up to about the Gaussian variance', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.5, max: 60, noNaN: true }), (sigma) => {
        const sizes = boxSizes(sigma);
        sizes.forEach((size) => expect(size % 2).toBe(1));
        const variance = sizes.reduce((sum, n) => sum + (n * n - 1) / 12, 0);
        expect(Math.abs(variance - sigma * sigma)).toBeLessThan(sigma + 1);
      }),
    );
  });

  it('leaves a flat colour flat', () => {
    const image = pixels(4, 3, Array.from({ length: 12 }, () => [90, 20, 200, 255]).flat());
    blurPixels(image, 3);
    expect(Array.from(image.data)).toEqual(Array.from({ length: 12 }, () => [90, 20, 200, 255]).flat());
  });

  it('spreads a bright dot and keeps the total light (edges clamp)', () => {
    const values = Array.from({ length: 25 }, (_, i) => (i === 12 ? [250, 250, 250, 255] : [0, 0, 0, 255])).flat();
    const image = pixels(5, 5, values);
    blurPixels(image, 1);
    const reds = Array.from({ length: 25 }, (_, i) => image.data[i * 4] as number);
    expect(reds[12]).toBeLessThan(250);
    expect(reds[11]).toBeGreaterThan(0);
    expect(reds[7]).toBe(reds[17]);
    expect(Math.abs(reds.reduce((a, b) => a + b, 0) - 250)).toBeLessThan(12);
  });

  it('does not darken next to transparent pixels', () => {
    const image = pixels(2, 1, [255, 255, 255, 255, 0, 0, 0, 0]);
    blurPixels(image, 2);
    expect(Array.from(image.data.slice(0, 3))).toEqual([255, 255, 255]);
    expect(image.data[7]).toBeGreaterThan(0);
  });

  it('ignores zero, negative and empty images', () => {
    const image = one(1, 2, 3);
    blurPixels(image, 0);
    blurPixels(image, -4);
    blurPixels(pixels(0, 0, []), 3);
    applyAdjustments(image, NEUTRAL);
    expect(Array.from(image.data)).toEqual([1, 2, 3, 255]);
  });
});
