/** What the page asks the codec worker to do, and what it gets back. */
import type { OutputFormat } from './formats';
import type { Rgb } from './pixels';

export interface EncodeSettings {
  format: OutputFormat;
  /** 1–100, for JPEG, WebP and AVIF. */
  quality: number;
  /** WebP and AVIF without loss. */
  lossless: boolean;
  /** PNG: 'fast' writes a plain PNG, 'optimised' runs OxiPNG over it (slower, smaller). */
  png: 'fast' | 'optimised';
  /** PNG and GIF: at most this many colours (2–256), or null for all of them. */
  colors: number | null;
  /** What transparent areas become in a format without transparency. */
  background: Rgb;
  /** Copy the EXIF block (camera, date, GPS) into the output where the format can hold it. */
  keepMetadata: boolean;
  /** ICO: the icon sizes to include. */
  icoSizes: number[];
}

/** Where each WebAssembly file is served (this remote's own hashed assets). */
export interface WasmUrls {
  mozjpeg: string;
  webp: string;
  webpSimd: string;
  avif: string;
  png: string;
  oxipng: string;
}

export interface CodecJob {
  file: Blob;
  settings: EncodeSettings;
  wasm: WasmUrls;
}

export type MetadataOutcome =
  /** Copied into the output. */
  | 'kept'
  /** Left out as asked. */
  | 'stripped'
  /** The original had none. */
  | 'none'
  /** Asked for, but the output format (or its size) cannot carry it. */
  | 'unsupported';

export interface CodecResult {
  blob: Blob;
  width: number;
  height: number;
  /** The original had see-through pixels. */
  transparent: boolean;
  /** Those pixels were laid over the background colour. */
  flattened: boolean;
  metadata: MetadataOutcome;
}

/** A failure the visitor can act on, with the words to show them. */
export class CodecError extends Error {
  override name = 'CodecError';
}
