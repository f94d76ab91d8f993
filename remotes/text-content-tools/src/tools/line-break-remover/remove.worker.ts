/** Removes line breaks from a large text off the page, so a pasted 5 MB document never freezes it. */
import { serveTask } from '@toolhub/shared/worker';
import { runRemoveJob, type RemoveJob } from './logic';

serveTask((job: RemoveJob) => runRemoveJob(job));
