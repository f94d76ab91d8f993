import { animate } from './motion';
import type { ArtPlan, PlanShape } from './plan';

const TAU = Math.PI * 2;

function pointAt(points: number[], index: number): number {
  return points[index % points.length] ?? 0.5;
}

function heartPath(ctx: CanvasRenderingContext2D, r: number) {
  ctx.beginPath();
  ctx.moveTo(0, r * 0.35);
  ctx.bezierCurveTo(-r * 1.1, -r * 0.4, -r * 0.5, -r * 1.15, 0, -r * 0.45);
  ctx.bezierCurveTo(r * 0.5, -r * 1.15, r * 1.1, -r * 0.4, 0, r * 0.35);
  ctx.closePath();
}

function starPath(ctx: CanvasRenderingContext2D, r: number, spikes: number, inner: number) {
  ctx.beginPath();
  for (let i = 0; i < spikes * 2; i++) {
    const radius = i % 2 === 0 ? r : r * inner;
    const angle = (i * Math.PI) / spikes;
    ctx.lineTo(Math.cos(angle) * radius, Math.sin(angle) * radius);
  }
  ctx.closePath();
}

function drawShape(ctx: CanvasRenderingContext2D, shape: PlanShape, side: number, t: number) {
  const pose = animate(shape, t);
  const r = shape.size * side * pose.scale;
  const pts = shape.points;
  ctx.save();
  ctx.globalAlpha = shape.alpha;
  ctx.fillStyle = shape.color;
  ctx.strokeStyle = shape.color;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';

  if (shape.kind === 'wave') {
    // Waves span the whole width; phase moves with time so they roll slowly.
    const y0 = pose.y * side;
    const wavelength = side * (0.25 + pointAt(pts, 0) * 0.5);
    ctx.lineWidth = side * (0.006 + pointAt(pts, 1) * 0.02);
    ctx.beginPath();
    for (let x = -10; x <= side + 10; x += side / 80) {
      const y = y0 + Math.sin((x / wavelength) * TAU + shape.phase + t * shape.speed * 1.5) * r;
      if (x === -10) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    }
    ctx.stroke();
    ctx.restore();
    return;
  }

  ctx.translate(pose.x * side, pose.y * side);
  ctx.rotate(pose.rotation);
  switch (shape.kind) {
    case 'burst': {
      const rays = 10 + Math.floor(pointAt(pts, 0) * 10);
      ctx.lineWidth = Math.max(1, r * 0.06);
      for (let i = 0; i < rays; i++) {
        const angle = (i / rays) * TAU;
        const length = r * (0.55 + pointAt(pts, i) * 0.45);
        ctx.beginPath();
        ctx.moveTo(Math.cos(angle) * r * 0.25, Math.sin(angle) * r * 0.25);
        ctx.lineTo(Math.cos(angle) * length, Math.sin(angle) * length);
        ctx.stroke();
      }
      ctx.beginPath();
      ctx.arc(0, 0, r * 0.18, 0, TAU);
      ctx.fill();
      break;
    }
    case 'confetti':
      if (pointAt(pts, 0) < 0.5) ctx.fillRect(-r, -r * 0.4, r * 2, r * 0.8);
      else {
        ctx.beginPath();
        ctx.arc(0, 0, r * 0.7, 0, TAU);
        ctx.fill();
      }
      break;
    case 'heart':
      heartPath(ctx, r);
      ctx.fill();
      break;
    case 'bubble':
    case 'orb': {
      const glow = ctx.createRadialGradient(0, 0, 0, 0, 0, r);
      glow.addColorStop(0, shape.color);
      glow.addColorStop(1, 'rgba(255,255,255,0)');
      ctx.fillStyle = glow;
      ctx.beginPath();
      ctx.arc(0, 0, r, 0, TAU);
      ctx.fill();
      break;
    }
    case 'ray': {
      const spread = 0.04 + pointAt(pts, 0) * 0.08;
      const angle = -Math.PI / 2 + (pointAt(pts, 1) - 0.5) * 1.6 - shape.rotation;
      ctx.rotate(-pose.rotation);
      const light = ctx.createLinearGradient(0, 0, Math.cos(angle) * r, Math.sin(angle) * r);
      light.addColorStop(0, shape.color);
      light.addColorStop(1, 'rgba(255,255,255,0)');
      ctx.fillStyle = light;
      ctx.beginPath();
      ctx.moveTo(0, 0);
      ctx.lineTo(Math.cos(angle - spread) * r, Math.sin(angle - spread) * r);
      ctx.lineTo(Math.cos(angle + spread) * r, Math.sin(angle + spread) * r);
      ctx.closePath();
      ctx.fill();
      break;
    }
    case 'star':
      starPath(ctx, r * 1.6, 4, 0.3);
      ctx.fill();
      break;
    case 'ring':
      ctx.lineWidth = Math.max(1, side * (0.002 + pointAt(pts, 0) * 0.006));
      ctx.setLineDash([r * 0.1 * pointAt(pts, 1), r * 0.08 * pointAt(pts, 2)]);
      ctx.beginPath();
      ctx.ellipse(0, 0, r, r * (0.5 + pointAt(pts, 3) * 0.5), 0, 0, TAU);
      ctx.stroke();
      break;
    case 'spark':
      starPath(ctx, r, 5 + Math.floor(pointAt(pts, 0) * 4), 0.35);
      ctx.fill();
      break;
    case 'drop':
      ctx.rotate(-pose.rotation);
      ctx.beginPath();
      ctx.moveTo(0, -r * 2.2);
      ctx.quadraticCurveTo(r, 0, 0, r);
      ctx.quadraticCurveTo(-r, 0, 0, -r * 2.2);
      ctx.fill();
      break;
    case 'drip':
      ctx.rotate(-pose.rotation);
      ctx.lineWidth = side * (0.004 + pointAt(pts, 0) * 0.01);
      ctx.beginPath();
      ctx.moveTo(0, 0);
      ctx.lineTo(0, r);
      ctx.stroke();
      ctx.beginPath();
      ctx.arc(0, r, ctx.lineWidth * 0.9, 0, TAU);
      ctx.fill();
      break;
    case 'scribble':
      ctx.lineWidth = Math.max(1, side * 0.0025);
      ctx.beginPath();
      ctx.moveTo((pointAt(pts, 0) - 0.5) * r * 2, (pointAt(pts, 1) - 0.5) * r * 2);
      for (let i = 2; i < pts.length; i += 2) {
        ctx.lineTo((pointAt(pts, i) - 0.5) * r * 2, (pointAt(pts, i + 1) - 0.5) * r * 2);
      }
      ctx.stroke();
      break;
    case 'shard':
      ctx.beginPath();
      ctx.moveTo(0, -r * (0.8 + pointAt(pts, 0)));
      ctx.lineTo(r * (0.2 + pointAt(pts, 1) * 0.4), r * (0.3 + pointAt(pts, 2) * 0.5));
      ctx.lineTo(-r * (0.2 + pointAt(pts, 3) * 0.4), r * (0.2 + pointAt(pts, 4) * 0.5));
      ctx.closePath();
      ctx.fill();
      break;
    case 'bolt': {
      const steps = 5 + Math.floor(pointAt(pts, 0) * 5);
      ctx.lineWidth = Math.max(2, side * (0.004 + pointAt(pts, 1) * 0.008));
      ctx.lineJoin = 'miter';
      ctx.beginPath();
      ctx.moveTo(-r / 2, 0);
      for (let i = 1; i <= steps; i++) {
        const zig = i % 2 === 0 ? -1 : 1;
        ctx.lineTo(-r / 2 + (r * i) / steps, zig * r * 0.12 * (0.4 + pointAt(pts, i + 1)));
      }
      ctx.stroke();
      break;
    }
    case 'blob': {
      const bumps = 8;
      ctx.beginPath();
      for (let i = 0; i <= bumps; i++) {
        const angle = (i / bumps) * TAU;
        const radius = r * (0.7 + pointAt(pts, i) * 0.4 + Math.sin(t * shape.speed * 2 + i + shape.phase) * 0.05);
        const px = Math.cos(angle) * radius;
        const py = Math.sin(angle) * radius;
        if (i === 0) ctx.moveTo(px, py);
        else {
          const mid = angle - Math.PI / bumps;
          ctx.quadraticCurveTo(Math.cos(mid) * radius * 1.15, Math.sin(mid) * radius * 1.15, px, py);
        }
      }
      ctx.closePath();
      ctx.fill();
      break;
    }
  }
  ctx.restore();
}

/** Paints a plan on a square canvas of `side` pixels at time t (seconds; 0 for a still image). */
export function drawArt(ctx: CanvasRenderingContext2D, plan: ArtPlan, side: number, t: number) {
  const dx = Math.cos(plan.angle) * side * 0.5;
  const dy = Math.sin(plan.angle) * side * 0.5;
  const background = ctx.createLinearGradient(side / 2 - dx, side / 2 - dy, side / 2 + dx, side / 2 + dy);
  background.addColorStop(0, plan.background[0]);
  background.addColorStop(1, plan.background[1]);
  ctx.globalAlpha = 1;
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, side, side);
  for (const shape of plan.shapes) drawShape(ctx, shape, side, t);
}

/** Paints the plan on a fresh canvas of the chosen size and encodes it as PNG. */
export function renderPng(plan: ArtPlan, side: number, t: number): Promise<Blob | null> {
  return new Promise((resolve) => {
    try {
      const canvas = document.createElement('canvas');
      canvas.width = side;
      canvas.height = side;
      const ctx = canvas.getContext('2d');
      if (!ctx) {
        resolve(null);
        return;
      }
      drawArt(ctx, plan, side, t);
      canvas.toBlob((blob) => resolve(blob), 'image/png');
    } catch {
      resolve(null);
    }
  });
}
