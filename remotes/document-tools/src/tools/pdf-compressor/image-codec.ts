/**
 * The picture encoder compressing a PDF is given: the browser's canvas in the worker
 * (canvas-codec.ts), a fake one in Node tests.
 */

/** A picture as the encoder receives it: a JPEG file to decode, or opaque RGBA pixels. */
export type ImageSource = { kind: 'jpeg'; bytes: Uint8Array } | { kind: 'pixels'; rgba: Uint8ClampedArray; width: number; height: number };

export interface ImageCodec {
  /** A JPEG of `source` at `size`, at `quality` (0–1), greyed if asked; null when it cannot be decoded. */
  encode(source: ImageSource, size: { width: number; height: number }, quality: number, grey: boolean): Promise<Uint8Array | null>;
}
