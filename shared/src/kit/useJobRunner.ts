/**
 * The life of a job started by a button (make a PDF, merge, compress): one run at a time, a
 * newer run, Cancel, Reset or leaving the page aborts the older one, and the result file's object
 * URL is owned here, released when a new run starts, on reset and when the tool goes away.
 * A run that was aborted is ignored: its progress, its result and its errors change nothing.
 * The caller keeps its own state and messages; `runWorkerJob` does the work in a worker.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';

export interface JobRun {
  signal: AbortSignal;
  /** The caller's onProgress, silent once this run has been aborted. */
  onProgress: (fraction: number) => void;
  /** Stops the run quietly (nothing is reported) when it has been aborted. */
  throwIfAborted: () => void;
}

export interface JobHandlers<T> {
  onProgress?: (fraction: number) => void;
  /** The run's result, only while it is still the current run. */
  onDone: (value: T) => void;
  /** What went wrong; not called for an aborted run or an AbortError. */
  onError: (error: unknown) => void;
}

export interface JobRunner {
  /** Starts `work`, aborting the run before and releasing its URL; answers its result, or null when aborted or failed. */
  start: <T>(work: (run: JobRun) => Promise<T>, handlers: JobHandlers<T>) => Promise<T | null>;
  /** Aborts the current run; the result's URL is kept. */
  cancel: () => void;
  /** Aborts the current run and releases the result's URL. */
  reset: () => void;
  /** An object URL for `blob`, owned until the next run, reset or unmount. */
  holdUrl: (blob: Blob) => string;
}

/** A DOMException is not an Error everywhere (jsdom), so both are asked. */
function isAbortError(error: unknown): boolean {
  return (error instanceof Error || error instanceof DOMException) && error.name === 'AbortError';
}

function abortError(): DOMException {
  return new DOMException('Cancelled.', 'AbortError');
}

function release(url: { current: string | null }) {
  if (url.current) URL.revokeObjectURL(url.current);
  url.current = null;
}

export function useJobRunner(): JobRunner {
  const controller = useRef<AbortController | null>(null);
  const objectUrl = useRef<string | null>(null);

  useEffect(
    () => () => {
      controller.current?.abort();
      release(objectUrl);
    },
    [],
  );

  const start = useCallback(async <T>(work: (run: JobRun) => Promise<T>, handlers: JobHandlers<T>): Promise<T | null> => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    release(objectUrl);
    const { signal } = current;
    const run: JobRun = {
      signal,
      onProgress: (fraction) => {
        if (!signal.aborted) handlers.onProgress?.(fraction);
      },
      throwIfAborted: () => {
        if (signal.aborted) throw abortError();
      },
    };
    try {
      const value = await work(run);
      if (signal.aborted) return null;
      handlers.onDone(value);
      return value;
    } catch (error) {
      // A cancel has already said so; a newer run owns the state now.
      if (signal.aborted || isAbortError(error)) return null;
      handlers.onError(error);
      return null;
    } finally {
      if (controller.current === current) controller.current = null;
    }
  }, []);

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
  }, []);

  const reset = useCallback(() => {
    cancel();
    release(objectUrl);
  }, [cancel]);

  const holdUrl = useCallback((blob: Blob) => {
    release(objectUrl);
    objectUrl.current = URL.createObjectURL(blob);
    return objectUrl.current;
  }, []);

  return useMemo(() => ({ start, cancel, reset, holdUrl }), [start, cancel, reset, holdUrl]);
}
