/**
 * pdf.js's own worker (parsing, fonts, text and drawing operators), bundled as one classic
 * script by the worker rule (scripts/lib/worker-bundle-loader.mjs) so it can start from the
 * remote's origin like every other tool worker. Importing it is enough: pdf.js's
 * WorkerMessageHandler listens on `self` as soon as it loads in a worker.
 */
import { WorkerMessageHandler } from 'pdfjs-dist/build/pdf.worker.mjs';

// Kept as a global so no bundler drops the import as unused.
(self as unknown as { pdfjsWorker: unknown }).pdfjsWorker = { WorkerMessageHandler };
