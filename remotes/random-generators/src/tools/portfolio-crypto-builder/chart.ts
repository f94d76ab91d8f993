/** Angles in radians, measured clockwise from 12 o'clock. */
export interface Arc {
  start: number;
  end: number;
}

const FULL = 2 * Math.PI;

/** One arc per weight, laid end to end; together they make exactly one full turn. */
export function arcsFor(weights: readonly number[]): Arc[] {
  const total = weights.reduce((a, b) => a + b, 0);
  if (total <= 0) return weights.map(() => ({ start: 0, end: 0 }));
  let running = 0;
  return weights.map((w) => {
    const start = (running / total) * FULL;
    running += w;
    // The last arc ends on the integer total, so rounding never leaves a hairline gap at the top.
    const end = (running / total) * FULL;
    return { start, end };
  });
}

function point(cx: number, cy: number, r: number, angle: number): string {
  const x = cx + r * Math.sin(angle);
  const y = cy - r * Math.cos(angle);
  return `${round(x)} ${round(y)}`;
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}

/**
 * An SVG path for one slice of a ring. A slice of (almost) a whole turn is drawn as two halves,
 * since an arc whose end meets its start draws nothing.
 */
export function ringSlicePath(arc: Arc, cx: number, cy: number, outer: number, inner: number): string {
  const sweep = arc.end - arc.start;
  if (sweep <= 0) return '';
  if (sweep >= FULL - 1e-6) {
    const mid = arc.start + Math.PI;
    return [
      `M ${point(cx, cy, outer, arc.start)}`,
      `A ${outer} ${outer} 0 1 1 ${point(cx, cy, outer, mid)}`,
      `A ${outer} ${outer} 0 1 1 ${point(cx, cy, outer, arc.start)}`,
      `M ${point(cx, cy, inner, arc.start)}`,
      `A ${inner} ${inner} 0 1 0 ${point(cx, cy, inner, mid)}`,
      `A ${inner} ${inner} 0 1 0 ${point(cx, cy, inner, arc.start)}`,
      'Z',
    ].join(' ');
  }
  const large = sweep > Math.PI ? 1 : 0;
  return [
    `M ${point(cx, cy, outer, arc.start)}`,
    `A ${outer} ${outer} 0 ${large} 1 ${point(cx, cy, outer, arc.end)}`,
    `L ${point(cx, cy, inner, arc.end)}`,
    `A ${inner} ${inner} 0 ${large} 0 ${point(cx, cy, inner, arc.start)}`,
    'Z',
  ].join(' ');
}

/**
 * Twenty mid-tone hues, ordered so neighbouring slices differ strongly. Their lightness sits
 * between the light and dark surfaces, so each reads on both themes.
 */
export const PALETTE: readonly string[] = [
  '#4f7fe0', '#e0793a', '#2aa876', '#d9508a', '#8a6be0', '#c9a227', '#2a9fc0', '#d0543f', '#6aa83a', '#b05fc8',
  '#3f8f8a', '#e0668f', '#7f8a2a', '#5a6fd0', '#c47a3a', '#39a0a0', '#a65fa0', '#5e9a5e', '#d07a6a', '#7a7fe0',
];

export function sliceColor(index: number): string {
  return PALETTE[index % PALETTE.length]!;
}
