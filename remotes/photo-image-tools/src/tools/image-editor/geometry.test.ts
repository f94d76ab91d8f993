import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyGeometry,
  drawStep,
  fitScale,
  initialPlan,
  invert,
  linkedSize,
  outputSize,
  transformPoint,
  type GeometryEdit,
  type Plan,
} from './geometry';

/** A tiny image as a grid of pixel ids, and the edits applied the obvious way. */
type Grid = number[][];

const makeGrid = (width: number, height: number): Grid =>
  Array.from({ length: height }, (_, y) => Array.from({ length: width }, (_, x) => y * width + x));

function naive(grid: Grid, edit: GeometryEdit): Grid {
  const height = grid.length;
  const width = grid[0]?.length ?? 0;
  const at = (x: number, y: number) => grid[y]?.[x] ?? -1;
  switch (edit.kind) {
    case 'rotate':
      return edit.direction === 'right'
        ? Array.from({ length: width }, (_, y) => Array.from({ length: height }, (_, x) => at(y, height - 1 - x)))
        : Array.from({ length: width }, (_, y) => Array.from({ length: height }, (_, x) => at(width - 1 - y, x)));
    case 'flip':
      return edit.axis === 'horizontal' ? grid.map((row) => [...row].reverse()) : [...grid].reverse();
    case 'crop':
      return grid.slice(edit.rect.y, edit.rect.y + edit.rect.height).map((row) => row.slice(edit.rect.x, edit.rect.x + edit.rect.width));
    case 'resize':
      throw new Error('not simulated');
  }
}

/** Samples the original through the plan's canvas transform, like drawImage does. */
function render(plan: Plan, original: Grid): Grid {
  const step = drawStep(plan);
  const back = invert(step.matrix);
  const size = outputSize(plan);
  return Array.from({ length: size.height }, (_, y) =>
    Array.from({ length: size.width }, (_, x) => {
      const p = transformPoint(back, x + 0.5, y + 0.5);
      const sx = Math.floor(plan.source.x + (p.x / step.width) * plan.source.width);
      const sy = Math.floor(plan.source.y + (p.y / step.height) * plan.source.height);
      return original[sy]?.[sx] ?? -1;
    }),
  );
}

const orientEdit = fc.oneof(
  fc.constantFrom<GeometryEdit>(
    { kind: 'rotate', direction: 'left' },
    { kind: 'rotate', direction: 'right' },
    { kind: 'flip', axis: 'horizontal' },
    { kind: 'flip', axis: 'vertical' },
  ),
  // A crop as fractions of whatever the size is at that point.
  fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true })).map(
    ([a, b, c, d]) => ({ crop: [a, b, c, d] as const }),
  ),
);

describe('plan composition against a pixel-by-pixel simulation', () => {
  it('crop, rotate and flip in any order give the same pixels', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }), fc.array(orientEdit, { maxLength: 8 }), (w, h, steps) => {
        const original = makeGrid(w, h);
        let grid = original;
        let plan = initialPlan({ width: w, height: h });
        for (const step of steps) {
          let edit: GeometryEdit;
          if ('crop' in step) {
            const cw = plan.size.width;
            const ch = plan.size.height;
            const x = Math.min(cw - 1, Math.floor(step.crop[0] * cw));
            const y = Math.min(ch - 1, Math.floor(step.crop[1] * ch));
            const width = 1 + Math.min(cw - x - 1, Math.floor(step.crop[2] * (cw - x)));
            const height = 1 + Math.min(ch - y - 1, Math.floor(step.crop[3] * (ch - y)));
            edit = { kind: 'crop', rect: { x, y, width, height } };
          } else edit = step;
          grid = naive(grid, edit);
          plan = applyGeometry(plan, edit);
        }
        expect(render(plan, original)).toEqual(grid);
      }),
    );
  });

  it('a crop after a resize maps back to the original proportionally', () => {
    let plan = initialPlan({ width: 400, height: 200 });
    plan = applyGeometry(plan, { kind: 'resize', width: 200, height: 100 });
    plan = applyGeometry(plan, { kind: 'crop', rect: { x: 50, y: 25, width: 100, height: 50 } });
    expect(plan.source).toEqual({ x: 100, y: 50, width: 200, height: 100 });
    expect(plan.size).toEqual({ width: 100, height: 50 });
  });

  it('a crop after rotating a resized image lands on the right part of the original', () => {
    let plan = initialPlan({ width: 400, height: 200 });
    plan = applyGeometry(plan, { kind: 'resize', width: 200, height: 100 });
    plan = applyGeometry(plan, { kind: 'rotate', direction: 'right' });
    // Now 100 wide, 200 tall; the top half is the original's left half.
    plan = applyGeometry(plan, { kind: 'crop', rect: { x: 0, y: 0, width: 100, height: 100 } });
    expect(plan.source).toEqual({ x: 0, y: 0, width: 200, height: 200 });
    expect(plan.size).toEqual({ width: 100, height: 100 });
  });
});

describe('orientation algebra', () => {
  const size = fc.record({ width: fc.integer({ min: 1, max: 5000 }), height: fc.integer({ min: 1, max: 5000 }) });
  it.each<[string, GeometryEdit[]]>([
    ['four right turns', Array(4).fill({ kind: 'rotate', direction: 'right' })],
    ['left then right', [{ kind: 'rotate', direction: 'left' }, { kind: 'rotate', direction: 'right' }]],
    ['two horizontal flips', [{ kind: 'flip', axis: 'horizontal' }, { kind: 'flip', axis: 'horizontal' }]],
    ['two vertical flips', [{ kind: 'flip', axis: 'vertical' }, { kind: 'flip', axis: 'vertical' }]],
    [
      'both flips and a half turn',
      [{ kind: 'flip', axis: 'horizontal' }, { kind: 'flip', axis: 'vertical' }, { kind: 'rotate', direction: 'right' }, { kind: 'rotate', direction: 'right' }],
    ],
  ])('%s is the identity', (_name, edits) => {
    fc.assert(
      fc.property(size, (start) => {
        const plan = edits.reduce(applyGeometry, initialPlan(start));
        expect(plan).toEqual(initialPlan(start));
      }),
    );
  });

  it('a quarter turn swaps width and height', () => {
    expect(applyGeometry(initialPlan({ width: 4000, height: 3000 }), { kind: 'rotate', direction: 'left' }).size).toEqual({ width: 3000, height: 4000 });
  });
});

describe('resize aspect maths', () => {
  it.each<[string, 'width' | 'height', number, { width: number; height: number }]>([
    ['halve the width', 'width', 2000, { width: 2000, height: 1500 }],
    ['set the height', 'height', 600, { width: 800, height: 600 }],
    ['tiny width never gives 0 height', 'width', 1, { width: 1, height: 1 }],
    ['rounds to whole pixels', 'width', 1001, { width: 1001, height: 751 }],
  ])('%s', (_name, side, value, expected) => {
    expect(linkedSize({ width: 4000, height: 3000 }, side, value)).toEqual(expected);
  });

  it('keeps the aspect ratio within rounding', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10000 }), fc.integer({ min: 1, max: 10000 }), fc.integer({ min: 1, max: 10000 }), (w, h, value) => {
        const next = linkedSize({ width: w, height: h }, 'width', value);
        expect(next.width).toBe(value);
        expect(next.height).toBeGreaterThanOrEqual(1);
        expect(Math.abs(next.height - (value * h) / w)).toBeLessThanOrEqual(0.5 + 1e-9 + (next.height === 1 ? 1 : 0));
      }),
    );
  });

  it.each([
    [{ width: 4000, height: 3000 }, 1600, 0.4],
    [{ width: 800, height: 600 }, 1600, 1],
    [{ width: 1000, height: 3200 }, 1600, 0.5],
  ])('fitScale(%o, %i) = %d', (size, max, expected) => {
    expect(fitScale(size, max)).toBeCloseTo(expected);
  });
});
