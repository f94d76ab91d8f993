/**
 * Compressing a PDF: pictures recompressed as JPEG (scaled down to the chosen resolution where
 * they are sharper than it), uncompressed streams packed losslessly, unused objects and
 * (optionally) metadata dropped, and the file written with object streams. The picture encoder
 * is injected: the browser's canvas in the worker, a fake one in Node tests.
 */
import type { PDFContext, PDFDocument, PDFObject, PDFRawStream, PDFRef } from '@cantoo/pdf-lib';
import { zlibSync } from 'fflate';
import { loadWithPdfLib } from '../../pdf/pdf-lib-load';
import type { PdfProblem } from '../../pdf/problems';
import { classifyImage, colourComponents, type SkipReason } from './classify';
import { collectImageUses, displaySizeOf, multiply, recordDisplay, type ContentSource, type ImageUse, type Matrix } from './content-scan';
import { annotationTargets, describeImage, isImage, nameOf, pageSource, undoLayers, type PdfLib } from './describe';
import { MIN_IMAGE_BYTES, shouldReplace, targetSize, type CompressSettings, type DisplaySize, type ImageTally } from './logic';
import { readJpegInfo, toRgba, unpredictPng, unpredictTiff } from './pixels';

/** A picture as the encoder receives it: a JPEG file to decode, or opaque RGBA pixels. */
export type ImageSource = { kind: 'jpeg'; bytes: Uint8Array } | { kind: 'pixels'; rgba: Uint8ClampedArray; width: number; height: number };

export interface ImageCodec {
  /** A JPEG of `source` at `size`, at `quality` (0–1), greyed if asked; null when it cannot be decoded. */
  encode(source: ImageSource, size: { width: number; height: number }, quality: number, grey: boolean): Promise<Uint8Array | null>;
}

export interface CompressJob {
  bytes: Uint8Array;
  password?: string;
  settings: Pick<CompressSettings, 'quality' | 'maxDpi' | 'grayscale' | 'removeMetadata'>;
}

export interface CompressReport {
  originalSize: number;
  size: number;
  pageCount: number;
  images: ImageTally;
  imageBytesBefore: number;
  imageBytesAfter: number;
  /** Streams stored uncompressed (or as text) before, now packed without loss. */
  packedStreams: number;
  /** Objects nothing referred to any more (old versions, leftovers, dropped metadata). */
  removedObjects: number;
  metadataRemoved: boolean;
  thumbnailsRemoved: number;
  /** The first page (1-based) showing a recompressed picture, else 1: the page worth comparing. */
  changedPage: number;
  /** The file carries digital signatures, which any change (this one too) invalidates. */
  signed: boolean;
}

export type CompressOutcome = { ok: true; bytes: Uint8Array; report: CompressReport } | { ok: false; problem: PdfProblem; message: string };

export interface CompressOptions {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Objects pdf-lib writes between yields: many in a worker, fewer on the page. */
  objectsPerTick?: number;
}

function checkAbort(signal: AbortSignal | undefined) {
  if (signal?.aborted) throw new DOMException('Cancelled.', 'AbortError');
}

const name = (lib: PdfLib, text: string) => lib.PDFName.of(text);

/** Drops the document information, XMP packets and editing programs' private data (/PieceInfo). */
export function stripMetadata(lib: PdfLib, context: PDFContext): void {
  delete context.trailerInfo.Info;
  for (const [, object] of context.enumerateIndirectObjects()) {
    const dict = object instanceof lib.PDFDict ? object : object instanceof lib.PDFRawStream ? object.dict : null;
    if (!dict) continue;
    dict.delete(name(lib, 'Metadata'));
    dict.delete(name(lib, 'PieceInfo'));
  }
}

/** Deletes the objects that nothing reachable from the trailer refers to; answers how many. */
export function removeUnreachable(lib: PdfLib, context: PDFContext): number {
  const root = context.lookup(context.trailerInfo.Root);
  if (!(root instanceof lib.PDFDict)) return 0;
  const seen = new Set<string>();
  const pending: (PDFObject | undefined)[] = [context.trailerInfo.Root, context.trailerInfo.Info, context.trailerInfo.Encrypt];
  while (pending.length > 0) {
    const object = pending.pop();
    if (object instanceof lib.PDFRef) {
      if (seen.has(object.tag)) continue;
      seen.add(object.tag);
      pending.push(context.lookup(object));
    } else if (object instanceof lib.PDFDict) {
      for (const [, value] of object.entries()) pending.push(value);
    } else if (object instanceof lib.PDFArray) {
      pending.push(...object.asArray());
    } else if (object instanceof lib.PDFStream) {
      pending.push(object.dict);
    }
  }
  let removed = 0;
  for (const [ref] of context.enumerateIndirectObjects()) {
    if (seen.has(ref.tag)) continue;
    context.delete(ref);
    removed += 1;
  }
  return removed;
}

/** Page thumbnails (/Thumb): readers draw their own, so they only take room. */
function removeThumbnails(lib: PdfLib, doc: PDFDocument): number {
  let removed = 0;
  for (const page of doc.getPages()) if (page.node.delete(name(lib, 'Thumb'))) removed += 1;
  return removed;
}

interface Survey {
  sizes: Map<string, DisplaySize>;
  /** For pictures whose drawing was not found: as large as the largest page. */
  fallback: DisplaySize | null;
  /** The first page (0-based) each picture is drawn on. */
  firstPage: Map<string, number>;
}

/** How large each picture is drawn, from every page's content and its annotations' appearances. */
export function surveyDisplaySizes(lib: PdfLib, doc: PDFDocument): Survey {
  const context = doc.context;
  const sizes = new Map<string, DisplaySize>();
  const memo = new Map<string, ImageUse[]>();
  const firstPage = new Map<string, number>();
  let largest = 0;
  let complete = true;
  for (const [index, page] of doc.getPages().entries()) {
    const unit = page.node.lookup(name(lib, 'UserUnit'));
    const scale = unit instanceof lib.PDFNumber && unit.asNumber() > 0 ? unit.asNumber() : 1;
    const base: Matrix = [scale, 0, 0, scale, 0, 0];
    const { width, height } = page.getSize();
    largest = Math.max(largest, Math.abs(width) * scale, Math.abs(height) * scale);
    try {
      const annots = annotationTargets(lib, context, page);
      const source: ContentSource = pageSource(lib, context, page);
      const uses = collectImageUses(source, memo);
      if (annots.length > 0) {
        const byName = new Map(annots.map((annot) => [annot.name, annot.target]));
        const content = new TextEncoder().encode(annots.map((annot) => `/${annot.name} Do`).join('\n'));
        uses.push(...collectImageUses({ content, resolve: (key) => byName.get(key) ?? null }, memo));
      }
      for (const use of uses) {
        recordDisplay(sizes, use.key, displaySizeOf(multiply(use.matrix, base)));
        if (!firstPage.has(use.key)) firstPage.set(use.key, index);
      }
    } catch {
      complete = false;
    }
  }
  const fallback = largest > 0 ? { width: largest, height: largest } : null;
  // A page that could not be read may draw any picture larger: be safe for all of them.
  if (!complete) for (const [key, size] of sizes) sizes.set(key, { width: Math.max(size.width, largest), height: Math.max(size.height, largest) });
  return { sizes, fallback, firstPage };
}

type Attempt = { replaced: true; resized: boolean; before: number; after: number } | { replaced: false; reason: SkipReason | 'mask' };

async function recompressImage(
  lib: PdfLib,
  context: PDFContext,
  ref: PDFRef,
  stream: PDFRawStream,
  usedAsMask: boolean,
  survey: Survey,
  settings: CompressJob['settings'],
  codec: ImageCodec,
): Promise<Attempt> {
  const image = describeImage(lib, context, stream, usedAsMask);
  const plan = classifyImage(image);
  if (plan.kind === 'mask') return { replaced: false, reason: 'mask' };
  if (plan.kind === 'skip') return { replaced: false, reason: plan.reason };
  const channels = colourComponents(image.colourSpace)!;
  const greyed = settings.grayscale && channels === 3;
  const before = stream.contents.length;
  if (before < MIN_IMAGE_BYTES && !greyed) return { replaced: false, reason: 'small' };

  let source: ImageSource;
  try {
    const data = undoLayers(lib, context, stream.contents, plan.layers);
    if (plan.kind === 'jpeg') {
      const info = readJpegInfo(data);
      if (!info) return { replaced: false, reason: 'unreadable' };
      if (info.arithmetic) return { replaced: false, reason: 'format' };
      // A JPEG whose colours disagree with its colour space is shown in ways readers differ on: left alone.
      if (info.components !== channels) return { replaced: false, reason: 'colour-space' };
      source = { kind: 'jpeg', bytes: data };
    } else {
      const { predictor } = plan;
      const samples =
        predictor.kind === 'png'
          ? unpredictPng(data, predictor.columns, predictor.colors, predictor.bitsPerComponent)
          : predictor.kind === 'tiff'
            ? unpredictTiff(data, predictor.columns, predictor.colors, predictor.bitsPerComponent)
            : data;
      const rgba = samples ? toRgba(samples, image.width, image.height, plan.channels, plan.bits) : null;
      if (!rgba) return { replaced: false, reason: 'unreadable' };
      source = { kind: 'pixels', rgba, width: image.width, height: image.height };
    }
  } catch {
    return { replaced: false, reason: 'unreadable' };
  }

  const target = targetSize(image.width, image.height, survey.sizes.get(ref.tag) ?? survey.fallback, settings.maxDpi);
  const encoded = await codec.encode(source, target, settings.quality / 100, greyed);
  const written = encoded ? readJpegInfo(encoded) : null;
  if (!encoded || !written || (written.components !== 1 && written.components !== 3)) return { replaced: false, reason: 'unreadable' };
  const sourceKind = plan.kind === 'jpeg' ? 'jpeg' : 'raw';
  if (!shouldReplace({ before, after: encoded.length, source: sourceKind, resized: target.resized, greyed })) return { replaced: false, reason: 'not-smaller' };

  const { dict } = stream;
  dict.set(name(lib, 'Filter'), name(lib, 'DCTDecode'));
  dict.delete(name(lib, 'DecodeParms'));
  dict.delete(name(lib, 'Decode'));
  dict.set(name(lib, 'Width'), lib.PDFNumber.of(written.width));
  dict.set(name(lib, 'Height'), lib.PDFNumber.of(written.height));
  dict.set(name(lib, 'BitsPerComponent'), lib.PDFNumber.of(8));
  // The original colour space stays when it has as many components as the new JPEG (an ICC
  // profile keeps describing the same colours); grey pictures written as RGB JPEGs become DeviceRGB.
  if (written.components !== channels) dict.set(name(lib, 'ColorSpace'), name(lib, written.components === 1 ? 'DeviceGray' : 'DeviceRGB'));
  stream.updateContents(encoded);
  return { replaced: true, resized: target.resized, before, after: encoded.length };
}

/** Text-encoded filters that only make a stream bigger; undone before packing. */
const TEXT_FILTERS = new Set(['ASCII85Decode', 'ASCIIHexDecode']);
const MIN_PACK_BYTES = 64;

/**
 * Packs, without loss, streams stored uncompressed or text-encoded (ASCII85, hex): fonts, page
 * contents, pictures left as they were. XMP metadata stays readable, as PDF/A asks.
 */
export function packStreams(lib: PdfLib, context: PDFContext): number {
  let packed = 0;
  for (const [, object] of context.enumerateIndirectObjects()) {
    if (!(object instanceof lib.PDFRawStream)) continue;
    const { dict } = object;
    if (nameOf(lib, dict.get(name(lib, 'Type'))) === 'Metadata') continue;
    const filter = context.lookup(dict.get(name(lib, 'Filter')));
    const listed = filter instanceof lib.PDFArray ? filter.asArray().map((item) => context.lookup(item)) : filter ? [filter] : [];
    const filters = listed.map((item) => nameOf(lib, item));
    if (filters.some((item) => item === null)) continue;
    let lead = 0;
    while (lead < filters.length && TEXT_FILTERS.has(filters[lead]!)) lead += 1;
    const rest = filters.slice(lead) as string[];
    // Already packed; or text layers in front of filters whose parameters would shift.
    if (lead === 0 && rest.length > 0) continue;
    if (lead > 0 && rest.length > 0 && dict.has(name(lib, 'DecodeParms'))) continue;
    if (lead === 0 && object.contents.length < MIN_PACK_BYTES) continue;
    try {
      const steps = (filters.slice(0, lead) as string[]).map((item) => ({ name: item, predictor: 1, colors: 1, bitsPerComponent: 8, columns: 1, colorTransform: null, earlyChange: 1 }));
      const raw = undoLayers(lib, context, object.contents, steps);
      let contents = raw;
      let chain = rest;
      if (rest.length === 0) {
        const deflated = zlibSync(raw, { level: 6 });
        if (deflated.length < raw.length) {
          contents = deflated;
          chain = ['FlateDecode'];
        }
      }
      if (contents.length >= object.contents.length) continue;
      if (chain.length === 0) dict.delete(name(lib, 'Filter'));
      else dict.set(name(lib, 'Filter'), chain.length === 1 ? name(lib, chain[0]!) : context.obj(chain.map((item) => name(lib, item))));
      if (rest.length === 0) dict.delete(name(lib, 'DecodeParms'));
      object.updateContents(contents);
      packed += 1;
    } catch {
      // A stream that does not decode is written back exactly as it was.
    }
  }
  return packed;
}

/** Whether the form says signatures exist (/SigFlags bit 1). */
function isSigned(lib: PdfLib, doc: PDFDocument): boolean {
  const form = doc.context.lookup(doc.catalog.get(name(lib, 'AcroForm')));
  if (!(form instanceof lib.PDFDict)) return false;
  const flags = doc.context.lookup(form.get(name(lib, 'SigFlags')));
  return flags instanceof lib.PDFNumber && (flags.asNumber() & 1) === 1;
}

/** Whether XMP metadata declares PDF/A-1, which forbids object streams. */
export function declaresPdfA1(xmp: string): boolean {
  return /pdfaid:part\s*=\s*["']\s*1\s*["']|<pdfaid:part>\s*1\s*<\/pdfaid:part>/.test(xmp);
}

function isPdfA1(lib: PdfLib, doc: PDFDocument): boolean {
  const metadata = doc.context.lookup(doc.catalog.get(name(lib, 'Metadata')));
  if (!(metadata instanceof lib.PDFRawStream)) return false;
  try {
    return declaresPdfA1(new TextDecoder().decode(lib.decodePDFRawStream(metadata).decode()));
  } catch {
    return false;
  }
}

/** Objects per object stream: more pack better; 200 keeps each stream quick to read. */
const OBJECTS_PER_STREAM = 200;

/**
 * Writes the file with object streams (and a cross-reference stream). pdf-lib keeps the catalog
 * and page objects outside object streams; as plain dictionaries they go in too, as the standard
 * allows. PDF/A-1 files, which may not use object streams, are written the classic way.
 */
async function save(lib: PdfLib, doc: PDFDocument, objectsPerTick: number): Promise<Uint8Array> {
  if (isPdfA1(lib, doc)) return doc.save({ useObjectStreams: false, addDefaultPage: false, updateFieldAppearances: false, objectsPerTick });
  const context = doc.context;
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (!(object instanceof lib.PDFCatalog || object instanceof lib.PDFPageTree || object instanceof lib.PDFPageLeaf)) continue;
    const plain = lib.PDFDict.withContext(context);
    for (const [key, value] of object.entries()) plain.set(key, value);
    context.assign(ref, plain);
  }
  const [major = 1, minor = 0] = context.header.getVersionString().split('.').map(Number);
  // Object streams came with PDF 1.5.
  if (major < 1 || (major === 1 && minor < 5)) context.header = lib.PDFHeader.forVersion(1, 7);
  return lib.PDFStreamWriter.forContext(context, objectsPerTick, true, OBJECTS_PER_STREAM).serializeToBuffer();
}

export async function compressPdf(lib: PdfLib, job: CompressJob, codec: ImageCodec, options: CompressOptions = {}): Promise<CompressOutcome> {
  const { onProgress = () => {}, signal, objectsPerTick = 50 } = options;
  const originalSize = job.bytes.byteLength;
  const loaded = await loadWithPdfLib(lib, job.bytes, job.password);
  if (!loaded.ok) return loaded;
  checkAbort(signal);
  onProgress(0.05);
  const { doc } = loaded;
  const context = doc.context;
  const pageCount = doc.getPageCount();
  const signed = isSigned(lib, doc);

  if (job.settings.removeMetadata) stripMetadata(lib, context);
  const thumbnailsRemoved = removeThumbnails(lib, doc);
  let removedObjects = removeUnreachable(lib, context);
  const survey = surveyDisplaySizes(lib, doc);
  onProgress(0.1);

  const images: [PDFRef, PDFRawStream][] = [];
  const masks = new Set<string>();
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (!isImage(lib, object)) continue;
    images.push([ref, object]);
    for (const key of ['SMask', 'Mask']) {
      const mask = object.dict.get(name(lib, key));
      if (mask instanceof lib.PDFRef) masks.add(mask.tag);
    }
  }
  const tally: ImageTally = { total: 0, recompressed: 0, resized: 0, skipped: {} };
  let imageBytesBefore = 0;
  let imageBytesAfter = 0;
  let changedPage = Infinity;
  for (const [index, [ref, stream]] of images.entries()) {
    checkAbort(signal);
    const size = stream.contents.length;
    const attempt = await recompressImage(lib, context, ref, stream, masks.has(ref.tag), survey, job.settings, codec);
    if (attempt.replaced) {
      tally.total += 1;
      tally.recompressed += 1;
      if (attempt.resized) tally.resized += 1;
      changedPage = Math.min(changedPage, survey.firstPage.get(ref.tag) ?? Infinity);
      imageBytesBefore += attempt.before;
      imageBytesAfter += attempt.after;
    } else if (attempt.reason !== 'mask') {
      tally.total += 1;
      tally.skipped[attempt.reason] = (tally.skipped[attempt.reason] ?? 0) + 1;
      imageBytesBefore += size;
      imageBytesAfter += size;
    }
    onProgress(0.1 + (0.75 * (index + 1)) / images.length);
  }
  checkAbort(signal);
  const packedStreams = packStreams(lib, context);
  removedObjects += removeUnreachable(lib, context);
  onProgress(0.9);
  const bytes = await save(lib, doc, objectsPerTick);
  onProgress(1);
  return {
    ok: true,
    bytes,
    report: {
      originalSize,
      size: bytes.byteLength,
      pageCount,
      images: tally,
      imageBytesBefore,
      imageBytesAfter,
      packedStreams,
      removedObjects,
      metadataRemoved: job.settings.removeMetadata,
      thumbnailsRemoved,
      changedPage: Number.isFinite(changedPage) ? changedPage + 1 : 1,
      signed,
    },
  };
}
