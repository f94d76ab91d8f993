import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeWorker as createWorker, FakeWorker } from '@toolhub/shared/testing';

/** A fresh module each time: a worker that failed to start is remembered for the visit. */
async function load() {
  vi.resetModules();
  vi.stubGlobal('Worker', FakeWorker);
  return (await import('./usePdfJob')).runPdfJob;
}

afterEach(() => vi.unstubAllGlobals());

describe('runPdfJob', () => {
  it('hands the bytes to the worker, reports progress and answers its result', async () => {
    const runPdfJob = await load();
    const buffer = new ArrayBuffer(8);
    const prepare = vi.fn(async () => ({ input: { bytes: new Uint8Array(buffer) }, transfer: [buffer] }));
    const onPage = vi.fn();
    const progress: number[] = [];
    const pending = runPdfJob(createWorker, prepare, onPage, { crashMessage: 'crashed', onProgress: (p) => progress.push(p) });
    await vi.waitFor(() => expect(FakeWorker.last?.posted).toHaveLength(1));
    expect(FakeWorker.last!.posted[0]!.transfer).toEqual([buffer]);
    FakeWorker.last!.answer({ id: 1, kind: 'progress', fraction: 0.5 });
    FakeWorker.last!.answer({ id: 1, kind: 'result', result: 'done' });
    expect(await pending).toBe('done');
    expect(progress).toEqual([0.5]);
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(onPage).not.toHaveBeenCalled();
  });

  it('runs on the page, with freshly read input, where no worker can start', async () => {
    const runPdfJob = await load();
    let reads = 0;
    const prepare = vi.fn(async () => ({ input: ++reads, transfer: [] }));
    const onPage = vi.fn(async (input: number, options: { onProgress?: (p: number) => void }) => {
      options.onProgress?.(1);
      return `page ${input}`;
    });
    const progress: number[] = [];
    const blocked = () => {
      throw new Error('blocked');
    };
    expect(await runPdfJob(blocked, prepare, onPage, { crashMessage: 'crashed', onProgress: (p) => progress.push(p) })).toBe('page 2');
    expect(progress).toEqual([1]);
  });

  it('turns a cancel into an AbortError and a failure into its message', async () => {
    const runPdfJob = await load();
    const prepare = async () => ({ input: 1, transfer: [] });
    const controller = new AbortController();
    const cancelled = runPdfJob(createWorker, prepare, vi.fn(), { crashMessage: 'crashed', signal: controller.signal });
    await vi.waitFor(() => expect(FakeWorker.last?.posted).toHaveLength(1));
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeWorker.last!.terminated).toBe(true);

    const failed = runPdfJob(createWorker, prepare, vi.fn(), { crashMessage: 'crashed' });
    await vi.waitFor(() => expect(FakeWorker.last?.posted).toHaveLength(1));
    FakeWorker.last!.answer({ id: 1, kind: 'error', message: '“a.pdf”: This file is empty.' });
    await expect(failed).rejects.toThrow('“a.pdf”: This file is empty.');
  });
});
