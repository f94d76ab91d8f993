/**
 * Compressing a PDF: pictures recompressed as JPEG (scaled down to the chosen resolution where
 * they are sharper than it), uncompressed streams packed losslessly, unused objects and
 * (optionally) metadata dropped, and the file written with object streams. The picture encoder
 * is injected: the browser's canvas in the worker, a fake one in Node tests.
 */
import type { PDFDocument } from '@cantoo/pdf-lib';
import { loadWithPdfLib } from '../../pdf/pdf-lib-load';
import type { PdfProblem } from '../../pdf/problems';
import { pdfName, type PdfLib } from './describe';
import { surveyDisplaySizes } from './display-sizes';
import { findImages } from './find-images';
import type { ImageCodec } from './image-codec';
import { countAttempt, emptyTotals } from './image-tally';
import type { CompressSettings, ImageTally } from './logic';
import { packStreams } from './pack-streams';
import { removeThumbnails, removeUnreachable, stripMetadata } from './prune';
import { recompressImage } from './recompress-image';
import { savePdf } from './save';

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

/** Whether the form says signatures exist (/SigFlags bit 1). */
function isSigned(lib: PdfLib, doc: PDFDocument): boolean {
  const form = doc.context.lookup(doc.catalog.get(pdfName(lib, 'AcroForm')));
  if (!(form instanceof lib.PDFDict)) return false;
  const flags = doc.context.lookup(form.get(pdfName(lib, 'SigFlags')));
  return flags instanceof lib.PDFNumber && (flags.asNumber() & 1) === 1;
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

  const { images, masks } = findImages(lib, context);
  const totals = emptyTotals();
  for (const [index, [ref, stream]] of images.entries()) {
    checkAbort(signal);
    const size = stream.contents.length;
    const attempt = await recompressImage(lib, context, ref, stream, masks.has(ref.tag), survey, job.settings, codec);
    countAttempt(totals, attempt, size, survey.firstPage.get(ref.tag));
    onProgress(0.1 + (0.75 * (index + 1)) / images.length);
  }
  checkAbort(signal);
  const packedStreams = packStreams(lib, context);
  removedObjects += removeUnreachable(lib, context);
  onProgress(0.9);
  const bytes = await savePdf(lib, doc, objectsPerTick);
  onProgress(1);
  return {
    ok: true,
    bytes,
    report: {
      originalSize,
      size: bytes.byteLength,
      pageCount,
      images: totals.tally,
      imageBytesBefore: totals.bytesBefore,
      imageBytesAfter: totals.bytesAfter,
      packedStreams,
      removedObjects,
      metadataRemoved: job.settings.removeMetadata,
      thumbnailsRemoved,
      changedPage: Number.isFinite(totals.changedPage) ? totals.changedPage + 1 : 1,
      signed,
    },
  };
}
