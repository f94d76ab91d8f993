/** Encodes and decodes large texts and files off the page, so a 5 MB paste never freezes it. */
import { serveTask } from '@toolhub/shared/worker';
import { runBase64Job, type Base64Job } from './job';

serveTask((job: Base64Job) => runBase64Job(job));
