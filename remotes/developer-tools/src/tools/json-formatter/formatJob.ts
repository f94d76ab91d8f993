import { formatJson, type FormatOptions, type FormatResult } from './logic';

/** Longer inputs are formatted in a worker; shorter ones while rendering. */
export const OFFLOAD_CHARS = 100_000;

export interface FormatJob {
  text: string;
  options: FormatOptions;
}

/** The job of useWorkerTask, on either side: module-level so its identity never changes. */
export function runFormatJob(job: FormatJob, progress?: (fraction: number) => void): FormatResult {
  return formatJson(job.text, job.options, progress);
}
