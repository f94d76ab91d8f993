/** Decoding a chosen file in the browser and drawing it at the size the engine reads best. */
import { canvasSizeFor } from './logic';

export interface Picture {
  file: File;
  /** Object URL for the preview; revoke with `releasePicture`. */
  url: string;
  width: number;
  height: number;
  image: HTMLImageElement;
}

export class ImageReadError extends Error {
  override name = 'ImageReadError';
}

/**
 * Decodes the file with the browser's own decoders (so every format the browser can show
 * works, and photos come out upright), failing with a message fit for the visitor.
 */
export async function readPicture(file: File): Promise<Picture> {
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.decoding = 'async';
  image.src = url;
  try {
    await image.decode();
  } catch {
    URL.revokeObjectURL(url);
    throw new ImageReadError(
      `“${file.name || 'This image'}” could not be opened. The file may be damaged, or in a format this browser cannot display (try PNG or JPEG).`,
    );
  }
  const width = image.naturalWidth;
  const height = image.naturalHeight;
  if (!canvasSizeFor(width, height)) {
    URL.revokeObjectURL(url);
    throw new ImageReadError(`“${file.name || 'This image'}” has no pixels to read.`);
  }
  return { file, url, width, height, image };
}

export function releasePicture(picture: Picture | null): void {
  if (picture) URL.revokeObjectURL(picture.url);
}

/** Draws the picture on a white background (transparent screenshots read as black otherwise). */
export function drawForOcr(picture: Picture): HTMLCanvasElement {
  const size = canvasSizeFor(picture.width, picture.height);
  const canvas = document.createElement('canvas');
  const context = size ? canvas.getContext('2d') : null;
  if (!size || !context) throw new ImageReadError('This browser could not prepare the image for reading.');
  canvas.width = size.width;
  canvas.height = size.height;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(picture.image, 0, 0, size.width, size.height);
  return canvas;
}
