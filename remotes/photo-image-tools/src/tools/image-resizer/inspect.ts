/**
 * What a chosen file is and how big, read from its first bytes without decoding it (a 24-megapixel
 * photo is not decoded on the page just to show its size). image-size reads the headers of every
 * format browsers show, including the EXIF orientation that turns a phone photo on its side.
 */
import { imageSize } from 'image-size';
import { sniffType, unreadableReason, type SniffedType } from '../../codecs/formats';
import type { Size } from './plan';

export interface Inspected {
  sniffed: SniffedType | null;
  /** The upright size, or null when the header does not say (the worker finds out). */
  size: Size | null;
  /** Why the file cannot be resized, in words; null when it can be tried. */
  problem: string | null;
}

/** JPEG headers can sit behind a large EXIF preview; half a megabyte covers real cameras. */
const HEAD_BYTES = 512 * 1024;

/** Which orientation tags turn a picture on its side (EXIF 5–8): its stored width and height swap. */
export const swapsSides = (orientation: number | undefined) => orientation !== undefined && orientation >= 5 && orientation <= 8;

export function readSize(head: Uint8Array): Size | null {
  try {
    const found = imageSize(head);
    if (!(found.width > 0 && found.height > 0)) return null;
    return swapsSides(found.orientation) ? { width: found.height, height: found.width } : { width: found.width, height: found.height };
  } catch {
    return null;
  }
}

export function inspectBytes(head: Uint8Array): Inspected {
  const sniffed = sniffType(head);
  if (sniffed === null || sniffed === 'heic' || sniffed === 'tiff' || sniffed === 'svg') return { sniffed, size: null, problem: unreadableReason(sniffed) };
  return { sniffed, size: readSize(head), problem: null };
}

export async function inspectFile(file: Blob): Promise<Inspected> {
  try {
    return inspectBytes(new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer()));
  } catch {
    return { sniffed: null, size: null, problem: 'The file could not be read. It may have been moved or deleted.' };
  }
}
