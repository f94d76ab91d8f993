import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PdfJob } from './pdfJob';

class FakeWorker extends EventTarget {
  static last: FakeWorker | null = null;
  posted: unknown[] = [];
  terminated = false;
  constructor() {
    super();
    FakeWorker.last = this;
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  answer(data: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
  fail() {
    this.dispatchEvent(new Event('error', { cancelable: true }));
  }
}

const job: PdfJob = { text: 'Hello', settings: {} as PdfJob['settings'], fonts: { regular: new Uint8Array(1) } };
const result = { bytes: new Uint8Array(3), pageCount: 1, missing: [], missingCount: 0 };

/** A fresh module each time: a worker that failed to start is remembered for the visit. */
async function load() {
  vi.resetModules();
  vi.stubGlobal('Worker', FakeWorker);
  return (await import('./pdfJob')).runInWorker;
}

afterEach(() => vi.unstubAllGlobals());

describe('runInWorker', () => {
  it('sends the job, reports progress and returns the PDF, then stops the worker', async () => {
    const runInWorker = await load();
    const progress: number[] = [];
    const pending = runInWorker(() => new FakeWorker() as unknown as Worker, job, (p) => progress.push(p), new AbortController().signal);
    const worker = FakeWorker.last!;
    expect(worker.posted).toEqual([{ id: 1, input: job }]);
    worker.answer({ id: 1, kind: 'progress', fraction: 0.25 });
    worker.answer({ id: 1, kind: 'result', result });
    expect(await pending).toEqual({ ok: true, result });
    expect(progress).toEqual([0.25]);
    expect(worker.terminated).toBe(true);
  });

  it('passes on the error of a failed job', async () => {
    const runInWorker = await load();
    const pending = runInWorker(() => new FakeWorker() as unknown as Worker, job, () => {}, new AbortController().signal);
    FakeWorker.last!.answer({ id: 1, kind: 'error', message: 'broken font' });
    expect(await pending).toEqual({ ok: false, message: 'broken font' });
  });

  it('terminates the worker when cancelled', async () => {
    const runInWorker = await load();
    const controller = new AbortController();
    const pending = runInWorker(() => new FakeWorker() as unknown as Worker, job, () => {}, controller.signal);
    controller.abort();
    expect(await pending).toEqual({ ok: false, message: 'PDF creation was cancelled.' });
    expect(FakeWorker.last!.terminated).toBe(true);
  });

  it('answers null (draw on the page) when the worker cannot start, and stops trying for the visit', async () => {
    const runInWorker = await load();
    const create = vi.fn(() => new FakeWorker() as unknown as Worker);
    const pending = runInWorker(create, job, () => {}, new AbortController().signal);
    FakeWorker.last!.fail();
    expect(await pending).toBeNull();
    expect(await runInWorker(create, job, () => {}, new AbortController().signal)).toBeNull();
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('answers null when Worker throws or does not exist', async () => {
    const runInWorker = await load();
    const throwing = () => {
      throw new Error('blocked');
    };
    expect(await runInWorker(throwing, job, () => {}, new AbortController().signal)).toBeNull();
    vi.unstubAllGlobals();
    vi.stubGlobal('Worker', undefined);
    vi.resetModules();
    const fresh = (await import('./pdfJob')).runInWorker;
    expect(await fresh(() => new FakeWorker() as unknown as Worker, job, () => {}, new AbortController().signal)).toBeNull();
  });

  it('reports a worker that stops mid-job as an error, not a fallback', async () => {
    const runInWorker = await load();
    const pending = runInWorker(() => new FakeWorker() as unknown as Worker, job, () => {}, new AbortController().signal);
    FakeWorker.last!.answer({ id: 1, kind: 'progress', fraction: 0.5 });
    FakeWorker.last!.fail();
    expect(await pending).toEqual({ ok: false, message: 'the PDF worker stopped unexpectedly.' });
  });
});
