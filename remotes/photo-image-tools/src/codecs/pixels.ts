/**
 * Work on decoded pixels (RGBA, 8 bits a channel, not premultiplied) that needs no WebAssembly:
 * flattening transparency onto a colour, and the simple containers (BMP, ICO, GIF via gifenc).
 */
import { applyPalette, GIFEncoder, quantize } from 'gifenc';
import { ICO_SIZES } from './formats';

export interface Pixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

export type Rgb = readonly [number, number, number];

/** Whether any pixel is less than fully opaque. */
export function hasTransparency(pixels: Pixels): boolean {
  const { data } = pixels;
  for (let i = 3; i < data.length; i += 4) if (data[i] !== 255) return true;
  return false;
}

/** The picture laid over a solid colour, every pixel opaque (for JPEG and other formats without alpha). */
export function flatten(pixels: Pixels, background: Rgb): Pixels {
  const source = pixels.data;
  const data = new Uint8ClampedArray(source.length);
  const [r, g, b] = background;
  for (let i = 0; i < source.length; i += 4) {
    const a = source[i + 3] ?? 255;
    if (a === 255) {
      data[i] = (source[i] ?? 0);
      data[i + 1] = (source[i + 1] ?? 0);
      data[i + 2] = (source[i + 2] ?? 0);
    } else {
      const k = a / 255;
      data[i] = (source[i] ?? 0) * k + r * (1 - k);
      data[i + 1] = (source[i + 1] ?? 0) * k + g * (1 - k);
      data[i + 2] = (source[i + 2] ?? 0) * k + b * (1 - k);
    }
    data[i + 3] = 255;
  }
  return { width: pixels.width, height: pixels.height, data };
}

/**
 * A BMP file: 24-bit when opaque (what every program reads), else 32-bit BGRA with a
 * BITMAPV4HEADER giving the alpha mask (what Windows and browsers read as transparent).
 */
export function encodeBmp(pixels: Pixels): Uint8Array {
  const { width, height, data } = pixels;
  const alpha = hasTransparency(pixels);
  const bytesPerPixel = alpha ? 4 : 3;
  const stride = Math.ceil((width * bytesPerPixel) / 4) * 4;
  const headerSize = alpha ? 108 : 40;
  const offset = 14 + headerSize;
  const size = offset + stride * height;
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  out[0] = 0x42;
  out[1] = 0x4d;
  view.setUint32(2, size, true);
  view.setUint32(10, offset, true);
  view.setUint32(14, headerSize, true);
  view.setInt32(18, width, true);
  view.setInt32(22, height, true); // positive: rows bottom-up
  view.setUint16(26, 1, true);
  view.setUint16(28, bytesPerPixel * 8, true);
  view.setUint32(30, alpha ? 3 : 0, true); // BI_BITFIELDS : BI_RGB
  view.setUint32(34, stride * height, true);
  view.setInt32(38, 2835, true); // 72 dpi
  view.setInt32(42, 2835, true);
  if (alpha) {
    view.setUint32(54, 0x00ff0000, true);
    view.setUint32(58, 0x0000ff00, true);
    view.setUint32(62, 0x000000ff, true);
    view.setUint32(66, 0xff000000, true);
    view.setUint32(70, 0x73524742, true); // LCS_sRGB
  }
  for (let y = 0; y < height; y++) {
    let at = offset + (height - 1 - y) * stride;
    let from = y * width * 4;
    for (let x = 0; x < width; x++, from += 4) {
      out[at++] = (data[from + 2] ?? 0);
      out[at++] = (data[from + 1] ?? 0);
      out[at++] = (data[from] ?? 0);
      if (alpha) out[at++] = (data[from + 3] ?? 0);
    }
  }
  return out;
}

/** An ICO file holding PNG images (Windows Vista and every browser read these), smallest first. */
export function buildIco(images: readonly { size: number; png: Uint8Array }[]): Uint8Array {
  const sorted = [...images].sort((a, b) => a.size - b.size);
  const headerSize = 6 + 16 * sorted.length;
  const total = headerSize + sorted.reduce((sum, image) => sum + image.png.length, 0);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  view.setUint16(2, 1, true); // icon
  view.setUint16(4, sorted.length, true);
  let offset = headerSize;
  sorted.forEach((image, i) => {
    const entry = 6 + i * 16;
    out[entry] = image.size >= 256 ? 0 : image.size; // 0 means 256
    out[entry + 1] = image.size >= 256 ? 0 : image.size;
    view.setUint16(entry + 4, 1, true); // planes
    view.setUint16(entry + 6, 32, true); // bits per pixel
    view.setUint32(entry + 8, image.png.length, true);
    view.setUint32(entry + 12, offset, true);
    out.set(image.png, offset);
    offset += image.png.length;
  });
  return out;
}

/** The icon sizes to write for a picture: the chosen ones, none larger than 256. */
export function icoSizesFor(chosen: readonly number[]): number[] {
  const sizes = [...new Set(chosen)].filter((size) => (ICO_SIZES as readonly number[]).includes(size)).sort((a, b) => a - b);
  return sizes.length ? sizes : [16, 32, 48, 256];
}

/**
 * The same picture drawn with at most `colors` colours (2–256), transparency kept: the "lossy PNG"
 * trick, since a PNG of few colours is stored as a small palette image.
 */
export function reduceColors(pixels: Pixels, colors: number): Pixels {
  const count = Math.max(2, Math.min(256, Math.round(colors)));
  const palette = quantize(pixels.data, count, { format: 'rgba4444', clearAlpha: false });
  const index = applyPalette(pixels.data, palette, 'rgba4444');
  const data = new Uint8ClampedArray(pixels.data.length);
  for (let i = 0; i < index.length; i++) {
    const colour = palette[index[i] ?? 0] ?? [0, 0, 0, 0];
    data[i * 4] = colour[0] ?? 0;
    data[i * 4 + 1] = colour[1] ?? 0;
    data[i * 4 + 2] = colour[2] ?? 0;
    data[i * 4 + 3] = colour[3] ?? 255;
  }
  return { width: pixels.width, height: pixels.height, data };
}

/** A still GIF: up to 256 colours, pixels under half opacity become the transparent colour. */
export function encodeGif(pixels: Pixels, colors = 256): Uint8Array {
  const transparent = hasTransparency(pixels);
  const palette = quantize(pixels.data, colors, transparent ? { format: 'rgba4444', oneBitAlpha: true, clearAlpha: true } : { format: 'rgb565' });
  const index = applyPalette(pixels.data, palette, transparent ? 'rgba4444' : 'rgb565');
  const transparentIndex = transparent ? palette.findIndex((colour) => colour.length > 3 && colour[3] === 0) : -1;
  const gif = GIFEncoder();
  gif.writeFrame(index, pixels.width, pixels.height, { palette, transparent: transparentIndex >= 0, transparentIndex: Math.max(0, transparentIndex) });
  gif.finish();
  return gif.bytes();
}
