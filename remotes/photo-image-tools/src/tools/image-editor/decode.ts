/** Opening a file: decode it once at full size and make a small copy for the preview. */
import { fitScale, type Size } from './geometry';
import { checkDimensions, checkImageFile, PREVIEW_MAX_SIDE } from './logic';
import type { SourceImage } from './render';

export interface OpenedImage {
  file: Blob;
  name: string;
  size: Size;
  /** The untouched original; every edit is re-applied to it. */
  full: ImageBitmap;
  /** A downscaled copy of the whole original, for a fast preview. */
  base: SourceImage;
  /** False when only the page's <img> could decode it (SVG); a worker could not then. */
  workerCanDecode: boolean;
}

/** A problem to show the user as it is. */
export class OpenError extends Error {}

export const canOpenImages = (): boolean => typeof createImageBitmap === 'function';

async function viaImageElement(file: Blob): Promise<ImageBitmap> {
  if (typeof document === 'undefined' || typeof URL.createObjectURL !== 'function') throw new Error('no <img>');
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return await createImageBitmap(image);
  } finally {
    URL.revokeObjectURL(url);
  }
}

export async function decodeImage(file: File): Promise<OpenedImage> {
  const problem = checkImageFile(file);
  if (problem) throw new OpenError(problem);
  if (!canOpenImages()) {
    throw new OpenError('This browser cannot decode images for editing. Try a current Chrome, Edge, Firefox or Safari.');
  }
  let full: ImageBitmap;
  let workerCanDecode = true;
  try {
    full = await createImageBitmap(file);
  } catch {
    try {
      full = await viaImageElement(file);
      workerCanDecode = false;
    } catch {
      throw new OpenError(`“${file.name}” could not be read as an image. It may be damaged, or in a format this browser cannot show.`);
    }
  }
  const size = { width: full.width, height: full.height };
  const tooBig = checkDimensions(size);
  if (tooBig) {
    full.close();
    throw new OpenError(tooBig);
  }
  const scale = fitScale(size, PREVIEW_MAX_SIDE);
  let base: SourceImage = { image: full, region: { x: 0, y: 0, ...size }, scale: 1 };
  if (scale < 1) {
    try {
      const image = await createImageBitmap(full, {
        resizeWidth: Math.max(1, Math.round(size.width * scale)),
        resizeHeight: Math.max(1, Math.round(size.height * scale)),
        resizeQuality: 'high',
      });
      base = { image, region: base.region, scale: image.width / size.width };
    } catch {
      // Without resize support the preview draws from the original: slower, still correct.
    }
  }
  return { file, name: file.name, size, full, base, workerCanDecode };
}

export function closeImage(image: OpenedImage): void {
  if (image.base.image !== image.full && 'close' in image.base.image) image.base.image.close();
  image.full.close();
}
