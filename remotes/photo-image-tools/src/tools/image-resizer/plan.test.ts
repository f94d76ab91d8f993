/** Planning a resize: the size, crop and padding each setting gives (plan.ts). */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { automaticSide, planResize } from './plan';
import type { SizeSettings } from './settings';

const base: SizeSettings = { mode: 'pixels', width: null, height: null, percent: 100, fit: 'fit', anchor: 'center', noEnlarge: false };
const photo = { width: 6000, height: 4000 };
const plan = (size: { width: number; height: number }, settings: Partial<SizeSettings>) => {
  const result = planResize(size, { ...base, ...settings });
  if ('error' in result) throw new Error(result.error);
  return result.value;
};

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
