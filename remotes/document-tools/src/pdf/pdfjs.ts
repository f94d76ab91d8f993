/**
 * pdf.js for the document tools, loaded with the first tool that reads a PDF (never in the
 * site's first load). Its parser runs in its own worker (pdfjs.worker.ts), started once and
 * shared by every document that tool opens; fonts and decoders come from this remote
 * (binary-data.ts). `openPdf` answers a document or a clear reason it could not be read.
 */
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';
import { describePdfError, type PdfProblem } from './problems';

type PdfJs = typeof import('pdfjs-dist');

let engine: Promise<PdfJs> | null = null;

const createPdfjsWorker = () => new Worker(new URL('./pdfjs.worker.ts', import.meta.url));

/** pdf.js itself, set up once: its worker port and nothing fetched from outside the site. */
export function loadPdfjs(): Promise<PdfJs> {
  engine ??= import('pdfjs-dist').then((pdfjs) => {
    if (!pdfjs.GlobalWorkerOptions.workerPort) pdfjs.GlobalWorkerOptions.workerPort = createPdfjsWorker();
    return pdfjs;
  });
  // A failed load (offline, say) is tried again next time rather than cached.
  engine.catch(() => {
    engine = null;
  });
  return engine;
}

export type OpenedPdf = { ok: true; pdf: PDFDocumentProxy } | { ok: false; problem: PdfProblem; message: string };

/**
 * Opens a PDF from its bytes (a copy is handed to pdf.js, which takes ownership of what it is
 * given). Encrypted files need `password`; without it the answer is `problem: 'encrypted'`.
 */
export async function openPdf(bytes: Uint8Array, options: { password?: string } = {}): Promise<OpenedPdf> {
  const pdfjs = await loadPdfjs();
  const { SiteBinaryDataFactory } = await import('./binary-data');
  const task = pdfjs.getDocument({
    data: bytes.slice(),
    password: options.password,
    BinaryDataFactory: SiteBinaryDataFactory,
    useWorkerFetch: false,
    // The standard fonts this remote ships, so a page looks the same on every computer.
    useSystemFonts: false,
    // Errors are answered to the caller; pdf.js's own console chatter is not for visitors.
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  try {
    return { ok: true, pdf: await task.promise };
  } catch (error) {
    void task.destroy();
    const { problem, message } = describePdfError(error);
    return { ok: false, problem, message };
  }
}

/**
 * Draws one page into a new canvas no wider than `maxWidth` CSS pixels (times the screen's
 * pixel ratio), for thumbnails and previews. White behind, as on paper.
 */
export async function renderPage(page: PDFPageProxy, maxWidth: number, pixelRatio = globalThis.devicePixelRatio || 1): Promise<HTMLCanvasElement> {
  const base = page.getViewport({ scale: 1 });
  const scale = Math.min(4, (maxWidth * pixelRatio) / base.width);
  const viewport = page.getViewport({ scale });
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.floor(viewport.width));
  canvas.height = Math.max(1, Math.floor(viewport.height));
  await page.render({ canvas, viewport, background: '#ffffff' }).promise;
  return canvas;
}
