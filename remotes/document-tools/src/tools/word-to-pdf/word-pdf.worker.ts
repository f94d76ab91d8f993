/**
 * Draws the PDF off the page: layout, font subsetting and writing a large file take seconds.
 * Self-contained on purpose (static imports only, no dynamic import()): it may be started
 * cross-origin, where loading chunks would fail.
 */
import * as pdfLib from '@cantoo/pdf-lib';
import * as fontkit from '@cantoo/fontkit';
import { serveTask } from '@toolhub/shared/worker';
import { drawWordPdf, type WordPdfJob } from './draw';

serveTask((job: WordPdfJob, progress) =>
  drawWordPdf([pdfLib, fontkit], job, {
    onProgress: progress,
    // Nothing else runs in this worker: no need to hand the thread back between pages.
    yieldToEventLoop: () => Promise.resolve(),
    sliceMs: 100,
  }),
);
