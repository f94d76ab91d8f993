/** Test material made in Node: photo-like pixels (for ../../fixtures/png.testutil), JPEG-shaped files and a fake picture encoder. */
import type { ImageCodec, ImageSource } from './image-codec';

/** A noisy gradient, hard to compress losslessly, like a photo. Deterministic. */
export function photoPixels(width: number, height: number, channels: 3 | 4): Uint8Array {
  const out = new Uint8Array(width * height * channels);
  let seed = 12345;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const noise = (seed >> 16) % 40;
      const at = (y * width + x) * channels;
      out[at] = ((x * 255) / width + noise) & 0xff;
      out[at + 1] = ((y * 255) / height + noise) & 0xff;
      out[at + 2] = (((x + y) * 127) / (width + height) + noise) & 0xff;
      if (channels === 4) out[at + 3] = x < width / 2 ? 255 : 128;
    }
  }
  return out;
}

/**
 * Bytes shaped like a baseline JPEG (start, a frame header, filler, end): enough for pdf-lib to
 * embed and for the compressor to read the header; no decoder could show it.
 */
export function jpegShaped(width: number, height: number, components: 1 | 3 | 4, size: number, extraSegments: number[][] = []): Uint8Array {
  const sof = [0xff, 0xc0, 0, 8 + 3 * components, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, components];
  for (let c = 0; c < components; c += 1) sof.push(c + 1, 0x11, 0);
  const head = [0xff, 0xd8, ...extraSegments.flat(), ...sof, 0xff, 0xda, 0, 2];
  const out = new Uint8Array(Math.max(size, head.length + 2));
  out.set(head);
  for (let i = head.length; i < out.length - 2; i += 1) out[i] = (i * 31) & 0x7f;
  out.set([0xff, 0xd9], out.length - 2);
  return out;
}

export interface FakeCall {
  source: ImageSource['kind'];
  width: number;
  height: number;
  quality: number;
  grey: boolean;
}

/** An encoder that "writes" a JPEG-shaped file of `bytesPerPixel` × pixels bytes and records its calls. */
export function fakeCodec(bytesPerPixel = 0.1, components: 1 | 3 = 3): ImageCodec & { calls: FakeCall[] } {
  const calls: FakeCall[] = [];
  return {
    calls,
    encode(source, size, quality, grey) {
      calls.push({ source: source.kind, width: size.width, height: size.height, quality, grey });
      return Promise.resolve(jpegShaped(size.width, size.height, components, Math.round(size.width * size.height * bytesPerPixel)));
    },
  };
}
