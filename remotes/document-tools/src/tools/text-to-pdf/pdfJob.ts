/**
 * Runs a PDF job in pdf.worker.ts through the useWorkerTask protocol (@toolhub/shared/worker):
 * progress reports, then the result or an error; cancelling terminates the worker. Where a
 * worker cannot start (no Worker, a blocked script), `null` is returned and the caller draws
 * on the page instead.
 */
import type { TaskRequest, TaskResponse } from '@toolhub/shared/worker';
import type { FontBytes, RenderResult } from './draw';
import type { Settings } from './settings';

export interface PdfJob {
  text: string;
  settings: Settings;
  fonts: FontBytes;
}

export type WorkerOutcome = { ok: true; result: RenderResult } | { ok: false; message: string } | null;

let broken = false;

export function runInWorker(
  createWorker: () => Worker,
  job: PdfJob,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<WorkerOutcome> {
  if (broken || typeof Worker === 'undefined') return Promise.resolve(null);
  let worker: Worker;
  try {
    worker = createWorker();
  } catch {
    broken = true;
    return Promise.resolve(null);
  }
  return new Promise<WorkerOutcome>((resolve) => {
    let started = false;
    const finish = (outcome: WorkerOutcome) => {
      signal.removeEventListener('abort', onAbort);
      worker.terminate();
      resolve(outcome);
    };
    function onAbort() {
      finish({ ok: false, message: 'PDF creation was cancelled.' });
    }
    signal.addEventListener('abort', onAbort);
    worker.addEventListener('message', (event: MessageEvent<TaskResponse<RenderResult>>) => {
      const data = event.data;
      started = true;
      if (data.kind === 'progress') onProgress(data.fraction);
      else if (data.kind === 'result') finish({ ok: true, result: data.result });
      else finish({ ok: false, message: data.message });
    });
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      // A worker that never answered could not start: draw on the page from now on.
      if (!started) broken = true;
      finish(started ? { ok: false, message: 'the PDF worker stopped unexpectedly.' } : null);
    });
    worker.postMessage({ id: 1, input: job } satisfies TaskRequest<PdfJob>);
  });
}
