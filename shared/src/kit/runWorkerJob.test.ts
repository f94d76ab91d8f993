import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeWorker as create, FakeWorker } from './fakeWorker';

/** A fresh module each time: a worker that failed to start is remembered for the visit. */
async function load() {
  vi.resetModules();
  vi.stubGlobal('Worker', FakeWorker);
  return (await import('./runWorkerJob')).runWorkerJob;
}

afterEach(() => vi.unstubAllGlobals());

describe('runWorkerJob', () => {
  it('sends the job with its transfer list, reports progress and returns the result, then stops the worker', async () => {
    const runWorkerJob = await load();
    const progress: number[] = [];
    const buffer = new ArrayBuffer(8);
    const pending = runWorkerJob(create, { n: 1 }, { onProgress: (p) => progress.push(p), transfer: [buffer] });
    const worker = FakeWorker.last!;
    expect(worker.posted).toEqual([{ message: { id: 1, input: { n: 1 } }, transfer: [buffer] }]);
    worker.answer({ id: 1, kind: 'progress', fraction: 0.25 });
    worker.answer({ id: 1, kind: 'result', result: 'done' });
    expect(await pending).toEqual({ ok: true, result: 'done' });
    expect(progress).toEqual([0.25]);
    expect(worker.terminated).toBe(true);
  });

  it('passes on the error of a failed job', async () => {
    const runWorkerJob = await load();
    const pending = runWorkerJob(create, 1);
    FakeWorker.last!.answer({ id: 1, kind: 'error', message: 'broken font' });
    expect(await pending).toEqual({ ok: false, message: 'broken font' });
  });

  it('terminates the worker when cancelled, and answers a cancelled signal at once', async () => {
    const runWorkerJob = await load();
    const controller = new AbortController();
    const pending = runWorkerJob(create, 1, { signal: controller.signal });
    controller.abort();
    expect(await pending).toEqual({ ok: false, message: 'Cancelled.', cancelled: true });
    expect(FakeWorker.last!.terminated).toBe(true);
    const spy = vi.fn(create);
    expect(await runWorkerJob(spy, 1, { signal: controller.signal })).toEqual({ ok: false, message: 'Cancelled.', cancelled: true });
    expect(spy).not.toHaveBeenCalled();
  });

  it('answers null (work on the page) when the worker cannot start, and stops trying for the visit', async () => {
    const runWorkerJob = await load();
    const spy = vi.fn(create);
    const pending = runWorkerJob(spy, 1);
    FakeWorker.last!.fail();
    expect(await pending).toBeNull();
    expect(await runWorkerJob(spy, 1)).toBeNull();
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('answers null when Worker throws or does not exist', async () => {
    const runWorkerJob = await load();
    const throwing = () => {
      throw new Error('blocked');
    };
    expect(await runWorkerJob(throwing, 1)).toBeNull();
    vi.unstubAllGlobals();
    vi.stubGlobal('Worker', undefined);
    vi.resetModules();
    const fresh = (await import('./runWorkerJob')).runWorkerJob;
    expect(await fresh(create, 1)).toBeNull();
  });

  it('reports a worker that stops mid-job as an error with the caller\'s words, not a fallback', async () => {
    const runWorkerJob = await load();
    const pending = runWorkerJob(create, 1, { crashMessage: 'the PDF worker stopped unexpectedly.' });
    FakeWorker.last!.answer({ id: 1, kind: 'progress', fraction: 0.5 });
    FakeWorker.last!.fail();
    expect(await pending).toEqual({ ok: false, message: 'the PDF worker stopped unexpectedly.' });
  });
});
