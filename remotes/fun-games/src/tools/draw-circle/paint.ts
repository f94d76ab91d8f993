import { errorLevel, mixHex, type Circle, type StrokePoint } from './logic';

export const COLOUR_FALLBACKS = {
  surface: '#ffffff',
  surface2: '#eef0f6',
  border: '#d5d9e4',
  text: '#161a26',
  textMuted: '#545c70',
  accent: '#4f46e5',
  success: '#137a3f',
  warning: '#8a5a00',
  danger: '#b42318',
};
export type Colours = typeof COLOUR_FALLBACKS;

/** Green on the circle, through amber, to red where the stroke strays. */
export function errorColour(colours: Colours, relativeError: number): string {
  const level = errorLevel(relativeError);
  const mixed = level < 0.5 ? mixHex(colours.success, colours.warning, level * 2) : mixHex(colours.warning, colours.danger, (level - 0.5) * 2);
  if (mixed) return mixed;
  return level < 0.34 ? colours.success : level < 0.67 ? colours.warning : colours.danger;
}

export interface Scene {
  size: number;
  points: readonly StrokePoint[];
  /** Relative radial error per point, when a fit exists. */
  errors: readonly number[] | null;
  /** The ideal circle, shown once a stroke is scored. */
  ideal: Circle | null;
}

export function paintScene(ctx: CanvasRenderingContext2D, colours: Colours, scene: Scene): void {
  const { size, points, errors, ideal } = scene;
  ctx.clearRect(0, 0, size, size);

  if (points.length === 0) {
    // A faint target in the middle invites the first stroke.
    ctx.fillStyle = colours.border;
    ctx.beginPath();
    ctx.arc(size / 2, size / 2, 4, 0, 2 * Math.PI);
    ctx.fill();
  }

  if (ideal) {
    ctx.save();
    ctx.setLineDash([8, 8]);
    ctx.lineWidth = 2;
    ctx.strokeStyle = colours.accent;
    ctx.globalAlpha = 0.8;
    ctx.beginPath();
    ctx.arc(ideal.cx, ideal.cy, ideal.r, 0, 2 * Math.PI);
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.fillStyle = colours.accent;
    ctx.beginPath();
    ctx.arc(ideal.cx, ideal.cy, 3, 0, 2 * Math.PI);
    ctx.fill();
    ctx.restore();
  }

  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.lineWidth = Math.max(4, size / 90);
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    ctx.strokeStyle = errors ? errorColour(colours, ((errors[i - 1] ?? 0) + (errors[i] ?? 0)) / 2) : colours.text;
    ctx.beginPath();
    ctx.moveTo(a.x, a.y);
    ctx.lineTo(b.x, b.y);
    ctx.stroke();
  }
  if (points.length === 1) {
    const p = points[0]!;
    ctx.fillStyle = colours.text;
    ctx.beginPath();
    ctx.arc(p.x, p.y, ctx.lineWidth / 2, 0, 2 * Math.PI);
    ctx.fill();
  }
}
