/**
 * Reading one image and, when asked, shrinking or re-encoding it. Called for one file at a time,
 * releasing the decoded pixels and the canvas before the next, so 200 photos fit in memory.
 */
import { fitWithin, needsDecoding, targetMime, type OutputFormat } from './logic';

export interface ConvertSettings {
  format: OutputFormat;
  /** 0–1, for JPEG and WebP. */
  quality: number;
  maxWidth: number | null;
  maxHeight: number | null;
}

export interface Prepared {
  data: Uint8Array;
  /** The type actually written, or null when the original bytes are kept. */
  writtenType: string | null;
}

export class ConvertError extends Error {}

export const canConvert = (): boolean => typeof createImageBitmap === 'function';

async function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.arrayBuffer());
}

function makeCanvas(width: number, height: number): HTMLCanvasElement | OffscreenCanvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function encode(canvas: HTMLCanvasElement | OffscreenCanvas, type: string, quality: number): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality });
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new ConvertError('could not be encoded'))), type, quality),
  );
}

export async function prepareImage(file: File, settings: ConvertSettings): Promise<Prepared> {
  const { format, maxWidth, maxHeight } = settings;
  if (!needsDecoding(format, maxWidth, maxHeight)) return { data: await bytesOf(file), writtenType: null };
  if (!canConvert()) throw new ConvertError('this browser cannot convert images');

  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new ConvertError('could not be decoded');
  }
  let canvas: HTMLCanvasElement | OffscreenCanvas | null = null;
  try {
    const size = fitWithin({ width: bitmap.width, height: bitmap.height }, maxWidth, maxHeight);
    const unchanged = size.width === bitmap.width && size.height === bitmap.height;
    if (format === 'keep' && unchanged) return { data: await bytesOf(file), writtenType: null };
    const type = targetMime(file.type, format);
    canvas = makeCanvas(size.width, size.height);
    const ctx = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
    if (!ctx) throw new ConvertError('no canvas to draw on');
    if (type === 'image/jpeg') {
      // JPEG has no transparency; white reads better than the black it would otherwise get.
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, size.width, size.height);
    }
    ctx.imageSmoothingEnabled = true;
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await encode(canvas, type, settings.quality);
    return { data: await bytesOf(blob), writtenType: blob.type || type };
  } finally {
    bitmap.close();
    if (canvas) {
      canvas.width = 0;
      canvas.height = 0;
    }
  }
}
