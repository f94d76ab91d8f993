import type { PlanShape } from './plan';

const TAU = Math.PI * 2;

/** Keeps a moving coordinate on the canvas: leaving one edge (plus a margin) re-enters at the other. */
function wrap(value: number, margin: number): number {
  const span = 1 + margin * 2;
  return ((((value + margin) % span) + span) % span) - margin;
}

/** Where a shape is at time t (seconds): each motion is a pure function of time and phase. */
export function animate(shape: PlanShape, t: number) {
  const s = shape.speed;
  const p = shape.phase;
  let { x, y, rotation } = shape;
  let scale = 1;
  switch (shape.motion) {
    case 'bounce':
      y -= Math.abs(Math.sin(t * s * Math.PI + p)) * 0.04;
      rotation += t * s * 0.8;
      break;
    case 'pulse': {
      // Two quick beats then a rest, like a heartbeat.
      const beat = (t * s + p / TAU) % 1;
      scale = 1 + 0.14 * Math.exp(-(((beat - 0.1) / 0.05) ** 2)) + 0.09 * Math.exp(-(((beat - 0.3) / 0.05) ** 2));
      // Hearts stay nearly upright; bubbles float up slowly and come back in at the bottom.
      if (shape.kind === 'heart') rotation = (shape.rotation - Math.PI) * 0.12;
      else y = wrap(y - t * s * 0.01, 0.1);
      break;
    }
    case 'drift':
      x += Math.sin(t * s * 0.6 + p) * 0.03;
      y += Math.cos(t * s * 0.4 + p) * 0.01;
      break;
    case 'rise':
      if (shape.kind !== 'ray') y = wrap(y - t * s * 0.03, 0.1);
      rotation += Math.sin(t * s + p) * 0.05;
      break;
    case 'orbit': {
      const angle = t * s * 0.08;
      const dx = x - 0.5;
      const dy = y - 0.5;
      x = 0.5 + dx * Math.cos(angle) - dy * Math.sin(angle);
      y = 0.5 + dx * Math.sin(angle) + dy * Math.cos(angle);
      if (shape.kind === 'star') scale = 0.7 + 0.3 * Math.abs(Math.sin(t * s * 3 + p));
      break;
    }
    case 'pop':
      scale = 0.35 + 0.75 * Math.abs(Math.sin(t * s * 1.2 + p));
      rotation += t * s;
      break;
    case 'fall':
      if (shape.kind !== 'drip') y = wrap(y + t * s * 0.12, 0.05);
      else scale = 0.85 + 0.15 * Math.sin(t * s + p);
      break;
    case 'tremble':
      x += Math.sin(t * 37 * s + p) * 0.004 + Math.sin(t * 11 * s + p * 2) * 0.003;
      y += Math.cos(t * 41 * s + p) * 0.004;
      rotation += Math.sin(t * 29 * s + p) * 0.05;
      break;
    case 'jolt': {
      // Jumps to a new pose a few times a second instead of gliding.
      const step = Math.floor(t * s * 3 + p);
      const jump = Math.sin(step * 12.9898 + p * 78.233) * 43758.5453;
      const r = jump - Math.floor(jump);
      x += (r - 0.5) * 0.03;
      y += (((r * 7) % 1) - 0.5) * 0.03;
      rotation += (r - 0.5) * 0.4;
      break;
    }
    case 'ooze':
      scale = 1 + 0.08 * Math.sin(t * s * 1.5 + p);
      if (shape.kind === 'drip') scale *= 1 + 0.15 * Math.sin(t * s * 0.8 + p);
      break;
  }
  return { x, y, rotation, scale };
}
