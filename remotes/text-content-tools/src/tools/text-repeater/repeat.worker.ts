/** Makes a long repeated text off the page, so a result of millions of characters never freezes it. */
import { serveTask } from '@toolhub/shared/worker';
import { repeatText, type RepeatJob } from './logic';

serveTask((job: RepeatJob, progress) => repeatText(job, progress));
