/**
 * A button-started PDF job (merge, split) on the page: the work runs in a worker through the
 * kit's runWorkerJob, with progress and Cancel; where no worker can start it runs here instead.
 * The finished file is held as a Blob with an object URL for its Download link, released when a
 * new job starts or the tool goes away.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { runWorkerJob } from '@toolhub/shared';
import { cancelledError, isCancelled, throwIfCancelled, type JobOptions } from './jobs';

export interface PreparedInput<I> {
  input: I;
  /** Buffers handed to the worker rather than copied. */
  transfer: ArrayBuffer[];
}

/**
 * Runs `onPage`'s job in a worker made by `createWorker`, or with `onPage` itself where none can
 * start. `prepare` is called again for the page: buffers sent to a worker that then failed to
 * start are gone.
 */
export async function runPdfJob<I, O>(
  createWorker: () => Worker,
  prepare: () => Promise<PreparedInput<I>>,
  onPage: (input: I, options: JobOptions) => Promise<O>,
  options: JobOptions & { crashMessage: string },
): Promise<O> {
  const { onProgress, signal, crashMessage } = options;
  const first = await prepare();
  throwIfCancelled(signal);
  const outcome = await runWorkerJob<I, O>(createWorker, first.input, { onProgress, signal, transfer: first.transfer, crashMessage });
  if (outcome === null) {
    const again = await prepare();
    return onPage(again.input, { onProgress, signal });
  }
  if (outcome.ok) return outcome.result;
  if (outcome.cancelled) throw cancelledError();
  throw new Error(outcome.message);
}

export interface FinishedFile<D> {
  blob: Blob;
  fileName: string;
  details: D;
}

export type JobState<D> =
  | { status: 'idle' }
  | { status: 'working'; progress: number | null }
  | { status: 'cancelled' }
  | { status: 'error'; message: string }
  | ({ status: 'done'; url: string } & FinishedFile<D>);

type Work<D> = (options: Required<JobOptions>) => Promise<FinishedFile<D>>;

function release(url: { current: string | null }) {
  if (url.current) URL.revokeObjectURL(url.current);
  url.current = null;
}

export function usePdfJob<D>() {
  const [state, setState] = useState<JobState<D>>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const objectUrl = useRef<string | null>(null);

  useEffect(
    () => () => {
      controller.current?.abort();
      release(objectUrl);
    },
    [],
  );

  /** Starts `work` (stopping any job still running); answers the finished file, or null. */
  const start = useCallback(async (work: Work<D>) => {
    controller.current?.abort();
    const run = new AbortController();
    controller.current = run;
    release(objectUrl);
    setState({ status: 'working', progress: null });
    const onProgress = (progress: number) => {
      if (!run.signal.aborted) setState({ status: 'working', progress });
    };
    try {
      const finished = await work({ signal: run.signal, onProgress });
      if (run.signal.aborted) return null;
      const url = URL.createObjectURL(finished.blob);
      objectUrl.current = url;
      setState({ status: 'done', url, ...finished });
      return finished;
    } catch (error) {
      // A cancel has already said so; a newer job owns the state now.
      if (run.signal.aborted || isCancelled(error)) return null;
      setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      return null;
    } finally {
      if (controller.current === run) controller.current = null;
    }
  }, []);

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState({ status: 'cancelled' });
  }, []);

  /** Forgets the result (the input it was made from is gone). */
  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    release(objectUrl);
    setState({ status: 'idle' });
  }, []);

  return { state, start, cancel, reset };
}
