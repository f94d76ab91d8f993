/** Converts a long Markdown document off the page; the page then sanitises the HTML it sends back. */
import { serveTask } from '@toolhub/shared/worker';
import { renderMarkdown, type RenderJob } from './logic';

serveTask((job: RenderJob, progress) => renderMarkdown(job, progress));
