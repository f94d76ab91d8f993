/**
 * The browser's picture encoder for compress.ts: createImageBitmap decodes (and scales, with
 * its high-quality filter) and OffscreenCanvas writes the JPEG. Both exist in Chromium's
 * workers as on the page. JPEGs lose their Exif and ICC segments first, so the browser neither
 * turns them by Exif nor converts their colours: PDF readers do neither.
 */
import type { ImageCodec, ImageSource } from './image-codec';
import { greyInPlace, stripJpegMetadata } from './pixels';

async function decode(source: ImageSource, size: { width: number; height: number }): Promise<ImageBitmap> {
  const resize: ImageBitmapOptions = { colorSpaceConversion: 'none', premultiplyAlpha: 'none', resizeWidth: size.width, resizeHeight: size.height, resizeQuality: 'high' };
  if (source.kind === 'jpeg') return createImageBitmap(new Blob([stripJpegMetadata(source.bytes) as BlobPart], { type: 'image/jpeg' }), resize);
  const pixels = new ImageData(source.rgba as Uint8ClampedArray<ArrayBuffer>, source.width, source.height);
  return createImageBitmap(pixels, resize);
}

export function canvasCodec(): ImageCodec {
  return {
    async encode(source, size, quality, grey) {
      let bitmap: ImageBitmap;
      try {
        bitmap = await decode(source, size);
      } catch {
        return null;
      }
      try {
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d', { alpha: false });
        if (!context) return null;
        context.drawImage(bitmap, 0, 0);
        if (grey) {
          const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
          greyInPlace(pixels.data);
          context.putImageData(pixels, 0, 0);
        }
        const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality });
        return new Uint8Array(await blob.arrayBuffer());
      } catch {
        return null;
      } finally {
        bitmap.close();
      }
    },
  };
}
