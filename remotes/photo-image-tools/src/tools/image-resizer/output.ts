/** What a resized file is written as: its format, its name from the pattern, and the ZIP's name. */
import { FORMATS, type OutputFormat, type SniffedType } from '../../codecs/formats';
import { sanitizeName, splitName } from '../image-zip-creator/logic';
import type { Size } from './plan';
import type { ResizeFormat } from './settings';

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
