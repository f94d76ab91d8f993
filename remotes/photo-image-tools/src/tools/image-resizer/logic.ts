/**
 * The image resizer's rules, without React or the browser: reading the size fields, working out
 * each picture's new size (fit, crop, pad or stretch) and the region of the original it comes from,
 * preset sizes, output format and file names, and progress.
 */
import { FORMATS, type OutputFormat, type SniffedType } from '../../codecs/formats';
import { sanitizeName, splitName } from '../image-zip-creator/logic';

export interface Size {
  width: number;
  height: number;
}

export interface Rect extends Size {
  x: number;
  y: number;
}

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

/** What happens to one picture: the part of it used, the size it is resampled to, and where that lands. */
export interface Plan {
  /** The region of the original that is used (all of it, except when cropping). */
  source: Rect;
  /** The size the region is resampled to. */
  resized: Size;
  /** The output picture's size. */
  canvas: Size;
  /** Where the resampled region is drawn in the output (not 0,0 only when padding). */
  offset: { x: number; y: number };
}

const ANCHOR_AT: Record<Anchor, [number, number]> = {
  center: [0.5, 0.5],
  top: [0.5, 0],
  bottom: [0.5, 1],
  left: [0, 0.5],
  right: [1, 0.5],
  'top-left': [0, 0],
  'top-right': [1, 0],
  'bottom-left': [0, 1],
  'bottom-right': [1, 1],
};

const side = (value: number) => Math.max(1, Math.round(value));

function whole(size: Size, resized: Size): Plan {
  return { source: { x: 0, y: 0, ...size }, resized, canvas: resized, offset: { x: 0, y: 0 } };
}

/**
 * The plan for one picture of `original` size. Sides left empty follow the picture's shape; with
 * both given, `fit` decides. "Never enlarge" caps the scale at 100% (a padded or cropped box keeps
 * its size where it can; the picture inside is not blown up).
 */
export function planResize(original: Size, settings: SizeSettings): Reading<Plan> {
  const { width: sw, height: sh } = original;
  if (!(sw >= 1 && sh >= 1)) return { error: 'The picture has no size.' };
  const cap = (scale: number) => (settings.noEnlarge ? Math.min(1, scale) : scale);
  let plan: Plan;

  if (settings.mode === 'percent') {
    const scale = cap(settings.percent / 100);
    plan = whole(original, { width: side(sw * scale), height: side(sh * scale) });
  } else {
    const { width: bw, height: bh, fit } = settings;
    if (bw === null && bh === null) return { error: 'Enter a width, a height or both.' };
    if (fit === 'stretch') {
      // An empty side keeps the original's length.
      let width = bw ?? sw;
      let height = bh ?? sh;
      if (settings.noEnlarge) {
        width = Math.min(width, sw);
        height = Math.min(height, sh);
      }
      plan = whole(original, { width, height });
    } else if (bw === null || bh === null) {
      const scale = cap(bw !== null ? bw / sw : (bh as number) / sh);
      plan = whole(original, { width: bw !== null && scale === bw / sw ? bw : side(sw * scale), height: bh !== null && scale === bh / sh ? bh : side(sh * scale) });
    } else if (fit === 'crop') {
      const exact = Math.max(bw / sw, bh / sh);
      const capped = cap(exact) < exact;
      // Capped at 100%, the box shrinks to what the original can fill.
      const resized = capped ? { width: Math.min(bw, sw), height: Math.min(bh, sh) } : { width: bw, height: bh };
      // The box as seen in the original's pixels, never larger than the original.
      const cropWidth = capped ? resized.width : Math.min(sw, side(bw / exact));
      const cropHeight = capped ? resized.height : Math.min(sh, side(bh / exact));
      const [ax, ay] = ANCHOR_AT[settings.anchor];
      const source = { x: Math.round((sw - cropWidth) * ax), y: Math.round((sh - cropHeight) * ay), width: cropWidth, height: cropHeight };
      plan = { source, resized, canvas: resized, offset: { x: 0, y: 0 } };
    } else {
      const exact = Math.min(bw / sw, bh / sh);
      const scale = cap(exact);
      const resized = {
        width: scale === bw / sw ? bw : Math.min(bw, side(sw * scale)),
        height: scale === bh / sh ? bh : Math.min(bh, side(sh * scale)),
      };
      if (fit === 'pad') {
        const [ax, ay] = ANCHOR_AT[settings.anchor];
        plan = {
          source: { x: 0, y: 0, ...original },
          resized,
          canvas: { width: bw, height: bh },
          offset: { x: Math.round((bw - resized.width) * ax), y: Math.round((bh - resized.height) * ay) },
        };
      } else plan = whole(original, resized);
    }
  }

  const { width, height } = plan.canvas;
  if (width > MAX_SIDE || height > MAX_SIDE || width * height > MAX_OUTPUT_PIXELS) {
    return {
      error: `The result would be ${formatSize(plan.canvas)} pixels; at most ${MAX_SIDE} pixels a side and ${MAX_OUTPUT_PIXELS / 1_000_000} megapixels fit in a browser.`,
    };
  }
  return { value: plan };
}

export const formatSize = (size: Size) => `${size.width} × ${size.height}`;

export const isUnchanged = (original: Size, plan: Plan) =>
  plan.canvas.width === original.width && plan.canvas.height === original.height && plan.source.width === original.width && plan.source.height === original.height;

/** The height (or width) an empty box side would get for this picture, for the field's placeholder. */
export function automaticSide(original: Size, settings: SizeSettings, which: 'width' | 'height'): number | null {
  if (settings.mode !== 'pixels') return null;
  const given = which === 'width' ? settings.height : settings.width;
  const own = which === 'width' ? settings.width : settings.height;
  if (own !== null || given === null) return null;
  const plan = planResize(original, settings);
  return 'value' in plan ? plan.value.canvas[which] : null;
}

export interface Preset {
  id: string;
  label: string;
  width: number;
  height: number;
  fit: FitMode;
}

export interface PresetGroup {
  title: string;
  presets: Preset[];
}

/** Sizes the platforms recommend (their help pages, 2024–2025); icons are square and padded, not cropped. */
export const PRESET_GROUPS: PresetGroup[] = [
  {
    title: 'Social media',
    presets: [
      { id: 'ig-square', label: 'Instagram square', width: 1080, height: 1080, fit: 'crop' },
      { id: 'ig-portrait', label: 'Instagram portrait', width: 1080, height: 1350, fit: 'crop' },
      { id: 'ig-story', label: 'Instagram / TikTok story', width: 1080, height: 1920, fit: 'crop' },
      { id: 'fb-post', label: 'Facebook link image', width: 1200, height: 630, fit: 'crop' },
      { id: 'fb-cover', label: 'Facebook cover', width: 851, height: 315, fit: 'crop' },
      { id: 'x-post', label: 'X post', width: 1600, height: 900, fit: 'crop' },
      { id: 'x-header', label: 'X header', width: 1500, height: 500, fit: 'crop' },
      { id: 'li-post', label: 'LinkedIn post', width: 1200, height: 627, fit: 'crop' },
      { id: 'li-banner', label: 'LinkedIn banner', width: 1584, height: 396, fit: 'crop' },
      { id: 'yt-thumb', label: 'YouTube thumbnail', width: 1280, height: 720, fit: 'crop' },
      { id: 'yt-banner', label: 'YouTube banner', width: 2560, height: 1440, fit: 'crop' },
      { id: 'pin', label: 'Pinterest pin', width: 1000, height: 1500, fit: 'crop' },
    ],
  },
  {
    title: 'Icons',
    presets: [
      { id: 'icon-16', label: 'Favicon 16', width: 16, height: 16, fit: 'pad' },
      { id: 'icon-32', label: 'Favicon 32', width: 32, height: 32, fit: 'pad' },
      { id: 'icon-48', label: 'Icon 48', width: 48, height: 48, fit: 'pad' },
      { id: 'icon-180', label: 'Apple touch icon', width: 180, height: 180, fit: 'pad' },
      { id: 'icon-192', label: 'Android icon', width: 192, height: 192, fit: 'pad' },
      { id: 'icon-512', label: 'App icon 512', width: 512, height: 512, fit: 'pad' },
    ],
  },
  {
    title: 'Screens and web',
    presets: [
      { id: 'web-1200', label: 'Web large', width: 1200, height: 1200, fit: 'fit' },
      { id: 'hd', label: 'HD 720p', width: 1280, height: 720, fit: 'fit' },
      { id: 'fhd', label: 'Full HD 1080p', width: 1920, height: 1080, fit: 'fit' },
      { id: '4k', label: '4K UHD', width: 3840, height: 2160, fit: 'fit' },
    ],
  },
];

export const PRESETS = PRESET_GROUPS.flatMap((group) => group.presets);

/** The preset the settings match, if any. */
export function matchingPreset(settings: Pick<SizeSettings, 'mode' | 'width' | 'height' | 'fit'>): Preset | null {
  if (settings.mode !== 'pixels') return null;
  return PRESETS.find((preset) => preset.width === settings.width && preset.height === settings.height && preset.fit === settings.fit) ?? null;
}

/** What a file is written as: the chosen format, or its own where a browser can write it. */
export function outputFormatFor(sniffed: SniffedType | null, choice: ResizeFormat): Exclude<OutputFormat, 'gif' | 'bmp' | 'ico'> {
  if (choice !== 'same') return choice;
  if (sniffed === 'jpeg' || sniffed === 'webp' || sniffed === 'avif') return sniffed;
  // GIF, BMP and ICO become PNG: lossless, and keeps their transparency.
  return 'png';
}

export const hasQuality = (format: OutputFormat) => FORMATS[format].lossy;

/** The tokens a name pattern may hold. */
export const NAME_TOKENS = ['{name}', '{w}', '{h}', '{n}'] as const;
export const DEFAULT_NAME_PATTERN = '{name}-{w}x{h}';

/** A name pattern: its problem, in words, or null when it can be used. */
export function namePatternProblem(pattern: string): string | null {
  const unknown = pattern.match(/\{[^}]*\}/g)?.find((token) => !(NAME_TOKENS as readonly string[]).includes(token));
  if (unknown) return `“${unknown}” is not a name token; use {name}, {w}, {h} or {n}.`;
  if (/[\\/]/.test(pattern)) return 'A file name cannot hold / or \\.';
  if (pattern.length > 120) return 'Keep the pattern under 120 characters.';
  return null;
}

/** "{name}-{w}x{h}" for "beach.jpg" at 1080 × 720, written as WebP → "beach-1080x720.webp". */
export function outputName(pattern: string, original: string, size: Size, index: number, format: OutputFormat): string {
  const last = original.split(/[\\/]/).pop() ?? '';
  // ".png" is a name with no stem, not a file called ".png".
  const base = (last.startsWith('.') && last.indexOf('.', 1) < 0 ? '' : splitName(last).base) || 'image';
  const text = (namePatternProblem(pattern) ? DEFAULT_NAME_PATTERN : pattern).trim() || '{name}';
  const stem = text
    .replaceAll('{name}', base)
    .replaceAll('{w}', String(size.width))
    .replaceAll('{h}', String(size.height))
    .replaceAll('{n}', String(index + 1));
  return sanitizeName(`${stem}.${FORMATS[format].extension}`);
}

/** "photo-1080x720.zip" for one name; "resized-images.zip" otherwise. */
export const zipNameFor = (count: number) => (count === 1 ? 'resized-image.zip' : `resized-images-${count}.zip`);

/**
 * Where a batch is: file `index` of `total`, `stage` 0–1 through it. Decoding and encoding are
 * short next to resampling, which gets most of each file's share.
 */
export function batchFraction(index: number, total: number, stage: number): number {
  if (total <= 0) return 0;
  const clamped = Math.min(1, Math.max(0, stage));
  return Math.min(1, Math.max(0, (index + clamped) / total));
}

/** Which file a batch fraction is on, counted from 1. */
export const fileAt = (fraction: number, total: number) => Math.min(total, Math.max(1, Math.floor(fraction * total) + 1));

/** Which orientation tags turn a picture on its side (EXIF 5–8): its stored width and height swap. */
export const swapsSides = (orientation: number | undefined) => orientation !== undefined && orientation >= 5 && orientation <= 8;

/** "a.txt, b.pdf and 3 more". */
export function listNames(names: readonly string[], shown = 3): string {
  if (names.length <= shown) return names.join(', ');
  return `${names.slice(0, shown).join(', ')} and ${names.length - shown} more`;
}

/** "−82%" / "+12%": how the size changed. */
export function sizeChange(before: number, after: number): string {
  if (before <= 0) return '';
  const change = Math.round(((after - before) / before) * 100);
  return change === 0 ? 'same size' : `${change > 0 ? '+' : '−'}${Math.abs(change)}%`;
}
