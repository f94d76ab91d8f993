// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { File as NodeFile } from 'node:buffer';
import type { CatalogueTool } from '@toolhub/shared';
import SplitPdfTool from './index';
import { toolPage } from '../../pdf-ui/testing.testutil';

const runSplit = vi.fn();
const downloadBlob = vi.fn();
const openPreview = vi.fn();
const closed = vi.fn();
vi.mock('./runSplit', () => ({ runSplit: (...args: unknown[]) => runSplit(...args) }));
vi.mock('../../pdf-ui/thumbnails', () => ({ openPreview: (...args: unknown[]) => openPreview(...args) }));
vi.mock('@toolhub/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@toolhub/shared')>()),
  downloadBlob: (...args: unknown[]) => downloadBlob(...args),
}));

const tool = {
  name: 'Split PDF',
  path: 'split-pdf',
  description: 'Split a PDF into pages or page ranges.',
  icon: '✂️',
  isAvailable: true,
  category: 'document-tools',
} as CatalogueTool;

/** The stand-in for pdf.js: "pages:10" has 10 pages, "locked:pw" 4 pages behind "pw", "broken" is damaged. */
async function fakeOpen(file: Blob, password?: string) {
  const text = await file.text();
  if (text === 'broken') return { ok: false, problem: 'corrupt', message: 'This PDF is damaged and could not be read. Try re-saving it from the program that made it.' };
  const locked = /^locked:(.*)$/.exec(text);
  if (locked && password !== locked[1]) {
    return password === undefined
      ? { ok: false, problem: 'encrypted', message: 'This PDF is password-protected. Enter its password to open it.' }
      : { ok: false, problem: 'wrong-password', message: 'That password is not right for this PDF. Try again.' };
  }
  const pageCount = locked ? 4 : Number(/pages:(\d+)/.exec(text)?.[1] ?? 1);
  return { ok: true, preview: { pageCount, renderThumb: async () => null, close: closed } };
}

/** Node's own File: jsdom's cannot be copied into (fake) IndexedDB, a browser's can. */
const pdf = (name: string, content: string) => new NodeFile([content], name, { type: 'application/pdf' }) as unknown as File;

const { setup, reload, query } = toolPage(SplitPdfTool, tool);

const splitButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Split PDF' });
const rangesField = () => screen.getByLabelText<HTMLInputElement>('Pages to take out');
/** Each page's visible mark under its picture: "→1", "2", "out". */
const marks = () =>
  within(screen.getByRole('list', { name: 'Pages of the PDF' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('[aria-hidden="true"]')?.textContent);

async function open(user: ReturnType<typeof userEvent.setup>, name = 'report.pdf', content = 'pages:10') {
  await user.upload(screen.getByLabelText('Choose a PDF'), pdf(name, content));
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  runSplit.mockReset();
  downloadBlob.mockReset();
  closed.mockReset();
  openPreview.mockReset();
  openPreview.mockImplementation(fakeOpen);
  URL.createObjectURL = vi.fn(() => 'blob:result');
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanup);

describe('Split PDF', () => {
  it('takes ranges out as one PDF, showing which pages go where', async () => {
    let finish: (value: unknown) => void = () => {};
    runSplit.mockImplementation((_request: unknown, options: { onProgress: (n: number) => void }) => {
      options.onProgress(0.25);
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    const user = setup();
    expect(screen.getByText(/Your files stay on this device: everything happens in your browser\./)).toBeTruthy();
    expect(splitButton().disabled).toBe(true);
    expect(screen.getByText('Add a PDF to split.')).toBeTruthy();
    await open(user);
    expect(await screen.findByText('8 B · 10 pages')).toBeTruthy();
    expect(screen.getByText('Type the pages to take out, such as 1-3,5.')).toBeTruthy();

    await user.type(rangesField(), '5,1-3');
    expect(query().get('pages')).toBe('5,1-3');
    expect(screen.getByText('report-pages-5_1-3.pdf')).toBeTruthy();
    expect(screen.getByText(/You will get/).textContent).toBe('You will get one PDF of 4 pages:');
    expect(marks()).toEqual(['→2', '→3', '→4', 'out', '→1', 'out', 'out', 'out', 'out', 'out']);

    await user.click(splitButton());
    expect(await screen.findByText('Splitting… 25%')).toBeTruthy();
    const [request] = runSplit.mock.calls[0] as [{ name: string; parts: unknown; archiveName: string | null; password?: string }];
    expect(request).toMatchObject({ name: 'report.pdf', parts: [{ name: 'report-pages-5_1-3.pdf', pages: [5, 1, 2, 3] }], archiveName: null });
    expect(request.password).toBeUndefined();

    finish({ bytes: new Uint8Array(3000), fileName: 'report-pages-5_1-3.pdf', kind: 'pdf', files: [] });
    expect(await screen.findByText(/Made report-pages-5_1-3\.pdf: 4 pages, 2\.9 KB\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download report-pages-5_1-3.pdf' }).getAttribute('href')).toBe('blob:result');
    const [blob, name] = downloadBlob.mock.calls[0] as [Blob, string];
    expect([blob.type, name]).toEqual(['application/pdf', 'report-pages-5_1-3.pdf']);

    await user.type(rangesField(), ',9');
    expect(await screen.findByText(/changed after this result was made/)).toBeTruthy();
  });

  it('explains range mistakes next to the field and keeps the text', async () => {
    const user = setup();
    await open(user);
    await screen.findByText('8 B · 10 pages');
    const cases: [string, string][] = [
      ['12', 'Page 12 does not exist: this PDF has 10 pages.'],
      ['3-1', '“3-1” is not a range: write the smaller page first, as in 1-3.'],
      ['0', 'There is no page 0: pages are numbered from 1.'],
      ['a,12', '“a” is not a page number. Write pages as numbers, such as 5, and ranges with a dash, such as 1-3. (1 more problem after this one.)'],
    ];
    for (const [text, message] of cases) {
      await user.clear(rangesField());
      await user.type(rangesField(), text);
      expect(screen.getByText(message)).toBeTruthy();
      expect(rangesField().getAttribute('aria-invalid')).toBe('true');
      expect(rangesField().value).toBe(text);
      expect(splitButton().disabled).toBe(true);
      expect(screen.getByText('Fix the mistake above to split.')).toBeTruthy();
    }
  });

  it('a separate PDF per range makes a ZIP', async () => {
    runSplit.mockResolvedValue({ bytes: new Uint8Array(5000), fileName: 'report-split.zip', kind: 'zip', files: [] });
    const user = setup('/split-pdf?pages=1-3,8-');
    await open(user);
    await screen.findByText('8 B · 10 pages');
    await user.click(screen.getByRole('radio', { name: 'A separate PDF per range' }));
    expect(query().get('out')).toBe('each');
    expect(screen.getByText(/You will get/).textContent).toBe('You will get 2 PDFs in report-split.zip:');
    expect(marks()).toEqual(['1', '1', '1', 'out', 'out', 'out', 'out', '2', '2', '2']);
    await user.click(splitButton());
    expect(await screen.findByText(/Split into 2 PDFs, packed in report-split\.zip \(4\.9 KB\)\./)).toBeTruthy();
    expect(runSplit.mock.calls[0]![0]).toMatchObject({
      parts: [
        { name: 'report-pages-1-3.pdf', pages: [1, 2, 3] },
        { name: 'report-pages-8-10.pdf', pages: [8, 9, 10] },
      ],
      archiveName: 'report-split.zip',
    });
    expect((downloadBlob.mock.calls[0] as [Blob, string]).map((value) => (value instanceof Blob ? value.type : value))).toEqual(['application/zip', 'report-split.zip']);
    expect(screen.getByRole('link', { name: 'Download report-split.zip' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open in a new tab' })).toBeNull();
  });

  it('splits every page, or every N pages with N checked against the page count', async () => {
    runSplit.mockResolvedValue({ bytes: new Uint8Array(10), fileName: 'report-split.zip', kind: 'zip', files: [] });
    const user = setup();
    await open(user);
    await screen.findByText('8 B · 10 pages');
    await user.click(screen.getByRole('radio', { name: 'Every page' }));
    expect(query().get('mode')).toBe('pages');
    expect(screen.getByText(/You will get/).textContent).toBe('You will get 10 PDFs in report-split.zip:');
    expect(screen.getByText('report-page-01.pdf')).toBeTruthy();
    expect(screen.getByText('and 2 more files')).toBeTruthy();
    expect(marks()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);

    await user.click(screen.getByRole('radio', { name: 'Every N pages' }));
    expect(query().get('mode')).toBe('chunks');
    const size = screen.getByLabelText<HTMLInputElement>('Pages in each file');
    expect(size.value).toBe('2');
    expect(screen.getByText(/You will get/).textContent).toBe('You will get 5 PDFs in report-split.zip:');
    await user.clear(size);
    await user.type(size, '11');
    expect(screen.getByText('This PDF has 10 pages: enter a number from 1 to 10.')).toBeTruthy();
    expect(splitButton().disabled).toBe(true);
    await user.clear(size);
    await user.type(size, '4');
    expect(query().get('n')).toBe('4');
    expect(marks()).toEqual(['1', '1', '1', '1', '2', '2', '2', '2', '3', '3']);
    await user.click(splitButton());
    await waitFor(() => expect(runSplit).toHaveBeenCalled());
    expect((runSplit.mock.calls[0]![0] as { parts: { name: string }[] }).parts.map((part) => part.name)).toEqual([
      'report-pages-01-04.pdf',
      'report-pages-05-08.pdf',
      'report-pages-09-10.pdf',
    ]);
  });

  it('asks for the password of an encrypted PDF and splits it with that password', async () => {
    runSplit.mockResolvedValue({ bytes: new Uint8Array(10), fileName: 'secret-page-2.pdf', kind: 'pdf', files: [] });
    const user = setup('/split-pdf?pages=2');
    await open(user, 'secret.pdf', 'locked:pw');
    expect(await screen.findByText('This PDF is password-protected. Enter its password to open it.')).toBeTruthy();
    expect(screen.getByText('Unlock the PDF to split it.')).toBeTruthy();
    const password = screen.getByLabelText('Password for secret.pdf');
    await user.type(password, 'nope{Enter}');
    expect(await screen.findByText('That password is not right for this PDF. Try again.')).toBeTruthy();
    await user.clear(password);
    await user.type(password, 'pw');
    await user.click(screen.getByRole('button', { name: 'Unlock secret.pdf' }));
    expect(await screen.findByText('9 B · 4 pages')).toBeTruthy();
    await user.click(splitButton());
    await waitFor(() => expect(runSplit).toHaveBeenCalled());
    expect(runSplit.mock.calls[0]![0]).toMatchObject({ name: 'secret.pdf', password: 'pw', parts: [{ name: 'secret-page-2.pdf', pages: [2] }] });
  });

  it('says a damaged PDF cannot be read; a new PDF replaces it', async () => {
    const user = setup();
    await open(user, 'bad.pdf', 'broken');
    expect((await screen.findByRole('alert')).textContent).toBe('This PDF is damaged and could not be read. Try re-saving it from the program that made it.');
    expect(screen.getByText('Choose another PDF: this one could not be read.')).toBeTruthy();
    await open(user, 'good.pdf', 'pages:3');
    expect(await screen.findByText('7 B · 3 pages')).toBeTruthy();
    expect(screen.queryByText('bad.pdf')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('can be cancelled, reports a failure, and Remove forgets the PDF', async () => {
    runSplit.mockImplementation((_r: unknown, options: { signal: AbortSignal }) => new Promise((_resolve, reject) => options.signal.addEventListener('abort', () => reject(new DOMException('Cancelled.', 'AbortError')))));
    const user = setup('/split-pdf?mode=pages');
    await open(user);
    await screen.findByText('8 B · 10 pages');
    await user.click(splitButton());
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.getByText(/Splitting was cancelled\./)).toBeTruthy();

    runSplit.mockRejectedValue(new Error('the split worker stopped unexpectedly.'));
    await user.click(splitButton());
    expect((await screen.findByRole('alert')).textContent).toBe('The PDF could not be split. the split worker stopped unexpectedly.');

    await user.click(screen.getByRole('button', { name: 'Remove report.pdf' }));
    expect(screen.queryByText('report.pdf')).toBeNull();
    expect(screen.getByText('The pages of your PDF show here.')).toBeTruthy();
    await waitFor(() => expect(closed).toHaveBeenCalled());
  });

  it('keeps the PDF after a reload and the options in the link', async () => {
    const user = setup('/split-pdf?mode=ranges&out=each');
    await open(user);
    await screen.findByText('8 B · 10 pages');
    await user.type(rangesField(), '2-4');
    await reload('/split-pdf?mode=ranges&out=each&pages=2-4');
    expect(await screen.findByText(/8 B · 10 pages · back from last time/)).toBeTruthy();
    expect(rangesField().value).toBe('2-4');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'A separate PDF per range' }).checked).toBe(true);
    expect(screen.getByText('report-pages-2-4.pdf')).toBeTruthy();
  });
});
