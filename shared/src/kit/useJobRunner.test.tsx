// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useJobRunner, type JobRun } from './useJobRunner';

/** A job the test finishes by hand, and the handlers that saw what came of it. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  const runs: JobRun[] = [];
  const work = (run: JobRun) => {
    runs.push(run);
    return promise;
  };
  return { promise, resolve, reject, work, runs };
}

const handlers = () => ({ onProgress: vi.fn(), onDone: vi.fn(), onError: vi.fn() });

let made = 0;
beforeEach(() => {
  made = 0;
  URL.createObjectURL = vi.fn(() => `blob:result-${++made}`);
  URL.revokeObjectURL = vi.fn();
});

describe('useJobRunner', () => {
  it('hands the result to onDone and reports progress while the run is current', async () => {
    const { result } = renderHook(() => useJobRunner());
    const job = deferred<string>();
    const seen = handlers();
    let answer: Promise<string | null> | undefined;
    act(() => {
      answer = result.current.start(job.work, seen);
    });
    job.runs[0]!.onProgress(0.5);
    await act(async () => job.resolve('made'));
    expect(await answer).toBe('made');
    expect(seen.onProgress).toHaveBeenCalledWith(0.5);
    expect(seen.onDone).toHaveBeenCalledWith('made');
    expect(seen.onError).not.toHaveBeenCalled();
  });

  it('aborts the older run when a newer one starts, and ignores its late result and progress', async () => {
    const { result } = renderHook(() => useJobRunner());
    const older = deferred<string>();
    const newer = deferred<string>();
    const first = handlers();
    const second = handlers();
    let olderAnswer: Promise<string | null> | undefined;
    act(() => {
      olderAnswer = result.current.start(older.work, first);
      void result.current.start(newer.work, second);
    });
    expect(older.runs[0]!.signal.aborted).toBe(true);
    expect(newer.runs[0]!.signal.aborted).toBe(false);
    older.runs[0]!.onProgress(0.9);
    await act(async () => older.resolve('stale'));
    expect(await olderAnswer).toBeNull();
    expect(first.onProgress).not.toHaveBeenCalled();
    expect(first.onDone).not.toHaveBeenCalled();
    await act(async () => newer.resolve('fresh'));
    expect(second.onDone).toHaveBeenCalledWith('fresh');
  });

  it('cancel aborts the run quietly: no error, no result, and throwIfAborted stops the work', async () => {
    const { result } = renderHook(() => useJobRunner());
    const seen = handlers();
    let step: () => void = () => {};
    let answer: Promise<string | null> | undefined;
    act(() => {
      answer = result.current.start(
        (run) =>
          new Promise<string>((resolve, reject) => {
            step = () => {
              try {
                run.throwIfAborted();
                resolve('went on');
              } catch (error) {
                reject(error);
              }
            };
          }),
        seen,
      );
    });
    act(() => result.current.cancel());
    await act(async () => step());
    expect(await answer).toBeNull();
    expect(seen.onDone).not.toHaveBeenCalled();
    expect(seen.onError).not.toHaveBeenCalled();
  });

  it('passes a real failure to onError, but swallows an AbortError', async () => {
    const { result } = renderHook(() => useJobRunner());
    const failing = deferred<string>();
    const seen = handlers();
    let answer: Promise<string | null> | undefined;
    act(() => {
      answer = result.current.start(failing.work, seen);
    });
    await act(async () => failing.reject(new Error('broken font')));
    expect(await answer).toBeNull();
    expect(seen.onError).toHaveBeenCalledWith(new Error('broken font'));

    const aborting = deferred<string>();
    const quiet = handlers();
    act(() => {
      void result.current.start(aborting.work, quiet);
    });
    await act(async () => aborting.reject(new DOMException('Cancelled.', 'AbortError')));
    expect(quiet.onError).not.toHaveBeenCalled();
  });

  it('holds one result URL: a new URL or a new run releases the old one, cancel keeps it, reset releases it', async () => {
    const { result } = renderHook(() => useJobRunner());
    const blob = new Blob(['%PDF']);
    let url = '';
    act(() => {
      url = result.current.holdUrl(blob);
    });
    expect(url).toBe('blob:result-1');
    act(() => {
      url = result.current.holdUrl(blob);
    });
    expect(URL.revokeObjectURL).toHaveBeenLastCalledWith('blob:result-1');
    act(() => {
      void result.current.start(deferred<string>().work, handlers());
    });
    expect(URL.revokeObjectURL).toHaveBeenLastCalledWith('blob:result-2');
    act(() => {
      url = result.current.holdUrl(blob);
      result.current.cancel();
    });
    expect(URL.revokeObjectURL).toHaveBeenCalledTimes(2);
    act(() => result.current.reset());
    expect(URL.revokeObjectURL).toHaveBeenLastCalledWith(url);
    act(() => result.current.reset());
    expect(URL.revokeObjectURL).toHaveBeenCalledTimes(3);
  });

  it('reset aborts the current run', () => {
    const { result } = renderHook(() => useJobRunner());
    const job = deferred<string>();
    act(() => {
      void result.current.start(job.work, handlers());
    });
    act(() => result.current.reset());
    expect(job.runs[0]!.signal.aborted).toBe(true);
  });

  it('aborts the run and releases the URL when the tool goes away', async () => {
    const { result, unmount } = renderHook(() => useJobRunner());
    const job = deferred<string>();
    const seen = handlers();
    act(() => {
      result.current.holdUrl(new Blob(['%PDF']));
    });
    act(() => {
      void result.current.start(job.work, seen);
    });
    const url = result.current.holdUrl(new Blob(['%PDF']));
    unmount();
    expect(job.runs[0]!.signal.aborted).toBe(true);
    expect(URL.revokeObjectURL).toHaveBeenLastCalledWith(url);
    job.resolve('too late');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen.onDone).not.toHaveBeenCalled();
  });

  it('keeps the same functions from render to render', () => {
    const { result, rerender } = renderHook(() => useJobRunner());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});
