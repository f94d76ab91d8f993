// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { type CatalogueTool, type WorkerJobOptions } from '@toolhub/shared';
import { currentSearch } from '@toolhub/shared/testing/router';
import type { CompressJob, CompressOutcome, CompressReport } from './compress';
import PdfCompressorTool from './index';
import { toolPage } from '../../pdf-ui/testing.testutil';

const runWorkerJob = vi.fn();
const downloadBlob = vi.fn();
vi.mock('@toolhub/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@toolhub/shared')>()),
  runWorkerJob: (...args: unknown[]) => runWorkerJob(...args),
  downloadBlob: (...args: unknown[]) => downloadBlob(...args),
}));
// pdf.js draws the preview in a browser; here it only has to be offered.
vi.mock('./Preview', () => ({ Preview: ({ startPage }: { startPage: number }) => <p>Preview of page {startPage}</p> }));

const tool = {
  name: 'PDF Compressor',
  path: 'pdf-compressor',
  description: 'Make PDF files smaller for email and upload.',
  icon: '🗜️',
  isAvailable: true,
  category: 'document-tools',
} as CatalogueTool;

const { setup, reload, query } = toolPage(PdfCompressorTool, tool);
const pdf = (name = 'report.pdf', size = 1000) => new File([`%PDF-1.7\n${'x'.repeat(size - 9)}`], name, { type: 'application/pdf' });

const report = (over: Partial<CompressReport> = {}): CompressReport => ({
  originalSize: 1000,
  size: 620,
  pageCount: 3,
  images: { total: 4, recompressed: 3, resized: 2, skipped: { 'colour-space': 1 } },
  imageBytesBefore: 900,
  imageBytesAfter: 520,
  packedStreams: 2,
  removedObjects: 0,
  metadataRemoved: false,
  thumbnailsRemoved: 0,
  changedPage: 2,
  signed: false,
  ...over,
});

const compressed = (size: number, over: Partial<CompressReport> = {}): { ok: true; result: CompressOutcome } => ({
  ok: true,
  result: { ok: true, bytes: new Uint8Array(size), report: report({ size, ...over }) },
});

type Call = [unknown, CompressJob, WorkerJobOptions];
const lastJob = () => (runWorkerJob.mock.calls.at(-1) as Call)[1];

// A browser's IndexedDB keeps File objects; Node's structuredClone (which fake-indexeddb uses)
// cannot copy jsdom's, so here a file is kept as it is.
const nativeClone = globalThis.structuredClone;
globalThis.structuredClone = ((value: unknown, options?: StructuredSerializeOptions) => (value instanceof File ? value : nativeClone(value, options))) as typeof structuredClone;

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  runWorkerJob.mockReset();
  downloadBlob.mockReset();
  URL.createObjectURL = vi.fn(() => 'blob:compressed');
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanup);

describe('PDF Compressor', () => {
  it('says files stay on the device and keeps its settings in the URL', async () => {
    const user = setup();
    expect(screen.getByText(/Your files stay on this device: everything happens in your browser\./)).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Balanced' }).checked).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Compress PDF' }).disabled).toBe(true);

    await user.click(screen.getByRole('radio', { name: 'Strong' }));
    expect(query().get('level')).toBe('strong');
    expect(screen.getByText(/Smallest file, for email and upload limits/)).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Convert images to grayscale' }));
    await user.click(screen.getByRole('checkbox', { name: 'Remove metadata' }));
    expect([query().get('grey'), query().get('meta')]).toEqual(['1', '1']);

    // Advanced values start from the level in force and make it Custom.
    await user.click(screen.getByText('Advanced'));
    expect(screen.getByLabelText<HTMLInputElement>('Image quality').value).toBe('50');
    await user.selectOptions(screen.getByLabelText('Downscale images larger than'), '200');
    expect([query().get('level'), query().get('q'), query().get('dpi')]).toEqual(['custom', '50', '200']);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Custom' }).checked).toBe(true);
    fireEvent.change(screen.getByLabelText('Image quality'), { target: { value: '35' } });
    expect(query().get('q')).toBe('35');

    await user.click(screen.getByRole('radio', { name: 'Light' }));
    expect([query().get('level'), query().get('q'), query().get('dpi')]).toEqual(['light', null, null]);
    expect(screen.getByLabelText<HTMLInputElement>('Image quality').value).toBe('85');

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(currentSearch()).toBe('');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Balanced' }).checked).toBe(true);
  });

  it('reads its settings from a shared link', () => {
    setup('/pdf-compressor?level=custom&q=40&dpi=none&meta=1');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Custom' }).checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Image quality').value).toBe('40');
    expect(screen.getByLabelText<HTMLSelectElement>('Downscale images larger than').value).toBe('none');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Remove metadata' }).checked).toBe(true);
    expect(screen.getByText('Advanced').closest('details')?.open).toBe(true);
  });

  it('compresses a chosen PDF with progress, shows the saving and downloads it as <name>-compressed.pdf', async () => {
    let finish: (value: unknown) => void = () => {};
    runWorkerJob.mockImplementation((_create: unknown, _job: CompressJob, options: WorkerJobOptions) => {
      options.onProgress?.(0.5);
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    const user = setup('/pdf-compressor?level=strong&grey=1');
    await user.upload(screen.getByLabelText('Choose a PDF'), pdf());
    expect(await screen.findByText('Compressing… 50%')).toBeTruthy();
    expect(screen.getByRole<HTMLProgressElement>('progressbar').value).toBe(50);
    const [, job, options] = runWorkerJob.mock.calls[0] as Call;
    expect(job.settings).toEqual({ quality: 50, maxDpi: 100, grayscale: true, removeMetadata: false });
    expect(job.password).toBeUndefined();
    expect(options.transfer).toEqual([job.bytes.buffer]);

    await act(async () => finish(compressed(620)));
    expect(await screen.findByText('38% smaller', { selector: 'strong' })).toBeTruthy();
    expect(screen.getByText(/3 pages\. 3 of 4 pictures recompressed \(2 scaled down\); 1 kept as it was: 1 in CMYK or special colours\. Also: 2 uncompressed parts packed without loss\./)).toBeTruthy();
    expect(screen.getByText('Preview of page 2')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open in a new tab' }).getAttribute('href')).toBe('blob:compressed');

    await user.click(screen.getByRole('button', { name: 'Download report-compressed.pdf' }));
    const [blob, name] = downloadBlob.mock.calls[0] as [Blob, string];
    expect([blob.type, blob.size, name]).toEqual(['application/pdf', 620, 'report-compressed.pdf']);

    await user.click(screen.getByRole('radio', { name: 'Light' }));
    expect(screen.getByText(/settings changed after this result/)).toBeTruthy();
  });

  it('warns that a signed PDF loses its signatures', async () => {
    runWorkerJob.mockResolvedValue(compressed(400, { signed: true }));
    const user = setup();
    await user.upload(screen.getByLabelText('Choose a PDF'), pdf('signed.pdf'));
    expect(await screen.findByText(/This PDF was digitally signed: the compressed copy’s signatures will no longer be valid\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download signed-compressed.pdf' })).toBeTruthy();
  });

  it('offers nothing to download when the result is not smaller', async () => {
    runWorkerJob.mockResolvedValue(compressed(1020, { images: { total: 0, recompressed: 0, resized: 0, skipped: {} } }));
    const user = setup();
    await user.upload(screen.getByLabelText('Choose a PDF'), pdf('words.pdf'));
    expect(
      await screen.findByText(/This PDF is already well compressed: the result would be 2% bigger, so there is nothing to download\. Your original file is unchanged\./),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Download/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Before and after' })).toBeNull();
    expect(screen.getByText(/A stronger level, a lower image quality or grayscale pictures may still make it smaller/)).toBeTruthy();
  });

  it('refuses a file that is not a PDF and keeps the one it had', async () => {
    runWorkerJob.mockResolvedValue(compressed(500));
    const user = setup();
    await user.upload(screen.getByLabelText('Choose a PDF'), pdf('good.pdf'));
    await screen.findByRole('button', { name: 'Download good-compressed.pdf' });
    await user.upload(screen.getByLabelText('Choose a PDF'), new File(['just some text'], 'fake.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe('“fake.pdf”: This file is not a PDF.');
    expect(runWorkerJob).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Remove good.pdf' })).toBeTruthy();
  });

  it('refuses a file over the size limit', async () => {
    const user = setup();
    const huge = pdf('huge.pdf');
    Object.defineProperty(huge, 'size', { value: 300 * 1024 * 1024 });
    await user.upload(screen.getByLabelText('Choose a PDF'), huge);
    expect((await screen.findByRole('alert')).textContent).toBe('“huge.pdf” is 300 MB; PDFs up to 250 MB can be compressed here.');
    expect(runWorkerJob).not.toHaveBeenCalled();
  });

  it('asks for the password of a protected PDF', async () => {
    runWorkerJob.mockResolvedValueOnce({ ok: true, result: { ok: false, problem: 'encrypted', message: 'This PDF is password-protected. Enter its password to open it.' } });
    runWorkerJob.mockResolvedValueOnce({ ok: true, result: { ok: false, problem: 'wrong-password', message: 'That password is not right for this PDF. Try again.' } });
    runWorkerJob.mockResolvedValueOnce(compressed(300));
    const user = setup();
    await user.upload(screen.getByLabelText('Choose a PDF'), pdf('locked.pdf'));
    expect(await screen.findByText('This PDF is password-protected. Enter its password to open it.')).toBeTruthy();
    const unlock = screen.getByRole<HTMLButtonElement>('button', { name: 'Unlock and compress' });
    expect(unlock.disabled).toBe(true);
    await user.type(screen.getByLabelText('Password'), 'nope{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('That password is not right for this PDF. Try again.');
    expect(lastJob().password).toBe('nope');
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Unlock and compress' }));
    expect(await screen.findByRole('button', { name: 'Download locked-compressed.pdf' })).toBeTruthy();
    expect(lastJob().password).toBe('secret');
  });

  it('can be cancelled, and shows a failure as an error', async () => {
    runWorkerJob.mockImplementationOnce(
      (_create: unknown, _job: unknown, options: WorkerJobOptions) =>
        new Promise((resolve) => options.signal?.addEventListener('abort', () => resolve({ ok: false, message: 'Cancelled.', cancelled: true }))),
    );
    const user = setup();
    await user.upload(screen.getByLabelText('Choose a PDF'), pdf());
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.getByText(/Compression cancelled\. Your file is still here/)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();

    runWorkerJob.mockResolvedValueOnce({ ok: false, message: 'out of memory' });
    await user.click(screen.getByRole('button', { name: 'Compress PDF' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The PDF could not be compressed: out of memory');

    runWorkerJob.mockResolvedValueOnce({ ok: true, result: { ok: false, problem: 'corrupt', message: 'This PDF is damaged and could not be read. Try re-saving it from the program that made it.' } });
    await user.click(screen.getByRole('button', { name: 'Compress PDF' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This PDF is damaged and could not be read. Try re-saving it from the program that made it.'));
  });

  it('keeps the chosen PDF after a reload; Remove forgets it', async () => {
    runWorkerJob.mockResolvedValue(compressed(600));
    const user = setup();
    await user.upload(screen.getByLabelText('Choose a PDF'), pdf('kept.pdf'));
    await screen.findByRole('button', { name: 'Download kept-compressed.pdf' });

    await reload();
    expect(await screen.findByText(/Your PDF from last time is back/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove kept.pdf' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Compress PDF' }));
    expect(await screen.findByRole('button', { name: 'Download kept-compressed.pdf' })).toBeTruthy();
    expect(lastJob().bytes.byteLength).toBe(1000);

    await user.click(screen.getByRole('button', { name: 'Remove kept.pdf' }));
    expect(screen.queryByRole('button', { name: /^Download/ })).toBeNull();
    await reload();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });
});
