/** The resizer's settings: their kinds, limits and labels, and reading them from the fields and the address. */
export type ResizeMode = 'pixels' | 'percent';
/** How a picture meets a box of another shape: inside it, cropped to fill it, padded to it, or stretched. */
export type FitMode = 'fit' | 'crop' | 'pad' | 'stretch';
export type Anchor = 'center' | 'top' | 'bottom' | 'left' | 'right' | 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';
/** pica's filters; mks2013 resamples and sharpens in one pass and is its recommended default. */
export type ResampleFilter = 'mks2013' | 'lanczos3' | 'lanczos2' | 'hamming' | 'box';
export type ResizeFormat = 'same' | 'jpeg' | 'png' | 'webp' | 'avif';

/** Browser canvases stop at 16384 a side; more than this many pixels risks running out of memory. */
export const MAX_SIDE = 16_384;
export const MAX_OUTPUT_PIXELS = 120_000_000;
export const MIN_PERCENT = 1;
export const MAX_PERCENT = 1000;

export const FIT_LABELS: Record<FitMode, string> = {
  fit: 'Fit inside',
  crop: 'Crop to fill',
  pad: 'Pad to size',
  stretch: 'Stretch',
};

export const FIT_HINTS: Record<FitMode, string> = {
  fit: 'The whole picture, as large as fits in the box; one side may come out shorter.',
  crop: 'Exactly the box size: the picture fills it and the overflow is cut off.',
  pad: 'Exactly the box size: the whole picture, with bars of the background colour.',
  stretch: 'Exactly the box size: the picture is squeezed or stretched to it.',
};

export const ANCHOR_LABELS: Record<Anchor, string> = {
  center: 'Centre',
  top: 'Top',
  bottom: 'Bottom',
  left: 'Left',
  right: 'Right',
  'top-left': 'Top left',
  'top-right': 'Top right',
  'bottom-left': 'Bottom left',
  'bottom-right': 'Bottom right',
};

export const FILTER_LABELS: Record<ResampleFilter, string> = {
  mks2013: 'Best: sharp (recommended)',
  lanczos3: 'Lanczos 3',
  lanczos2: 'Lanczos 2',
  hamming: 'Hamming: softer',
  box: 'Box: blocky, for pixel art',
};

export const FORMAT_LABELS: Record<ResizeFormat, string> = {
  same: 'Same as original',
  jpeg: 'JPEG',
  png: 'PNG',
  webp: 'WebP',
  avif: 'AVIF',
};

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T => ((values as readonly string[]).includes(value) ? (value as T) : fallback);

export const parseMode = (value: string): ResizeMode => oneOf(['pixels', 'percent'], value, 'pixels');
export const parseFit = (value: string): FitMode => oneOf(['fit', 'crop', 'pad', 'stretch'], value, 'fit');
export const parseAnchor = (value: string): Anchor => oneOf(Object.keys(ANCHOR_LABELS) as Anchor[], value, 'center');
export const parseFilter = (value: string): ResampleFilter => oneOf(Object.keys(FILTER_LABELS) as ResampleFilter[], value, 'mks2013');
export const parseFormat = (value: string): ResizeFormat => oneOf(Object.keys(FORMAT_LABELS) as ResizeFormat[], value, 'same');

export type Reading<T> = { value: T } | { error: string };

/** A side in pixels: "1080" or "1080px"; blank is automatic (null), from the other side and the shape. */
export function parseSide(text: string): Reading<number | null> {
  const trimmed = text.trim().replace(/\s*px$/i, '');
  if (trimmed === '') return { value: null };
  if (!/^\d+$/.test(trimmed)) return { error: 'Enter whole pixels, like 1080, or leave it empty for automatic.' };
  const value = Number(trimmed);
  if (value < 1) return { error: 'Enter at least 1 pixel.' };
  if (value > MAX_SIDE) return { error: `Enter at most ${MAX_SIDE} pixels.` };
  return { value };
}

/** A scale: "50", "50%", "12.5" or "12,5" (a decimal comma), from 1% to 1000%. */
export function parsePercent(text: string): Reading<number> {
  const trimmed = text.trim().replace(/\s*%$/, '').replace(/^(\d*),(\d+)$/, '$1.$2');
  if (trimmed === '') return { error: 'Enter a percentage, like 50.' };
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(trimmed)) return { error: 'Enter a percentage as a number, like 50 or 12.5.' };
  const value = Number(trimmed);
  if (value < MIN_PERCENT || value > MAX_PERCENT) return { error: `Enter a percentage from ${MIN_PERCENT} to ${MAX_PERCENT}.` };
  return { value };
}

export interface SizeSettings {
  mode: ResizeMode;
  width: number | null;
  height: number | null;
  percent: number;
  fit: FitMode;
  anchor: Anchor;
  /** Never make a picture larger than it is. */
  noEnlarge: boolean;
}

/** The size settings as a whole: what is missing, in words, or null when they can be used. */
export function settingsProblem(settings: Pick<SizeSettings, 'mode' | 'width' | 'height'>): string | null {
  if (settings.mode === 'pixels' && settings.width === null && settings.height === null) return 'Enter a width, a height or both.';
  return null;
}
