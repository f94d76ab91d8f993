import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const renderPage = vi.fn();
const destroy = vi.fn(async () => undefined);
vi.mock('../pdf/pdfjs', () => ({
  openPdf: async () => ({ ok: true, pdf: { numPages: 3, getPage: async (n: number) => ({ n }), loadingTask: { destroy } } }),
  renderPage: (...args: unknown[]) => renderPage(...args),
}));

const { inspectPdf, openPreview, THUMB_WAIT_MS } = await import('./thumbnails');

const pdf = (name: string) => new File(['%PDF-1.7\n1 0 obj\n<< >>\nendobj\n%%EOF'], name, { type: 'application/pdf' });
/** A canvas whose picture comes out as a PNG blob at once. */
const drawnCanvas = () => ({ width: 10, height: 10, toBlob: (done: (blob: Blob | null) => void) => done(new Blob(['png'], { type: 'image/png' })) });
const never = () => new Promise<never>(() => undefined);
const revoked: string[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  renderPage.mockReset();
  destroy.mockClear();
  let made = 0;
  revoked.length = 0;
  const createObjectURL = () => `blob:thumb-${++made}`;
  const revokeObjectURL = (url: string) => void revoked.push(url);
  vi.stubGlobal('URL', Object.assign(Object.create(URL) as typeof URL, { createObjectURL, revokeObjectURL }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Settles `promise` while fake time moves on by `ms`. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | 'pending'> {
  let settled: { value: T } | null = null;
  void promise.then((value) => (settled = { value }));
  await vi.advanceTimersByTimeAsync(ms);
  return settled ? (settled as { value: T }).value : 'pending';
}

describe('inspectPdf', () => {
  it('gives the page count and a picture of page 1, then releases the document', async () => {
    renderPage.mockResolvedValue(drawnCanvas());
    expect(await within(inspectPdf(pdf('a.pdf')), 0)).toEqual({ ok: true, pageCount: 3, thumb: 'blob:thumb-1' });
    expect(destroy).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a picture that never comes: the page count arrives without it', async () => {
    renderPage.mockImplementation(never);
    const inspection = inspectPdf(pdf('stalled.pdf'));
    expect(await within(inspection, THUMB_WAIT_MS - 1)).toBe('pending');
    expect(await within(inspection, 1)).toEqual({ ok: true, pageCount: 3, thumb: null });
    expect(destroy).toHaveBeenCalledTimes(1);
  });

  it('lets the next file draw its picture after one that stalled', async () => {
    renderPage.mockImplementationOnce(never).mockResolvedValue(drawnCanvas());
    const first = inspectPdf(pdf('stalled.pdf'));
    const second = inspectPdf(pdf('fine.pdf'));
    expect(await within(first, THUMB_WAIT_MS)).toEqual({ ok: true, pageCount: 3, thumb: null });
    expect(await within(second, 0)).toEqual({ ok: true, pageCount: 3, thumb: 'blob:thumb-1' });
  });

  it('releases a picture that comes after the page went on without it', async () => {
    renderPage.mockImplementation(() => new Promise((resolve) => setTimeout(() => resolve(drawnCanvas()), 2 * THUMB_WAIT_MS)));
    expect(await within(inspectPdf(pdf('slow.pdf')), THUMB_WAIT_MS)).toEqual({ ok: true, pageCount: 3, thumb: null });
    expect(revoked).toEqual([]);
    await vi.advanceTimersByTimeAsync(THUMB_WAIT_MS);
    expect(revoked).toEqual(['blob:thumb-1']);
  });

  it('gives no picture when drawing fails', async () => {
    renderPage.mockRejectedValue(new Error('render failed'));
    expect(await within(inspectPdf(pdf('a.pdf')), 0)).toEqual({ ok: true, pageCount: 3, thumb: null });
  });
});

describe('openPreview', () => {
  it('draws pages in turn, and a stalled page does not hold up the ones after it', async () => {
    renderPage.mockImplementationOnce(never).mockResolvedValue(drawnCanvas());
    const opened = await within(openPreview(pdf('a.pdf')), 0);
    if (opened === 'pending' || !opened.ok) throw new Error('the preview did not open');
    const stalled = opened.preview.renderThumb(1, 100);
    const next = opened.preview.renderThumb(2, 100);
    expect(await within(next, THUMB_WAIT_MS - 1)).toBe('pending');
    expect(await within(stalled, 1)).toBeNull();
    expect(await within(next, 0)).toBe('blob:thumb-1');
    opened.preview.close();
  });

  it('draws nothing for a page asked for after the preview closed, or whose request was cancelled', async () => {
    renderPage.mockResolvedValue(drawnCanvas());
    const opened = await within(openPreview(pdf('a.pdf')), 0);
    if (opened === 'pending' || !opened.ok) throw new Error('the preview did not open');
    const cancelled = new AbortController();
    cancelled.abort();
    expect(await within(opened.preview.renderThumb(1, 100, cancelled.signal), 0)).toBeNull();
    opened.preview.close();
    expect(await within(opened.preview.renderThumb(2, 100), 0)).toBeNull();
    expect(renderPage).not.toHaveBeenCalled();
  });
});
