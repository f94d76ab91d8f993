/**
 * Rebuilds the document and writes the .docx off the page. Self-contained on purpose (static
 * imports only, no import()): the worker is bundled into one classic script. The .docx comes
 * back as a Blob, which crosses to the page without copying its bytes.
 */
import * as docx from 'docx';
import { serveTask } from '@toolhub/shared/worker';
import { convert, type ConvertJob } from './convert';

serveTask((job: ConvertJob, progress) => convert(docx, job, progress));
