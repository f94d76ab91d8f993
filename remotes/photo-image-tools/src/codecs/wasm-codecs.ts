/**
 * The Squoosh encoders (@jsquash: MozJPEG, libwebp, libavif, the Rust png crate, OxiPNG) driven
 * directly, in the worker. Their glue is imported without the packages' index files, which would
 * also pull in the multi-threaded builds (these need cross-origin isolation, which the site does
 * not have) and fetch the WebAssembly from beside the script. Here the WebAssembly comes from the
 * URLs the page hands over (this remote's own assets), compiled once per worker.
 */
import mozjpegFactory from '@jsquash/jpeg/codec/enc/mozjpeg_enc.js';
import { defaultOptions as jpegDefaults } from '@jsquash/jpeg/meta.js';
import webpFactory from '@jsquash/webp/codec/enc/webp_enc.js';
import webpSimdFactory from '@jsquash/webp/codec/enc/webp_enc_simd.js';
import { defaultOptions as webpDefaults } from '@jsquash/webp/meta.js';
import avifFactory from '@jsquash/avif/codec/enc/avif_enc.js';
import { defaultOptions as avifDefaults } from '@jsquash/avif/meta.js';
import { initSync as initPng, encode as pngEncode } from '@jsquash/png/codec/pkg/squoosh_png.js';
import { initSync as initOxipng, optimise_raw as oxipngRaw } from '@jsquash/oxipng/codec/pkg/squoosh_oxipng.js';
import type { Pixels } from './pixels';
import { CodecError, type WasmUrls } from './types';

const compiled = new Map<string, Promise<WebAssembly.Module>>();

async function compile(url: string): Promise<WebAssembly.Module> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch {
    throw new CodecError('The image encoder could not be downloaded. Check the connection and try again.');
  }
  if (!response.ok) throw new CodecError(`The image encoder could not be downloaded (HTTP ${response.status}).`);
  // Streaming compilation needs the application/wasm type, which not every server sends.
  return WebAssembly.compile(await response.arrayBuffer());
}

function module(url: string): Promise<WebAssembly.Module> {
  let pending = compiled.get(url);
  if (!pending) {
    pending = compile(url);
    pending.catch(() => compiled.delete(url));
    compiled.set(url, pending);
  }
  return pending;
}

interface EmscriptenEncoder {
  encode(data: ArrayBufferView, width: number, height: number, options: object): Uint8Array | null;
}
type Factory = (options: object) => Promise<unknown>;

const emscripten = new Map<string, Promise<EmscriptenEncoder>>();

function emscriptenEncoder(factory: Factory, url: string): Promise<EmscriptenEncoder> {
  let ready = emscripten.get(url);
  if (!ready) {
    ready = module(url).then(
      (wasm) =>
        factory({
          noInitialRun: true,
          instantiateWasm(imports: WebAssembly.Imports, done: (instance: WebAssembly.Instance) => void) {
            const instance = new WebAssembly.Instance(wasm, imports);
            done(instance);
            return instance.exports;
          },
        }) as Promise<EmscriptenEncoder>,
    );
    ready.catch(() => emscripten.delete(url));
    emscripten.set(url, ready);
  }
  return ready;
}

/** A 128-bit SIMD instruction; engines without SIMD refuse to validate it. */
const SIMD_PROBE = new Uint8Array([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, 0x01, 0x05, 0x01, 0x60, 0x00, 0x01, 0x7b, 0x03, 0x02, 0x01, 0x00, 0x0a, 0x08, 0x01, 0x06, 0x00, 0x41,
  0x00, 0xfd, 0x0f, 0x0b,
]);
const simd = (() => {
  try {
    return WebAssembly.validate(SIMD_PROBE);
  } catch {
    return false;
  }
})();

function output(bytes: Uint8Array | null): Uint8Array {
  if (!bytes || bytes.length === 0) throw new CodecError('The encoder could not write this image.');
  // The view points into the encoder's memory, which the next call reuses: keep a copy.
  return bytes.slice();
}

export async function encodeJpeg(pixels: Pixels, quality: number, wasm: WasmUrls): Promise<Uint8Array> {
  const encoder = await emscriptenEncoder(mozjpegFactory as Factory, wasm.mozjpeg);
  return output(encoder.encode(pixels.data, pixels.width, pixels.height, { ...jpegDefaults, quality }));
}

export async function encodeWebp(pixels: Pixels, quality: number, lossless: boolean, wasm: WasmUrls): Promise<Uint8Array> {
  const encoder = simd ? await emscriptenEncoder(webpSimdFactory as Factory, wasm.webpSimd) : await emscriptenEncoder(webpFactory as Factory, wasm.webp);
  // exact: keep the colour under fully transparent pixels only when asked for lossless.
  const options = lossless ? { ...webpDefaults, lossless: 1, quality: 75, method: 4, exact: 0 } : { ...webpDefaults, quality };
  return output(encoder.encode(pixels.data, pixels.width, pixels.height, options));
}

/** Encoder speed 0 (slowest, smallest) to 10; big pictures get a faster setting so they finish. */
export function avifSpeed(width: number, height: number): number {
  const megapixels = (width * height) / 1_000_000;
  return megapixels > 12 ? 9 : megapixels > 4 ? 8 : 6;
}

export async function encodeAvif(pixels: Pixels, quality: number, lossless: boolean, wasm: WasmUrls): Promise<Uint8Array> {
  const encoder = await emscriptenEncoder(avifFactory as Factory, wasm.avif);
  const speed = avifSpeed(pixels.width, pixels.height);
  const options = lossless
    ? { ...avifDefaults, quality: 100, qualityAlpha: -1, subsample: 3, speed, lossless: true }
    : { ...avifDefaults, quality, speed };
  return output(encoder.encode(new Uint8Array(pixels.data.buffer, pixels.data.byteOffset, pixels.data.byteLength), pixels.width, pixels.height, options));
}

let pngReady: Promise<void> | null = null;
let oxipngReady: Promise<void> | null = null;

export async function encodePng(pixels: Pixels, wasm: WasmUrls): Promise<Uint8Array> {
  pngReady ??= module(wasm.png).then((compiledModule) => {
    initPng(compiledModule);
  });
  await pngReady.catch((error: unknown) => {
    pngReady = null;
    throw error;
  });
  return output(pngEncode(new Uint8Array(pixels.data.buffer, pixels.data.byteOffset, pixels.data.byteLength), pixels.width, pixels.height, 8));
}

/** OxiPNG straight from pixels: picks the smallest colour type (palette, grey, no alpha) and filters. */
export async function encodeOptimisedPng(pixels: Pixels, wasm: WasmUrls, level = 2): Promise<Uint8Array> {
  oxipngReady ??= module(wasm.oxipng).then((compiledModule) => {
    initOxipng(compiledModule);
  });
  await oxipngReady.catch((error: unknown) => {
    oxipngReady = null;
    throw error;
  });
  return output(oxipngRaw(pixels.data, pixels.width, pixels.height, level, false, true));
}
