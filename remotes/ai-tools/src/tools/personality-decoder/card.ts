import { TRAITS, TRAIT_ORDER } from './items';
import { bandOf, traitPercent, type Scores } from './logic';

export const CARD_WIDTH = 1080;
export const CARD_HEIGHT = 1080;

interface Palette {
  surface: string;
  surface2: string;
  text: string;
  muted: string;
  accent: string;
  font: string;
}

/** The card follows the visitor's theme, read from the design tokens around the canvas. */
function readPalette(element: Element): Palette {
  const style = getComputedStyle(element);
  const token = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    surface: token('--th-surface', '#ffffff'),
    surface2: token('--th-surface-2', '#eef0f6'),
    text: token('--th-text', '#161a26'),
    muted: token('--th-text-muted', '#545c70'),
    accent: token('--th-accent', '#4f46e5'),
    font: token('--th-font', 'system-ui, sans-serif'),
  };
}

function roundedRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) {
  const radius = Math.min(r, h / 2, w / 2);
  ctx.beginPath();
  ctx.moveTo(x + radius, y);
  ctx.arcTo(x + w, y, x + w, y + h, radius);
  ctx.arcTo(x + w, y + h, x, y + h, radius);
  ctx.arcTo(x, y + h, x, y, radius);
  ctx.arcTo(x, y, x + w, y, radius);
  ctx.closePath();
}

/** Draws the shareable result card; returns false where the browser has no 2D canvas. */
export function drawResultCard(canvas: HTMLCanvasElement, scores: Scores): boolean {
  const ctx = canvas.getContext('2d');
  if (!ctx) return false;
  const p = readPalette(canvas);
  canvas.width = CARD_WIDTH;
  canvas.height = CARD_HEIGHT;
  const margin = 80;

  ctx.fillStyle = p.surface;
  ctx.fillRect(0, 0, CARD_WIDTH, CARD_HEIGHT);
  ctx.fillStyle = p.accent;
  ctx.fillRect(0, 0, CARD_WIDTH, 16);

  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = p.muted;
  ctx.font = `600 32px ${p.font}`;
  ctx.fillText('ToolHub · Personality Decoder', margin, 120);
  ctx.fillStyle = p.text;
  ctx.font = `800 72px ${p.font}`;
  ctx.fillText('My Big Five profile', margin, 210);

  const rowTop = 290;
  const rowHeight = 134;
  const barWidth = CARD_WIDTH - margin * 2;
  for (const [row, trait] of TRAIT_ORDER.entries()) {
    const y = rowTop + row * rowHeight;
    const percent = traitPercent(scores, trait);
    ctx.fillStyle = p.text;
    ctx.font = `700 40px ${p.font}`;
    ctx.textAlign = 'left';
    ctx.fillText(TRAITS[trait].name, margin, y + 40);
    ctx.font = `700 40px ${p.font}`;
    ctx.textAlign = 'right';
    ctx.fillText(`${percent}%`, CARD_WIDTH - margin, y + 40);
    ctx.fillStyle = p.muted;
    ctx.font = `500 28px ${p.font}`;
    ctx.fillText(bandOf(percent), CARD_WIDTH - margin - 120, y + 40);
    ctx.textAlign = 'left';

    ctx.fillStyle = p.surface2;
    roundedRect(ctx, margin, y + 60, barWidth, 30, 15);
    ctx.fill();
    if (percent > 0) {
      ctx.fillStyle = p.accent;
      roundedRect(ctx, margin, y + 60, Math.max(30, (barWidth * percent) / 100), 30, 15);
      ctx.fill();
    }
  }

  ctx.fillStyle = p.muted;
  ctx.font = `500 26px ${p.font}`;
  ctx.fillText('IPIP Big-Five Factor Markers · for fun and self-reflection, not a diagnosis', margin, CARD_HEIGHT - 70);
  return true;
}

export function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => {
    try {
      canvas.toBlob((blob) => resolve(blob), 'image/png');
    } catch {
      resolve(null);
    }
  });
}
