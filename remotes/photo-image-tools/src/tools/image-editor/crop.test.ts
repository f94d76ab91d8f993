import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { aspectRatio, clampRect, dragRect, editRectField, fitAspect, HANDLES, isWholeImage, type Handle } from './crop';

const bounds = { width: 400, height: 300 };
const box = { x: 100, y: 100, width: 100, height: 100 };

describe('fitAspect', () => {
  it.each<[string, number | null, { x: number; y: number; width: number; height: number }]>([
    ['free is the whole image', null, { x: 0, y: 0, width: 400, height: 300 }],
    ['square is centred', 1, { x: 50, y: 0, width: 300, height: 300 }],
    ['4:3 fills a 4:3 image', 4 / 3, { x: 0, y: 0, width: 400, height: 300 }],
    ['16:9 is full width', 16 / 9, { x: 0, y: 38, width: 400, height: 225 }],
    ['9:16 is full height', 9 / 16, { x: 116, y: 0, width: 169, height: 300 }],
  ])('%s', (_name, ratio, expected) => {
    expect(fitAspect(bounds, ratio)).toEqual(expected);
  });

  it.each([
    ['free', null],
    ['16:9', 16 / 9],
    ['nonsense', null],
  ])('aspectRatio(%s)', (id, ratio) => {
    expect(aspectRatio(id)).toBe(ratio);
  });
});

describe('dragRect', () => {
  it.each<[Handle, number, number, number | null, object]>([
    ['move', 50, -20, null, { x: 150, y: 80, width: 100, height: 100 }],
    ['move', 1000, 1000, null, { x: 300, y: 200, width: 100, height: 100 }],
    ['se', 30, 10, null, { x: 100, y: 100, width: 130, height: 110 }],
    ['nw', -200, -200, null, { x: 0, y: 0, width: 200, height: 200 }],
    ['e', -500, 0, null, { x: 100, y: 100, width: 1, height: 100 }],
    ['n', 0, 40, null, { x: 100, y: 140, width: 100, height: 60 }],
    ['se', 50, 0, 1, { x: 100, y: 100, width: 150, height: 150 }],
    ['se', 500, 500, 1, { x: 100, y: 100, width: 200, height: 200 }],
    ['e', 60, 0, 2, { x: 100, y: 110, width: 160, height: 80 }],
    ['s', 0, 20, 1, { x: 90, y: 100, width: 120, height: 120 }],
  ])('%s by (%d, %d) with ratio %s', (handle, dx, dy, ratio, expected) => {
    expect(dragRect(box, handle, dx, dy, bounds, ratio)).toEqual(expected);
  });

  const handle = fc.constantFrom<Handle>('move', ...HANDLES);
  const rect = fc
    .record({ x: fc.integer({ min: 0, max: 399 }), y: fc.integer({ min: 0, max: 299 }) })
    .chain(({ x, y }) => fc.record({ x: fc.constant(x), y: fc.constant(y), width: fc.integer({ min: 1, max: 400 - x }), height: fc.integer({ min: 1, max: 300 - y }) }));
  const delta = fc.integer({ min: -800, max: 800 });

  it('always stays a whole-pixel box inside the image', () => {
    fc.assert(
      fc.property(rect, handle, delta, delta, fc.constantFrom(null, 1, 4 / 3, 16 / 9, 9 / 16), (start, h, dx, dy, ratio) => {
        const next = dragRect(start, h, dx, dy, bounds, ratio);
        expect(Number.isInteger(next.x) && Number.isInteger(next.width)).toBe(true);
        expect(next.x).toBeGreaterThanOrEqual(0);
        expect(next.y).toBeGreaterThanOrEqual(0);
        expect(next.width).toBeGreaterThanOrEqual(1);
        expect(next.height).toBeGreaterThanOrEqual(1);
        expect(next.x + next.width).toBeLessThanOrEqual(400);
        expect(next.y + next.height).toBeLessThanOrEqual(300);
      }),
    );
  });

  it('keeps a locked shape within rounding once the box is more than a few pixels', () => {
    const square = fc.integer({ min: 20, max: 100 }).map((size) => ({ x: 150, y: 100, width: size, height: size }));
    fc.assert(
      fc.property(square, handle, delta, delta, (start, h, dx, dy) => {
        const next = dragRect(start, h, dx, dy, bounds, 1, 10);
        expect(Math.abs(next.width - next.height)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('typed crop numbers', () => {
  it.each<[keyof typeof box, number, number | null, object]>([
    ['x', 350, null, { x: 300, y: 100, width: 100, height: 100 }],
    ['width', 250, null, { x: 100, y: 100, width: 250, height: 100 }],
    ['width', 200, 2, { x: 100, y: 100, width: 200, height: 100 }],
    ['height', 400, 1, { x: 100, y: 0, width: 300, height: 300 }],
  ])('%s = %d (ratio %s)', (field, value, ratio, expected) => {
    expect(editRectField(box, field, value, bounds, ratio)).toEqual(expected);
  });

  it('clampRect rounds and fits', () => {
    expect(clampRect({ x: -5.4, y: 290.6, width: 20.4, height: 0 }, bounds)).toEqual({ x: 0, y: 291, width: 20, height: 1 });
    expect(isWholeImage({ x: 0, y: 0, width: 400, height: 300 }, bounds)).toBe(true);
    expect(isWholeImage(box, bounds)).toBe(false);
  });
});
