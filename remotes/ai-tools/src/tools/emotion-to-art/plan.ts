import { EMOTIONS, type EmotionId, type Motion, type ShapeKind } from './emotions';
import type { Mix } from './logic';
import { createRng, hashString } from './seed';

/**
 * A pure description of one painting: everything random is decided here from the seed, so the
 * drawer only turns numbers into pixels and the same seed and feelings always give the same
 * picture, at any size and in any frame of the animation.
 */
export interface PlanShape {
  kind: ShapeKind;
  emotion: EmotionId;
  motion: Motion;
  /** Position as a fraction of the canvas side (0..1). */
  x: number;
  y: number;
  /** Size as a fraction of the canvas side. */
  size: number;
  rotation: number;
  color: string;
  alpha: number;
  /** Where in its motion cycle the shape starts, so shapes do not move in lockstep. */
  phase: number;
  speed: number;
  /** Extra seeded numbers in 0..1 for outlines (jagged edges, scribbles, blob bumps). */
  points: number[];
}

export interface ArtPlan {
  background: [string, string];
  /** Direction of the background gradient in radians. */
  angle: number;
  shapes: PlanShape[];
}

export const SHAPE_BUDGET = 96;
/** Even a small share of a feeling stays visible. */
const MIN_SHAPES = 6;
const POINTS_PER_SHAPE = 12;

const SIZE: Record<ShapeKind, [number, number]> = {
  burst: [0.07, 0.18],
  confetti: [0.012, 0.028],
  heart: [0.04, 0.11],
  bubble: [0.03, 0.12],
  wave: [0.02, 0.06],
  ray: [0.35, 0.8],
  orb: [0.02, 0.07],
  star: [0.005, 0.018],
  ring: [0.08, 0.42],
  spark: [0.025, 0.06],
  drop: [0.008, 0.02],
  drip: [0.08, 0.3],
  scribble: [0.05, 0.14],
  shard: [0.04, 0.13],
  bolt: [0.2, 0.55],
  blob: [0.06, 0.17],
};

/** Broad marks sit behind fine ones. */
const LAYER: Record<ShapeKind, number> = {
  ray: 0,
  ring: 1,
  wave: 1,
  blob: 2,
  drip: 2,
  bubble: 3,
  burst: 3,
  heart: 4,
  orb: 4,
  bolt: 4,
  shard: 5,
  scribble: 5,
  spark: 6,
  drop: 6,
  star: 6,
  confetti: 7,
};

function parseHex(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(rgb: [number, number, number]): string {
  return '#' + rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('');
}

/** Weighted average of colours, used to blend the backgrounds of mixed feelings. */
export function blendColors(parts: { color: string; weight: number }[]): string {
  const total = parts.reduce((sum, part) => sum + part.weight, 0);
  if (total <= 0) return '#808080';
  const rgb: [number, number, number] = [0, 0, 0];
  for (const part of parts) {
    const [r, g, b] = parseHex(part.color);
    rgb[0] += (r * part.weight) / total;
    rgb[1] += (g * part.weight) / total;
    rgb[2] += (b * part.weight) / total;
  }
  return toHex(rgb);
}

/** Splits the shape budget by share (largest remainders), giving each present feeling a minimum. */
export function allocateShapes(mix: Mix, budget = SHAPE_BUDGET): Map<EmotionId, number> {
  const counts = new Map<EmotionId, number>();
  if (mix.length === 0) return counts;
  const spare = Math.max(0, budget - MIN_SHAPES * mix.length);
  const raw = mix.map((entry) => ({ id: entry.id, exact: entry.share * spare }));
  let given = 0;
  for (const entry of raw) {
    const whole = Math.floor(entry.exact);
    counts.set(entry.id, MIN_SHAPES + whole);
    given += whole;
  }
  const byRemainder = [...raw].sort((a, b) => b.exact - Math.floor(b.exact) - (a.exact - Math.floor(a.exact)));
  for (let i = 0; given < spare && i < byRemainder.length; i++, given++) {
    const entry = byRemainder[i];
    if (entry) counts.set(entry.id, (counts.get(entry.id) ?? 0) + 1);
  }
  return counts;
}

function mixKey(mix: Mix): string {
  return mix.map((entry) => `${entry.id}:${entry.share.toFixed(3)}`).join('|');
}

function pick<T>(items: readonly T[], rng: () => number): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

function placeShape(kind: ShapeKind, rng: () => number): { x: number; y: number } {
  switch (kind) {
    case 'ray':
      // Rays fan out from a low horizon, like light at dawn.
      return { x: 0.2 + rng() * 0.6, y: 0.85 + rng() * 0.2 };
    case 'ring':
      return { x: 0.5 + (rng() - 0.5) * 0.25, y: 0.5 + (rng() - 0.5) * 0.25 };
    case 'wave':
      return { x: 0, y: 0.08 + rng() * 0.84 };
    case 'drip':
      return { x: rng(), y: 0 };
    default:
      return { x: rng(), y: rng() };
  }
}

/** Plans the painting for a mix of feelings and a seed; deterministic, no drawing. */
export function planArt(mix: Mix, seed: string): ArtPlan {
  const rng = createRng(hashString(`${seed}#${mixKey(mix)}`));
  const background: [string, string] =
    mix.length === 0
      ? ['#9aa0ad', '#d9dce3']
      : [
          blendColors(mix.map((entry) => ({ color: EMOTIONS[entry.id].background[0], weight: entry.share }))),
          blendColors(mix.map((entry) => ({ color: EMOTIONS[entry.id].background[1], weight: entry.share }))),
        ];
  const angle = rng() * Math.PI * 2;
  const shapes: PlanShape[] = [];
  for (const [id, count] of allocateShapes(mix)) {
    const emotion = EMOTIONS[id];
    for (let i = 0; i < count; i++) {
      const kind = pick(emotion.shapes, rng);
      const [min, max] = SIZE[kind];
      const { x, y } = placeShape(kind, rng);
      const points: number[] = [];
      for (let p = 0; p < POINTS_PER_SHAPE; p++) points.push(rng());
      shapes.push({
        kind,
        emotion: id,
        motion: emotion.motion,
        x,
        y,
        size: min + rng() * (max - min),
        rotation: rng() * Math.PI * 2,
        color: pick(emotion.palette, rng),
        alpha: kind === 'ray' || kind === 'ring' ? 0.18 + rng() * 0.25 : 0.55 + rng() * 0.45,
        phase: rng() * Math.PI * 2,
        speed: emotion.speed * (0.7 + rng() * 0.6),
        points,
      });
    }
  }
  shapes.sort((a, b) => LAYER[a.kind] - LAYER[b.kind] || b.size - a.size);
  return { background, angle, shapes };
}
