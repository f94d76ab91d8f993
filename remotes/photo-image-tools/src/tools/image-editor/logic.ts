/**
 * The image editor's rules: which files open, export formats and sizes, names and limits.
 * The edit list, geometry, crop box and pixel maths live beside this file and are re-exported.
 */
import { formatBytes } from '@toolhub/shared';
import type { Size } from './geometry';

export * from './geometry';
export * from './edits';
export * from './crop';
export * from './pixels';

/** Bigger files would take seconds to decode on a phone and risk running out of memory. */
export const MAX_FILE_BYTES = 60 * 1024 * 1024;
/** Decoded pixels kept in memory (4 bytes each): 50 MP is 200 MB. */
export const MAX_PIXELS = 50_000_000;
/** The longest side browsers reliably allow for a canvas. */
export const MAX_SIDE = 16_384;
/** The preview is drawn at most this big, so a 20-megapixel photo stays responsive. */
export const PREVIEW_MAX_SIDE = 1600;

export type ExportFormat = 'png' | 'jpeg' | 'webp';

export const FORMATS: Record<ExportFormat, { label: string; mime: string; extension: string; lossy: boolean }> = {
  png: { label: 'PNG', mime: 'image/png', extension: 'png', lossy: false },
  jpeg: { label: 'JPEG', mime: 'image/jpeg', extension: 'jpg', lossy: true },
  webp: { label: 'WebP', mime: 'image/webp', extension: 'webp', lossy: true },
};

const IMAGE_EXTENSIONS = /\.(png|jpe?g|jfif|pjpeg|webp|gif|bmp|avif|ico|svg|tiff?|heic|heif)$/i;

export function looksLikeImage(file: { name: string; type: string }): boolean {
  return file.type ? file.type.startsWith('image/') : IMAGE_EXTENSIONS.test(file.name);
}

/** Why a file cannot be opened, or null when it may be tried. */
export function checkImageFile(file: { name: string; type: string; size: number }): string | null {
  if (!looksLikeImage(file)) {
    return `“${file.name}” is not an image. Open a PNG, JPEG, WebP, GIF, AVIF or BMP file.`;
  }
  if (file.size === 0) return `“${file.name}” is empty.`;
  if (file.size > MAX_FILE_BYTES) {
    return `“${file.name}” is ${formatBytes(file.size)}; the editor opens images up to ${formatBytes(MAX_FILE_BYTES)}.`;
  }
  return null;
}

/** Why decoded dimensions are too much to edit, or null. */
export function checkDimensions(size: Size): string | null {
  if (!(size.width > 0 && size.height > 0)) return 'The image has no pixels.';
  if (size.width * size.height > MAX_PIXELS) {
    const megapixels = Math.round((size.width * size.height) / 1e6);
    return `This image is ${megapixels} megapixels (${size.width} × ${size.height}); the editor handles up to ${MAX_PIXELS / 1e6} megapixels.`;
  }
  return null;
}

export interface ExportInfo extends Size {
  megapixels: number;
  /** A message when the browser may refuse to make a canvas this big. */
  problem: string | null;
}

export function exportInfo(size: Size): ExportInfo {
  const width = Math.max(1, Math.round(size.width));
  const height = Math.max(1, Math.round(size.height));
  const megapixels = Math.round((width * height) / 1e5) / 10;
  let problem: string | null = null;
  if (width > MAX_SIDE || height > MAX_SIDE) problem = `Sides longer than ${MAX_SIDE} pixels cannot be exported; resize first.`;
  else if (width * height > MAX_PIXELS) problem = `Images over ${MAX_PIXELS / 1e6} megapixels cannot be exported; resize first.`;
  return { width, height, megapixels, problem };
}

/** "holiday.jpeg" exported as PNG → "holiday-edited.png". */
export function exportFileName(original: string, format: ExportFormat): string {
  const base = original.replace(/\.[^./\\]*$/, '').replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '_').trim() || 'image';
  return `${base}-edited.${FORMATS[format].extension}`;
}

export function parseFormat(value: string): ExportFormat {
  return value === 'jpeg' || value === 'webp' ? value : 'png';
}

/** Quality 1–100 from the URL; anything else falls back to 90. */
export function parseQuality(value: string): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 && number <= 100 ? number : 90;
}

/** A typed length or position for resize or crop: a whole number in range, or a message. */
export function parseSide(text: string, max = MAX_SIDE, min = 1): { value: number } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { error: 'Enter a number.' };
  if (!/^\d+$/.test(trimmed)) return { error: 'Use whole pixels, like 1200.' };
  const value = Number(trimmed);
  if (value < min) return { error: `Must be at least ${min} pixel${min === 1 ? '' : 's'}.` };
  if (value > max) return { error: `At most ${max} pixels.` };
  return { value };
}
