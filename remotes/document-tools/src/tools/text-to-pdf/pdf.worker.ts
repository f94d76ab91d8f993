/**
 * Creates the PDF off the page: layout, font subsetting and writing a large file take seconds,
 * and a worker keeps the page responsive meanwhile. Self-contained on purpose (static imports
 * only, no dynamic import()): it may be started cross-origin, where loading chunks would fail.
 */
import * as pdfLib from '@cantoo/pdf-lib';
import * as fontkit from '@cantoo/fontkit';
import { serveTask } from '@toolhub/shared/worker';
import { drawPdf } from './draw';
import type { PdfJob } from './pdfJob';

serveTask((job: PdfJob, progress) =>
  drawPdf([pdfLib, fontkit], job.text, job.settings, job.fonts, {
    onProgress: progress,
    // Nothing else runs in this worker: no need to hand the thread back between pages.
    yieldToEventLoop: () => Promise.resolve(),
    sliceMs: 100,
  }),
);
