// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useWorkerTask, type WorkerTaskOptions } from './useWorkerTask';
import type { TaskRequest, TaskResponse } from '../worker/serve-task';

const upper = (input: string) => {
  if (input === 'boom') throw new Error('Cannot work on boom');
  return input.toUpperCase();
};

/** A worker that runs `upper` after `latency` ms, reporting progress halfway; terminate() silences it. */
class FakeWorker extends EventTarget {
  static made: FakeWorker[] = [];
  static latency = 100;
  terminated = false;
  constructor() {
    super();
    FakeWorker.made.push(this);
  }
  postMessage({ id, input }: TaskRequest<string>) {
    const send = (data: TaskResponse<string>) => {
      if (!this.terminated) this.dispatchEvent(new MessageEvent('message', { data }));
    };
    setTimeout(() => send({ id, kind: 'progress', fraction: 0.5 }), FakeWorker.latency / 2);
    setTimeout(() => {
      try {
        send({ id, kind: 'result', result: upper(input) });
      } catch (error) {
        send({ id, kind: 'error', message: (error as Error).message });
      }
    }, FakeWorker.latency);
  }
  terminate() {
    this.terminated = true;
  }
}
const createWorker = () => new FakeWorker() as unknown as Worker;

type Props = Pick<WorkerTaskOptions<string, string>, 'input' | 'offload'>;
function setup(initial: Props, extra: Partial<WorkerTaskOptions<string, string>> = {}) {
  return renderHook((props: Props) => useWorkerTask({ run: upper, createWorker, delayMs: 10, ...extra, ...props }), { initialProps: initial });
}
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  FakeWorker.made = [];
  FakeWorker.latency = 100;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useWorkerTask', () => {
  it('computes small inputs during render, with no worker', () => {
    const { result } = setup({ input: 'abc', offload: false });
    expect(result.current).toMatchObject({ result: 'ABC', working: false, error: null, progress: null });
    expect(FakeWorker.made).toHaveLength(0);
  });

  it('sends big inputs to a worker: working with progress, then the result', async () => {
    const { result } = setup({ input: 'big', offload: true });
    expect(result.current).toMatchObject({ result: null, working: true });
    await advance(10 + 50);
    expect(result.current.progress).toBe(0.5);
    await advance(50);
    expect(result.current).toMatchObject({ result: 'BIG', working: false, progress: null });
    expect(FakeWorker.made).toHaveLength(1);
  });

  it('keeps the previous result while a newer input is worked on', async () => {
    const { result, rerender } = setup({ input: 'one', offload: true });
    await advance(200);
    rerender({ input: 'two', offload: true });
    expect(result.current).toMatchObject({ result: 'ONE', working: true });
    await advance(200);
    expect(result.current).toMatchObject({ result: 'TWO', working: false });
  });

  it('stops a running job when the input changes: the stale result never shows', async () => {
    const { result, rerender } = setup({ input: 'first', offload: true });
    await advance(10 + 20); // the first job is running
    rerender({ input: 'second', offload: true });
    await advance(10);
    expect(FakeWorker.made[0]!.terminated).toBe(true);
    await advance(200);
    expect(result.current.result).toBe('SECOND');
    expect(FakeWorker.made).toHaveLength(2);
  });

  it('cancel() stops the job; the next input starts a new one', async () => {
    const { result, rerender } = setup({ input: 'slow', offload: true });
    await advance(30);
    act(() => result.current.cancel());
    expect(result.current).toMatchObject({ working: false, cancelled: true, result: null });
    expect(FakeWorker.made[0]!.terminated).toBe(true);
    await advance(500);
    expect(result.current.result).toBeNull();
    rerender({ input: 'again', offload: true });
    expect(result.current).toMatchObject({ working: true, cancelled: false });
    await advance(200);
    expect(result.current.result).toBe('AGAIN');
  });

  it('reports a job that throws as an error message', async () => {
    const { result } = setup({ input: 'boom', offload: true });
    await advance(200);
    expect(result.current).toMatchObject({ result: null, error: 'Cannot work on boom', working: false });
    const small = setup({ input: 'boom', offload: false });
    expect(small.result.current).toMatchObject({ result: null, error: 'Cannot work on boom' });
  });

  it('runs on the main thread when no worker can be made', async () => {
    const { result } = setup(
      { input: 'here', offload: true },
      {
        createWorker: () => {
          throw new Error('blocked');
        },
      },
    );
    await advance(20);
    expect(result.current).toMatchObject({ result: 'HERE', working: false });
  });

  it('falls back to the main thread when the worker fails to start', async () => {
    const broken = () => {
      const worker = new FakeWorker();
      worker.postMessage = () => setTimeout(() => worker.dispatchEvent(new Event('error', { cancelable: true })), 5);
      return worker as unknown as Worker;
    };
    const { result } = setup({ input: 'fallback', offload: true }, { createWorker: broken });
    await advance(50);
    expect(result.current).toMatchObject({ result: 'FALLBACK', working: false });
  });

  it('has no result when there is nothing to work on, and drops the last one', async () => {
    const { result, rerender } = setup({ input: 'x', offload: true });
    await advance(200);
    expect(result.current.result).toBe('X');
    rerender({ input: null, offload: true });
    expect(result.current).toMatchObject({ result: null, working: false });
  });

  it('drops the big result once the input is small again (Clear), so its memory can go', async () => {
    const { result, rerender } = setup({ input: 'big', offload: true });
    await advance(200);
    expect(result.current.result).toBe('BIG');
    rerender({ input: '', offload: false });
    expect(result.current).toMatchObject({ result: '', working: false });
    rerender({ input: 'big again', offload: true });
    // The old result is gone, not shown as the stale one.
    expect(result.current).toMatchObject({ result: null, working: true });
  });

  it('terminates its worker on unmount', async () => {
    const { unmount } = setup({ input: 'bye', offload: true });
    await advance(20);
    unmount();
    expect(FakeWorker.made[0]!.terminated).toBe(true);
  });
});
