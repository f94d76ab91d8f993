import { BALL_RADIUS, WORLD_HEIGHT, WORLD_WIDTH, type BounceState } from './logic';

export const COLOUR_FALLBACKS = {
  surface: '#ffffff',
  border: '#d5d9e4',
  text: '#161a26',
  accent: '#4f46e5',
  accentContrast: '#ffffff',
  dangerSoft: '#fde4e1',
  danger: '#b42318',
  success: '#137a3f',
};
export type Colours = typeof COLOUR_FALLBACKS;

const FLASH_S = 0.3;

/**
 * Draws one frame in world units. `pixelWidth` is the canvas backing width, so the world is
 * scaled straight to device pixels.
 */
export function paintFrame(ctx: CanvasRenderingContext2D, pixelWidth: number, colours: Colours, state: BounceState, effects: boolean): void {
  const k = pixelWidth / WORLD_WIDTH;
  ctx.setTransform(k, 0, 0, k, 0, 0);
  ctx.clearRect(0, 0, WORLD_WIDTH, WORLD_HEIGHT);

  // The floor is where the ball is lost: a warm band there tells you without words.
  const floor = ctx.createLinearGradient(0, WORLD_HEIGHT - 70, 0, WORLD_HEIGHT);
  // Fading to the same colour at zero alpha: fading to 'transparent' (black) would grey the band.
  floor.addColorStop(0, transparentOf(colours.dangerSoft));
  floor.addColorStop(1, colours.dangerSoft);
  ctx.fillStyle = floor;
  ctx.fillRect(0, WORLD_HEIGHT - 70, WORLD_WIDTH, 70);
  ctx.fillStyle = colours.danger;
  ctx.fillRect(0, WORLD_HEIGHT - 3, WORLD_WIDTH, 3);

  ctx.fillStyle = colours.border;
  ctx.font = '900 150px system-ui, sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(String(state.score), WORLD_WIDTH / 2, WORLD_HEIGHT * 0.4);

  const { x, y } = state.ball;
  // A shadow on the floor shrinks as the ball climbs, so height reads at a glance.
  const height = Math.max(0, Math.min(1, (WORLD_HEIGHT - y) / WORLD_HEIGHT));
  ctx.fillStyle = colours.text;
  ctx.globalAlpha = 0.12 * (1 - height * 0.7);
  ctx.beginPath();
  ctx.ellipse(x, WORLD_HEIGHT - 8, BALL_RADIUS * (1.1 - height * 0.6), 6, 0, 0, 2 * Math.PI);
  ctx.fill();
  ctx.globalAlpha = 1;

  const sinceHit = state.time - state.lastHitAt;
  if (effects && state.score > 0 && sinceHit >= 0 && sinceHit < FLASH_S) {
    const t = sinceHit / FLASH_S;
    ctx.strokeStyle = colours.success;
    ctx.lineWidth = 4 * (1 - t);
    ctx.globalAlpha = 1 - t;
    ctx.beginPath();
    ctx.arc(x, y, BALL_RADIUS * (1 + t * 0.9), 0, 2 * Math.PI);
    ctx.stroke();
    ctx.globalAlpha = 1;
  }

  ctx.fillStyle = colours.accent;
  ctx.beginPath();
  ctx.arc(x, y, BALL_RADIUS, 0, 2 * Math.PI);
  ctx.fill();
  // Seams turn with the distance rolled, which makes side kicks visible.
  const turn = x / BALL_RADIUS;
  ctx.save();
  ctx.beginPath();
  ctx.arc(x, y, BALL_RADIUS, 0, 2 * Math.PI);
  ctx.clip();
  ctx.strokeStyle = colours.accentContrast;
  ctx.globalAlpha = 0.55;
  ctx.lineWidth = 3;
  ctx.translate(x, y);
  ctx.rotate(turn);
  ctx.beginPath();
  ctx.moveTo(-BALL_RADIUS, 0);
  ctx.lineTo(BALL_RADIUS, 0);
  ctx.moveTo(0, -BALL_RADIUS);
  ctx.lineTo(0, BALL_RADIUS);
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(-BALL_RADIUS * 1.25, 0, BALL_RADIUS * 0.9, -0.9, 0.9);
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(BALL_RADIUS * 1.25, 0, BALL_RADIUS * 0.9, Math.PI - 0.9, Math.PI + 0.9);
  ctx.stroke();
  ctx.restore();
  ctx.globalAlpha = 0.3;
  ctx.fillStyle = colours.accentContrast;
  ctx.beginPath();
  ctx.arc(x - BALL_RADIUS * 0.35, y - BALL_RADIUS * 0.4, BALL_RADIUS * 0.28, 0, 2 * Math.PI);
  ctx.fill();
  ctx.globalAlpha = 1;
}

/** The colour at zero alpha; a plain transparent for colours that are not #rgb/#rrggbb. */
export function transparentOf(colour: string): string {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!match) return 'rgba(0, 0, 0, 0)';
  const hex = match[1]!.length === 3 ? [...match[1]!].map((c) => c + c).join('') : match[1]!;
  return `rgba(${parseInt(hex.slice(0, 2), 16)}, ${parseInt(hex.slice(2, 4), 16)}, ${parseInt(hex.slice(4, 6), 16)}, 0)`;
}
