// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import type { CatalogueTool } from '@toolhub/shared';
import { FakeWorker } from '@toolhub/shared/testing';
import { currentSearch } from '@toolhub/shared/testing/router';
import type { TaskRequest } from '@toolhub/shared/worker';
import { PDF_MESSAGES } from '../../pdf/problems';
import type { ConvertJob } from './convert';
import { LOREM, PageBuilder } from './pages.testutil';
import type { PageText } from './model';
import { toolPage } from '../../pdf-ui/testing.testutil';

// pdf.js, as the page sees it: documents made of the pages each test sets.
type FakePage = { text: PageText; images?: boolean; hold?: boolean };
let pages: FakePage[] = [];
let password: string | null = null;
let openProblem: 'corrupt' | null = null;
const destroyed = vi.fn();
const openPdf = vi.fn();

function fakePdf() {
  return {
    numPages: pages.length,
    getPage: (number: number) => {
      const page = pages[number - 1]!;
      return page.hold
        ? new Promise(() => {})
        : Promise.resolve({
            getViewport: () => ({ transform: [1, 0, 0, -1, 0, 842], width: 595, height: 842 }),
            getTextContent: () =>
              Promise.resolve({
                items: page.text.items.map((item) => ({
                  str: item.str,
                  transform: [item.fontSize, 0, 0, item.fontSize, item.x, 842 - item.y],
                  width: item.width,
                  height: item.fontSize,
                  fontName: item.bold ? 'bold' : 'regular',
                  hasEOL: false,
                })),
              }),
            getOperatorList: () => Promise.resolve({ fnArray: page.images ? [85] : [], argsArray: [null] }),
            commonObjs: { has: () => true, get: (name: string) => ({ name: name === 'bold' ? 'Helvetica-Bold' : 'Helvetica' }) },
            cleanup: () => {},
          });
    },
    getMetadata: () => Promise.resolve({ info: { Title: 'Library Guide' } }),
    loadingTask: {
      destroy: () => {
        destroyed();
        return Promise.resolve();
      },
    },
  };
}

vi.mock('../../pdf/pdfjs', () => ({
  loadPdfjs: () => Promise.resolve({ OPS: { save: 10, restore: 11, transform: 12, constructPath: 91, paintFormXObjectBegin: 74, paintFormXObjectEnd: 75, fill: 22, eoFill: 23, stroke: 20, fillStroke: 24, eoFillStroke: 25, closeStroke: 21, closeFillStroke: 26, closeEOFillStroke: 27, paintImageXObject: 85, paintInlineImageXObject: 86, paintImageMaskXObject: 83 } }),
  openPdf: (...args: unknown[]) => openPdf(...args),
}));

const downloadBlob = vi.fn();
const announce = vi.fn();
vi.mock('@toolhub/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@toolhub/shared')>()),
  downloadBlob: (...args: unknown[]) => downloadBlob(...args),
  announce: (...args: unknown[]) => announce(...args),
}));

/** The docx worker, run in this thread with the real conversion. */
const jobs: ConvertJob[] = [];
let holdWorker = false;
class DocxWorker extends FakeWorker {
  override postMessage({ id, input }: TaskRequest<ConvertJob>) {
    jobs.push(input);
    if (holdWorker) return;
    void (async () => {
      const [lib, { convert }] = await Promise.all([import('docx'), import('./convert')]);
      this.answer({ id, kind: 'progress', fraction: 0.5 });
      const result = await convert(lib, input);
      this.answer({ id, kind: 'result', result });
    })();
  }
}

const { default: PdfToWordTool } = await import('./index');

const tool = {
  name: 'PDF to Word',
  path: 'pdf-to-word',
  description: 'Convert a PDF into an editable Word document.',
  icon: '📝',
  isAvailable: true,
  category: 'document-tools',
} as CatalogueTool;

const { setup, reload, query } = toolPage(PdfToWordTool, tool, { routes: <Route path="/image-to-text" element={<p>OCR tool</p>} /> });

const pdfFile = (name = 'report.pdf') => new File([new TextEncoder().encode('%PDF-1.7\n% a fake PDF for the stubbed pdf.js\n')], name, { type: 'application/pdf' });
const picker = () => screen.getByLabelText(/Choose (a|another) PDF/);

function textPage(title: string, body = LOREM): FakePage {
  return { text: new PageBuilder().line(title, { size: 24, bold: true }).space(12).paragraph(body).listItem('•', 'First point').listItem('•', 'Second point').build() };
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  pages = [textPage('Reading Room')];
  password = null;
  openProblem = null;
  jobs.length = 0;
  holdWorker = false;
  destroyed.mockReset();
  downloadBlob.mockReset();
  announce.mockReset();
  openPdf.mockReset();
  openPdf.mockImplementation((_bytes: Uint8Array, options: { password?: string } = {}) => {
    if (openProblem) return Promise.resolve({ ok: false, problem: openProblem, message: PDF_MESSAGES[openProblem] });
    if (password !== null && options.password !== password) {
      const problem = options.password === undefined ? 'encrypted' : 'wrong-password';
      return Promise.resolve({ ok: false, problem, message: PDF_MESSAGES[problem] });
    }
    return Promise.resolve({ ok: true, pdf: fakePdf() });
  });
  vi.stubGlobal('Worker', DocxWorker);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PDF to Word', () => {
  it('says files stay on the device and what to do first', () => {
    setup();
    expect(screen.getByText(/Your files stay on this device: everything happens in your browser\./)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Word document' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Download/ })).toBeNull();
  });

  it('reads the PDF, previews its structure and downloads the .docx', async () => {
    const user = setup();
    await user.upload(picker(), pdfFile());
    const download = await screen.findByRole('button', { name: 'Download report.docx' });
    expect(screen.getByText(/Your Word document is ready/).textContent).toMatch(/^Your Word document is ready \([\d.]+ KB\)\.$/);
    const preview = screen.getByRole('list', { name: 'Document structure' });
    const entries = within(preview)
      .getAllByRole('listitem')
      .map((entry) => entry.textContent);
    expect(entries).toEqual(['H1Heading 1: Reading Room', `¶Paragraph: ${LOREM}`, '•List item: First point', '•List item: Second point']);
    const stats = screen.getByText('Pages').closest('dl')!;
    expect(stats.textContent).toContain('Pages1');
    expect(stats.textContent).toContain('Headings1');
    expect(stats.textContent).toContain('Lists1');
    expect(stats.textContent).toContain('List items2');
    expect(jobs.at(-1)).toMatchObject({ title: 'Library Guide', fileName: 'report.pdf', options: { keepHeadersFooters: false, pageBreaks: false } });
    expect(destroyed).toHaveBeenCalled();

    await user.click(download);
    const [blob, name] = downloadBlob.mock.calls[0] as [Blob, string];
    expect(name).toBe('report.docx');
    expect(blob.size).toBeGreaterThan(1000);
  });

  it('keeps options in the URL and converts again when they change', async () => {
    const user = setup('/pdf-to-word?breaks=1');
    expect((screen.getByRole('checkbox', { name: 'Start each PDF page on a new Word page' }) as HTMLInputElement).checked).toBe(true);
    await user.upload(picker(), pdfFile());
    await screen.findByRole('button', { name: 'Download report.docx' });
    expect(jobs.at(-1)?.options).toEqual({ keepHeadersFooters: false, pageBreaks: true });
    await user.click(screen.getByRole('checkbox', { name: 'Keep page headers and footers' }));
    const search = query();
    expect([search.get('headers'), search.get('breaks')]).toEqual(['1', '1']);
    await waitFor(() => expect(jobs.at(-1)?.options).toEqual({ keepHeadersFooters: true, pageBreaks: true }));
    await screen.findByRole('button', { name: 'Download report.docx' });
    await user.click(screen.getByRole('checkbox', { name: 'Start each PDF page on a new Word page' }));
    expect(currentSearch()).toBe('?headers=1');
  });

  it('shows reading progress page by page, and Cancel stops and releases the document', async () => {
    pages = [textPage('One'), { ...textPage('Two'), hold: true }, textPage('Three')];
    const user = setup();
    await user.upload(picker(), pdfFile());
    expect(await screen.findByText('Reading page 2 of 3…')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Reading stopped. Your PDF is still here.')).toBeTruthy();
    expect(destroyed).toHaveBeenCalled();
    expect(jobs).toHaveLength(0);

    pages = [textPage('One')];
    await user.click(screen.getByRole('button', { name: 'Read it again' }));
    expect(await screen.findByRole('button', { name: 'Download report.docx' })).toBeTruthy();
  });

  it('asks for the password of an encrypted PDF, and says when it is wrong', async () => {
    password = 'secret';
    const user = setup();
    await user.upload(picker(), pdfFile('locked.pdf'));
    expect(await screen.findByText(PDF_MESSAGES.encrypted)).toBeTruthy();
    const field = screen.getByLabelText('PDF password');
    expect(field.getAttribute('type')).toBe('password');
    await user.type(field, 'nope');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText(PDF_MESSAGES['wrong-password'])).toBeTruthy();
    await user.clear(screen.getByLabelText('PDF password'));
    await user.type(screen.getByLabelText('PDF password'), 'secret{Enter}');
    expect(await screen.findByRole('button', { name: 'Download locked.docx' })).toBeTruthy();
    expect(openPdf).toHaveBeenLastCalledWith(expect.any(Uint8Array), { password: 'secret' });
  });

  it.each([
    ['a file that is not a PDF', () => new File(['hello, plain text'], 'notes.pdf', { type: 'application/pdf' }), PDF_MESSAGES['not-pdf']],
    ['an empty file', () => new File([], 'empty.pdf', { type: 'application/pdf' }), PDF_MESSAGES.empty],
  ])('refuses %s before loading pdf.js', async (_name, file, message) => {
    const user = setup();
    await user.upload(picker(), file());
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(openPdf).not.toHaveBeenCalled();
  });

  it('says when a PDF is damaged', async () => {
    openProblem = 'corrupt';
    const user = setup();
    await user.upload(picker(), pdfFile());
    expect((await screen.findByRole('alert')).textContent).toBe(PDF_MESSAGES.corrupt);
  });

  it('sends a scanned PDF to the OCR tool instead of converting it', async () => {
    pages = [
      { text: { width: 595, height: 842, items: [] }, images: true },
      { text: { width: 595, height: 842, items: [] }, images: true },
    ];
    const user = setup();
    await user.upload(picker(), pdfFile('scan.pdf'));
    expect(await screen.findByText(/This PDF looks scanned: its pages are pictures of text, with no text to extract\. Use Image to Text \(OCR\) to read the text from page images\./)).toBeTruthy();
    expect(jobs).toHaveLength(0);
    const link = screen.getByRole('link', { name: 'Open Image to Text (OCR)' });
    expect(link.getAttribute('href')).toBe('/image-to-text');
    await user.click(link);
    expect(screen.getByText('OCR tool')).toBeTruthy();
  });

  it('converts a partly scanned PDF and says which pages had no text', async () => {
    pages = [textPage('One'), { text: { width: 595, height: 842, items: [] }, images: true }, textPage('Three')];
    const user = setup();
    await user.upload(picker(), pdfFile());
    await screen.findByRole('button', { name: 'Download report.docx' });
    expect(screen.getByText('Page 2 has no text to extract (it looks like a scanned picture), so it is missing from the Word document. The rest was converted.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Read scanned pages with Image to Text (OCR)' }).getAttribute('href')).toBe('/image-to-text');
  });

  it('gets the PDF back after a reload, and Remove forgets it', async () => {
    // Browsers store a File in IndexedDB as it is; Node's structuredClone cannot copy jsdom's.
    const clone = structuredClone;
    vi.stubGlobal('structuredClone', (value: unknown, options?: StructuredSerializeOptions) => (value instanceof Blob ? value : clone(value, options)));
    const user = setup();
    await user.upload(picker(), pdfFile('kept.pdf'));
    await screen.findByRole('button', { name: 'Download kept.docx' });
    await reload();
    expect(await screen.findByText(/Your PDF from last time is back/)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Download kept.docx' })).toBeTruthy();
    await user.upload(picker(), pdfFile('other.pdf'));
    expect(await screen.findByRole('button', { name: 'Download other.docx' })).toBeTruthy();
    expect(screen.queryByText(/Your PDF from last time is back/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove PDF' }));
    expect(screen.queryByText('other.pdf')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Download/ })).toBeNull();
    await reload();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/\.pdf$/)).toBeNull();
    expect(screen.getByLabelText('Choose a PDF')).toBeTruthy();
  });

  it('can cancel writing the Word document and write it again', async () => {
    holdWorker = true;
    const user = setup();
    await user.upload(picker(), pdfFile());
    expect(await screen.findByText('Writing the Word document… 0%')).toBeTruthy();
    await waitFor(() => expect(jobs).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Writing the Word document was cancelled.')).toBeTruthy();
    holdWorker = false;
    await user.click(screen.getByRole('button', { name: 'Write it again' }));
    expect(await screen.findByRole('button', { name: 'Download report.docx' })).toBeTruthy();
  });

  it('keeps a PDF over 100 MB for this visit only, and refuses one over 300 MB', async () => {
    const user = setup();
    const big = pdfFile('big.pdf');
    Object.defineProperty(big, 'size', { value: 150 * 1024 * 1024 });
    await user.upload(picker(), big);
    expect(screen.getByText('This PDF is over 100 MB, so it is not kept for your next visit: it stays only while this page is open.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Download big.docx' })).toBeTruthy();
    const huge = pdfFile('huge.pdf');
    Object.defineProperty(huge, 'size', { value: 400 * 1024 * 1024 });
    await user.upload(picker(), huge);
    expect((await screen.findByRole('alert')).textContent).toBe('This PDF is larger than 300 MB, too large to convert in the browser. Split it into smaller parts first.');
  });

  it('converts on the page where no worker can start', async () => {
    vi.stubGlobal('Worker', undefined);
    const user = setup();
    await user.upload(picker(), pdfFile());
    expect(await screen.findByRole('button', { name: 'Download report.docx' }, { timeout: 5000 })).toBeTruthy();
    expect(jobs).toHaveLength(0);
  });
});
