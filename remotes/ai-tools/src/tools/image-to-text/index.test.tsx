// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushDrafts, readDraft, type CatalogueTool } from '@toolhub/shared';
import { resetDrafts } from '@toolhub/shared/testing';
import { currentSearch, renderInRouter } from '@toolhub/shared/testing/router';

const ocr = vi.hoisted(() => {
  type Logger = (message: { status: string; progress: number }) => void;
  const state = { logger: null as Logger | null, failStart: false };
  const recognize = vi.fn(async () => {
    state.logger?.({ status: 'recognizing text', progress: 0.5 });
    return { data: { text: 'Invoice 42\nTotal due: 19.99\n\nThank you for your busi-\nness\n', confidence: 91.4 } };
  });
  const setParameters = vi.fn(async () => ({ data: {} }));
  const terminate = vi.fn(async () => ({ data: {} }));
  const createWorker = vi.fn(async (_langs: unknown, _oem: unknown, options: { logger: Logger }) => {
    if (state.failStart) throw 'worker crashed';
    state.logger = options.logger;
    options.logger({ status: 'loading tesseract core', progress: 1 });
    options.logger({ status: 'initializing api', progress: 1 });
    return { recognize, setParameters, terminate };
  });
  return { state, recognize, setParameters, terminate, createWorker };
});

vi.mock('tesseract.js', () => {
  const api = { createWorker: ocr.createWorker, OEM: { LSTM_ONLY: 1 } };
  return { ...api, default: api };
});

const images = vi.hoisted(() => ({ fail: false }));
vi.mock('./image', () => {
  class ImageReadError extends Error {}
  return {
    ImageReadError,
    readPicture: vi.fn(async (file: File) => {
      if (images.fail) throw new ImageReadError(`“${file.name}” could not be opened. The file may be damaged.`);
      return { file, url: 'blob:preview', width: 800, height: 600, image: {} };
    }),
    releasePicture: vi.fn(),
    drawForOcr: vi.fn(() => document.createElement('canvas')),
  };
});

import ImageToTextTool from './index';

const tool: CatalogueTool = {
  name: 'Image to Text (OCR)',
  path: 'image-to-text',
  description: 'Extract text from a photo or screenshot, right in your browser.',
  icon: '🔍',
  isAvailable: true,
  category: 'ai-tools',
};

function renderTool(url = '/image-to-text') {
  return renderInRouter(<ImageToTextTool tool={tool} />, url);
}

/** A reload: the page's memory is gone, IndexedDB is not. */
async function reload(url = '/image-to-text') {
  cleanup();
  await act(() => flushDrafts());
  resetDrafts();
  renderTool(url);
}

const textBox = () => screen.getByLabelText(/Text \(you can edit it/) as HTMLTextAreaElement;
const READ = 'Invoice 42\nTotal due: 19.99\n\nThank you for your busi-\nness';

const png = (name = 'invoice.png') => new File(['fake png bytes'], name, { type: 'image/png' });

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  ocr.state.failStart = false;
  images.fail = false;
  vi.clearAllMocks();
  URL.createObjectURL = vi.fn(() => 'blob:mock');
  URL.revokeObjectURL = vi.fn();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(new Uint8Array([31, 139, 8, 0]), { headers: { 'Content-Length': '4' } })),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ImageToTextTool', () => {
  it('reads a chosen image and shows the text with confidence, copy and download', async () => {
    const user = userEvent.setup();
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderTool();
    expect(screen.getByText(/Text is read in English only/)).toBeTruthy();
    expect(screen.getByText('Language: English')).toBeTruthy();

    await user.upload(screen.getByLabelText('Image file'), png());
    expect(await screen.findByRole('heading', { name: 'Extracted text' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Preview of invoice.png' })).toBeTruthy();
    expect(screen.getByText('800 × 600 px · 14 B')).toBeTruthy();
    const text = screen.getByLabelText(/Text \(you can edit it/) as HTMLTextAreaElement;
    expect(text.value).toBe('Invoice 42\nTotal due: 19.99\n\nThank you for your busi-\nness');
    expect(screen.getByText('Confidence 91% · High')).toBeTruthy();
    expect(screen.getByText(/11 words · 4 lines/)).toBeTruthy();

    // Everything the engine needs comes from this remote: worker bootstrap, core and data as blobs.
    const options = ocr.createWorker.mock.calls[0]?.[2] as unknown as Record<string, unknown>;
    expect(options).toMatchObject({ workerBlobURL: false, gzip: true, cacheMethod: 'none', langPath: 'https://tessdata.toolhub.invalid' });
    expect(String(options.corePath)).toMatch(/^blob:.*js$/);
    expect(ocr.setParameters).toHaveBeenCalledWith(expect.objectContaining({ tessedit_pageseg_mode: '3' }));

    await user.click(screen.getByRole('button', { name: 'Download .txt' }));
    expect(clicks).toHaveBeenCalledTimes(1);
    const anchor = clicks.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('invoice-text.txt');
    expect(screen.getByRole('button', { name: 'Copy text' })).toBeTruthy();
  });

  it('joins lines and changes layout, keeping both in the URL and reusing the warm engine', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.upload(screen.getByLabelText('Image file'), png());
    await screen.findByRole('heading', { name: 'Extracted text' });

    await user.click(screen.getByRole('checkbox', { name: 'Join lines into paragraphs' }));
    expect((screen.getByLabelText(/Text \(you can edit it/) as HTMLTextAreaElement).value).toBe(
      'Invoice 42 Total due: 19.99\n\nThank you for your business',
    );
    expect(currentSearch()).toBe('?join=1');

    await user.selectOptions(screen.getByLabelText('Layout'), 'Single block of text');
    await waitFor(() => expect(ocr.recognize).toHaveBeenCalledTimes(2));
    expect(ocr.setParameters).toHaveBeenLastCalledWith(expect.objectContaining({ tessedit_pageseg_mode: '6' }));
    expect(currentSearch()).toBe('?join=1&layout=block');
    expect(ocr.createWorker).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { name: 'Extracted text' })).toBeTruthy();
    // The result and the image survive the option changes.
    expect(textBox().value).toBe('Invoice 42 Total due: 19.99\n\nThank you for your business');
    expect(screen.getByRole('img', { name: 'Preview of invoice.png' })).toBeTruthy();
  });

  it('keeps edited text through option changes until the edits are discarded', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.upload(screen.getByLabelText('Image file'), png());
    await screen.findByRole('heading', { name: 'Extracted text' });
    await user.type(textBox(), ' (paid)');
    const edited = `${READ} (paid)`;

    await user.click(screen.getByRole('checkbox', { name: 'Join lines into paragraphs' }));
    expect(textBox().value).toBe(edited);
    await user.selectOptions(screen.getByLabelText('Layout'), 'Single block of text');
    await waitFor(() => expect(ocr.recognize).toHaveBeenCalledTimes(2));
    await screen.findByRole('heading', { name: 'Extracted text' });
    expect(textBox().value).toBe(edited);
    expect(screen.getByText('Showing your edited text. Options apply to the text read from the image.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Discard edits' }));
    expect(textBox().value).toBe('Invoice 42 Total due: 19.99\n\nThank you for your business');
    expect(screen.queryByRole('button', { name: 'Discard edits' })).toBeNull();
  });

  it('keeps the result and the edits after a reload, and Clear forgets them', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.upload(screen.getByLabelText('Image file'), png());
    await screen.findByRole('heading', { name: 'Extracted text' });
    await user.type(textBox(), '!');

    await reload();
    expect(await screen.findByRole('heading', { name: 'Extracted text' })).toBeTruthy();
    await waitFor(() => expect(textBox().value).toBe(`${READ}!`));
    expect(screen.getByText('Text from your last visit. The image itself is not kept.')).toBeTruthy();
    expect(screen.getByText('Confidence 91% · High')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('heading', { name: 'Extracted text' })).toBeNull();
    await reload();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('heading', { name: 'Extracted text' })).toBeNull();
    expect(await readDraft('image-to-text:text')).toBeUndefined();
    expect(await readDraft('image-to-text:result')).toBeUndefined();
  });

  it('forgets edits of the previous image when a new one is read', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.upload(screen.getByLabelText('Image file'), png());
    await screen.findByRole('heading', { name: 'Extracted text' });
    await user.type(textBox(), '!');
    await user.upload(screen.getByLabelText('Image file'), png('second.png'));
    await waitFor(() => expect(ocr.recognize).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(textBox().value).toBe(READ));
  });

  it.each([
    ['a PDF', new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }), '“notes.pdf” is not an image. Choose a PNG, JPEG, WebP, GIF or BMP file.'],
    ['an empty image', new File([], 'blank.png', { type: 'image/png' }), '“blank.png” is empty.'],
    [
      'a 100 MB image',
      Object.defineProperty(png('huge.png'), 'size', { value: 100 * 1024 * 1024 }),
      '“huge.png” is 100 MB; the limit is 20 MB. Try a smaller or compressed copy.',
    ],
  ])('refuses %s with a message and starts nothing', async (_name, file, message) => {
    const user = userEvent.setup({ applyAccept: false });
    renderTool();
    await user.upload(screen.getByLabelText('Image file'), file);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(ocr.createWorker).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says so when the image cannot be decoded, then recovers with a good one', async () => {
    const user = userEvent.setup();
    renderTool();
    images.fail = true;
    await user.upload(screen.getByLabelText('Image file'), png('broken.png'));
    expect((await screen.findByRole('alert')).textContent).toMatch(/“broken.png” could not be opened/);
    images.fail = false;
    await user.upload(screen.getByLabelText('Image file'), png());
    expect(await screen.findByRole('heading', { name: 'Extracted text' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('accepts a pasted image and a dropped one', async () => {
    renderTool();
    const paste = new Event('paste', { bubbles: true, cancelable: true });
    Object.defineProperty(paste, 'clipboardData', { value: { files: [png('pasted.png')] } });
    act(() => {
      window.dispatchEvent(paste);
    });
    expect(await screen.findByRole('img', { name: 'Preview of pasted.png' })).toBeTruthy();
    await screen.findByRole('heading', { name: 'Extracted text' });

    const zone = screen.getByRole('button', { name: 'Choose an image' }).parentElement!;
    fireEvent.dragOver(zone, { dataTransfer: { types: ['Files'], files: [], dropEffect: 'none' } });
    expect(screen.getByText('Drop the image to read it')).toBeTruthy();
    fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files: [png('dropped.png')] } });
    expect(await screen.findByRole('img', { name: 'Preview of dropped.png' })).toBeTruthy();
  });

  it('tells when the pasted clipboard holds no image', async () => {
    renderTool();
    const paste = new Event('paste', { bubbles: true, cancelable: true });
    Object.defineProperty(paste, 'clipboardData', { value: { files: [new File(['x'], 'a.txt', { type: 'text/plain' })] } });
    act(() => {
      window.dispatchEvent(paste);
    });
    expect((await screen.findByRole('alert')).textContent).toMatch(/clipboard holds no image/);
  });

  it('reports an engine that fails to start and lets the visitor try again', async () => {
    const user = userEvent.setup();
    ocr.state.failStart = true;
    renderTool();
    await user.upload(screen.getByLabelText('Image file'), png());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The OCR engine could not start (worker crashed). Reload the page and try again.',
    );
    ocr.state.failStart = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Extracted text' })).toBeTruthy();
  });

  it('terminates the worker when the tool is left', async () => {
    const user = userEvent.setup();
    const { unmount } = renderTool();
    await user.upload(screen.getByLabelText('Image file'), png());
    await screen.findByRole('heading', { name: 'Extracted text' });
    unmount();
    await waitFor(() => expect(ocr.terminate).toHaveBeenCalledTimes(1));
  });
});
