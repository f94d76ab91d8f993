/** Encodes and decodes large texts off the page, so a 5 MB paste never freezes it. */
import { serveTask } from '@toolhub/shared/worker';
import { runUrlJob, type UrlJob } from './job';

serveTask((job: UrlJob) => runUrlJob(job));
