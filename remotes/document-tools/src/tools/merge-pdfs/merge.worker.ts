/**
 * Merges PDFs off the page: reading and writing large files takes seconds. Self-contained on
 * purpose (static imports only): it may be started cross-origin, where loading chunks would fail.
 */
import * as pdfLib from '@cantoo/pdf-lib';
import { serveTask } from '@toolhub/shared/worker';
import { mergePdfs, type MergeInput } from './job';

serveTask((input: MergeInput, progress) => mergePdfs(pdfLib, input, { onProgress: progress }));
