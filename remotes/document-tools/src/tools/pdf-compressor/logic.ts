/**
 * The PDF Compressor's decisions, as pure functions: the settings read from the URL, how far an
 * image is scaled down, whether a recompressed image is worth keeping, and whether the whole
 * file got smaller (a bigger file is never handed back as "compressed").
 */
import type { SkipReason } from './classify';
import { formatNumber } from '@toolhub/shared/worker';

export type Level = 'light' | 'balanced' | 'strong' | 'custom';
export const LEVELS: readonly Level[] = ['light', 'balanced', 'strong', 'custom'];

export interface Preset {
  label: string;
  /** JPEG quality, 10–95. */
  quality: number;
  /** Pictures sharper than this (dots per inch, as printed on the page) are scaled down to it. */
  dpi: number | null;
  hint: string;
}

export const PRESETS: Record<Exclude<Level, 'custom'>, Preset> = {
  light: { label: 'Light', quality: 85, dpi: 300, hint: 'Print quality: pictures stay sharp on paper.' },
  balanced: { label: 'Balanced', quality: 70, dpi: 150, hint: 'Good on screen and for office printing. Best for most files.' },
  strong: { label: 'Strong', quality: 50, dpi: 100, hint: 'Smallest file, for email and upload limits: pictures get softer.' },
};

export const DPI_CHOICES = ['none', '300', '200', '150', '100', '72'] as const;
export type DpiChoice = (typeof DPI_CHOICES)[number];
export const DPI_LABELS: Record<DpiChoice, string> = {
  none: 'Never: keep every picture’s size',
  '300': '300 DPI (print)',
  '200': '200 DPI',
  '150': '150 DPI (screen and office printing)',
  '100': '100 DPI (screen)',
  '72': '72 DPI (smallest)',
};

export const QUALITY_MIN = 10;
export const QUALITY_MAX = 95;

export interface CompressSettings {
  level: Level;
  quality: number;
  maxDpi: number | null;
  grayscale: boolean;
  removeMetadata: boolean;
}

/** The URL's strings: level, q (quality) and dpi (both only for a custom level), grey, meta. */
export interface RawSettings {
  level: string;
  q: string;
  dpi: string;
  grey: string;
  meta: string;
}

export const DEFAULT_LEVEL = 'balanced' satisfies Level;

export function parseLevel(text: string): Level {
  return (LEVELS as readonly string[]).includes(text) ? (text as Level) : DEFAULT_LEVEL;
}

export function parseQuality(text: string, fallback: number): number {
  if (!/^\d{1,3}$/.test(text.trim())) return fallback;
  return Math.min(QUALITY_MAX, Math.max(QUALITY_MIN, Number(text)));
}

export function parseDpi(text: string, fallback: number | null): number | null {
  if (text === 'none') return null;
  return (DPI_CHOICES as readonly string[]).includes(text) ? Number(text) : fallback;
}

export function dpiChoice(dpi: number | null): DpiChoice {
  if (dpi === null) return 'none';
  const text = String(dpi);
  return (DPI_CHOICES as readonly string[]).includes(text) ? (text as DpiChoice) : '150';
}

export function readSettings(raw: RawSettings): CompressSettings {
  const level = parseLevel(raw.level);
  const base = level === 'custom' ? PRESETS.balanced : PRESETS[level];
  return {
    level,
    quality: level === 'custom' ? parseQuality(raw.q, base.quality) : base.quality,
    maxDpi: level === 'custom' ? parseDpi(raw.dpi, base.dpi) : base.dpi,
    grayscale: raw.grey === '1',
    removeMetadata: raw.meta === '1',
  };
}

/** Whether two runs would write the same file (the result on screen is out of date otherwise). */
export function sameSettings(a: CompressSettings, b: CompressSettings): boolean {
  return a.quality === b.quality && a.maxDpi === b.maxDpi && a.grayscale === b.grayscale && a.removeMetadata === b.removeMetadata;
}

/** How big a picture appears on the page, in points (1/72 inch), along its own width and height. */
export interface DisplaySize {
  width: number;
  height: number;
}

/** Scaling that removes less than this share of the width is not worth a resample. */
const MIN_SHRINK = 0.9;
/** Never below this many pixels along an edge, however small the picture is shown. */
const MIN_EDGE = 8;

/**
 * The pixel size to write a `width` × `height` picture at, shown at `display` points, so that it
 * keeps at most `maxDpi` dots per inch in both directions (aspect ratio kept). Unchanged when the
 * size shown is unknown, there is no limit, or the picture is (nearly) within it already.
 */
export function targetSize(width: number, height: number, display: DisplaySize | null, maxDpi: number | null): { width: number; height: number; resized: boolean } {
  const same = { width, height, resized: false };
  if (maxDpi === null || display === null || !(display.width > 0) || !(display.height > 0)) return same;
  if (!Number.isFinite(display.width) || !Number.isFinite(display.height)) return same;
  const dpiX = (width * 72) / display.width;
  const dpiY = (height * 72) / display.height;
  // The blurrier direction decides: both keep at least maxDpi.
  const scale = maxDpi / Math.min(dpiX, dpiY);
  if (!(scale < MIN_SHRINK)) return same;
  const shrink = Math.max(scale, MIN_EDGE / Math.min(width, height));
  if (!(shrink < MIN_SHRINK)) return same;
  return { width: Math.max(1, Math.round(width * shrink)), height: Math.max(1, Math.round(height * shrink)), resized: true };
}

/** Picture streams smaller than this are left alone (unless they are to turn grey): little to gain. */
export const MIN_IMAGE_BYTES = 8 * 1024;

/**
 * Whether a recompressed picture replaces the original. Never when it is not smaller; a picture
 * that was scaled down or greyed (as asked) takes any saving; otherwise the saving must be worth
 * the loss of another JPEG pass (10%) or of turning lossless pixels into JPEG (30%).
 */
export function shouldReplace(change: { before: number; after: number; source: 'jpeg' | 'raw'; resized: boolean; greyed: boolean }): boolean {
  const { before, after, source, resized, greyed } = change;
  if (!(after > 0) || after >= before) return false;
  if (resized || greyed) return true;
  return after <= before * (source === 'jpeg' ? 0.9 : 0.7);
}

export type Verdict = { smaller: true; percent: string; saved: number } | { smaller: false; message: string };

/** "38%": the saving rounded, never shown as 0% or 100% (nor as "0%" bigger). */
function percentOf(part: number, whole: number): string {
  const exact = (part / whole) * 100;
  if (exact < 1) return 'less than 1%';
  return `${Math.min(99, Math.round(exact))}%`;
}

/** Whether the result is worth offering: only a file smaller than the original is. */
export function verdict(originalSize: number, newSize: number): Verdict {
  if (originalSize > 0 && newSize > 0 && newSize < originalSize) {
    return { smaller: true, percent: `${percentOf(originalSize - newSize, originalSize)} smaller`, saved: originalSize - newSize };
  }
  const change = newSize === originalSize ? 'the same size' : `${originalSize > 0 ? percentOf(newSize - originalSize, originalSize) : 'slightly'} bigger`;
  return { smaller: false, message: `This PDF is already well compressed: the result would be ${change}, so there is nothing to download.` };
}

/** "report.pdf" → "report-compressed.pdf". */
export function outputName(fileName: string): string {
  const base = fileName.replace(/\.pdf$/i, '').trim();
  return `${base || 'document'}-compressed.pdf`;
}

export const SKIP_LABELS: Record<SkipReason, string> = {
  'not-smaller': 'would not get smaller',
  small: 'already small',
  transparency: 'with transparency that must stay exact',
  'colour-space': 'in CMYK or special colours',
  format: 'in JPEG 2000, JBIG2 or fax formats',
  bits: 'with few colours (1 to 4 bits)',
  settings: 'with unusual encoding settings',
  'too-large': 'too large to decode here (over 50 megapixels)',
  unreadable: 'that could not be decoded',
};

export interface ImageTally {
  /** Pictures found (masks not counted: they belong to their picture). */
  total: number;
  recompressed: number;
  resized: number;
  skipped: Partial<Record<SkipReason, number>>;
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}

/** "5 of 7 images recompressed (3 scaled down); 2 kept as they were: 1 already small, 1 in CMYK or special colours." */
export function imagesSummary(tally: ImageTally): string {
  if (tally.total === 0) return 'This PDF has no pictures to recompress.';
  const reasons = (Object.entries(tally.skipped) as [SkipReason, number][])
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([reason, count]) => `${formatNumber(count)} ${SKIP_LABELS[reason]}`);
  const kept = tally.total - tally.recompressed;
  const done =
    tally.recompressed === 0
      ? `None of the ${plural(tally.total, 'picture')} could be made smaller`
      : `${formatNumber(tally.recompressed)} of ${plural(tally.total, 'picture')} recompressed${tally.resized > 0 ? ` (${formatNumber(tally.resized)} scaled down)` : ''}`;
  if (kept === 0) return `${done}.`;
  if (tally.recompressed === 0) return `${done}: ${reasons.join(', ')}.`;
  return `${done}; ${formatNumber(kept)} kept as ${kept === 1 ? 'it was' : 'they were'}: ${reasons.join(', ')}.`;
}
