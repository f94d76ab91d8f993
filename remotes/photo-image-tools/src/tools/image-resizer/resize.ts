/**
 * One batch, in the worker: each picture is decoded upright by the browser, cut to the planned
 * region, resampled with pica (Lanczos-class filters in WebAssembly, tiled to keep memory down),
 * laid on its background where needed, and encoded. A picture that fails is reported and the
 * batch goes on.
 */
import createPica from 'pica/pica_main';
import { checkDimensions, decodeBitmap } from '../../codecs/decode';
import { FORMATS, sniffType, type OutputFormat } from '../../codecs/formats';
import { readExif, withUprightOrientation, writeExif } from '../../codecs/metadata';
import type { Rgb } from '../../codecs/pixels';
import { CodecError, type WasmUrls } from '../../codecs/types';
import { encodeAvif, encodeWebp } from '../../codecs/wasm-codecs';
import { outputFormatFor } from './output';
import { planResize, type Size } from './plan';
import { UNSUPPORTED } from './messages';
import { batchFraction } from './progress';
import type { ResampleFilter, ResizeFormat, SizeSettings } from './settings';

export interface ResizeJob {
  items: { id: number; file: Blob }[];
  size: SizeSettings;
  format: ResizeFormat;
  /** 1–100, for JPEG, WebP and AVIF. */
  quality: number;
  /** Behind transparent pixels in JPEG, and in the bars of a padded picture. */
  background: Rgb;
  /** Leave the bars of a padded picture see-through (PNG, WebP, AVIF). */
  transparentPad: boolean;
  filter: ResampleFilter;
  keepMetadata: boolean;
  wasm: WasmUrls;
  /** Bumped by "Start again", so the same batch counts as new work. */
  attempt: number;
}

export type ResizedItem =
  | { id: number; ok: true; blob: Blob; format: OutputFormat; width: number; height: number; original: Size; note: string | null }
  | { id: number; ok: false; error: string };

export interface ResizeOutcome {
  items: ResizedItem[];
}

type Canvas = OffscreenCanvas;
type Resizer = ReturnType<typeof createPica>;

function context(canvas: Canvas): OffscreenCanvasRenderingContext2D {
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new CodecError('This browser could not make a canvas that big. Try a smaller size.');
  return ctx;
}

const cssColor = ([r, g, b]: Rgb) => `rgb(${r} ${g} ${b})`;

async function encode(canvas: Canvas, format: OutputFormat, quality: number, wasm: WasmUrls): Promise<{ bytes: Uint8Array; note: string | null }> {
  const { mime } = FORMATS[format];
  if (format !== 'avif') {
    const blob = await canvas.convertToBlob({ type: mime, quality: quality / 100 });
    if (blob.type === mime) return { bytes: new Uint8Array(await blob.arrayBuffer()), note: null };
    if (format !== 'webp') throw new CodecError(`This browser cannot write ${FORMATS[format].label}.`);
  }
  // AVIF always, and WebP where the browser has no encoder of its own (Safari): the site's own WebAssembly.
  const image = context(canvas).getImageData(0, 0, canvas.width, canvas.height);
  const pixels = { width: image.width, height: image.height, data: image.data };
  const bytes = format === 'avif' ? await encodeAvif(pixels, quality, false, wasm) : await encodeWebp(pixels, quality, false, wasm);
  return { bytes, note: null };
}

async function resizeOne(resizer: Resizer, file: Blob, job: ResizeJob, at: (stage: number) => void): Promise<Omit<Extract<ResizedItem, { ok: true }>, 'id' | 'ok'>> {
  const head = new Uint8Array(await file.slice(0, 4096).arrayBuffer());
  const sniffed = sniffType(head);
  const bitmap = await decodeBitmap(file, head);
  const original = { width: bitmap.width, height: bitmap.height };
  const canvases: Canvas[] = [];
  try {
    checkDimensions(original.width, original.height);
    const planned = planResize(original, job.size);
    if ('error' in planned) throw new CodecError(planned.error);
    const plan = planned.value;
    at(0.15);

    // pica reads from a canvas here: in a worker it cannot make the canvas it would copy a bitmap into.
    const { source } = plan;
    const from = new OffscreenCanvas(source.width, source.height);
    canvases.push(from);
    context(from).drawImage(bitmap, source.x, source.y, source.width, source.height, 0, 0, source.width, source.height);
    bitmap.close();
    const resized = new OffscreenCanvas(plan.resized.width, plan.resized.height);
    canvases.push(resized);
    await resizer.resize(from, resized, { filter: job.filter });
    from.width = 0;
    from.height = 0;
    at(0.8);

    const format = outputFormatFor(sniffed, job.format);
    const opaque = FORMATS[format].alpha === 'none';
    const padded = plan.canvas.width !== plan.resized.width || plan.canvas.height !== plan.resized.height;
    let output = resized;
    if (padded || opaque) {
      output = new OffscreenCanvas(plan.canvas.width, plan.canvas.height);
      canvases.push(output);
      const ctx = context(output);
      if (opaque || !job.transparentPad) {
        ctx.fillStyle = cssColor(job.background);
        ctx.fillRect(0, 0, plan.canvas.width, plan.canvas.height);
      }
      ctx.drawImage(resized, plan.offset.x, plan.offset.y);
    }
    let { bytes, note } = await encode(output, format, job.quality, job.wasm);
    at(0.95);

    if (job.keepMetadata) {
      const exif = readExif(new Uint8Array(await file.arrayBuffer()));
      if (!exif) note = 'The original had no metadata to keep.';
      else {
        const written = FORMATS[format].metadata ? writeExif(bytes, FORMATS[format].mime, withUprightOrientation(exif)) : null;
        if (written) bytes = written;
        else note = `${FORMATS[format].label} files cannot carry the photo's metadata here; it was left out.`;
      }
    }
    return { blob: new Blob([bytes as BlobPart], { type: FORMATS[format].mime }), format, width: plan.canvas.width, height: plan.canvas.height, original, note };
  } finally {
    bitmap.close();
    // Frees the pixel memory now rather than at garbage collection: the next picture needs it.
    for (const canvas of canvases) {
      canvas.width = 0;
      canvas.height = 0;
    }
  }
}

function problemText(error: unknown): string {
  if (error instanceof CodecError) return error.message;
  const message = error instanceof Error ? error.message : String(error);
  if (/memory|allocation|out of bounds/i.test(message)) return 'The browser ran out of memory for this image. Close other tabs, or choose a smaller size.';
  return `It could not be resized (${message || 'unknown error'}).`;
}

export async function resizeBatch(job: ResizeJob, progress: (fraction: number) => void): Promise<ResizeOutcome> {
  if (typeof OffscreenCanvas === 'undefined' || typeof createImageBitmap !== 'function') throw new Error(UNSUPPORTED);
  // Already in a worker: pica works here on the calculation core only, not through workers of its own.
  const resizer = createPica({ features: ['js', 'wasm'], tile: 1024 });
  const total = job.items.length;
  const items: ResizedItem[] = [];
  for (const [index, { id, file }] of job.items.entries()) {
    const at = (stage: number) => progress(batchFraction(index, total, stage));
    at(0);
    try {
      items.push({ id, ok: true, ...(await resizeOne(resizer, file, job, at)) });
    } catch (error) {
      items.push({ id, ok: false, error: problemText(error) });
    }
    at(1);
  }
  return { items };
}
