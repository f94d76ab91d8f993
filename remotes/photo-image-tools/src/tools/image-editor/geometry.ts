/**
 * Crop, rotate, flip and resize all keep edges axis-aligned, so any list of them folds into one
 * "plan": a source rectangle of the original, a mirror, some quarter turns and an output size.
 * One drawImage with one transform then renders the whole list, for the preview and the export.
 */

export interface Size {
  width: number;
  height: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type QuarterTurns = 0 | 1 | 2 | 3;

export interface Plan {
  /** The part of the original used, in original pixels (fractional after a resize then crop). */
  source: Rect;
  /** Mirror the source left-right first… */
  flip: boolean;
  /** …then turn it clockwise this many quarter turns… */
  turns: QuarterTurns;
  /** …and scale it to this many output pixels. */
  size: Size;
}

export type GeometryEdit =
  | { kind: 'crop'; rect: Rect }
  | { kind: 'rotate'; direction: 'left' | 'right' }
  | { kind: 'flip'; axis: 'horizontal' | 'vertical' }
  | { kind: 'resize'; width: number; height: number };

/** 2D affine matrix in canvas order: x' = a·x + c·y + e, y' = b·x + d·y + f. */
export type Matrix = readonly [number, number, number, number, number, number];

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

export function initialPlan(size: Size): Plan {
  return { source: { x: 0, y: 0, width: size.width, height: size.height }, flip: false, turns: 0, size: { ...size } };
}

const turn = (turns: number): QuarterTurns => (((turns % 4) + 4) % 4) as QuarterTurns;

/** The source's size once mirrored and turned, before any scaling. */
export function orientedSize(plan: Pick<Plan, 'source' | 'turns'>): Size {
  return plan.turns % 2 === 1
    ? { width: plan.source.height, height: plan.source.width }
    : { width: plan.source.width, height: plan.source.height };
}

/** Maps a point of the oriented (unscaled) frame back to the source rectangle's own frame. */
function unorient(point: { x: number; y: number }, plan: Plan): { x: number; y: number } {
  let { x, y } = point;
  let frame = orientedSize(plan);
  for (let i = 0; i < plan.turns; i++) {
    // Undo one clockwise turn: (x, y) ← (H - y, x), where H is the pre-turn height (= frame width).
    [x, y] = [y, frame.width - x];
    frame = { width: frame.height, height: frame.width };
  }
  if (plan.flip) x = frame.width - x;
  return { x, y };
}

export function applyGeometry(plan: Plan, edit: GeometryEdit): Plan {
  switch (edit.kind) {
    case 'rotate':
      return {
        ...plan,
        turns: turn(plan.turns + (edit.direction === 'right' ? 1 : -1)),
        size: { width: plan.size.height, height: plan.size.width },
      };
    case 'flip':
      // A mirror after R^t·F equals R^(-t)·F' (horizontal) or R^(2-t)·F' (vertical = R²·H).
      return {
        ...plan,
        flip: !plan.flip,
        turns: turn(edit.axis === 'horizontal' ? -plan.turns : 2 - plan.turns),
      };
    case 'resize':
      return { ...plan, size: { width: edit.width, height: edit.height } };
    case 'crop': {
      const oriented = orientedSize(plan);
      const sx = plan.size.width / oriented.width;
      const sy = plan.size.height / oriented.height;
      const a = unorient({ x: edit.rect.x / sx, y: edit.rect.y / sy }, plan);
      const b = unorient({ x: (edit.rect.x + edit.rect.width) / sx, y: (edit.rect.y + edit.rect.height) / sy }, plan);
      return {
        ...plan,
        source: {
          x: plan.source.x + Math.min(a.x, b.x),
          y: plan.source.y + Math.min(a.y, b.y),
          width: Math.abs(b.x - a.x),
          height: Math.abs(b.y - a.y),
        },
        size: { width: edit.rect.width, height: edit.rect.height },
      };
    }
  }
}

export function multiply(m2: Matrix, m1: Matrix): Matrix {
  const [a2, b2, c2, d2, e2, f2] = m2;
  const [a1, b1, c1, d1, e1, f1] = m1;
  return [
    a2 * a1 + c2 * b1,
    b2 * a1 + d2 * b1,
    a2 * c1 + c2 * d1,
    b2 * c1 + d2 * d1,
    a2 * e1 + c2 * f1 + e2,
    b2 * e1 + d2 * f1 + f2,
  ];
}

export function invert(m: Matrix): Matrix {
  const [a, b, c, d, e, f] = m;
  const det = a * d - b * c;
  return [d / det, -b / det, -c / det, a / det, (c * f - d * e) / det, (b * e - a * f) / det];
}

export function transformPoint(m: Matrix, x: number, y: number): { x: number; y: number } {
  return { x: m[0] * x + m[2] * y + m[4], y: m[1] * x + m[3] * y + m[5] };
}

export interface DrawStep {
  /** Canvas transform to set before drawing. */
  matrix: Matrix;
  /** Where to draw the source rectangle before the transform (the unturned output frame). */
  width: number;
  height: number;
}

/** How to draw a plan onto a canvas of the plan's size times `scale`. */
export function drawStep(plan: Plan, scale = 1): DrawStep {
  const odd = plan.turns % 2 === 1;
  const width = (odd ? plan.size.height : plan.size.width) * scale;
  const height = (odd ? plan.size.width : plan.size.height) * scale;
  let matrix: Matrix = plan.flip ? [-1, 0, 0, 1, width, 0] : IDENTITY;
  let frame = { width, height };
  for (let i = 0; i < plan.turns; i++) {
    matrix = multiply([0, 1, -1, 0, frame.height, 0], matrix);
    frame = { width: frame.height, height: frame.width };
  }
  return { matrix, width, height };
}

/** Rounded output size (at least 1×1), the size the exported file will have. */
export function outputSize(plan: Plan): Size {
  return { width: Math.max(1, Math.round(plan.size.width)), height: Math.max(1, Math.round(plan.size.height)) };
}

/** The other side of a resize when the aspect ratio is locked. */
export function linkedSize(current: Size, changed: 'width' | 'height', value: number): Size {
  if (changed === 'width') {
    return { width: value, height: Math.max(1, Math.round((value * current.height) / current.width)) };
  }
  return { width: Math.max(1, Math.round((value * current.width) / current.height)), height: value };
}

/** Fits a size into maxSide×maxSide without enlarging it: the scale factor to use. */
export function fitScale(size: Size, maxSide: number): number {
  const longest = Math.max(size.width, size.height);
  return longest > maxSide ? maxSide / longest : 1;
}
