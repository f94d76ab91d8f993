import { randomBelow, secureRandom, type RandomSource } from '../../random/secure';

/** Channels are whole numbers 0..255. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** Hue 0..360 (exclusive), saturation and lightness 0..100, all unrounded. */
export interface Hsl {
  h: number;
  s: number;
  l: number;
}

/** Accepts "#1e90ff", "1E90FF" and the short "#39f"; anything else is null. */
export function hexToRgb(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  let digits = match[1]!;
  if (digits.length === 3) digits = [...digits].map((d) => d + d).join('');
  const value = Number.parseInt(digits, 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
}

export function rgbToHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

export function rgbToHsl({ r, g, b }: Rgb): Hsl {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l: l * 100 };
  const s = d / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === rn) h = ((gn - bn) / d) % 6;
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  h *= 60;
  if (h < 0) h += 360;
  return { h, s: s * 100, l: l * 100 };
}

export function hslToRgb({ h, s, l }: Hsl): Rgb {
  const sn = Math.min(100, Math.max(0, s)) / 100;
  const ln = Math.min(100, Math.max(0, l)) / 100;
  const hue = ((h % 360) + 360) % 360;
  const c = (1 - Math.abs(2 * ln - 1)) * sn;
  const x = c * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = ln - c / 2;
  const sector = Math.floor(hue / 60);
  const [r1, g1, b1] = [
    [c, x, 0],
    [x, c, 0],
    [0, c, x],
    [0, x, c],
    [x, 0, c],
    [c, 0, x],
  ][sector]!;
  const channel = (v: number) => Math.min(255, Math.max(0, Math.round((v + m) * 255)));
  return { r: channel(r1!), g: channel(g1!), b: channel(b1!) };
}

export function formatRgb({ r, g, b }: Rgb): string {
  return `rgb(${r}, ${g}, ${b})`;
}

/** Rounded to whole degrees and percents, as people type them. */
export function formatHsl(rgb: Rgb): string {
  const { h, s, l } = rgbToHsl(rgb);
  return `hsl(${Math.round(h) % 360}, ${Math.round(s)}%, ${Math.round(l)}%)`;
}

/** WCAG 2 relative luminance (sRGB, 0.04045 threshold as in the current sRGB standard). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const linear = (c: number) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export type WcagRating = 'AAA' | 'AA' | 'AA Large' | 'Fail';

/** For normal text: AAA at 7:1, AA at 4.5:1; large text (18pt, or 14pt bold) passes AA at 3:1. */
export function wcagRating(ratio: number): WcagRating {
  if (ratio >= 7) return 'AAA';
  if (ratio >= 4.5) return 'AA';
  if (ratio >= 3) return 'AA Large';
  return 'Fail';
}

/** Two decimals, cut rather than rounded so 4.499 never shows as a passing 4.50. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

export const WHITE: Rgb = { r: 255, g: 255, b: 255 };
export const BLACK: Rgb = { r: 0, g: 0, b: 0 };

export type ColorStyle = 'any' | 'pastel' | 'vivid' | 'dark' | 'light' | 'muted';

export const STYLE_NAMES: Record<ColorStyle, string> = {
  any: 'Any colour',
  pastel: 'Pastel',
  vivid: 'Vivid',
  dark: 'Dark',
  light: 'Light',
  muted: 'Muted',
};

/** Saturation and lightness bands (inclusive, whole percents) for each style; hue is always 0..359. */
const STYLE_BANDS: Record<Exclude<ColorStyle, 'any'>, { s: [number, number]; l: [number, number] }> = {
  pastel: { s: [55, 90], l: [78, 90] },
  vivid: { s: [80, 100], l: [42, 58] },
  dark: { s: [30, 90], l: [10, 28] },
  light: { s: [20, 80], l: [85, 96] },
  muted: { s: [10, 35], l: [35, 70] },
};

function between(low: number, high: number, source: RandomSource): number {
  return low + randomBelow(high - low + 1, source);
}

/** "Any" is uniform over all 16,777,216 sRGB colours; the styles are uniform within their HSL band. */
export function randomColor(style: ColorStyle, source: RandomSource = secureRandom): Rgb {
  if (style === 'any') {
    const value = randomBelow(2 ** 24, source);
    return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
  }
  const band = STYLE_BANDS[style];
  return hslToRgb({ h: randomBelow(360, source), s: between(...band.s, source), l: between(...band.l, source) });
}

export const PALETTE_MIN = 1;
export const PALETTE_MAX = 10;

/** A palette as it travels in the URL: "1e90ff-ff8800", lower-case hex without "#". */
export function serializePalette(colors: readonly Rgb[]): string {
  return colors.map((c) => rgbToHex(c).slice(1).toLowerCase()).join('-');
}

/** Null when the text is not a list of 1..10 six-digit hex colours. */
export function parsePalette(text: string): Rgb[] | null {
  if (!text) return null;
  const parts = text.split('-');
  if (parts.length < PALETTE_MIN || parts.length > PALETTE_MAX) return null;
  const colors: Rgb[] = [];
  for (const part of parts) {
    if (!/^[0-9a-f]{6}$/i.test(part)) return null;
    colors.push(hexToRgb(part)!);
  }
  return colors;
}

/** Locked positions as "0-3"; unknown or out-of-range positions are dropped. */
export function parseLocked(text: string, size: number): number[] {
  if (!text) return [];
  const positions = text
    .split('-')
    .filter((part) => /^\d+$/.test(part))
    .map(Number)
    .filter((i) => i < size);
  return [...new Set(positions)].sort((a, b) => a - b);
}

export function serializeLocked(locked: readonly number[]): string {
  return [...locked].sort((a, b) => a - b).join('-');
}

/** New colours everywhere except the locked positions. */
export function regenerate(colors: readonly Rgb[], locked: readonly number[], style: ColorStyle, source: RandomSource = secureRandom): Rgb[] {
  return colors.map((color, i) => (locked.includes(i) ? color : randomColor(style, source)));
}

/** Grows with new colours or shrinks from the end, keeping every colour that remains. */
export function resizePalette(colors: readonly Rgb[], size: number, style: ColorStyle, source: RandomSource = secureRandom): Rgb[] {
  const clamped = Math.min(PALETTE_MAX, Math.max(PALETTE_MIN, Math.trunc(size)));
  if (clamped <= colors.length) return colors.slice(0, clamped);
  return [...colors, ...Array.from({ length: clamped - colors.length }, () => randomColor(style, source))];
}
