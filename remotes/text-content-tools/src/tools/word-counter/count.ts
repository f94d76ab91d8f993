import { analyzeText, type TextStats } from './logic';

/** Texts longer than this are counted in a worker; shorter ones while rendering (a few ms). */
export const BIG_TEXT_CHARS = 100_000;

/** The job of useWorkerTask, on either side: module-level so its identity never changes. */
export function countText(text: string): TextStats {
  return analyzeText(text);
}

export const EMPTY_STATS: TextStats = analyzeText('');

