/**
 * Turning any file the browser can read (JPEG, PNG, WebP, AVIF, GIF, BMP, ICO) into upright sRGB
 * pixels, in a worker: the browser's own decoders are native and fast, and run off the page here.
 */
import { sniffType, unreadableReason } from './formats';
import type { Pixels } from './pixels';
import { CodecError } from './types';

/** Larger pictures would need more memory than a browser tab reliably gets (16384² is the canvas cap). */
export const MAX_PIXELS = 120_000_000;
export const MAX_SIDE = 16_384;

export function checkDimensions(width: number, height: number): void {
  if (width > MAX_SIDE || height > MAX_SIDE || width * height > MAX_PIXELS) {
    throw new CodecError(`The image is ${width} × ${height} pixels; this tool handles up to ${MAX_SIDE} pixels a side and ${MAX_PIXELS / 1_000_000} megapixels.`);
  }
}

export async function decodeBitmap(file: Blob, head: Uint8Array): Promise<ImageBitmap> {
  const sniffed = sniffType(head);
  if (sniffed === null || sniffed === 'heic' || sniffed === 'tiff' || sniffed === 'svg') throw new CodecError(unreadableReason(sniffed));
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image', premultiplyAlpha: 'none', colorSpaceConversion: 'default' });
  } catch {
    throw new CodecError(unreadableReason(sniffed));
  }
}

export function canvasFor(width: number, height: number): OffscreenCanvasRenderingContext2D {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new CodecError('This browser could not make a canvas that big. Try a smaller image.');
  return context;
}

export function pixelsOf(bitmap: ImageBitmap | OffscreenCanvas, width = bitmap.width, height = bitmap.height): Pixels {
  const context = canvasFor(width, height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  const image = context.getImageData(0, 0, width, height);
  context.canvas.width = 0;
  context.canvas.height = 0;
  return { width, height, data: image.data };
}

/** A square icon of `size` pixels: the picture fitted inside, centred, on transparency. */
export function squareIcon(bitmap: ImageBitmap, size: number): Pixels {
  const scale = Math.min(size / bitmap.width, size / bitmap.height);
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  // Big reductions in one step skip pixels; halving first keeps detail even at 16 × 16.
  let source: ImageBitmap | OffscreenCanvas = bitmap;
  while (source.width / 2 >= width * 2 && source.height / 2 >= height * 2) {
    const half = canvasFor(Math.round(source.width / 2), Math.round(source.height / 2));
    half.imageSmoothingQuality = 'high';
    half.drawImage(source, 0, 0, half.canvas.width, half.canvas.height);
    source = half.canvas;
  }
  const context = canvasFor(size, size);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, Math.floor((size - width) / 2), Math.floor((size - height) / 2), width, height);
  const image = context.getImageData(0, 0, size, size);
  return { width: size, height: size, data: image.data };
}
