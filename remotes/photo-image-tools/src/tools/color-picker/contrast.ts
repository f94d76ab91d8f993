/** WCAG 2.x contrast between a text colour and its background. */
import { clamp, type Rgba } from './logic';

function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(color: Rgba): number {
  return 0.2126 * linear(color.r) + 0.7152 * linear(color.g) + 0.0722 * linear(color.b);
}

/** A translucent colour as it looks over an opaque backdrop. */
export function flatten(color: Rgba, backdrop: Rgba): Rgba {
  const a = clamp(color.a, 0, 1);
  return {
    r: color.r * a + backdrop.r * (1 - a),
    g: color.g * a + backdrop.g * (1 - a),
    b: color.b * a + backdrop.b * (1 - a),
    a: 1,
  };
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/** Text is drawn over the background; a translucent background is taken as sitting on white. */
export function contrastRatio(text: Rgba, background: Rgba): number {
  const bg = flatten(background, WHITE);
  const fg = flatten(text, bg);
  const [light, dark] = [relativeLuminance(fg), relativeLuminance(bg)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export interface ContrastVerdict {
  aaNormal: boolean;
  aaLarge: boolean;
  aaaNormal: boolean;
  aaaLarge: boolean;
}

/** WCAG compares the unrounded ratio with the thresholds. */
export function contrastVerdict(ratio: number): ContrastVerdict {
  return { aaNormal: ratio >= 4.5, aaLarge: ratio >= 3, aaaNormal: ratio >= 7, aaaLarge: ratio >= 4.5 };
}

/** Shown rounded down so that a ratio just under 4.5 never reads as "4.50". */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}
