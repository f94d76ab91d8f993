/**
 * One picture from file to new format, in the worker: read, decode upright, flatten or reduce
 * colours when the format needs it, encode, copy the EXIF block when asked. Progress goes out as
 * fractions of the whole job.
 */
import { checkDimensions, decodeBitmap, pixelsOf, squareIcon } from './decode';
import { FORMATS } from './formats';
import { readExif, withUprightOrientation, writeExif } from './metadata';
import { buildIco, encodeBmp, encodeGif, flatten, hasTransparency, icoSizesFor, reduceColors, type Pixels } from './pixels';
import type { CodecJob, CodecResult, MetadataOutcome } from './types';
import { encodeAvif, encodeJpeg, encodeOptimisedPng, encodePng, encodeWebp } from './wasm-codecs';

export async function convertImage(job: CodecJob, progress: (fraction: number) => void): Promise<CodecResult> {
  const { file, settings, wasm } = job;
  const info = FORMATS[settings.format];
  progress(0.02);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const bitmap = await decodeBitmap(file, bytes.subarray(0, 1024));
  try {
    checkDimensions(bitmap.width, bitmap.height);
    const { width, height } = bitmap;
    progress(0.15);

    if (settings.format === 'ico') {
      const images: { size: number; png: Uint8Array }[] = [];
      const sizes = icoSizesFor(settings.icoSizes);
      let transparent = false;
      for (const [i, size] of sizes.entries()) {
        const icon = squareIcon(bitmap, size);
        transparent ||= hasTransparency(icon);
        images.push({ size, png: await encodeOptimisedPng(icon, wasm, 2) });
        progress(0.2 + (0.8 * (i + 1)) / sizes.length);
      }
      return { blob: new Blob([buildIco(images) as BlobPart], { type: info.mime }), width, height, transparent, flattened: false, metadata: !settings.keepMetadata ? 'stripped' : readExif(bytes) ? 'unsupported' : 'none' };
    }

    let pixels: Pixels = pixelsOf(bitmap);
    bitmap.close();
    progress(0.3);
    const transparent = hasTransparency(pixels);
    const flattened = transparent && info.alpha === 'none';
    if (flattened) pixels = flatten(pixels, settings.background);
    if (settings.format === 'png' && settings.colors !== null && settings.colors < 256) pixels = reduceColors(pixels, settings.colors);
    progress(0.4);

    let encoded: Uint8Array;
    switch (settings.format) {
      case 'jpeg':
        encoded = await encodeJpeg(pixels, settings.quality, wasm);
        break;
      case 'webp':
        encoded = await encodeWebp(pixels, settings.quality, settings.lossless, wasm);
        break;
      case 'avif':
        encoded = await encodeAvif(pixels, settings.quality, settings.lossless, wasm);
        break;
      case 'png':
        encoded = settings.png === 'optimised' || settings.colors !== null ? await encodeOptimisedPng(pixels, wasm) : await encodePng(pixels, wasm);
        break;
      case 'gif':
        encoded = encodeGif(pixels, settings.colors ?? 256);
        break;
      case 'bmp':
        encoded = encodeBmp(pixels);
        break;
    }
    progress(0.95);

    let metadata: MetadataOutcome = 'stripped';
    if (settings.keepMetadata) {
      const exif = readExif(bytes);
      if (!exif) metadata = 'none';
      else {
        const written = info.metadata ? writeExif(encoded, info.mime, withUprightOrientation(exif)) : null;
        if (written) {
          encoded = written;
          metadata = 'kept';
        } else metadata = 'unsupported';
      }
    }
    return { blob: new Blob([encoded as BlobPart], { type: info.mime }), width, height, transparent, flattened, metadata };
  } finally {
    bitmap.close();
  }
}
