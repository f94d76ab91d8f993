import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeWorker as create, FakeWorker } from '@toolhub/shared/testing';
import type { PdfJob } from './pdfJob';

// The kit's runWorkerJob is tested in shared/, with the same FakeWorker; here only what text-to-pdf says on top of it.
const job: PdfJob = { text: 'Hello', settings: {} as PdfJob['settings'], fonts: { regular: new Uint8Array(1) } };
const result = { bytes: new Uint8Array(3), pageCount: 1, missing: [], missingCount: 0 };

async function load() {
  vi.resetModules();
  vi.stubGlobal('Worker', FakeWorker);
  return (await import('./pdfJob')).runInWorker;
}

afterEach(() => vi.unstubAllGlobals());

describe('runInWorker', () => {
  it('returns the PDF the worker drew', async () => {
    const runInWorker = await load();
    const pending = runInWorker(create, job, () => {}, new AbortController().signal);
    FakeWorker.last!.answer({ id: 1, kind: 'result', result });
    expect(await pending).toEqual({ ok: true, result });
  });

  it('says the creation was cancelled', async () => {
    const runInWorker = await load();
    const controller = new AbortController();
    const pending = runInWorker(create, job, () => {}, controller.signal);
    controller.abort();
    expect(await pending).toEqual({ ok: false, message: 'PDF creation was cancelled.' });
  });

  it('names the PDF worker when it stops mid-job, and answers null when it cannot start', async () => {
    const runInWorker = await load();
    const pending = runInWorker(create, job, () => {}, new AbortController().signal);
    FakeWorker.last!.answer({ id: 1, kind: 'progress', fraction: 0.5 });
    FakeWorker.last!.fail();
    expect(await pending).toEqual({ ok: false, message: 'the PDF worker stopped unexpectedly.' });
    const next = runInWorker(create, job, () => {}, new AbortController().signal);
    FakeWorker.last!.fail();
    expect(await next).toBeNull();
  });
});

describe('createdPdf', () => {
  it('makes the drawn bytes a PDF file, held by the given URL holder', async () => {
    const { createdPdf } = await import('./pdfJob');
    const held: Blob[] = [];
    const drawn = { bytes: new Uint8Array([37, 80, 68, 70]), pageCount: 2, missing: ['∰'], missingCount: 3 };
    const pdf = createdPdf(drawn, 'notes.pdf', (blob) => {
      held.push(blob);
      return 'blob:notes';
    });
    expect(pdf).toMatchObject({ url: 'blob:notes', fileName: 'notes.pdf', pageCount: 2, size: 4, missing: ['∰'], missingCount: 3 });
    expect(held).toEqual([pdf.blob]);
    expect(pdf.blob.type).toBe('application/pdf');
    expect(pdf.blob.size).toBe(4);
  });
});
