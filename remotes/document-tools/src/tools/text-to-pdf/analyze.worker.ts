/** Estimates pages and checks the font's coverage of a long text off the page. */
import { serveTask } from '@toolhub/shared/worker';
import { analyzeText, type AnalyzeJob } from './analyze';

serveTask((job: AnalyzeJob) => analyzeText(job));
