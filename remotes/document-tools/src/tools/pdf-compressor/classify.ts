/**
 * Which images of a PDF this tool can recompress, decided from a plain description of the image
 * stream's dictionary (describe.ts reads it from pdf-lib). Anything whose colours or transparency
 * could change is left exactly as it was.
 */

/** Why an image was left as it was. */
export type SkipReason =
  | 'transparency'
  | 'colour-space'
  | 'format'
  | 'bits'
  | 'settings'
  | 'small'
  | 'too-large'
  | 'unreadable'
  | 'not-smaller';

/** One entry of the stream's /Filter list with its /DecodeParms. */
export interface FilterStep {
  name: string;
  predictor: number;
  colors: number;
  bitsPerComponent: number;
  columns: number;
  /** DCTDecode's /ColorTransform, when the file sets it. */
  colorTransform: number | null;
  /** LZWDecode's /EarlyChange. */
  earlyChange: number;
}

export interface ColourSpace {
  /** The family name: DeviceRGB, ICCBased, Indexed, … ('' when the image has none). */
  family: string;
  /** Colour components per pixel, when known (ICCBased gives its /N). */
  components: number | null;
}

export interface ImageDescriptor {
  width: number;
  height: number;
  bitsPerComponent: number | null;
  filters: FilterStep[];
  colourSpace: ColourSpace;
  /** /ImageMask true: a stencil, not a picture. */
  imageMask: boolean;
  /** /Mask given as colour ranges: exact colours matter, so no lossy coding. */
  colourKeyMask: boolean;
  /** The /SMask has /Matte: colours are pre-blended with the mask, which must keep its size. */
  matte: boolean;
  /** /Decode array, when present. */
  decode: number[] | null;
  /** Another image uses this one as its /SMask or /Mask. */
  usedAsMask: boolean;
}

/** Above this many pixels a picture is left alone: decoding it would need gigabytes. */
export const MAX_PIXELS = 50_000_000;

/** Filters that only pack bytes, which this tool can undo. */
export const BYTE_FILTERS = new Set(['FlateDecode', 'LZWDecode', 'ASCII85Decode', 'ASCIIHexDecode', 'RunLengthDecode']);
const IMAGE_FORMATS = new Set(['JBIG2Decode', 'JPXDecode', 'CCITTFaxDecode']);

export type Predictor = { kind: 'none' } | { kind: 'png' | 'tiff'; colors: number; bitsPerComponent: number; columns: number };

export type ImagePlan =
  /** A JPEG file once the byte filters before DCTDecode (if any) are undone. */
  | { kind: 'jpeg'; layers: FilterStep[] }
  /** Raw samples once the byte filters are undone and the predictor reversed. */
  | { kind: 'raw'; channels: 1 | 3; bits: 8 | 16; layers: FilterStep[]; predictor: Predictor }
  | { kind: 'mask' }
  | { kind: 'skip'; reason: SkipReason };

/** Components of the colour spaces this tool reproduces exactly (grey or RGB), else null. */
export function colourComponents(space: ColourSpace): 1 | 3 | null {
  switch (space.family) {
    case 'DeviceGray':
    case 'CalGray':
      return 1;
    case 'DeviceRGB':
    case 'CalRGB':
      return 3;
    case 'ICCBased':
      return space.components === 1 || space.components === 3 ? space.components : null;
    default:
      return null;
  }
}

function isDefaultDecode(decode: number[] | null, components: number): boolean {
  if (decode === null) return true;
  if (decode.length !== components * 2) return false;
  return decode.every((value, index) => value === (index % 2 === 0 ? 0 : 1));
}

export function classifyImage(image: ImageDescriptor): ImagePlan {
  if (image.usedAsMask || image.imageMask) return { kind: 'mask' };
  if (image.colourKeyMask || image.matte) return { kind: 'skip', reason: 'transparency' };
  const names = image.filters.map((step) => step.name);
  if (names.some((name) => IMAGE_FORMATS.has(name))) return { kind: 'skip', reason: 'format' };
  const dct = names.indexOf('DCTDecode');
  if (dct !== -1 && dct !== names.length - 1) return { kind: 'skip', reason: 'format' };
  const layers = dct === -1 ? image.filters : image.filters.slice(0, -1);
  if (layers.some((step) => !BYTE_FILTERS.has(step.name))) return { kind: 'skip', reason: 'format' };
  const channels = colourComponents(image.colourSpace);
  if (channels === null || !isDefaultDecode(image.decode, channels)) return { kind: 'skip', reason: 'colour-space' };
  const { width, height } = image;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0) return { kind: 'skip', reason: 'unreadable' };
  if (width * height > MAX_PIXELS) return { kind: 'skip', reason: 'too-large' };
  // A predictor is only undone where it is last (straight before the pixels), as writers put it.
  if (layers.slice(0, dct === -1 ? -1 : undefined).some((step) => step.predictor > 1)) return { kind: 'skip', reason: 'settings' };

  if (dct !== -1) {
    if (image.bitsPerComponent !== null && image.bitsPerComponent !== 8) return { kind: 'skip', reason: 'bits' };
    if (image.filters[dct]!.colorTransform !== null) return { kind: 'skip', reason: 'settings' };
    return { kind: 'jpeg', layers };
  }

  const bits = image.bitsPerComponent;
  if (bits !== 8 && bits !== 16) return { kind: 'skip', reason: 'bits' };
  const last = layers.at(-1);
  let predictor: Predictor = { kind: 'none' };
  if (last && last.predictor > 1) {
    const kind = last.predictor === 2 ? 'tiff' : last.predictor >= 10 && last.predictor <= 15 ? 'png' : null;
    const matches = last.colors === channels && last.bitsPerComponent === bits && last.columns === width;
    if (!kind || !matches || (last.name !== 'FlateDecode' && last.name !== 'LZWDecode')) return { kind: 'skip', reason: 'settings' };
    predictor = { kind, colors: last.colors, bitsPerComponent: last.bitsPerComponent, columns: last.columns };
  }
  return { kind: 'raw', channels, bits, layers, predictor };
}
