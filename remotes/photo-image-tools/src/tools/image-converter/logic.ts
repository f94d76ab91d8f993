/** The Image Converter's options as they sit in the link, and what they mean for the encoder. */
import { FORMATS, parseHexColor, parseOutputFormat, parseQuality, type OutputFormat } from '../../codecs/formats';
import { ICO_SIZES } from '../../codecs/formats';
import type { Rgb } from '../../codecs/pixels';
import type { EncodeSettings } from '../../codecs/types';

export const DEFAULT_FORMAT: OutputFormat = 'jpeg';
export const DEFAULT_QUALITY = 85;
export const DEFAULT_BACKGROUND = 'ffffff';
export const DEFAULT_ICO_SIZES = [16, 32, 48, 256];

export interface ConverterParams {
  to: string;
  q: string;
  lossless: string;
  bg: string;
  meta: string;
  sizes: string;
  opt: string;
}

export interface ConverterOptions {
  format: OutputFormat;
  quality: number;
  lossless: boolean;
  /** The background as typed (kept while it is not a colour yet). */
  backgroundText: string;
  background: Rgb;
  backgroundError: string | null;
  keepMetadata: boolean;
  icoSizes: number[];
  optimisePng: boolean;
}

/** "16,32,48" → [16, 32, 48]: unknown sizes are dropped; none at all is the default set. */
export function parseIcoSizes(text: string): number[] {
  const sizes = text
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((size) => (ICO_SIZES as readonly number[]).includes(size));
  const unique = [...new Set(sizes)].sort((a, b) => a - b);
  return unique.length ? unique : DEFAULT_ICO_SIZES;
}

export const formatIcoSizes = (sizes: readonly number[]) => [...sizes].sort((a, b) => a - b).join(',');

export function readOptions(params: ConverterParams): ConverterOptions {
  const colour = parseHexColor(params.bg || DEFAULT_BACKGROUND);
  return {
    format: parseOutputFormat(params.to, DEFAULT_FORMAT),
    quality: parseQuality(params.q, DEFAULT_QUALITY),
    lossless: params.lossless === '1',
    backgroundText: params.bg,
    background: 'rgb' in colour ? colour.rgb : [255, 255, 255],
    backgroundError: 'error' in colour ? colour.error : null,
    keepMetadata: params.meta === 'keep',
    icoSizes: parseIcoSizes(params.sizes),
    optimisePng: params.opt === '1',
  };
}

export function encodeSettings(options: ConverterOptions): EncodeSettings {
  return {
    format: options.format,
    quality: options.quality,
    lossless: options.lossless && FORMATS[options.format].losslessMode,
    png: options.optimisePng ? 'optimised' : 'fast',
    colors: null,
    background: options.background,
    keepMetadata: options.keepMetadata,
    icoSizes: options.icoSizes,
  };
}

/** A key that changes whenever the output would: results made under another key are out of date. */
export const settingsKey = (settings: EncodeSettings) => JSON.stringify(settings);

/** Whether the quality slider means anything for this choice. */
export const usesQuality = (options: Pick<ConverterOptions, 'format' | 'lossless'>) =>
  FORMATS[options.format].lossy && !(options.lossless && FORMATS[options.format].losslessMode);

/** Notes on what the chosen format does to a picture, shown under the options. */
export function formatNotes(format: OutputFormat): string {
  switch (format) {
    case 'jpeg':
      return 'MozJPEG: smaller files than most converters at the same quality. No transparency: see-through areas get the background colour.';
    case 'png':
      return 'Lossless, keeps transparency. Best for screenshots, logos and drawings; photos get large.';
    case 'webp':
      return 'Smaller than JPEG at the same quality, keeps transparency, opens in every current browser.';
    case 'avif':
      return 'The smallest files, keeps transparency. Encoding is slow: a 24-megapixel photo can take a minute.';
    case 'gif':
      return 'At most 256 colours and on/off transparency: fine for simple graphics, poor for photos. Only the first frame of an animation is kept.';
    case 'bmp':
      return 'Uncompressed: very large files, read by every program. 32-bit with transparency when the picture has any.';
    case 'ico':
      return 'A Windows icon / favicon holding several square sizes; the picture is fitted inside each square on transparency.';
  }
}

export function progressLabel(done: number, total: number, fraction: number): string {
  const percent = Math.round(fraction * 100);
  if (done >= total) return `Finishing… ${percent}%`;
  return `Converting ${done + 1} of ${total}… ${percent}%`;
}
