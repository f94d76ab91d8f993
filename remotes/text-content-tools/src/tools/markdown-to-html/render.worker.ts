/** Converts a long Markdown document off the page; the page then sanitises the HTML it sends back. */
import { serveTask } from '@toolhub/shared/worker';
import { type RenderJob } from './logic';
import { renderMarkdown } from './render';

serveTask((job: RenderJob, progress) => renderMarkdown(job, progress));
