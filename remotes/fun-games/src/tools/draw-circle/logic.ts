/** A sample of the stroke in canvas CSS pixels; `t` in milliseconds. */
export interface StrokePoint {
  x: number;
  y: number;
  t: number;
}

export interface Circle {
  cx: number;
  cy: number;
  r: number;
}

export const MIN_POINTS = 24;
/** Strokes are capped so a stuck pointer cannot grow memory or the fit cost without bound. */
export const MAX_POINTS = 6000;
export const MIN_RADIUS = 40;
export const MAX_DURATION_MS = 12_000;
/** The loop may stay open by this much of a turn before it counts as not closed. */
export const MAX_GAP_DEGREES = 40;
/** Going back against the drawing direction for longer than this is a direction change, not tremor. */
export const MAX_BACKTRACK_DEGREES = 20;
/** Relative RMS deviation at which the score reaches 0 %. */
const ZERO_SCORE_DEVIATION = 0.25;

/**
 * Least-squares circle through the points (Kåsa): fits x² + y² + Dx + Ey + F = 0, which is linear
 * in D, E, F. Null when the points do not define a circle (too few, all on one line).
 */
export function fitCircle(points: readonly { x: number; y: number }[]): Circle | null {
  const n = points.length;
  if (n < 3) return null;
  // Centre the data first: it keeps the normal equations well conditioned far from the origin.
  let mx = 0;
  let my = 0;
  for (const p of points) {
    mx += p.x;
    my += p.y;
  }
  mx /= n;
  my /= n;
  let suu = 0, svv = 0, suv = 0, suuu = 0, svvv = 0, suvv = 0, svuu = 0;
  for (const p of points) {
    const u = p.x - mx;
    const v = p.y - my;
    suu += u * u;
    svv += v * v;
    suv += u * v;
    suuu += u * u * u;
    svvv += v * v * v;
    suvv += u * v * v;
    svuu += v * u * u;
  }
  const det = suu * svv - suv * suv;
  const scale = (suu + svv) ** 2;
  if (!(scale > 0) || Math.abs(det) <= scale * 1e-9) return null;
  const bu = (suuu + suvv) / 2;
  const bv = (svvv + svuu) / 2;
  const uc = (bu * svv - bv * suv) / det;
  const vc = (bv * suu - bu * suv) / det;
  const r = Math.sqrt(uc * uc + vc * vc + (suu + svv) / n);
  if (!Number.isFinite(r)) return null;
  return { cx: uc + mx, cy: vc + my, r };
}

/** Signed deviation of each point from the circle, as a fraction of the radius (+ outside). */
export function radialErrors(points: readonly { x: number; y: number }[], circle: Circle): number[] {
  return points.map((p) => (Math.hypot(p.x - circle.cx, p.y - circle.cy) - circle.r) / circle.r);
}

/**
 * RMS of the relative radial error, each point weighted by the stroke length around it so a slow
 * (densely sampled) stretch does not count more than a quick one.
 */
export function weightedDeviation(points: readonly { x: number; y: number }[], errors: readonly number[]): number {
  let sum = 0;
  let total = 0;
  for (let i = 0; i < points.length; i++) {
    const p = points[i]!;
    const prev = points[i - 1] ?? p;
    const next = points[i + 1] ?? p;
    const w = (Math.hypot(p.x - prev.x, p.y - prev.y) + Math.hypot(next.x - p.x, next.y - p.y)) / 2 || 1e-9;
    sum += w * (errors[i] ?? 0) ** 2;
    total += w;
  }
  return total > 0 ? Math.sqrt(sum / total) : 0;
}

/** Percentage of perfection from the relative RMS deviation, one decimal. */
export function scoreFromDeviation(deviation: number): number {
  const raw = 100 * (1 - deviation / ZERO_SCORE_DEVIATION);
  return Math.round(Math.min(100, Math.max(0, raw)) * 10) / 10;
}

export interface Sweep {
  /** Net angle travelled around the centre, radians (sign = direction). */
  net: number;
  /** Longest run against the main direction, radians. */
  longestBacktrack: number;
}

/** How far the stroke went around the centre, and how far it ever went back. */
export function sweepAround(points: readonly { x: number; y: number }[], centre: { cx: number; cy: number }): Sweep {
  const deltas: number[] = [];
  let net = 0;
  let prevAngle: number | null = null;
  for (const p of points) {
    const angle = Math.atan2(p.y - centre.cy, p.x - centre.cx);
    if (prevAngle !== null) {
      let d = angle - prevAngle;
      if (d > Math.PI) d -= 2 * Math.PI;
      else if (d < -Math.PI) d += 2 * Math.PI;
      deltas.push(d);
      net += d;
    }
    prevAngle = angle;
  }
  const direction = Math.sign(net) || 1;
  let run = 0;
  let longestBacktrack = 0;
  for (const d of deltas) {
    if (d * direction < 0) {
      run += Math.abs(d);
      longestBacktrack = Math.max(longestBacktrack, run);
    } else if (d * direction > 0) {
      // Forward progress ends a backtrack only once it outweighs it, so zig-zags still add up.
      run = Math.max(0, run - Math.abs(d));
    }
  }
  return { net, longestBacktrack };
}

export type Verdict =
  | { kind: 'too-few-points' }
  | { kind: 'too-small'; radius: number }
  | { kind: 'too-slow'; seconds: number }
  | { kind: 'direction-changes'; degrees: number }
  | { kind: 'not-closed'; gapDegrees: number }
  | { kind: 'scored'; score: number; circle: Circle; errors: number[]; deviation: number };

const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/** Judges one finished stroke: either why it cannot be scored, or its score and the fitted circle. */
export function judgeStroke(points: readonly StrokePoint[]): Verdict {
  if (points.length < MIN_POINTS) return { kind: 'too-few-points' };
  const circle = fitCircle(points);
  if (!circle) return { kind: 'too-few-points' };
  const errors = radialErrors(points, circle);
  const deviation = weightedDeviation(points, errors);
  if (circle.r < MIN_RADIUS) return { kind: 'too-small', radius: circle.r };
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const seconds = (last.t - first.t) / 1000;
  if (seconds * 1000 > MAX_DURATION_MS) return { kind: 'too-slow', seconds };
  const sweep = sweepAround(points, circle);
  if (toDegrees(sweep.longestBacktrack) > MAX_BACKTRACK_DEGREES) {
    return { kind: 'direction-changes', degrees: Math.round(toDegrees(sweep.longestBacktrack)) };
  }
  const gapDegrees = 360 - toDegrees(Math.abs(sweep.net));
  if (gapDegrees > MAX_GAP_DEGREES) return { kind: 'not-closed', gapDegrees: Math.round(gapDegrees) };
  return { kind: 'scored', score: scoreFromDeviation(deviation), circle, errors, deviation };
}

/** The running score while drawing, or null while there is too little stroke to say. */
export function liveScore(points: readonly StrokePoint[]): number | null {
  if (points.length < MIN_POINTS / 2) return null;
  const circle = fitCircle(points);
  if (!circle || circle.r < MIN_RADIUS / 2) return null;
  return scoreFromDeviation(weightedDeviation(points, radialErrors(points, circle)));
}

export function verdictMessage(verdict: Verdict): string {
  switch (verdict.kind) {
    case 'too-few-points':
      return 'That was too quick to judge. Draw a whole circle in one stroke.';
    case 'too-small':
      return 'Too small! Draw a bigger circle so it can be measured.';
    case 'too-slow':
      return `Too slow: ${verdict.seconds.toFixed(1)} s. Draw the circle in one go, within ${MAX_DURATION_MS / 1000} seconds.`;
    case 'direction-changes':
      return 'You went back and forth. Keep going one way round, clockwise or anticlockwise.';
    case 'not-closed':
      return `Not closed: ${verdict.gapDegrees}° of the circle is missing. Finish where you started.`;
    case 'scored':
      return `${verdict.score.toFixed(1)}% ${praise(verdict.score)}`;
  }
}

export function praise(score: number): string {
  if (score >= 97) return 'Near perfect! Are you a compass?';
  if (score >= 92) return 'Excellent circle!';
  if (score >= 85) return 'Very good.';
  if (score >= 75) return 'Not bad, a bit wobbly.';
  if (score >= 55) return 'More of an egg than a circle.';
  return 'Is that a potato?';
}

/** How far along the error scale a point is, 0 (on the circle) to 1 (clearly off). */
export function errorLevel(relativeError: number): number {
  return Math.min(1, Math.abs(relativeError) / 0.12);
}

/** Mixes two #rrggbb colours; null when either is not in that form. */
export function mixHex(a: string, b: string, t: number): string | null {
  const pa = parseHex(a);
  const pb = parseHex(b);
  if (!pa || !pb) return null;
  const k = Math.min(1, Math.max(0, t));
  const channel = (i: number) => Math.round(pa[i]! + (pb[i]! - pa[i]!) * k);
  return `rgb(${channel(0)} ${channel(1)} ${channel(2)})`;
}

function parseHex(colour: string): [number, number, number] | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!match) return null;
  let hex = match[1]!;
  if (hex.length === 3) hex = [...hex].map((c) => c + c).join('');
  return [parseInt(hex.slice(0, 2), 16), parseInt(hex.slice(2, 4), 16), parseInt(hex.slice(4, 6), 16)];
}

export function sanitizeBest(stored: unknown): number | null {
  return typeof stored === 'number' && Number.isFinite(stored) && stored >= 0 && stored <= 100 ? Math.round(stored * 10) / 10 : null;
}

export function shareText(score: number, best: number | null): string {
  return `I drew a ${score.toFixed(1)}% perfect circle${best !== null && best > score ? ` (my best is ${best.toFixed(1)}%)` : ''}. Can you beat it?`;
}
