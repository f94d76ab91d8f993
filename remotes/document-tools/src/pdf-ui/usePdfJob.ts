/**
 * A button-started PDF job (merge, split) on the page: the work runs in a worker through the
 * kit's runWorkerJob, with progress and Cancel; where no worker can start it runs here instead.
 * The finished file is held as a Blob with an object URL for its Download link; the kit's
 * useJobRunner owns the run and that URL (released when a new job starts or the tool goes away).
 */
import { useCallback } from 'react';
import { runWorkerJob } from '@toolhub/shared';
import { cancelledError, throwIfCancelled, type JobOptions } from './jobs';
import { useJobState } from './useJobState';

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

export function usePdfJob<D>() {
  const { state, setState, start: run, holdUrl, cancel, reset } = useJobState<JobState<D>>();

  /** Starts `work` (stopping any job still running); answers the finished file, or null. */
  const start = useCallback(
    (work: Work<D>) =>
      run(
        ({ signal, onProgress }) => {
          setState({ status: 'working', progress: null });
          return work({ signal, onProgress });
        },
        {
          onProgress: (progress) => setState({ status: 'working', progress }),
          onDone: (finished) => setState({ status: 'done', url: holdUrl(finished.blob), ...finished }),
          onError: (error) => setState({ status: 'error', message: error instanceof Error ? error.message : String(error) }),
        },
      ),
    [run, holdUrl, setState],
  );

  return { state, start, cancel, reset };
}
