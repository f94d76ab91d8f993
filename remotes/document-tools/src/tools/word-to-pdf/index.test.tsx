// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { strToU8, zipSync } from 'fflate';
import type { CatalogueTool } from '@toolhub/shared';
import { resetDrafts } from '@toolhub/shared/testing';
import { currentSearch } from '@toolhub/shared/testing/router';
import type { WordPdfJob } from './draw';
import WordToPdfTool from './index';
import { toolPage } from '../../pdf-ui/testing.testutil';

const convertToHtml = vi.fn();
vi.mock('mammoth', () => ({
  default: {
    convertToHtml: (...args: unknown[]) => convertToHtml(...args),
    images: { imgElement: (convert: unknown) => convert },
  },
}));
const runWorkerJob = vi.fn();
const downloadBlob = vi.fn();
const announce = vi.fn();
vi.mock('@toolhub/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@toolhub/shared')>()),
  runWorkerJob: (...args: unknown[]) => runWorkerJob(...args),
  downloadBlob: (...args: unknown[]) => downloadBlob(...args),
  announce: (...args: unknown[]) => announce(...args),
}));
vi.mock('./fonts', () => ({ loadWordFonts: () => Promise.resolve({ regular: new Uint8Array(4), bold: new Uint8Array(4) }) }));
vi.mock('../../pdf/pdfjs', () => ({
  openPdf: () => Promise.resolve({ ok: true, pdf: { getPage: () => Promise.resolve({}), loadingTask: { destroy: () => Promise.resolve() } } }),
  renderPage: () => Promise.resolve({ toDataURL: () => 'data:image/png;base64,AAAA' }),
}));

const tool = {
  name: 'Word to PDF',
  path: 'word-to-pdf',
  description: 'Convert a Word document into a PDF.',
  icon: '📝',
  isAvailable: true,
  category: 'document-tools',
} as CatalogueTool;

const HTML = '<h1>Report</h1><p>Hello <strong>world</strong>. Καλημέρα. Привет.</p><ul><li>One</li></ul><table><tr><td>A</td><td>B</td></tr></table>';
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** Enough of a .docx for the first look; mammoth (stubbed) does the rest. */
const docxFile = (name = 'report.docx') => new File([zipSync({ 'word/document.xml': strToU8('<w:document/>') })], name, { type: DOCX_TYPE });
const PDF_RESULT = { bytes: new Uint8Array(2048), pageCount: 3, missing: [], missingCount: 0, imagesNotShown: 0 };

// The picker's accept list would stop user-event from choosing a wrong file at all.
const { setup, reload, query } = toolPage(WordToPdfTool, tool, { user: { applyAccept: false } });

const picker = () => screen.getByLabelText(/^Choose (a|another) Word document/);
const lastJob = () => runWorkerJob.mock.calls.at(-1)?.[1] as WordPdfJob;

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  resetDrafts();
  convertToHtml.mockReset();
  convertToHtml.mockResolvedValue({ value: HTML, messages: [{ type: 'warning', message: "Unrecognised paragraph style: 'Fancy' (Style ID: Fancy)" }] });
  runWorkerJob.mockReset();
  runWorkerJob.mockResolvedValue({ ok: true, result: PDF_RESULT });
  downloadBlob.mockReset();
  announce.mockReset();
  URL.createObjectURL = vi.fn(() => 'blob:pdf');
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanup);

describe('Word to PDF', () => {
  it('converts a chosen .docx, shows what it holds, and downloads the PDF under its name', async () => {
    const user = setup();
    expect(screen.getByText(/Your files stay on this device/)).toBeTruthy();
    await user.upload(picker(), docxFile());
    expect(await screen.findByText('report.docx')).toBeTruthy();
    expect(screen.getByText('1 heading · 4 paragraphs · 1 list · 1 table · 8 words')).toBeTruthy();
    const notes = screen.getByText('1 thing could not be converted exactly');
    expect(notes.closest('details')?.textContent).toContain('Paragraph style “Fancy” is shown as normal text.');

    expect(await screen.findByText(/Your PDF is ready: 3 pages, 2 KB\./)).toBeTruthy();
    expect(runWorkerJob).toHaveBeenCalledTimes(1);
    const job = lastJob();
    expect(job.blocks[0]).toEqual({ type: 'heading', level: 1, runs: [{ text: 'Report' }] });
    expect(job.settings).toMatchObject({ size: 'a4', orientation: 'portrait', marginMm: 20, fontSize: 11, pageNumbers: true });
    expect(job.title).toBe('report');
    // The font buffers go to the worker, not copied.
    expect((runWorkerJob.mock.calls[0]?.[2] as { transfer: unknown[] }).transfer.length).toBe(2);

    await user.click(screen.getByRole('button', { name: 'Download report.pdf' }));
    const [blob, name] = downloadBlob.mock.calls[0] as [Blob, string];
    expect([blob.type, blob.size, name]).toEqual(['application/pdf', 2048, 'report.pdf']);
    expect(screen.getByRole('link', { name: 'Open in a new tab' }).getAttribute('href')).toBe('blob:pdf');
    expect(await screen.findByAltText('Page 1 of report.pdf')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByAltText('Page 2 of report.pdf')).toBeTruthy();
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
  });

  it('keeps the page setup in the URL and makes the PDF again when it changes', async () => {
    const user = setup();
    await user.upload(picker(), docxFile());
    await screen.findByText(/Your PDF is ready/);
    await user.selectOptions(screen.getByLabelText('Page size'), 'letter');
    await user.selectOptions(screen.getByLabelText('Orientation'), 'landscape');
    await user.click(screen.getByRole('checkbox', { name: /Page numbers/ }));
    expect(query().get('size')).toBe('letter');
    expect(query().get('orient')).toBe('landscape');
    expect(query().get('num')).toBe('0');
    await waitFor(() => expect(lastJob().settings).toMatchObject({ size: 'letter', orientation: 'landscape', pageNumbers: false }));

    const margin = screen.getByLabelText('Margins (mm)');
    await user.clear(margin);
    await user.type(margin, '150');
    expect(screen.getByText('The margin must be between 0 and 100 mm.')).toBeTruthy();
    expect(margin.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Fix the page setup marked in red to create the PDF.')).toBeTruthy();
    const calls = runWorkerJob.mock.calls.length;
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(runWorkerJob.mock.calls.length).toBe(calls);

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(currentSearch()).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('Margins (mm)').value).toBe('20');
  });

  it('reads its page setup from a shared link', async () => {
    const user = setup('/word-to-pdf?size=letter&margin=12&fs=9&num=0');
    expect(screen.getByLabelText<HTMLSelectElement>('Page size').value).toBe('letter');
    expect(screen.getByLabelText<HTMLInputElement>('Margins (mm)').value).toBe('12');
    expect(screen.getByLabelText<HTMLInputElement>('Font size (pt)').value).toBe('9');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Page numbers/ }).checked).toBe(false);
    await user.upload(picker(), docxFile());
    await waitFor(() => expect(lastJob().settings).toMatchObject({ size: 'letter', marginMm: 12, fontSize: 9, pageNumbers: false }));
  });

  it.each([
    ['an old .doc', new File([new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])], 'old.doc'), 'This is an old Word .doc file. Open it in Word or LibreOffice and save it as .docx, then try again.'],
    ['random bytes named .docx', new File([new Uint8Array([7, 7, 7, 7, 7, 7])], 'random.docx'), 'This file is named .docx but is not a Word document: it may be damaged or saved in another format. Open it in Word and save it as .docx again.'],
    ['an empty file', new File([], 'empty.docx'), 'This file is empty.'],
    ['an .odt file', new File([zipSync({ mimetype: strToU8('application/vnd.oasis.opendocument.text') })], 'notes.odt'), 'This is an OpenDocument text file (.odt). Open it in LibreOffice or Word and save it as .docx, then try again.'],
  ])('refuses %s with a clear message and keeps the document already open', async (_name, file, message) => {
    const user = setup();
    await user.upload(picker(), docxFile('first.docx'));
    await screen.findByText(/Your PDF is ready/);
    await user.upload(picker(), file);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByText('first.docx')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download first.pdf' })).toBeTruthy();
  });

  it('says what a dropped file of another kind is', async () => {
    setup();
    const zone = picker().closest('.th-file-drop')!;
    fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files: [new File(['x'], 'minutes.doc', { type: 'application/msword' })] } });
    expect((await screen.findByRole('alert')).textContent).toBe('This is an old Word .doc file. Open it in Word or LibreOffice and save it as .docx, then try again.');
    fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files: [docxFile('dropped.docx')] } });
    expect(await screen.findByText('dropped.docx')).toBeTruthy();
  });

  it('says when mammoth cannot read the document', async () => {
    convertToHtml.mockRejectedValue(new Error('Could not find file in options'));
    const user = setup();
    await user.upload(picker(), docxFile('broken.docx'));
    expect((await screen.findByRole('alert')).textContent).toContain('This .docx file is damaged and could not be read.');
    expect(runWorkerJob).not.toHaveBeenCalled();
  });

  it('shows progress, can be cancelled, and starts again on request', async () => {
    let report: (fraction: number) => void = () => {};
    runWorkerJob.mockImplementation((_create: unknown, _job: unknown, options: { onProgress: (n: number) => void; signal: AbortSignal }) => {
      report = options.onProgress;
      return new Promise((resolve) => options.signal.addEventListener('abort', () => resolve({ ok: false, message: 'Cancelled.', cancelled: true })));
    });
    const user = setup();
    await user.upload(picker(), docxFile());
    await waitFor(() => expect(runWorkerJob).toHaveBeenCalled());
    act(() => report(0.4));
    expect(await screen.findByText('Creating PDF… 40%')).toBeTruthy();
    expect(screen.getByRole<HTMLProgressElement>('progressbar').value).toBe(40);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('PDF creation was cancelled. Your document is still here.')).toBeTruthy();

    runWorkerJob.mockResolvedValue({ ok: true, result: PDF_RESULT });
    await user.click(screen.getByRole('button', { name: 'Create PDF' }));
    expect(await screen.findByText(/Your PDF is ready/)).toBeTruthy();
  });

  it('explains a failure and offers to try again', async () => {
    runWorkerJob.mockResolvedValueOnce({ ok: false, message: 'the PDF worker stopped unexpectedly.' });
    const user = setup();
    await user.upload(picker(), docxFile());
    expect((await screen.findByRole('alert')).textContent).toBe('The PDF could not be created: the PDF worker stopped unexpectedly.');
    await user.click(screen.getByRole('button', { name: 'Create PDF' }));
    expect(await screen.findByText(/Your PDF is ready/)).toBeTruthy();
  });

  it('lists characters the fonts lack after creating the PDF', async () => {
    runWorkerJob.mockResolvedValue({ ok: true, result: { ...PDF_RESULT, missing: ['中'], missingCount: 2 } });
    const user = setup();
    await user.upload(picker(), docxFile());
    const warning = await screen.findByText(/not in the font/);
    expect(warning.textContent).toContain('2 characters are not in the font');
    expect(within(warning).getByText('中 (U+4E2D)')).toBeTruthy();
  });

  it('keeps the document for the next visit, and Remove forgets it', async () => {
    const user = setup();
    await user.upload(picker(), docxFile());
    await screen.findByText(/Your PDF is ready/);
    await reload();
    expect(await screen.findByText('report.docx')).toBeTruthy();
    expect(screen.getByText(/Your document from last time is back/)).toBeTruthy();
    expect(await screen.findByText(/Your PDF is ready/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByText('report.docx')).toBeNull();
    expect(screen.queryByText(/Your PDF is ready/)).toBeNull();
    await reload();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('report.docx')).toBeNull();
  });
});
