/**
 * What the page shows while the visitor types: the page-count estimate, characters the font
 * lacks, right-to-left text and the line count. One job, so that a long text is scanned in a
 * worker (analyze.worker.ts) instead of on the page.
 */
import { estimateFonts, findMissing, hasRightToLeft } from './estimate';
import { countPages } from './logic';
import type { FontId, Settings } from './settings';

/** Texts longer than this are analysed in a worker; a megabyte takes well over 100 ms. */
export const OFFLOAD_CHARS = 100_000;

export interface AnalyzeJob {
  text: string;
  title: string;
  font: FontId;
  /** Null while the settings are invalid: no page count then. */
  settings: Settings | null;
  /** Past the size limit: nothing is estimated. */
  tooLong: boolean;
}

export interface Analysis {
  pages: number | null;
  missing: string[];
  missingCount: number;
  rightToLeft: boolean;
  lines: number;
}

export function analyzeText(job: AnalyzeJob): Analysis {
  const { text, title, font, settings, tooLong } = job;
  const lines = text === '' ? 0 : text.split('\n').length;
  if (tooLong) return { pages: null, missing: [], missingCount: 0, rightToLeft: false, lines };
  const missing = findMissing(`${title}\n${text}`, font);
  return {
    pages: settings ? countPages(text, settings, estimateFonts(settings)).pages : null,
    missing: missing.missing,
    missingCount: missing.count,
    rightToLeft: hasRightToLeft(text),
    lines,
  };
}
