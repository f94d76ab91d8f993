import { describe, expect, it } from 'vitest';
import type { Shape } from './model';
import { item } from './pages.testutil';
import { bulletGlyph, bulletItems, scanOperators, type PdfOps } from './shapes';

// pdf.js's operator codes (pdfjs.OPS).
const OPS: PdfOps = {
  save: 10,
  restore: 11,
  transform: 12,
  constructPath: 91,
  paintFormXObjectBegin: 74,
  paintFormXObjectEnd: 75,
  fill: 22,
  eoFill: 23,
  stroke: 20,
  fillStroke: 24,
  eoFillStroke: 25,
  closeStroke: 21,
  closeFillStroke: 26,
  closeEOFillStroke: 27,
  paintImageXObject: 85,
  paintInlineImageXObject: 86,
  paintImageMaskXObject: 83,
  paintImageXObjectRepeat: 88,
  paintInlineImageXObjectGroup: 87,
  paintImageMaskXObjectGroup: 84,
};
const PAGE = [1, 0, 0, -1, 0, 842];
const circle = [[0, 4, 2, 2, 4, 3, 3, 4, 2, 4, 2, 0, 2, 1, 1, 0, 0, 2, 4]];
const square = [[0, 0, 0, 1, 4, 0, 1, 4, 4, 1, 0, 4, 4]];

function scan(ops: [number, unknown][]) {
  return scanOperators(
    ops.map(([fn]) => fn),
    ops.map(([, args]) => args),
    OPS,
    PAGE,
  );
}

describe('scanOperators', () => {
  it('finds pictures', () => {
    expect(scan([[OPS.paintImageXObject, ['img1', 100, 100]]]).hasImages).toBe(true);
    expect(scan([[OPS.paintInlineImageXObject, [{}]]]).hasImages).toBe(true);
    expect(scan([[OPS.paintImageMaskXObject, [{}]]]).hasImages).toBe(true);
    expect(scan([[OPS.fill, null]]).hasImages).toBe(false);
  });

  it('finds a small filled disc, in page coordinates', () => {
    const { shapes } = scan([[OPS.constructPath, [OPS.fill, circle, [70, 738, 74, 742]]]]);
    expect(shapes).toEqual<Shape[]>([{ x0: 70, y0: 100, x1: 74, y1: 104, filled: true, round: true }]);
  });

  it('follows transforms, saves and restores, and form XObjects', () => {
    const { shapes } = scan([
      [OPS.save, null],
      [OPS.transform, [2, 0, 0, 2, 0, 0]],
      [OPS.constructPath, [OPS.fill, square, [10, 10, 13, 13]]],
      [OPS.restore, null],
      [OPS.paintFormXObjectBegin, [[1, 0, 0, 1, 100, 0], [0, 0, 10, 10]]],
      [OPS.constructPath, [OPS.stroke, circle, [0, 0, 4, 4]]],
      [OPS.paintFormXObjectEnd, null],
      [OPS.constructPath, [OPS.fill, square, [0, 0, 4, 4]]],
    ]);
    expect(shapes.map((shape) => [shape.x0, shape.y1, shape.x1 - shape.x0, shape.round, shape.filled])).toEqual([
      [20, 822, 6, false, true],
      [100, 842, 4, true, false],
      [0, 842, 4, false, true],
    ]);
  });

  it.each([
    ['too big (a box)', [OPS.fill, square, [0, 0, 40, 40]]],
    ['too small (a speck)', [OPS.fill, square, [0, 0, 0.5, 0.5]]],
    ['a thin line', [OPS.stroke, square, [0, 0, 8, 1]]],
    ['a path not painted', [28, square, [0, 0, 4, 4]]],
    ['no bounding box', [OPS.fill, square, null]],
  ])('skips %s', (_name, args) => {
    expect(scan([[OPS.constructPath, args]]).shapes).toEqual([]);
  });
});

describe('bulletItems', () => {
  const disc = (x: number, y: number, extra: Partial<Shape> = {}): Shape => ({ x0: x, y0: y - 6, x1: x + 4, y1: y - 2, filled: true, round: true, ...extra });

  it('turns a dot left of a line into its bullet', () => {
    const text = item('Item text', 100, 200, 11);
    expect(bulletItems([disc(86, 200)], [text])).toEqual([{ str: '•', x: 86, y: 200, width: 4, fontSize: 11, fontName: 'Helvetica', bold: false, italic: false }]);
  });

  it.each([
    ['a ring is ◦', { round: true, filled: false }, '◦'],
    ['a filled square is ▪', { round: false, filled: true }, '▪'],
    ['an empty square (a check box) is nothing', { round: false, filled: false }, null],
  ])('%s', (_name, shape, glyph) => {
    expect(bulletGlyph({ x0: 0, y0: 0, x1: 4, y1: 4, ...shape })).toBe(glyph);
  });

  it.each([
    ['no text to its right', [disc(300, 200)], [item('Text', 100, 200)]],
    ['text too far away', [disc(30, 200)], [item('Text', 100, 200)]],
    ['text on another line', [disc(86, 150)], [item('Text', 100, 200)]],
    ['a dot in the middle of a line', [disc(150, 200)], [item('Before', 100, 200), item('after', 160, 200)]],
    ['a dot as big as the letters', [{ ...disc(86, 200), x1: 96, y0: 190 }], [item('Text', 100, 200, 11)]],
  ] as [string, Shape[], ReturnType<typeof item>[]][])('no bullet for %s', (_name, shapes, items) => {
    expect(bulletItems(shapes, items)).toEqual([]);
  });
});
