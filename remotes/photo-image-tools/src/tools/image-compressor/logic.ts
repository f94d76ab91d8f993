/** The Image Compressor's choices: which encoder for which file, and whether the result is worth keeping. */
import { FORMATS, parseQuality, renameFor, splitName, type OutputFormat } from '../../codecs/formats';
import type { QueueItem } from '../../codecs/queue';
import type { CodecResult, EncodeSettings } from '../../codecs/types';

export type Target = 'auto' | 'jpeg' | 'webp' | 'png' | 'avif';
export const TARGETS: readonly Target[] = ['auto', 'jpeg', 'webp', 'png', 'avif'];
export const TARGET_LABELS: Record<Target, string> = { auto: 'Same format', jpeg: 'JPEG', webp: 'WebP', png: 'PNG', avif: 'AVIF' };
export const DEFAULT_QUALITY = 75;
export const DEFAULT_COLORS = 128;

export interface CompressorParams {
  to: string;
  q: string;
  colors: string;
  meta: string;
  larger: string;
}

export interface CompressorOptions {
  target: Target;
  quality: number;
  /** PNG: null keeps every colour (lossless OxiPNG); a number reduces to that many. */
  colors: number | null;
  keepMetadata: boolean;
  /** Keep the original when the compressed file is not smaller (on unless turned off). */
  keepSmaller: boolean;
}

export const parseTarget = (value: string): Target => ((TARGETS as readonly string[]).includes(value) ? (value as Target) : 'auto');

/** "" is lossless; otherwise a whole number of colours, 2–256. */
export function parseColors(value: string): number | null {
  if (!/^\d{1,3}$/.test(value.trim())) return null;
  const number = Number(value);
  return number >= 2 && number <= 256 ? number : null;
}

export function readOptions(params: CompressorParams): CompressorOptions {
  return {
    target: parseTarget(params.to),
    quality: parseQuality(params.q, DEFAULT_QUALITY),
    colors: parseColors(params.colors),
    keepMetadata: params.meta === 'keep',
    keepSmaller: params.larger !== 'allow',
  };
}

/** The encoder for a file: its own format's best encoder, or the chosen one. */
export function outputFormat(inputType: string, target: Target): OutputFormat {
  if (target !== 'auto') return target;
  switch (inputType) {
    case 'image/jpeg':
    case 'image/pjpeg':
      return 'jpeg';
    case 'image/png':
    case 'image/apng':
    case 'image/gif':
    case 'image/bmp':
    case 'image/x-icon':
    case 'image/vnd.microsoft.icon':
      return 'png';
    case 'image/webp':
      return 'webp';
    case 'image/avif':
      return 'avif';
    default:
      return 'jpeg';
  }
}

export function encodeSettings(options: CompressorOptions, format: OutputFormat): EncodeSettings {
  return {
    format,
    quality: options.quality,
    lossless: false,
    png: 'optimised',
    colors: format === 'png' ? options.colors : null,
    background: [255, 255, 255],
    keepMetadata: options.keepMetadata,
    icoSizes: [],
  };
}

export const settingsKey = (settings: EncodeSettings) => JSON.stringify(settings);

export function plan(item: QueueItem, options: CompressorOptions) {
  const format = outputFormat(item.file.type, options.target);
  const settings = encodeSettings(options, format);
  return { format, settings, key: settingsKey(settings) };
}

export interface Verdict {
  /** Which file the download gives. */
  use: 'compressed' | 'original';
  /** Said next to the sizes whenever the result is not simply smaller. */
  note: string | null;
}

/** Never hand over a larger file without saying so. */
export function verdict(originalBytes: number, compressedBytes: number, keepSmaller: boolean): Verdict {
  if (compressedBytes < originalBytes) return { use: 'compressed', note: null };
  if (keepSmaller) return { use: 'original', note: 'Compressing made it no smaller, so the original is kept.' };
  return { use: 'compressed', note: compressedBytes === originalBytes ? 'Compressing made it no smaller.' : 'The compressed file is larger than the original.' };
}

/** The file a finished item downloads as: the compressed one, or the original when that is smaller. */
export function outcome(item: QueueItem, result: CodecResult, options: CompressorOptions) {
  const format = outputFormat(item.file.type, options.target);
  const decision = verdict(item.file.size, result.blob.size, options.keepSmaller);
  const sameFormat = FORMATS[format].mime === item.file.type;
  if (decision.use === 'original') return { blob: item.file as Blob, name: item.file.name, decision };
  const name = sameFormat ? `${splitName(item.file.name).base}${splitName(item.file.name).extension}` : renameFor(item.file.name, format);
  return { blob: result.blob, name, decision };
}

export const usesQuality = (format: OutputFormat) => FORMATS[format].lossy;

export function describeQuality(quality: number): string {
  if (quality >= 90) return 'very high';
  if (quality >= 75) return 'high';
  if (quality >= 50) return 'medium';
  if (quality >= 25) return 'low';
  return 'very low';
}
