/**
 * Compresses a PDF off the page: parsing, decoding pictures and writing a large file take
 * seconds. Self-contained on purpose (static imports only, no dynamic import()): it may be
 * started cross-origin, where loading chunks would fail.
 */
import * as pdfLib from '@cantoo/pdf-lib';
import { serveTask } from '@toolhub/shared/worker';
import { canvasCodec } from './canvas-codec';
import { compressPdf, type CompressJob } from './compress';

serveTask((job: CompressJob, progress) => compressPdf(pdfLib, job, canvasCodec(), { onProgress: progress, objectsPerTick: 5000 }));
