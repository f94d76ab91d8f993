/**
 * Carrying a photo's EXIF block (camera, lens, date, GPS place) from the original file into the
 * converted one. The encoders write bare images, so the block is read from the input's container
 * (JPEG APP1, PNG eXIf, WebP EXIF chunk) and written into the output's. Hand-written: the npm
 * EXIF libraries read tags (exifr) or rewrite JPEG only (piexifjs); moving the raw block between
 * three containers is a few segment walks. Pixels arrive already turned upright, so the copied
 * orientation tag is reset to 1 ("as stored") or viewers would turn the picture a second time.
 */

const EXIF_HEADER = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00]; // "Exif\0\0"
/** A JPEG segment holds at most 65,533 bytes after its length field. */
const MAX_JPEG_EXIF = 65_533 - EXIF_HEADER.length;

const u16be = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u32be = (b: Uint8Array, at: number) => (((b[at] ?? 0) << 24) >>> 0) + ((b[at + 1] ?? 0) << 16) + ((b[at + 2] ?? 0) << 8) + (b[at + 3] ?? 0);
const u32le = (b: Uint8Array, at: number) => (((b[at + 3] ?? 0) << 24) >>> 0) + ((b[at + 2] ?? 0) << 16) + ((b[at + 1] ?? 0) << 8) + (b[at] ?? 0);
const fourcc = (b: Uint8Array, at: number) => String.fromCharCode((b[at] ?? 0), (b[at + 1] ?? 0), (b[at + 2] ?? 0), (b[at + 3] ?? 0));

function isTiff(bytes: Uint8Array): boolean {
  return bytes.length >= 8 && ((bytes[0] === 0x49 && bytes[1] === 0x49 && bytes[2] === 0x2a && bytes[3] === 0) || (bytes[0] === 0x4d && bytes[1] === 0x4d && bytes[2] === 0 && bytes[3] === 0x2a));
}

/** The EXIF block (TIFF bytes, starting "II*\0" or "MM\0*") of a JPEG, PNG or WebP file, if any. */
export function readExif(file: Uint8Array): Uint8Array | null {
  try {
    if (file[0] === 0xff && file[1] === 0xd8) return exifOfJpeg(file);
    if (file[0] === 0x89 && fourcc(file, 1) === 'PNG\r') return exifOfPng(file);
    if (fourcc(file, 0) === 'RIFF' && fourcc(file, 8) === 'WEBP') return exifOfWebp(file);
  } catch {
    // A damaged container has no usable metadata; the image itself may still decode.
  }
  return null;
}

function exifOfJpeg(file: Uint8Array): Uint8Array | null {
  let at = 2;
  while (at + 4 <= file.length) {
    if (file[at] !== 0xff) return null;
    const marker = file[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return null; // image data starts: no more metadata
    const length = u16be(file, at + 2);
    if (length < 2) return null;
    const body = file.subarray(at + 4, at + 2 + length);
    if (marker === 0xe1 && EXIF_HEADER.every((byte, i) => body[i] === byte)) {
      const tiff = body.subarray(EXIF_HEADER.length);
      return isTiff(tiff) ? tiff.slice() : null;
    }
    at += 2 + length;
  }
  return null;
}

function exifOfPng(file: Uint8Array): Uint8Array | null {
  let at = 8;
  while (at + 12 <= file.length) {
    const length = u32be(file, at);
    const type = fourcc(file, at + 4);
    if (type === 'eXIf') {
      const data = file.subarray(at + 8, at + 8 + length);
      return isTiff(data) ? data.slice() : null;
    }
    if (type === 'IEND') return null;
    at += 12 + length;
  }
  return null;
}

function exifOfWebp(file: Uint8Array): Uint8Array | null {
  let at = 12;
  while (at + 8 <= file.length) {
    const type = fourcc(file, at);
    const length = u32le(file, at + 4);
    if (type === 'EXIF') {
      let data = file.subarray(at + 8, at + 8 + length);
      // Some writers keep JPEG's "Exif\0\0" in front of the TIFF bytes.
      if (EXIF_HEADER.every((byte, i) => data[i] === byte)) data = data.subarray(EXIF_HEADER.length);
      return isTiff(data) ? data.slice() : null;
    }
    at += 8 + length + (length & 1);
  }
  return null;
}

/** A copy of the EXIF block with its orientation tag (0x0112 in the first IFD) set to 1. */
export function withUprightOrientation(tiff: Uint8Array): Uint8Array {
  const out = tiff.slice();
  if (!isTiff(out)) return out;
  const little = out[0] === 0x49;
  const view = new DataView(out.buffer, out.byteOffset, out.byteLength);
  const ifd = view.getUint32(4, little);
  if (ifd + 2 > out.length) return out;
  const count = view.getUint16(ifd, little);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > out.length) break;
    if (view.getUint16(entry, little) === 0x0112 && view.getUint16(entry + 2, little) === 3) {
      view.setUint16(entry + 8, 1, little);
    }
  }
  return out;
}

/** The orientation tag's value (1–8), or null when there is none. */
export function exifOrientation(tiff: Uint8Array): number | null {
  if (!isTiff(tiff)) return null;
  const little = tiff[0] === 0x49;
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const ifd = view.getUint32(4, little);
  if (ifd + 2 > tiff.length) return null;
  const count = view.getUint16(ifd, little);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) break;
    if (view.getUint16(entry, little) === 0x0112) return view.getUint16(entry + 8, little);
  }
  return null;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** PNG's chunk checksum (CRC-32, ISO 3309). */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) crc = (CRC_TABLE[(crc ^ (bytes[i] ?? 0)) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function jpegWithExif(file: Uint8Array, tiff: Uint8Array): Uint8Array | null {
  if (tiff.length > MAX_JPEG_EXIF) return null;
  // After SOI and a JFIF APP0 if there is one: EXIF readers look for APP1 near the start.
  let at = 2;
  if (file[2] === 0xff && file[3] === 0xe0) at = 4 + u16be(file, 4);
  const length = 2 + EXIF_HEADER.length + tiff.length;
  const segment = concat([Uint8Array.of(0xff, 0xe1, length >> 8, length & 0xff), Uint8Array.from(EXIF_HEADER), tiff]);
  return concat([file.subarray(0, at), segment, file.subarray(at)]);
}

function pngWithExif(file: Uint8Array, tiff: Uint8Array): Uint8Array | null {
  // eXIf must come before the image data: right after IHDR (8 signature + 25 IHDR bytes).
  const ihdrEnd = 8 + 12 + u32be(file, 8);
  const chunk = new Uint8Array(12 + tiff.length);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, tiff.length);
  chunk.set([0x65, 0x58, 0x49, 0x66], 4); // "eXIf"
  chunk.set(tiff, 8);
  view.setUint32(8 + tiff.length, crc32(chunk.subarray(4, 8 + tiff.length)));
  return concat([file.subarray(0, ihdrEnd), chunk, file.subarray(ihdrEnd)]);
}

interface RiffChunk {
  type: string;
  data: Uint8Array;
}

function webpChunks(file: Uint8Array): RiffChunk[] {
  const chunks: RiffChunk[] = [];
  let at = 12;
  while (at + 8 <= file.length) {
    const length = u32le(file, at + 4);
    chunks.push({ type: fourcc(file, at), data: file.subarray(at + 8, at + 8 + length) });
    at += 8 + length + (length & 1);
  }
  return chunks;
}

function riffChunk(type: string, data: Uint8Array): Uint8Array {
  const pad = data.length & 1;
  const out = new Uint8Array(8 + data.length + pad);
  for (let i = 0; i < 4; i++) out[i] = type.charCodeAt(i);
  new DataView(out.buffer).setUint32(4, data.length, true);
  out.set(data, 8);
  return out;
}

/** The canvas size a simple (VP8 or VP8L) WebP states in its bitstream header. */
function webpSize(chunk: RiffChunk): { width: number; height: number } | null {
  const d = chunk.data;
  if (chunk.type === 'VP8 ' && d.length >= 10) return { width: ((d[6] ?? 0) | ((d[7] ?? 0) << 8)) & 0x3fff, height: ((d[8] ?? 0) | ((d[9] ?? 0) << 8)) & 0x3fff };
  if (chunk.type === 'VP8L' && d.length >= 5) {
    const bits = (d[1] ?? 0) | ((d[2] ?? 0) << 8) | ((d[3] ?? 0) << 16) | ((d[4] ?? 0) << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  return null;
}

function webpWithExif(file: Uint8Array, tiff: Uint8Array): Uint8Array | null {
  const chunks = webpChunks(file).filter((chunk) => chunk.type !== 'EXIF');
  let header = chunks.find((chunk) => chunk.type === 'VP8X');
  const parts: Uint8Array[] = [];
  if (header) {
    const flags = header.data.slice();
    flags[0] = (flags[0] ?? 0) | 0x08;
    header = { type: 'VP8X', data: flags };
  } else {
    const image = chunks.find((chunk) => chunk.type === 'VP8 ' || chunk.type === 'VP8L');
    const size = image ? webpSize(image) : null;
    if (!image || !size) return null;
    const data = new Uint8Array(10);
    // A lossless bitstream says whether it uses alpha in bit 28 of its header.
    const alpha = image.type === 'VP8L' && ((image.data[4] ?? 0) & 0x10) !== 0;
    data[0] = 0x08 | (alpha ? 0x10 : 0);
    const w = size.width - 1;
    const h = size.height - 1;
    data.set([w & 0xff, (w >> 8) & 0xff, (w >> 16) & 0xff, h & 0xff, (h >> 8) & 0xff, (h >> 16) & 0xff], 4);
    header = { type: 'VP8X', data };
  }
  parts.push(riffChunk('VP8X', header.data));
  for (const chunk of chunks) if (chunk.type !== 'VP8X') parts.push(riffChunk(chunk.type, chunk.data));
  parts.push(riffChunk('EXIF', tiff));
  const body = concat(parts);
  const out = new Uint8Array(12 + body.length);
  out.set([0x52, 0x49, 0x46, 0x46], 0);
  new DataView(out.buffer).setUint32(4, 4 + body.length, true);
  out.set([0x57, 0x45, 0x42, 0x50], 8);
  out.set(body, 12);
  return out;
}

/**
 * The encoded file with the EXIF block written in, or null when this format or size cannot
 * carry it (the caller says so rather than pretending it was kept).
 */
export function writeExif(file: Uint8Array, mime: string, tiff: Uint8Array): Uint8Array | null {
  if (!isTiff(tiff)) return null;
  try {
    if (mime === 'image/jpeg' && file[0] === 0xff && file[1] === 0xd8) return jpegWithExif(file, tiff);
    if (mime === 'image/png' && file[0] === 0x89) return pngWithExif(file, tiff);
    if (mime === 'image/webp' && fourcc(file, 8) === 'WEBP') return webpWithExif(file, tiff);
  } catch {
    return null;
  }
  return null;
}
