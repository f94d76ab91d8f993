/**
 * One job in a fresh worker, for work started by a button (make a PDF, merge, compress): the
 * worker answers through the serveTask protocol (@toolhub/shared/worker) with progress and then
 * the result or an error; aborting `signal` terminates it, the only way to stop a busy worker.
 * Where no worker can start (no Worker, a blocked script) the answer is `null`, remembered for
 * the visit, so the caller runs the job on the page instead.
 * `transfer` hands big buffers (a PDF's bytes) to the worker instead of copying them.
 */
import type { TaskRequest, TaskResponse } from '../worker/serve-task';

export type WorkerJobOutcome<O> = { ok: true; result: O } | { ok: false; message: string; cancelled?: boolean } | null;

export interface WorkerJobOptions {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  transfer?: Transferable[];
  /** What the error says when the worker dies after it started (out of memory, say). */
  crashMessage?: string;
}

let broken = false;

export function runWorkerJob<I, O>(createWorker: () => Worker, input: I, options: WorkerJobOptions = {}): Promise<WorkerJobOutcome<O>> {
  const { onProgress, signal, transfer = [], crashMessage = 'The worker stopped unexpectedly.' } = options;
  if (signal?.aborted) return Promise.resolve({ ok: false, message: 'Cancelled.', cancelled: true });
  if (broken || typeof Worker === 'undefined') return Promise.resolve(null);
  let worker: Worker;
  try {
    worker = createWorker();
  } catch {
    broken = true;
    return Promise.resolve(null);
  }
  return new Promise<WorkerJobOutcome<O>>((resolve) => {
    let started = false;
    const finish = (outcome: WorkerJobOutcome<O>) => {
      signal?.removeEventListener('abort', onAbort);
      worker.terminate();
      resolve(outcome);
    };
    function onAbort() {
      finish({ ok: false, message: 'Cancelled.', cancelled: true });
    }
    signal?.addEventListener('abort', onAbort);
    worker.addEventListener('message', (event: MessageEvent<TaskResponse<O>>) => {
      const data = event.data;
      started = true;
      if (data.kind === 'progress') onProgress?.(data.fraction);
      else if (data.kind === 'result') finish({ ok: true, result: data.result });
      else finish({ ok: false, message: data.message });
    });
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      // A worker that never answered could not start: the caller works on the page from now on.
      if (!started) broken = true;
      finish(started ? { ok: false, message: crashMessage } : null);
    });
    worker.postMessage({ id: 1, input } satisfies TaskRequest<I>, transfer);
  });
}
