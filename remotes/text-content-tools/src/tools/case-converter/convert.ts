import { convertCase, type CaseLanguage, type CaseMode } from './logic';

/** Longer texts are converted in a worker; shorter ones while rendering (under 20 ms). */
export const OFFLOAD_CHARS = 100_000;
/** Up to this length the "Every case" list converts the whole text ten ways (about 40 ms). */
export const LIST_FULL_CHARS = 20_000;
/** Past LIST_FULL_CHARS the list shows how each case starts: this much of the text. */
export const LIST_PREVIEW_CHARS = 1_000;

export interface ConvertJob {
  text: string;
  mode: CaseMode;
  language: CaseLanguage;
}

/** The job of useWorkerTask, on either side: module-level so its identity never changes. */
export function runConvertJob(job: ConvertJob): string {
  return convertCase(job.text, job.mode, job.language);
}
