/**
 * Runs a PDF job in pdf.worker.ts with the kit's runWorkerJob: progress reports, then the result
 * or an error; cancelling terminates the worker. Where a worker cannot start (no Worker, a
 * blocked script), `null` is returned and the caller draws on the page instead.
 */
import { runWorkerJob } from '@toolhub/shared';
import type { FontBytes, RenderResult } from './draw';
import type { Settings } from './settings';

export interface PdfJob {
  text: string;
  settings: Settings;
  fonts: FontBytes;
}

export type WorkerOutcome = { ok: true; result: RenderResult } | { ok: false; message: string } | null;

export async function runInWorker(
  createWorker: () => Worker,
  job: PdfJob,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<WorkerOutcome> {
  const outcome = await runWorkerJob<PdfJob, RenderResult>(createWorker, job, {
    onProgress,
    signal,
    crashMessage: 'the PDF worker stopped unexpectedly.',
  });
  if (outcome && !outcome.ok && outcome.cancelled) return { ok: false, message: 'PDF creation was cancelled.' };
  return outcome && !outcome.ok ? { ok: false, message: outcome.message } : outcome;
}

/** A created PDF as its result shows it (text-to-pdf and word-to-pdf). */
export interface CreatedPdf extends Omit<RenderResult, 'bytes'> {
  blob: Blob;
  /** Backs the Download and Open links for as long as the result is shown. */
  url: string;
  fileName: string;
  size: number;
}

/** The PDF in `result` as a file, with an object URL from `holdUrl` (the job runner's, released with the result). */
export function createdPdf(result: RenderResult, fileName: string, holdUrl: (blob: Blob) => string): CreatedPdf {
  const blob = new Blob([result.bytes as BlobPart], { type: 'application/pdf' });
  return { blob, url: holdUrl(blob), fileName, pageCount: result.pageCount, size: result.bytes.byteLength, missing: result.missing, missingCount: result.missingCount };
}

/** What a failed creation says (text-to-pdf and word-to-pdf): `loaded` once the engine and fonts had loaded. */
export function creationError(error: unknown, loaded: boolean): string {
  return loaded
    ? `The PDF could not be created: ${error instanceof Error ? error.message : String(error)}`
    : 'The PDF engine or font could not be loaded. Check your connection and try again.';
}
