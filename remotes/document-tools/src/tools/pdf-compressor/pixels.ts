/**
 * Turning an image stream's decoded bytes back into pixels, and looking inside JPEG files,
 * without a browser: PNG and TIFF predictors (how PDF writers make raw pixels compress better),
 * samples to RGBA, grey conversion, and a JPEG header reader. Pure, so Node tests run them.
 */

/** Undoes the PNG predictors (PDF Predictor 10–15): each row starts with its filter type 0–4. */
export function unpredictPng(data: Uint8Array, columns: number, colors: number, bitsPerComponent: number): Uint8Array | null {
  const bytesPerPixel = Math.max(1, Math.ceil((colors * bitsPerComponent) / 8));
  const rowBytes = Math.ceil((columns * colors * bitsPerComponent) / 8);
  if (rowBytes <= 0) return null;
  const rows = Math.floor(data.length / (rowBytes + 1));
  const out = new Uint8Array(rows * rowBytes);
  for (let row = 0; row < rows; row += 1) {
    const source = row * (rowBytes + 1);
    const type = data[source]!;
    const at = row * rowBytes;
    const above = at - rowBytes;
    for (let i = 0; i < rowBytes; i += 1) {
      const raw = data[source + 1 + i]!;
      const left = i >= bytesPerPixel ? out[at + i - bytesPerPixel]! : 0;
      const up = row > 0 ? out[above + i]! : 0;
      const upLeft = row > 0 && i >= bytesPerPixel ? out[above + i - bytesPerPixel]! : 0;
      let value: number;
      switch (type) {
        case 0:
          value = raw;
          break;
        case 1:
          value = raw + left;
          break;
        case 2:
          value = raw + up;
          break;
        case 3:
          value = raw + ((left + up) >> 1);
          break;
        case 4:
          value = raw + paeth(left, up, upLeft);
          break;
        default:
          return null;
      }
      out[at + i] = value & 0xff;
    }
  }
  return out;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  if (pa <= pb && pa <= pc) return a;
  return pb <= pc ? b : c;
}

/** Undoes TIFF Predictor 2 (each sample stored as the difference from the one to its left); 8 or 16 bits only. */
export function unpredictTiff(data: Uint8Array, columns: number, colors: number, bitsPerComponent: number): Uint8Array | null {
  if (bitsPerComponent !== 8 && bitsPerComponent !== 16) return null;
  const bytes = bitsPerComponent / 8;
  const rowBytes = columns * colors * bytes;
  if (rowBytes <= 0) return null;
  const out = data.slice(0, Math.floor(data.length / rowBytes) * rowBytes);
  for (let start = 0; start < out.length; start += rowBytes) {
    if (bytes === 1) {
      for (let i = colors; i < rowBytes; i += 1) out[start + i] = (out[start + i]! + out[start + i - colors]!) & 0xff;
    } else {
      const step = colors * 2;
      for (let i = step; i < rowBytes; i += 2) {
        const sum = ((out[start + i]! << 8) | out[start + i + 1]!) + ((out[start + i - step]! << 8) | out[start + i - step + 1]!);
        out[start + i] = (sum >> 8) & 0xff;
        out[start + i + 1] = sum & 0xff;
      }
    }
  }
  return out;
}

/**
 * RGBA pixels (opaque) from 8- or 16-bit grey or RGB samples, rows packed without padding.
 * 16-bit samples keep their high byte. Null when there are too few bytes for the picture.
 */
export function toRgba(samples: Uint8Array, width: number, height: number, channels: 1 | 3, bitsPerComponent: 8 | 16): Uint8ClampedArray | null {
  const bytes = bitsPerComponent / 8;
  const pixels = width * height;
  if (samples.length < pixels * channels * bytes) return null;
  const out = new Uint8ClampedArray(pixels * 4);
  const stride = channels * bytes;
  for (let p = 0; p < pixels; p += 1) {
    const at = p * stride;
    const o = p * 4;
    if (channels === 1) {
      const v = samples[at]!;
      out[o] = v;
      out[o + 1] = v;
      out[o + 2] = v;
    } else {
      out[o] = samples[at]!;
      out[o + 1] = samples[at + bytes]!;
      out[o + 2] = samples[at + 2 * bytes]!;
    }
    out[o + 3] = 255;
  }
  return out;
}

/** Greys RGBA pixels in place with the Rec. 601 weights PDF readers use for RGB → grey. */
export function greyInPlace(rgba: Uint8ClampedArray): void {
  for (let o = 0; o < rgba.length; o += 4) {
    const grey = Math.round(0.299 * rgba[o]! + 0.587 * rgba[o + 1]! + 0.114 * rgba[o + 2]!);
    rgba[o] = grey;
    rgba[o + 1] = grey;
    rgba[o + 2] = grey;
  }
}

export interface JpegInfo {
  width: number;
  height: number;
  components: number;
  progressive: boolean;
  /** Arithmetic coding: allowed by the standard, decoded by no browser. */
  arithmetic: boolean;
}

/** The frame header of a JPEG file (size, colour components, coding), or null when it has none. */
export function readJpegInfo(bytes: Uint8Array): JpegInfo | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    // Fill bytes and standalone markers carry no length.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    if (length < 2) return null;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (at + 10 > bytes.length) return null;
      return {
        height: (bytes[at + 5]! << 8) | bytes[at + 6]!,
        width: (bytes[at + 7]! << 8) | bytes[at + 8]!,
        components: bytes[at + 9]!,
        progressive: marker === 0xc2 || marker === 0xc6 || marker === 0xca || marker === 0xce,
        arithmetic: marker >= 0xc9,
      };
    }
    at += 2 + length;
  }
  return null;
}

/**
 * The JPEG without its Exif, XMP, ICC and comment segments (APP1, APP2, COM), so a browser
 * decodes the samples as a PDF reader does: no rotation from Exif, no colour profile applied.
 * JFIF (APP0) and Adobe (APP14, which says how the colours are coded) stay. Anything that does
 * not parse is returned unchanged.
 */
export function stripJpegMetadata(bytes: Uint8Array): Uint8Array {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return bytes;
  const keep: [number, number][] = [[0, 2]];
  let at = 2;
  let dropped = false;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return bytes;
    const marker = bytes[at + 1]!;
    if (marker === 0xda || marker === 0xd9) break;
    if (marker === 0xff) {
      keep.push([at, at + 1]);
      at += 1;
      continue;
    }
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    if (length < 2 || at + 2 + length > bytes.length) return bytes;
    const end = at + 2 + length;
    if (marker === 0xe1 || marker === 0xe2 || marker === 0xfe) dropped = true;
    else keep.push([at, end]);
    at = end;
  }
  if (!dropped) return bytes;
  keep.push([at, bytes.length]);
  const size = keep.reduce((sum, [start, end]) => sum + end - start, 0);
  const out = new Uint8Array(size);
  let offset = 0;
  for (const [start, end] of keep) {
    out.set(bytes.subarray(start, end), offset);
    offset += end - start;
  }
  return out;
}
