import { converter, formatHex, formatRgb as cssRgb, modeHsl, modeLrgb, modeRgb, parseHex, useMode as registerMode, wcagContrast, wcagLuminance } from 'culori/fn';
import { randomBelow, randomInt, secureRandom, type RandomSource } from '@toolhub/shared';

// Only the spaces this tool converts between are registered (lrgb for WCAG luminance), to keep the bundle small.
registerMode(modeRgb);
registerMode(modeLrgb);
registerMode(modeHsl);

const toHslSpace = converter('hsl');
const toRgbSpace = converter('rgb');

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

/** culori works in 0..1 channels. */
const toCulori = ({ r, g, b }: Rgb) => ({ mode: 'rgb' as const, r: r / 255, g: g / 255, b: b / 255 });
const channel = (v: number | undefined) => Math.min(255, Math.max(0, Math.round((v ?? 0) * 255)));
const clampPercent = (v: number) => Math.min(100, Math.max(0, v));

/** Accepts "#1e90ff", "1E90FF" and the short "#39f"; anything else (culori would also take 4 or 8 digits) is null. */
export function hexToRgb(hex: string): Rgb | null {
  const text = hex.trim();
  if (!/^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.test(text)) return null;
  const color = parseHex(text);
  return color ? { r: channel(color.r), g: channel(color.g), b: channel(color.b) } : null;
}

export function rgbToHex(rgb: Rgb): string {
  return formatHex(toCulori(rgb)).toUpperCase();
}

export function rgbToHsl(rgb: Rgb): Hsl {
  const { h, s, l } = toHslSpace(toCulori(rgb));
  // culori leaves the hue of a grey undefined; the tool shows it as 0.
  return { h: h ?? 0, s: s * 100, l: l * 100 };
}

export function hslToRgb({ h, s, l }: Hsl): Rgb {
  const { r, g, b } = toRgbSpace({ mode: 'hsl', h, s: clampPercent(s) / 100, l: clampPercent(l) / 100 });
  return { r: channel(r), g: channel(g), b: channel(b) };
}

export function formatRgb(rgb: Rgb): string {
  return cssRgb(toCulori(rgb));
}

/** Rounded to whole degrees and percents, as people type them (culori's formatHsl keeps two decimals). */
export function formatHsl(rgb: Rgb): string {
  const { h, s, l } = rgbToHsl(rgb);
  return `hsl(${Math.round(h) % 360}, ${Math.round(s)}%, ${Math.round(l)}%)`;
}

/** WCAG 2 relative luminance (culori linearises sRGB with the 0.04045 threshold of the current standard). */
export function relativeLuminance(rgb: Rgb): number {
  return wcagLuminance(toCulori(rgb));
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  return wcagContrast(toCulori(a), toCulori(b));
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

/** "Any" is uniform over all 16,777,216 sRGB colours; the styles are uniform within their HSL band. */
export function randomColor(style: ColorStyle, source: RandomSource = secureRandom): Rgb {
  if (style === 'any') {
    const value = randomBelow(2 ** 24, source);
    return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
  }
  const band = STYLE_BANDS[style];
  return hslToRgb({ h: randomBelow(360, source), s: randomInt(...band.s, source), l: randomInt(...band.l, source) });
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
