/**
 * Reading PDFs on the page with pdf.js for what the tools show before any work: the page count,
 * whether a password is needed, and small pictures of pages. Pictures are drawn one at a time
 * (pdf.js shares one worker) and handed out as image URLs, so no canvas stays in memory; the
 * caller revokes each URL when its picture goes away.
 */
import { openPdf, renderPage } from '../pdf/pdfjs';
import { PDF_MESSAGES, precheckPdf, type PdfProblem } from '../pdf/problems';
import { cancelledError } from './jobs';

export type Unreadable = { ok: false; problem: PdfProblem; message: string };
export type Inspection = { ok: true; pageCount: number; thumb: string | null } | Unreadable;

export interface PdfPreview {
  pageCount: number;
  /** A picture of page `pageNumber` (from 1) `width` CSS pixels wide; null when it cannot be drawn. */
  renderThumb: (pageNumber: number, width: number, signal?: AbortSignal) => Promise<string | null>;
  /** Releases the document (its memory in pdf.js's worker). */
  close: () => void;
}

export type OpenedPreview = { ok: true; preview: PdfPreview } | Unreadable;

/**
 * How long a picture may take before the page goes on without it. A drawing that never ends (a
 * font that never arrives, a stalled canvas) must not hold up the next file's check, nor every
 * picture after it: a picture is a nicety, the page count and the file's problems are not.
 */
export const THUMB_WAIT_MS = 5_000;

/**
 * Drawing waits its turn: one page at a time keeps memory flat and the page responsive. A turn
 * ends when its picture is drawn, fails, or has taken THUMB_WAIT_MS (then it comes out null).
 */
let queue: Promise<unknown> = Promise.resolve();
function inTurn(work: () => Promise<string | null>): Promise<string | null> {
  const turn = queue.then(() => withinThumbWait(work()));
  queue = turn.catch(() => undefined);
  return turn.catch(() => null);
}

function withinThumbWait(drawing: Promise<string | null>): Promise<string | null> {
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      timedOut = true;
      resolve(null);
    }, THUMB_WAIT_MS);
  });
  // A picture that comes after the page went on without it is nobody's: its URL is released.
  drawing.then(
    (url) => timedOut && url && URL.revokeObjectURL(url),
    () => undefined,
  );
  return Promise.race([drawing, late]).finally(() => clearTimeout(timer));
}

function canvasToUrl(canvas: HTMLCanvasElement): Promise<string | null> {
  return new Promise((resolve) => {
    canvas.toBlob((blob) => {
      // The pixels live on in the image; the canvas can go.
      canvas.width = 0;
      canvas.height = 0;
      resolve(blob ? URL.createObjectURL(blob) : null);
    }, 'image/png');
  });
}

async function readBytes(file: Blob): Promise<Uint8Array | Unreadable> {
  try {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const problem = precheckPdf(bytes);
    return problem ? { ok: false, problem, message: PDF_MESSAGES[problem] } : bytes;
  } catch {
    // The file changed or went away on disk since it was chosen.
    return { ok: false, problem: 'failed', message: 'This file could not be read any more. Add it again.' };
  }
}

async function open(file: Blob, password: string | undefined) {
  const bytes = await readBytes(file);
  if (!(bytes instanceof Uint8Array)) return bytes;
  try {
    return await openPdf(bytes, { password });
  } catch {
    return { ok: false, problem: 'failed', message: 'The PDF reader could not be loaded. Check your connection and try again.' } satisfies Unreadable;
  }
}

/** Page count and a picture of the first page, then the document is released. */
export async function inspectPdf(file: Blob, password?: string, thumbWidth = 64): Promise<Inspection> {
  const opened = await open(file, password);
  if (!opened.ok) return opened;
  const { pdf } = opened;
  try {
    const thumb = await inTurn(async () => canvasToUrl(await renderPage(await pdf.getPage(1), thumbWidth)));
    return { ok: true, pageCount: pdf.numPages, thumb };
  } finally {
    void pdf.loadingTask.destroy();
  }
}

/** Keeps the document open to draw any of its pages on demand. */
export async function openPreview(file: Blob, password?: string): Promise<OpenedPreview> {
  const opened = await open(file, password);
  if (!opened.ok) return opened;
  const { pdf } = opened;
  let closed = false;
  return {
    ok: true,
    preview: {
      pageCount: pdf.numPages,
      renderThumb: (pageNumber, width, signal) =>
        inTurn(async () => {
          if (closed || signal?.aborted) throw cancelledError();
          const canvas = await renderPage(await pdf.getPage(pageNumber), width);
          return canvasToUrl(canvas);
        }),
      close: () => {
        closed = true;
        void pdf.loadingTask.destroy();
      },
    },
  };
}
