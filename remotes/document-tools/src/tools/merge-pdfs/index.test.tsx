// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { CatalogueTool } from '@toolhub/shared';
import { File as NodeFile } from 'node:buffer';
import MergePdfsTool from './index';
import { toolPage } from '../../pdf-ui/testing.testutil';

const runMerge = vi.fn();
const downloadBlob = vi.fn();
const inspectPdf = vi.fn();
vi.mock('./runMerge', () => ({ runMerge: (...args: unknown[]) => runMerge(...args) }));
vi.mock('../../pdf-ui/thumbnails', () => ({ inspectPdf: (...args: unknown[]) => inspectPdf(...args) }));
vi.mock('@toolhub/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@toolhub/shared')>()),
  downloadBlob: (...args: unknown[]) => downloadBlob(...args),
}));

const tool = {
  name: 'Merge PDFs',
  path: 'merge-pdfs',
  description: 'Combine several PDF files into one.',
  icon: '📎',
  isAvailable: true,
  category: 'document-tools',
} as CatalogueTool;

/**
 * The stand-in for pdf.js reads the file's text: "pages:3" is a 3-page PDF, "locked:pw" needs the
 * password "pw", "broken" is not a PDF.
 */
async function fakeInspect(file: Blob, password?: string) {
  const text = await file.text();
  if (text === 'broken') return { ok: false, problem: 'not-pdf', message: 'This file is not a PDF.' };
  const locked = /^locked:(.*)$/.exec(text);
  if (locked) {
    if (password === undefined) return { ok: false, problem: 'encrypted', message: 'This PDF is password-protected. Enter its password to open it.' };
    if (password !== locked[1]) return { ok: false, problem: 'wrong-password', message: 'That password is not right for this PDF. Try again.' };
    return { ok: true, pageCount: 2, thumb: 'blob:thumb' };
  }
  return { ok: true, pageCount: Number(/pages:(\d+)/.exec(text)?.[1] ?? 1), thumb: 'blob:thumb' };
}

/**
 * Node's own File: jsdom's cannot be copied into (fake) IndexedDB, a browser's can, so a reload
 * test with these is what a browser does.
 */
const pdf = (name: string, content: string) => new NodeFile([content], name, { type: 'application/pdf' }) as unknown as File;

const { setup, reload } = toolPage(MergePdfsTool, tool);

const picker = () => screen.getByLabelText('Add PDFs');
const mergeButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Merge PDFs' });
const cardNames = () => within(screen.getByRole('list', { name: 'PDFs in merge order' })).getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent);

async function addThree(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(picker(), [pdf('a.pdf', 'pages:2'), pdf('b.pdf', 'pages:3'), pdf('c.pdf', 'pages:5')]);
  await waitFor(() => expect(screen.getByText('7 B · 5 pages')).toBeTruthy());
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  runMerge.mockReset();
  downloadBlob.mockReset();
  inspectPdf.mockReset();
  inspectPdf.mockImplementation(fakeInspect);
  URL.createObjectURL = vi.fn(() => 'blob:result');
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanup);

describe('Merge PDFs', () => {
  it('says files stay on the device and asks for two PDFs', async () => {
    const user = setup();
    expect(screen.getByText(/Your files stay on this device: everything happens in your browser\./)).toBeTruthy();
    expect(mergeButton().disabled).toBe(true);
    expect(screen.getByText('Add at least two PDFs to merge.')).toBeTruthy();
    await user.upload(picker(), [pdf('only.pdf', 'pages:4')]);
    await screen.findByText('7 B · 4 pages');
    expect(mergeButton().disabled).toBe(true);
    expect(screen.getByText('Add at least two PDFs to merge.')).toBeTruthy();
  });

  it('lists files with size and pages, merges them in order and downloads merged.pdf', async () => {
    let finish: (value: unknown) => void = () => {};
    runMerge.mockImplementation((_files: unknown, _title: string, options: { onProgress: (n: number) => void }) => {
      options.onProgress(0.4);
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    const user = setup();
    await addThree(user);
    expect(cardNames()).toEqual(['a.pdf', 'b.pdf', 'c.pdf']);
    expect(screen.getByText('7 B · 2 pages')).toBeTruthy();
    expect(screen.getByText(/3 PDFs/).parentElement?.textContent).toBe('3 PDFs into one of 10 pages');
    expect(mergeButton().disabled).toBe(false);

    await user.click(mergeButton());
    expect(await screen.findByText('Merging… 40%')).toBeTruthy();
    const [files, title] = runMerge.mock.calls[0] as [{ name: string; pages: number[] | null; file: Blob }[], string];
    expect(files.map((file) => [file.name, file.pages])).toEqual([
      ['a.pdf', null],
      ['b.pdf', null],
      ['c.pdf', null],
    ]);
    expect(await files[1]!.file.text()).toBe('pages:3');
    expect(title).toBe('merged');

    finish({ bytes: new Uint8Array(2048), pageCount: 10 });
    expect(await screen.findByText(/Merged 3 PDFs into merged\.pdf: 10 pages, 2 KB\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download merged.pdf' }).getAttribute('href')).toBe('blob:result');
    const [blob, name] = downloadBlob.mock.calls[0] as [Blob, string];
    expect([blob.type, blob.size, name]).toEqual(['application/pdf', 2048, 'merged.pdf']);

    await user.click(screen.getByRole('button', { name: 'Move c.pdf up' }));
    expect(await screen.findByText(/changed after this PDF was made/)).toBeTruthy();
  });

  it('reorders with Move up / Move down, keeping focus on the button', async () => {
    runMerge.mockResolvedValue({ bytes: new Uint8Array(10), pageCount: 10 });
    const user = setup();
    await addThree(user);
    const up = screen.getByRole('button', { name: 'Move c.pdf up' });
    await user.click(up);
    expect(cardNames()).toEqual(['a.pdf', 'c.pdf', 'b.pdf']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move c.pdf up' }));
    await user.keyboard('{Enter}');
    expect(cardNames()).toEqual(['c.pdf', 'a.pdf', 'b.pdf']);
    expect(screen.getByText('c.pdf moved to position 1 of 3.')).toBeTruthy();
    // At the top, Move up does nothing (and says it is unavailable).
    expect(screen.getByRole('button', { name: 'Move c.pdf up' }).getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{Enter}');
    expect(cardNames()).toEqual(['c.pdf', 'a.pdf', 'b.pdf']);
    await user.click(screen.getByRole('button', { name: 'Move a.pdf down' }));
    expect(cardNames()).toEqual(['c.pdf', 'b.pdf', 'a.pdf']);
    expect(screen.getByRole('button', { name: 'Reorder a.pdf' })).toBeTruthy();

    await user.click(mergeButton());
    await waitFor(() => expect(runMerge).toHaveBeenCalled());
    expect((runMerge.mock.calls[0]![0] as { name: string }[]).map((file) => file.name)).toEqual(['c.pdf', 'b.pdf', 'a.pdf']);
  });

  it('removes one file or all of them', async () => {
    const user = setup();
    await addThree(user);
    await user.click(screen.getByRole('button', { name: 'Remove b.pdf' }));
    expect(cardNames()).toEqual(['a.pdf', 'c.pdf']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove c.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.queryByRole('list', { name: 'PDFs in merge order' })).toBeNull();
    expect(screen.getByText(/No PDFs yet/)).toBeTruthy();
    expect(mergeButton().disabled).toBe(true);
  });

  it('adding more puts them at the end', async () => {
    const user = setup();
    await user.upload(picker(), [pdf('one.pdf', 'pages:1')]);
    await user.upload(picker(), [pdf('two.pdf', 'pages:1'), pdf('three.pdf', 'pages:1')]);
    await waitFor(() => expect(cardNames()).toEqual(['one.pdf', 'two.pdf', 'three.pdf']));
  });

  it('asks for the password of an encrypted PDF and merges it unlocked', async () => {
    runMerge.mockResolvedValue({ bytes: new Uint8Array(10), pageCount: 4 });
    const user = setup();
    await user.upload(picker(), [pdf('open.pdf', 'pages:2'), pdf('secret.pdf', 'locked:pw')]);
    expect(await screen.findByText('This PDF is password-protected. Enter its password to open it.')).toBeTruthy();
    expect(screen.getByText('“secret.pdf” is password-protected: unlock it to include it.')).toBeTruthy();
    expect(mergeButton().disabled).toBe(true);

    const password = screen.getByLabelText('Password for secret.pdf');
    await user.type(password, 'wrong');
    await user.click(screen.getByRole('button', { name: 'Unlock secret.pdf' }));
    expect(await screen.findByText('That password is not right for this PDF. Try again.')).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');

    await user.clear(password);
    await user.type(password, 'pw{Enter}');
    await waitFor(() => expect(screen.queryByLabelText('Password for secret.pdf')).toBeNull());
    expect(screen.getByText('9 B · 2 pages')).toBeTruthy();
    expect(inspectPdf).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'secret.pdf' }), 'pw');
    await user.click(mergeButton());
    await waitFor(() => expect(runMerge).toHaveBeenCalled());
    expect((runMerge.mock.calls[0]![0] as { name: string; password?: string }[]).map((file) => [file.name, file.password])).toEqual([
      ['open.pdf', undefined],
      ['secret.pdf', 'pw'],
    ]);
  });

  it('shows why a file cannot be used and merges the others without it', async () => {
    runMerge.mockResolvedValue({ bytes: new Uint8Array(10), pageCount: 3 });
    const user = setup();
    await user.upload(picker(), [pdf('a.pdf', 'pages:1'), pdf('notes.pdf', 'broken'), pdf('b.pdf', 'pages:2'), new File([], 'empty.pdf')]);
    inspectPdf.mockImplementation(async (file: Blob) => (file.size === 0 ? { ok: false, problem: 'empty', message: 'This file is empty.' } : fakeInspect(file)));
    expect(await screen.findByText('This file is not a PDF. It is left out of the merge.')).toBeTruthy();
    expect(await screen.findByText('This file is empty. It is left out of the merge.')).toBeTruthy();
    expect(screen.getByText('“notes.pdf” and “empty.pdf” could not be read and are left out.')).toBeTruthy();
    await user.click(mergeButton());
    await waitFor(() => expect(runMerge).toHaveBeenCalled());
    expect((runMerge.mock.calls[0]![0] as { name: string }[]).map((file) => file.name)).toEqual(['a.pdf', 'b.pdf']);
  });

  it('takes chosen pages of a file and explains a mistake next to the field', async () => {
    runMerge.mockResolvedValue({ bytes: new Uint8Array(10), pageCount: 3 });
    const user = setup();
    await addThree(user);
    const field = screen.getByLabelText('Pages to include from c.pdf');
    expect(screen.getByText('All 5 pages. Or type some, such as 1-3,5.')).toBeTruthy();
    await user.type(field, '6');
    expect(screen.getByText('Page 6 does not exist: this PDF has 5 pages.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(mergeButton().disabled).toBe(true);
    expect(screen.getByText('Fix the pages to include for “c.pdf”.')).toBeTruthy();
    await user.clear(field);
    await user.type(field, '5,1-2');
    expect(screen.getByText('3 pages of 5.')).toBeTruthy();
    await user.click(mergeButton());
    await waitFor(() => expect(runMerge).toHaveBeenCalled());
    expect((runMerge.mock.calls[0]![0] as { pages: number[] | null }[]).map((file) => file.pages)).toEqual([null, null, [5, 1, 2]]);
  });

  it('checks the file name and uses it as the title', async () => {
    runMerge.mockResolvedValue({ bytes: new Uint8Array(10), pageCount: 10 });
    const user = setup();
    await addThree(user);
    const name = screen.getByLabelText('File name');
    await user.clear(name);
    expect(screen.getByText('Enter a file name.')).toBeTruthy();
    expect(mergeButton().disabled).toBe(true);
    await user.type(name, 'Q3/Q4');
    expect(screen.getByText('A file name cannot contain / \\ : * ? " < > | or control characters.')).toBeTruthy();
    await user.clear(name);
    await user.type(name, 'Year report');
    await user.click(mergeButton());
    await waitFor(() => expect(downloadBlob).toHaveBeenCalled());
    expect(runMerge.mock.calls[0]![1]).toBe('Year report');
    expect(downloadBlob.mock.calls[0]![1]).toBe('Year report.pdf');
    expect(screen.getByRole('link', { name: 'Download Year report.pdf' })).toBeTruthy();
  });

  it('can be cancelled, and reports a failed merge', async () => {
    runMerge.mockImplementation((_f: unknown, _t: unknown, options: { signal: AbortSignal }) => new Promise((_resolve, reject) => options.signal.addEventListener('abort', () => reject(new DOMException('Cancelled.', 'AbortError')))));
    const user = setup();
    await addThree(user);
    await user.click(mergeButton());
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.getByText(/Merging was cancelled\. Your files are still here/)).toBeTruthy();
    expect(cardNames()).toEqual(['a.pdf', 'b.pdf', 'c.pdf']);

    runMerge.mockRejectedValue(new Error('“b.pdf”: This PDF is damaged and could not be read. Try re-saving it from the program that made it.'));
    await user.click(mergeButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The PDFs could not be merged. “b.pdf”: This PDF is damaged and could not be read. Try re-saving it from the program that made it.',
    );
    expect(downloadBlob).not.toHaveBeenCalled();
  });

  it('brings the files, their order and pages back after a reload, but not passwords', async () => {
    const user = setup();
    await user.upload(picker(), [pdf('a.pdf', 'pages:2'), pdf('b.pdf', 'pages:3'), pdf('secret.pdf', 'locked:pw')]);
    await screen.findByLabelText('Password for secret.pdf');
    await user.type(screen.getByLabelText('Password for secret.pdf'), 'pw{Enter}');
    await waitFor(() => expect(screen.queryByLabelText('Password for secret.pdf')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Move b.pdf up' }));
    await user.type(screen.getByLabelText('Pages to include from b.pdf'), '2-3');
    const name = screen.getByLabelText('File name');
    await user.clear(name);
    await user.type(name, 'bundle.pdf');

    await reload();
    await waitFor(() => expect(cardNames()).toEqual(['b.pdf', 'a.pdf', 'secret.pdf']));
    expect(screen.getByText(/Your PDFs from last time are back\./)).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Pages to include from b.pdf').value).toBe('2-3'));
    expect(await screen.findByLabelText('Password for secret.pdf')).toBeTruthy();
    expect(screen.getByText(/Passwords are never kept/)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('File name').value).toBe('bundle.pdf');

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await reload();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('list', { name: 'PDFs in merge order' })).toBeNull();
  });

  it('refuses dropped files that are not PDFs', async () => {
    setup();
    const drop = picker().closest('.th-file-drop')!;
    const files = [pdf('a.pdf', 'pages:1'), new File(['x'], 'photo.jpg', { type: 'image/jpeg' })];
    fireEvent.drop(drop, { dataTransfer: { files, types: ['Files'] } });
    expect(await screen.findByText('Only PDF files can be merged: “photo.jpg” was not added.')).toBeTruthy();
    await waitFor(() => expect(cardNames()).toEqual(['a.pdf']));
  });
});
