/**
 * Rebuilds the document and writes the .docx in docx.worker.ts, again whenever the pages or the
 * options change (a newer run cancels the older one). Where no worker can start, the same code
 * runs on the page with docx loaded on demand.
 */
import { useCallback, useEffect, useState } from 'react';
import { runWorkerJob } from '@toolhub/shared';
import type { ConvertJob, ConvertResult } from './convert';

const createDocxWorker = () => new Worker(new URL('./docx.worker.ts', import.meta.url));

export type ConvertState =
  | { status: 'idle' }
  | { status: 'working'; progress: number }
  | { status: 'done'; result: ConvertResult }
  | { status: 'error'; message: string }
  | { status: 'cancelled' };

type Keyed = ConvertState & { job: ConvertJob | null; attempt: number };

async function runOnPage(job: ConvertJob, onProgress: (fraction: number) => void): Promise<ConvertResult> {
  const [lib, { convert }] = await Promise.all([import('docx'), import('./convert')]);
  return convert(lib, job, onProgress);
}

export function useConvert(job: ConvertJob | null) {
  const [state, setState] = useState<Keyed>({ status: 'idle', job: null, attempt: 0 });
  const [attempt, setAttempt] = useState(0);
  const [running, setRunning] = useState<{ controller: AbortController; job: ConvertJob; attempt: number } | null>(null);

  useEffect(() => {
    if (!job) return;
    const run = new AbortController();
    const set = (next: ConvertState) => {
      if (!run.signal.aborted) setState({ ...next, job, attempt });
    };
    const onProgress = (progress: number) => set({ status: 'working', progress });
    // Started after this render's commit, so quick option changes cancel cheaply.
    const timer = setTimeout(() => {
      setRunning({ controller: run, job, attempt });
      void (async () => {
        try {
          const outcome = await runWorkerJob<ConvertJob, ConvertResult>(createDocxWorker, job, {
            onProgress,
            signal: run.signal,
            crashMessage: 'the converter stopped unexpectedly (the document may be too large for this device).',
          });
          if (run.signal.aborted) return;
          if (outcome === null) set({ status: 'done', result: await runOnPage(job, onProgress) });
          else if (outcome.ok) set({ status: 'done', result: outcome.result });
          else set({ status: 'error', message: outcome.message });
        } catch (error) {
          set({ status: 'error', message: error instanceof Error ? error.message : String(error) });
        }
      })();
    }, 0);
    return () => {
      clearTimeout(timer);
      run.abort();
    };
  }, [job, attempt]);

  const cancel = useCallback(() => {
    if (!running || running.controller.signal.aborted) return;
    running.controller.abort();
    setState({ status: 'cancelled', job: running.job, attempt: running.attempt });
  }, [running]);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);

  const current: ConvertState = job && state.job === job && state.attempt === attempt ? state : job ? { status: 'working', progress: 0 } : { status: 'idle' };
  return { state: current, cancel, retry };
}
