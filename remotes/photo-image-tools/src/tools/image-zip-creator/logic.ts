/** The ZIP creator's rules: which files count, names inside the ZIP, resize boxes and progress. */

export type OutputFormat = 'keep' | 'png' | 'jpeg' | 'webp';

export const FORMATS: Record<OutputFormat, { label: string; mime: string | null; extension: string | null }> = {
  keep: { label: 'Keep original', mime: null, extension: null },
  png: { label: 'PNG', mime: 'image/png', extension: 'png' },
  jpeg: { label: 'JPEG', mime: 'image/jpeg', extension: 'jpg' },
  webp: { label: 'WebP', mime: 'image/webp', extension: 'webp' },
};

/** More would be slow to list and risk running out of memory on phones. */
export const MAX_FILES = 1000;
/** Plain ZIP files stop at 4 GB, and the whole archive is held in memory before download. */
export const MAX_TOTAL_BYTES = 1024 * 1024 * 1024;

const IMAGE_EXTENSIONS = /\.(png|apng|jpe?g|jfif|pjpeg|pjp|webp|gif|bmp|avif|ico|cur|svg|tiff?|heic|heif)$/i;

export function looksLikeImage(file: { name: string; type: string }): boolean {
  return file.type ? file.type.startsWith('image/') : IMAGE_EXTENSIONS.test(file.name);
}

export function parseFormat(value: string): OutputFormat {
  return value === 'png' || value === 'jpeg' || value === 'webp' ? value : 'keep';
}

export function parseQuality(value: string): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 && number <= 100 ? number : 85;
}

/** An optional maximum side: blank means no limit. */
export function parseMaxSide(text: string): { value: number | null } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null };
  if (!/^\d+$/.test(trimmed)) return { error: 'Use whole pixels, like 1920, or leave it empty.' };
  const value = Number(trimmed);
  if (value < 1) return { error: 'Must be at least 1 pixel.' };
  if (value > 16384) return { error: 'At most 16384 pixels.' };
  return { value };
}

export interface Size {
  width: number;
  height: number;
}

/** The largest size within the limits with the same shape; images are never enlarged. */
export function fitWithin(size: Size, maxWidth: number | null, maxHeight: number | null): Size {
  const scale = Math.min(1, maxWidth ? maxWidth / size.width : 1, maxHeight ? maxHeight / size.height : 1);
  if (scale >= 1) return { width: size.width, height: size.height };
  return {
    width: Math.max(1, Math.min(maxWidth ?? Infinity, Math.round(size.width * scale))),
    height: Math.max(1, Math.min(maxHeight ?? Infinity, Math.round(size.height * scale))),
  };
}

/** Whether files must be decoded at all (keeping originals untouched is instant and lossless). */
export const needsDecoding = (format: OutputFormat, maxWidth: number | null, maxHeight: number | null): boolean =>
  format !== 'keep' || maxWidth !== null || maxHeight !== null;

const ENCODABLE = ['image/png', 'image/jpeg', 'image/webp'];

/** The type to encode a resized file as: the chosen one, or its own when browsers can write it. */
export function targetMime(inputType: string, format: OutputFormat): string {
  const chosen = FORMATS[format].mime;
  if (chosen) return chosen;
  return ENCODABLE.includes(inputType) ? inputType : 'image/png';
}

const EXTENSION_OF: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

export function splitName(name: string): { base: string; extension: string } {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? { base: name.slice(0, dot), extension: name.slice(dot) } : { base: name, extension: '' };
}

const RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)$/i;

/** A name safe on Windows, macOS and Linux: no folders, no forbidden characters, not reserved. */
export function sanitizeName(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  let clean = last
    .replace(/[<>:"|?*\u0000-\u001f]/g, '_')
    .trim()
    .replace(/[. ]+$/, '');
  const { base, extension } = splitName(clean);
  if (RESERVED.test(base)) clean = `_${base}${extension}`;
  if (clean === '' || clean.startsWith('.')) clean = `image${clean}`;
  // ZIP names are capped at 65535 bytes; real file systems at about 255.
  if (clean.length > 200) {
    const parts = splitName(clean);
    clean = parts.base.slice(0, 200 - parts.extension.length) + parts.extension;
  }
  return clean;
}

/** The name inside the ZIP once converted: "photo.png" saved as JPEG becomes "photo.jpg". */
export function outputName(original: string, writtenType: string | null): string {
  const clean = sanitizeName(original);
  const extension = writtenType ? EXTENSION_OF[writtenType] : undefined;
  if (!extension) return clean;
  const { base, extension: current } = splitName(clean);
  const same = current.toLowerCase() === `.${extension}` || (extension === 'jpg' && /^\.jpe?g$/i.test(current));
  return same ? clean : `${base}.${extension}`;
}

/**
 * Hands out names no other file in the ZIP has: "photo.jpg", then "photo (2).jpg"… Compared
 * without case, because Windows and macOS would overwrite "Photo.jpg" with "photo.jpg".
 */
export function createNameRegistry(): { take: (name: string) => string } {
  const used = new Set<string>();
  return {
    take(name) {
      const { base, extension } = splitName(name);
      let candidate = name;
      for (let n = 2; used.has(candidate.toLowerCase()); n++) candidate = `${base} (${n})${extension}`;
      used.add(candidate.toLowerCase());
      return candidate;
    },
  };
}

export function uniqueNames(names: readonly string[]): string[] {
  const registry = createNameRegistry();
  return names.map((name) => registry.take(name));
}

/** "images" → "images.zip"; blank → "images.zip". */
export function zipFileName(text: string): string {
  const stem = text.trim().replace(/\.zip$/i, '').trim();
  return stem === '' ? 'images.zip' : `${sanitizeName(stem)}.zip`;
}

/** ZIP dates run from 1980 to 2107; file dates outside that would break the archive. */
export function zipDate(milliseconds: number): Date {
  const min = Date.UTC(1980, 0, 2);
  const max = Date.UTC(2107, 11, 30);
  return new Date(Number.isFinite(milliseconds) ? Math.min(max, Math.max(min, milliseconds)) : min);
}

/** Photos are already compressed; only these formats shrink further inside a ZIP. */
export function isCompressible(name: string, type: string): boolean {
  return /^image\/(bmp|x-ms-bmp|svg\+xml|tiff|x-icon|vnd\.microsoft\.icon)$/.test(type) || /\.(bmp|svg|tiff?|ico)$/i.test(name);
}

export interface Progress {
  total: number;
  /** Read or converted, or given up on. */
  prepared: number;
  /** Written into the ZIP, or given up on. */
  zipped: number;
}

/** 0–1, half for preparing and half for zipping each file. */
export function progressFraction(progress: Progress): number {
  if (progress.total <= 0) return 0;
  const done = Math.min(progress.total, progress.prepared) + Math.min(progress.total, progress.zipped);
  return Math.max(0, Math.min(1, done / (2 * progress.total)));
}

export function progressLabel(progress: Progress, converting: boolean): string {
  const percent = Math.round(progressFraction(progress) * 100);
  if (progress.zipped >= progress.total) return `Finishing the ZIP… ${percent}%`;
  const current = Math.min(progress.total, progress.prepared + 1);
  return `${converting ? 'Converting' : 'Adding'} ${current} of ${progress.total}… ${percent}%`;
}

/** "a.txt, b.pdf and 3 more". */
export function listNames(names: readonly string[], shown = 5): string {
  if (names.length <= shown) return names.join(', ');
  return `${names.slice(0, shown).join(', ')} and ${names.length - shown} more`;
}
