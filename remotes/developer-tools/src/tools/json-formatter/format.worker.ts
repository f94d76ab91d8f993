/** Formats large documents off the page, so a multi-megabyte paste never freezes it. */
import { serveTask } from '@toolhub/shared/worker';
import { runFormatJob, type FormatJob } from './formatJob';

serveTask((job: FormatJob, progress) => runFormatJob(job, progress));
