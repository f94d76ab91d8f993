import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { TaskRequest, TaskResponse } from '../worker/serve-task';

export interface WorkerTaskOptions<I, O> {
  /** What to work on; null means nothing to do (the result is then null). Change its identity to start a new job. */
  input: I | null;
  /** The job on the main thread: used for small inputs, and where workers are unavailable. Module-level, stable. */
  run: (input: I) => O;
  /** `() => new Worker(new URL('./x.worker.ts', import.meta.url))`, module-level, stable; the worker calls serveTask. */
  createWorker: () => Worker;
  /** True when this input is big enough to leave the main thread. */
  offload: boolean;
  /** Pause after the last change before a big job starts (typing into a large document). */
  delayMs?: number;
}

export interface WorkerTask<O> {
  /** The latest result; while `working`, the previous one (show it as stale). */
  result: O | null;
  /** The job's error message, when it threw. */
  error: string | null;
  working: boolean;
  /** 0..1 while a long job reports progress, else null. */
  progress: number | null;
  /** True after cancel() until the input changes. */
  cancelled: boolean;
  cancel: () => void;
}

interface Done<I, O> {
  input: I;
  result: O | null;
  error: string | null;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

function runHere<I, O>(run: (input: I) => O, input: I): { result: O | null; error: string | null } {
  try {
    return { result: run(input), error: null };
  } catch (error) {
    return { result: null, error: message(error) };
  }
}

/**
 * Heavy work off the main thread, one shared way: small inputs are computed during render (instant
 * results), big ones go to a Web Worker after a short pause; a newer input or cancel() stops a
 * running job by restarting the worker, the only way to stop a busy one. Without a working
 * Worker the job runs here, after the paint.
 */
export function useWorkerTask<I, O>({ input, run, createWorker, offload, delayMs = 150 }: WorkerTaskOptions<I, O>): WorkerTask<O> {
  const sync = useMemo(() => (offload || input === null ? null : runHere(run, input)), [offload, input, run]);
  const [done, setDone] = useState<Done<I, O> | null>(null);
  const [progress, setProgress] = useState<{ input: I; fraction: number } | null>(null);
  const [cancelledInput, setCancelledInput] = useState<I | null>(null);
  const worker = useRef<Worker | null>(null);
  const busy = useRef(false);
  const failed = useRef(false);
  const ids = useRef(0);

  const stop = useCallback(() => {
    worker.current?.terminate();
    worker.current = null;
    busy.current = false;
  }, []);
  useEffect(() => stop, [stop]);

  useEffect(() => {
    if (!offload || input === null) return;
    let live = true;
    const finish = (outcome: { result: O | null; error: string | null }) => {
      if (live) setDone({ input, ...outcome });
    };
    const timer = setTimeout(() => {
      if (busy.current) stop();
      if (!worker.current && !failed.current) {
        try {
          worker.current = createWorker();
        } catch {
          failed.current = true;
        }
      }
      const current = worker.current;
      if (!current) {
        finish(runHere(run, input));
        return;
      }
      const id = ++ids.current;
      busy.current = true;
      const detach = () => {
        current.removeEventListener('message', onMessage);
        current.removeEventListener('error', onError);
        current.removeEventListener('messageerror', onError);
      };
      function onMessage(event: MessageEvent<TaskResponse<O>>) {
        const data = event.data;
        if (data.id !== id) return;
        if (data.kind === 'progress') {
          if (live) setProgress({ input: input as I, fraction: data.fraction });
          return;
        }
        busy.current = false;
        detach();
        finish(data.kind === 'result' ? { result: data.result, error: null } : { result: null, error: data.message });
      }
      function onError(event: Event) {
        event.preventDefault();
        // A worker that cannot start (blocked script, old browser) is not tried again this visit.
        failed.current = true;
        detach();
        stop();
        finish(runHere(run, input as I));
      }
      current.addEventListener('message', onMessage);
      current.addEventListener('error', onError);
      current.addEventListener('messageerror', onError);
      current.postMessage({ id, input } satisfies TaskRequest<I>);
    }, delayMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [offload, input, run, createWorker, delayMs, stop]);

  const cancel = useCallback(() => {
    stop();
    setCancelledInput(input);
  }, [input, stop]);

  // Nothing big to work on (cleared, or small enough to compute here): drop the last worker result
  // and the big input it holds, so memory goes back to where it was.
  if ((input === null || !offload) && (done !== null || progress !== null)) {
    setDone(null);
    setProgress(null);
  }

  if (!offload) return { result: sync?.result ?? null, error: sync?.error ?? null, working: false, progress: null, cancelled: false, cancel };
  const cancelled = input !== null && cancelledInput === input;
  const current = done !== null && done.input === input;
  return {
    result: input === null || cancelled ? null : (done?.result ?? null),
    error: current ? done.error : null,
    working: input !== null && !current && !cancelled,
    progress: progress !== null && progress.input === input && !current ? progress.fraction : null,
    cancelled,
    cancel,
  };
}
