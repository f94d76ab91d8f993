/**
 * The encoders' WebAssembly, emitted by this remote's build as hashed assets and served from its
 * own origin (nothing from a CDN). Only the URLs live on the page; the worker downloads the one a
 * job needs, the first time it is needed.
 */
import type { WasmUrls } from './types';

export const WASM_URLS: WasmUrls = {
  mozjpeg: new URL('@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm', import.meta.url).href,
  webp: new URL('@jsquash/webp/codec/enc/webp_enc.wasm', import.meta.url).href,
  webpSimd: new URL('@jsquash/webp/codec/enc/webp_enc_simd.wasm', import.meta.url).href,
  avif: new URL('@jsquash/avif/codec/enc/avif_enc.wasm', import.meta.url).href,
  png: new URL('@jsquash/png/codec/pkg/squoosh_png_bg.wasm', import.meta.url).href,
  oxipng: new URL('@jsquash/oxipng/codec/pkg/squoosh_oxipng_bg.wasm', import.meta.url).href,
};
