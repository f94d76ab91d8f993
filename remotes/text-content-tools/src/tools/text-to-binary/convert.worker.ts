/** Encodes or decodes a large text off the page, so a pasted 5 MB document never freezes it. */
import { serveTask } from '@toolhub/shared/worker';
import { runConvertJob, type ConvertJob } from './logic';

serveTask((job: ConvertJob) => runConvertJob(job));
