// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { flushDrafts, readDraft, type CatalogueTool } from '@toolhub/shared';
import { currentQuery, currentSearch } from '@toolhub/shared/testing/router';
import TextToPdfTool from './index';
import { toolPage } from '../../pdf-ui/testing.testutil';

const renderPdf = vi.fn();
const downloadBlob = vi.fn();
vi.mock('./render', () => ({
  loadEngine: () => Promise.resolve(),
  renderPdf: (...args: unknown[]) => renderPdf(...args),
}));
vi.mock('./fonts', () => ({ loadFonts: () => Promise.resolve({ regular: new Uint8Array(1) }) }));
vi.mock('@toolhub/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@toolhub/shared')>()),
  downloadBlob: (...args: unknown[]) => downloadBlob(...args),
}));

const tool = {
  name: 'Text to PDF',
  path: 'text-to-pdf',
  description: 'Turn plain text into a clean, paginated PDF document.',
  icon: '📄',
  isAvailable: true,
  category: 'document-tools',
} as CatalogueTool;

const { setup, reload } = toolPage(TextToPdfTool, tool);

const textBox = () => screen.getByLabelText<HTMLTextAreaElement>('Text');

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  renderPdf.mockReset();
  downloadBlob.mockReset();
  URL.createObjectURL = vi.fn(() => 'blob:pdf');
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanup);

describe('Text to PDF', () => {
  it('estimates pages live and keeps settings in the URL', async () => {
    const user = setup();
    expect((screen.getByRole('button', { name: 'Create PDF' }) as HTMLButtonElement).disabled).toBe(true);
    const text = screen.getByLabelText('Text');
    fireEvent.change(text, { target: { value: Array.from({ length: 120 }, (_, i) => `Line ${i}`).join('\n') } });
    await waitFor(() => expect((screen.getByText(/pages$/, { selector: 'strong' })).textContent).toContain('3 pages'));
    expect(screen.getByText(/A4 portrait/)).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Orientation'), 'landscape');
    await user.selectOptions(screen.getByLabelText('Page size'), 'letter');
    await user.clear(screen.getByLabelText('Font size (pt)'));
    await user.type(screen.getByLabelText('Font size (pt)'), '9');
    const search = currentQuery();
    expect(search.get('orient')).toBe('landscape');
    expect(search.get('size')).toBe('letter');
    expect(search.get('fs')).toBe('9');
    expect(screen.getByText(/Letter landscape/)).toBeTruthy();
  });

  it('reads its settings from a shared link', () => {
    setup('/text-to-pdf?size=letter&font=mono&margin=12&title=Notes&num=0');
    expect((screen.getByLabelText('Page size') as HTMLInputElement).value).toBe('letter');
    expect((screen.getByLabelText('Font') as HTMLInputElement).value).toBe('mono');
    expect((screen.getByLabelText('Margins (mm)') as HTMLInputElement).value).toBe('12');
    expect((screen.getByLabelText('Title (optional)') as HTMLInputElement).value).toBe('Notes');
    expect((screen.getByRole('checkbox', { name: /Page numbers/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('explains bad settings inline and keeps what was typed', async () => {
    const user = setup();
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'Hello' } });
    const margin = screen.getByLabelText('Margins (mm)');
    await user.clear(margin);
    await user.type(margin, '95');
    expect((await screen.findByRole('alert')).textContent).toContain('leave no room for text on an A4 portrait page');
    expect((margin as HTMLInputElement).value).toBe('95');
    expect((margin).getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByRole('button', { name: 'Create PDF' }) as HTMLButtonElement).disabled).toBe(true);

    await user.clear(margin);
    expect(screen.getByRole('alert').textContent).toContain('Enter a margin.');
    expect((margin as HTMLInputElement).value).toBe('');
    await user.type(margin, 'abc');
    expect((screen.getByRole('alert')).textContent).toContain('The margin must be a number in mm.');
    await user.selectOptions(screen.getByLabelText('Page size'), 'letter');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect((margin as HTMLInputElement).value).toBe('20');
    expect((screen.getByLabelText('Page size') as HTMLSelectElement).value).toBe('a4');
    expect(currentSearch()).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('warns about characters the font lacks before generating', async () => {
    setup();
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'Привет, 世界!' } });
    const warning = await screen.findByText(/not in the font/);
    expect((warning).textContent).toContain('2 characters are not in the font');
    expect(warning.textContent).toContain('世 (U+4E16)');
    expect((warning).textContent).not.toContain('П');
  });

  it('creates the PDF, shows progress, downloads it under the title', async () => {
    let finish: (value: unknown) => void = () => {};
    renderPdf.mockImplementation((_text: string, _settings: unknown, _fonts: unknown, options: { onProgress: (n: number) => void }) => {
      options.onProgress(0.5);
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    const user = setup('/text-to-pdf?title=My%20Notes');
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'Hello 中' } });
    await user.click(screen.getByRole('button', { name: 'Create PDF' }));
    expect(await screen.findByText('Creating PDF… 50%')).toBeTruthy();
    expect((screen.getByRole('progressbar') as HTMLProgressElement).value).toBe(50);
    expect(renderPdf).toHaveBeenCalledWith('Hello 中', expect.objectContaining({ title: 'My Notes', size: 'a4' }), expect.anything(), expect.anything());

    finish({ bytes: new Uint8Array(2048), pageCount: 2, missing: ['中'], missingCount: 1 });
    expect(await screen.findByText(/Your PDF is ready: 2 pages, 2 KB\. /)).toBeTruthy();
    expect(downloadBlob).toHaveBeenCalledTimes(1);
    const [saved, savedName] = downloadBlob.mock.calls[0] as [Blob, string];
    expect([saved.type, saved.size, savedName]).toEqual(['application/pdf', 2048, 'My Notes.pdf']);
    expect((screen.getByRole('link', { name: 'Download My Notes.pdf' })).getAttribute('href')).toBe('blob:pdf');
    expect(screen.getAllByText(/1 character is not in the font/).length).toBeGreaterThan(0);

    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'Hello again' } });
    expect(await screen.findByText(/changed after this PDF was made/)).toBeTruthy();
  });

  it('creates with Ctrl+Enter and can be cancelled', async () => {
    renderPdf.mockImplementation(() => new Promise(() => {}));
    const user = setup();
    const text = screen.getByLabelText('Text');
    fireEvent.change(text, { target: { value: 'Some text' } });
    text.focus();
    await user.keyboard('{Control>}{Enter}{/Control}');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect((screen.getByRole('button', { name: 'Create PDF' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows an error when generating fails', async () => {
    renderPdf.mockRejectedValue(new Error('broken font'));
    const user = setup();
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'x' } });
    await user.click(screen.getByRole('button', { name: 'Create PDF' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The PDF could not be created: broken font');
  });

  it('opens a .txt file and refuses a binary one', async () => {
    const user = setup();
    const input = screen.getByLabelText('Open a text file');
    await user.upload(input, new File(['Line one\r\nLine two'], 'notes.txt', { type: 'text/plain' }));
    // A textarea reports line breaks as \n whatever the file used.
    await waitFor(() => expect((screen.getByLabelText('Text') as HTMLInputElement).value).toBe('Line one\nLine two'));
    expect(screen.getByText(/Opened “notes.txt”/)).toBeTruthy();

    await user.upload(input, new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0, 0, 1, 2])], 'file.txt', { type: 'text/plain' }));
    expect((await screen.findByRole('alert')).textContent).toContain('is not a plain text file');
    expect((screen.getByLabelText('Text') as HTMLInputElement).value).toBe('Line one\nLine two');
  });

  it('keeps the text and the title after a reload; Clear forgets the text', async () => {
    const user = setup();
    fireEvent.change(textBox(), { target: { value: 'Remember me' } });
    await user.type(screen.getByLabelText('Title (optional)'), 'Minutes');
    expect(currentQuery().get('title')).toBeNull();
    await reload();
    await waitFor(() => expect(textBox().value).toBe('Remember me'));
    expect(screen.getByLabelText<HTMLInputElement>('Title (optional)').value).toBe('Minutes');
    expect(screen.getByText(/Your text from last time is back/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(textBox().value).toBe('');
    await reload();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(textBox().value).toBe('');
  });

  it('takes the title from an old link once, then drops it from the address', async () => {
    setup('/text-to-pdf?title=Old%20Notes&size=letter');
    expect(screen.getByLabelText<HTMLInputElement>('Title (optional)').value).toBe('Old Notes');
    await waitFor(() => expect(currentSearch()).toBe('?size=letter'));
    await act(() => flushDrafts());
    expect(await readDraft('text-to-pdf:title')).toBe('Old Notes');
  });

  it('brings back a draft saved by the earlier version in localStorage', async () => {
    localStorage.setItem('toolhub:text-to-pdf:draft', JSON.stringify('From before'));
    setup();
    expect(textBox().value).toBe('From before');
    expect(localStorage.getItem('toolhub:text-to-pdf:draft')).toBeNull();
  });

  it('estimates a long text off the render path and states the size limit before it is reached', async () => {
    setup();
    expect(screen.getByText(/^0 characters of up to 5,000,000/)).toBeTruthy();
    const text = Array.from({ length: 3_000 }, (_, i) => `Line number ${i} of a long document`).join('\n');
    expect(text.length).toBeGreaterThan(100_000);
    fireEvent.change(textBox(), { target: { value: text } });
    expect(screen.getByText('Estimating the page count…')).toBeTruthy();
    await waitFor(() => expect(screen.getByText(/pages$/, { selector: 'strong' }).textContent).toBe('67 pages'));
    expect(document.getElementById('ttp-text-stats')?.textContent).toBe('106,889 characters of up to 5,000,000 · 3,000 lines · Ctrl+Enter creates the PDF');
    expect(screen.queryByText('Estimating the page count…')).toBeNull();
  });

  it('refuses a file over the size limit and keeps the text', async () => {
    const user = setup();
    fireEvent.change(textBox(), { target: { value: 'Keep me' } });
    await user.upload(screen.getByLabelText('Open a text file'), new File([new Uint8Array(6 * 1024 * 1024)], 'big.txt', { type: 'text/plain' }));
    expect((await screen.findByRole('alert')).textContent).toBe('“big.txt” is 6 MB; files up to 5 MB can be opened.');
    expect(textBox().value).toBe('Keep me');
  });

  it('refuses a text over the limit with a message and keeps it', () => {
    setup();
    const text = 'x'.repeat(5_000_001);
    fireEvent.change(textBox(), { target: { value: text } });
    expect(screen.getByText(/That is 5,000,001 characters; a PDF can be made from up to 5,000,000/)).toBeTruthy();
    // Kept whole; the box shows its start read-only (LargeTextArea) and says so.
    expect(textBox().readOnly).toBe(true);
    expect(screen.getByText(/This text is 4\.8 MB, too long to edit here/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Create PDF' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
