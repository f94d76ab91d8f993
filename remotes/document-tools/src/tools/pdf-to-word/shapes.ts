/**
 * What a page draws besides text, from pdf.js's operator list: whether it paints pictures (a
 * scan) and where it draws bullet-sized dots and squares. Browsers print list bullets as small
 * shapes, so a dot just left of a line's text is read back as that line's bullet.
 */
import type { Shape, TextItem } from './model';
import { multiply } from './textItems';

/** pdf.js's operator codes this needs (pdfjs.OPS). */
export interface PdfOps {
  save: number;
  restore: number;
  transform: number;
  constructPath: number;
  paintFormXObjectBegin: number;
  paintFormXObjectEnd: number;
  fill: number;
  eoFill: number;
  stroke: number;
  fillStroke: number;
  eoFillStroke: number;
  closeStroke: number;
  closeFillStroke: number;
  closeEOFillStroke: number;
  paintImageXObject: number;
  paintInlineImageXObject: number;
  paintImageMaskXObject: number;
  paintImageXObjectRepeat?: number;
  paintInlineImageXObjectGroup?: number;
  paintImageMaskXObjectGroup?: number;
}

/** Shapes between these sizes (points) may be bullets. */
export const MIN_BULLET = 1.2;
export const MAX_BULLET = 12;
/** More candidates than this on a page is a drawing, not a list. */
const MAX_SHAPES = 4000;
// pdf.js's path codes (DrawOPS): 2 and 3 are curves.
const CURVE_TO = 2;
const QUADRATIC_TO = 3;

function transformPoint(m: readonly number[], x: number, y: number): [number, number] {
  return [m[0]! * x + m[2]! * y + m[4]!, m[1]! * x + m[3]! * y + m[5]!];
}

function hasCurves(path: unknown): boolean {
  const data = Array.isArray(path) ? path[0] : undefined;
  if (!data || typeof (data as ArrayLike<number>).length !== 'number') return true;
  const codes = data as ArrayLike<number>;
  // Codes are followed by their coordinates: moveTo/lineTo 2, curveTo 6, quadratic 4, close 0.
  for (let index = 0; index < codes.length; ) {
    const code = codes[index]!;
    if (code === CURVE_TO || code === QUADRATIC_TO) return true;
    index += code === 0 || code === 1 ? 3 : code === 4 ? 1 : 1;
  }
  return false;
}

export interface OperatorScan {
  hasImages: boolean;
  shapes: Shape[];
}

/** Walks the operators with the current transformation, collecting pictures and small shapes. */
export function scanOperators(fnArray: ArrayLike<number>, argsArray: ArrayLike<unknown>, ops: PdfOps, viewport: readonly number[]): OperatorScan {
  const images = new Set([ops.paintImageXObject, ops.paintInlineImageXObject, ops.paintImageMaskXObject, ops.paintImageXObjectRepeat, ops.paintInlineImageXObjectGroup, ops.paintImageMaskXObjectGroup]);
  const fills = new Set([ops.fill, ops.eoFill, ops.fillStroke, ops.eoFillStroke, ops.closeFillStroke, ops.closeEOFillStroke]);
  const strokes = new Set([ops.stroke, ops.closeStroke]);
  let ctm: number[] = [...viewport];
  const stack: number[][] = [];
  let hasImages = false;
  const shapes: Shape[] = [];
  for (let index = 0; index < fnArray.length; index++) {
    const fn = fnArray[index]!;
    const args = argsArray[index] as unknown[] | null;
    if (fn === ops.save) stack.push(ctm);
    else if (fn === ops.restore) ctm = stack.pop() ?? ctm;
    else if (fn === ops.transform && args) ctm = multiply(ctm, args as number[]);
    else if (fn === ops.paintFormXObjectBegin) {
      stack.push(ctm);
      const matrix = args?.[0];
      if (Array.isArray(matrix) && matrix.length === 6) ctm = multiply(ctm, matrix as number[]);
    } else if (fn === ops.paintFormXObjectEnd) ctm = stack.pop() ?? ctm;
    else if (images.has(fn)) hasImages = true;
    else if (fn === ops.constructPath && args && shapes.length < MAX_SHAPES) {
      const paint = args[0] as number;
      const filled = fills.has(paint);
      if (!filled && !strokes.has(paint)) continue;
      const box = args[2] as ArrayLike<number> | null;
      if (!box || box.length < 4) continue;
      const corners = [transformPoint(ctm, box[0]!, box[1]!), transformPoint(ctm, box[2]!, box[3]!), transformPoint(ctm, box[0]!, box[3]!), transformPoint(ctm, box[2]!, box[1]!)];
      const xs = corners.map((corner) => corner[0]);
      const ys = corners.map((corner) => corner[1]);
      const shape = { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys), filled, round: false };
      const width = shape.x1 - shape.x0;
      const height = shape.y1 - shape.y0;
      if (width < MIN_BULLET || height < MIN_BULLET || width > MAX_BULLET || height > MAX_BULLET) continue;
      if (width / height < 0.6 || width / height > 1.6) continue;
      shape.round = hasCurves(args[1]);
      shapes.push(shape);
    }
  }
  return { hasImages, shapes };
}

/** The bullet character a shape stands for, or null when it is not bullet-like (a stroked square: a check box). */
export function bulletGlyph(shape: Shape): string | null {
  if (shape.round) return shape.filled ? '•' : '◦';
  return shape.filled ? '▪' : null;
}

/**
 * Text items for the shapes that sit just left of a line's text, at its height: a bullet the
 * PDF drew rather than typed.
 */
export function bulletItems(shapes: readonly Shape[], items: readonly TextItem[]): TextItem[] {
  const upright = items.filter((item) => !item.rotated && item.str.trim() !== '');
  const out: TextItem[] = [];
  for (const shape of shapes) {
    const glyph = bulletGlyph(shape);
    if (!glyph) continue;
    const centerY = (shape.y0 + shape.y1) / 2;
    const size = Math.max(shape.x1 - shape.x0, shape.y1 - shape.y0);
    let next: TextItem | null = null;
    for (const item of upright) {
      if (item.x < shape.x1 || size > 0.75 * item.fontSize) continue;
      // A bullet sits between the baseline and the top of the lower-case letters, give or take.
      if (centerY > item.y + 0.15 * item.fontSize || centerY < item.y - 0.9 * item.fontSize) continue;
      if (!next || item.x < next.x) next = item;
    }
    if (!next) continue;
    const gap = next.x - shape.x1;
    if (gap < 0.15 * next.fontSize || gap > 3.5 * next.fontSize) continue;
    // Something already to its left on the same line makes it inline decoration, not a bullet.
    const before = upright.some((item) => Math.abs(item.y - next.y) < 0.3 * item.fontSize && item.x + item.width <= shape.x0 + 0.5 && item.x + item.width > shape.x0 - 2 * next.fontSize);
    if (before) continue;
    out.push({ str: glyph, x: shape.x0, y: next.y, width: shape.x1 - shape.x0, fontSize: next.fontSize, fontName: next.fontName, bold: false, italic: false });
  }
  return out;
}
