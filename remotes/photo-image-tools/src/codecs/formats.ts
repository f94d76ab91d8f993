/**
 * The image formats the photo tools read and write: what each can hold (transparency, metadata,
 * a quality setting) and how a file's bytes say what it really is, whatever its name claims.
 */

export type OutputFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif' | 'bmp' | 'ico';

export interface FormatInfo {
  label: string;
  mime: string;
  extension: string;
  /** Has a quality setting (lossy encoding). */
  lossy: boolean;
  /** Can be encoded without loss (WebP and AVIF have a lossless mode). */
  losslessMode: boolean;
  /** Keeps full transparency; GIF keeps on/off transparency only. */
  alpha: 'full' | 'binary' | 'none';
  /** Can carry the photo's EXIF block (camera, date, place). */
  metadata: boolean;
}

export const FORMATS: Record<OutputFormat, FormatInfo> = {
  jpeg: { label: 'JPEG', mime: 'image/jpeg', extension: 'jpg', lossy: true, losslessMode: false, alpha: 'none', metadata: true },
  png: { label: 'PNG', mime: 'image/png', extension: 'png', lossy: false, losslessMode: false, alpha: 'full', metadata: true },
  webp: { label: 'WebP', mime: 'image/webp', extension: 'webp', lossy: true, losslessMode: true, alpha: 'full', metadata: true },
  avif: { label: 'AVIF', mime: 'image/avif', extension: 'avif', lossy: true, losslessMode: true, alpha: 'full', metadata: false },
  gif: { label: 'GIF', mime: 'image/gif', extension: 'gif', lossy: false, losslessMode: false, alpha: 'binary', metadata: false },
  bmp: { label: 'BMP', mime: 'image/bmp', extension: 'bmp', lossy: false, losslessMode: false, alpha: 'full', metadata: false },
  ico: { label: 'ICO (favicon)', mime: 'image/x-icon', extension: 'ico', lossy: false, losslessMode: false, alpha: 'full', metadata: false },
};

/** The square sizes an ICO file may hold. */
export const ICO_SIZES = [16, 24, 32, 48, 64, 128, 256] as const;

export const OUTPUT_FORMATS = Object.keys(FORMATS) as OutputFormat[];

export function parseOutputFormat(value: string, fallback: OutputFormat): OutputFormat {
  return (OUTPUT_FORMATS as string[]).includes(value) ? (value as OutputFormat) : fallback;
}

/** What the bytes are, read from their signature; null when no image format is recognised. */
export type SniffedType = 'jpeg' | 'png' | 'webp' | 'avif' | 'heic' | 'gif' | 'bmp' | 'ico' | 'tiff' | 'svg';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

export function sniffType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'gif';
  if (startsWith(bytes, [0x42, 0x4d]) && bytes.length >= 26) return 'bmp';
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0x00]) || startsWith(bytes, [0x00, 0x00, 0x02, 0x00])) return 'ico';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') {
    const brands = ascii(bytes, 8, Math.min(bytes.length, 64));
    if (/avi[fs]/.test(brands)) return 'avif';
    if (/hei[cxs]|heix|mif1|msf1/.test(brands)) return 'heic';
  }
  const head = ascii(bytes, 0, Math.min(bytes.length, 512)).trimStart().toLowerCase();
  if (head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'))) return 'svg';
  return null;
}

/** Why a file that is not a picture this site can read is turned away, in words. */
export function unreadableReason(sniffed: SniffedType | null): string {
  if (sniffed === 'heic') return 'HEIC/HEIF photos cannot be read by this browser. On an iPhone, choose “Most Compatible” in Settings › Camera › Formats, or share the photo as JPEG.';
  if (sniffed === 'tiff') return 'TIFF files cannot be read by this browser.';
  if (sniffed === 'svg') return 'SVG is a vector format; open it in a browser and take a screenshot, or use a vector editor to export it.';
  if (sniffed === null) return 'This is not an image file, or it is damaged.';
  return 'The image is damaged or incomplete and could not be decoded.';
}

export function splitName(name: string): { base: string; extension: string } {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? { base: name.slice(0, dot), extension: name.slice(dot) } : { base: name, extension: '' };
}

/** "holiday.PNG" written as JPEG is "holiday.jpg"; a name with no usable stem becomes "image". */
export function renameFor(name: string, format: OutputFormat, suffix = ''): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  const base = splitName(last).base.replace(/[<>:"|?*\u0000-\u001f]/g, '_').trim() || 'image';
  return `${base.slice(0, 180)}${suffix}.${FORMATS[format].extension}`;
}

/** Whole number 1–100; anything else is the fallback. */
export function parseQuality(value: string, fallback: number): number {
  if (!/^\d{1,3}$/.test(value.trim())) return fallback;
  const number = Number(value);
  return number >= 1 && number <= 100 ? number : fallback;
}

/** "#ff8800", "ff8800" or "#f80" → [255, 136, 0]; anything else is an error message. */
export function parseHexColor(text: string): { rgb: [number, number, number] } | { error: string } {
  const clean = text.trim().replace(/^#/, '');
  if (/^[0-9a-f]{3}$/i.test(clean)) {
    return { rgb: [0, 1, 2].map((i) => parseInt((clean[i] ?? '') + (clean[i] ?? ''), 16)) as [number, number, number] };
  }
  if (/^[0-9a-f]{6}$/i.test(clean)) {
    return { rgb: [0, 2, 4].map((i) => parseInt(clean.slice(i, i + 2), 16)) as [number, number, number] };
  }
  return { error: 'Enter a colour as #rrggbb, like #ffffff for white.' };
}

export const toHex = (rgb: readonly [number, number, number]) => `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`;

export const labelOfMime = (mime: string): string => OUTPUT_FORMATS.map((format) => FORMATS[format]).find((info) => info.mime === mime)?.label ?? 'This format';
