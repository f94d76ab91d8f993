/**
 * Splits a PDF off the page: writing many parts of a large file takes seconds. Self-contained on
 * purpose (static imports only): it may be started cross-origin, where loading chunks would fail.
 */
import * as pdfLib from '@cantoo/pdf-lib';
import { serveTask } from '@toolhub/shared/worker';
import { splitPdf, type SplitInput } from './job';

serveTask((input: SplitInput, progress) => splitPdf(pdfLib, input, { onProgress: progress }));
