/**
 * Reads each page's text with pdf.js (its parser works in its own worker; this loop only asks
 * and collects, yielding between pages so the page stays responsive). Reading a page's drawing
 * operators as well tells which pages show pictures (scans), where bullets are drawn rather
 * than typed, and gives the fonts' real names, for bold and italic.
 */
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';
import type { PageText, TextItem } from './model';
import { scanOperators, type OperatorScan, type PdfOps } from './shapes';
import { fromPdfjsItem, type FontFacts, type PdfjsTextItem } from './textItems';

export interface ExtractOptions {
  ops: PdfOps;
  signal?: AbortSignal;
  /** Called before each page is read, with its 1-based number. */
  onPage?: (page: number, total: number) => void;
  /** Gives the page a moment between pages; a plain microtask in tests. */
  pause?: () => Promise<void>;
}

export class ExtractCancelled extends Error {
  constructor() {
    super('Reading was cancelled.');
    this.name = 'AbortError';
  }
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** `promise`, or ExtractCancelled as soon as `signal` aborts (pdf.js may never answer a destroyed document). */
export function unlessAborted<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(new ExtractCancelled());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new ExtractCancelled());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

function fontFacts(page: PDFPageProxy, fontName: string): FontFacts | undefined {
  try {
    if (!page.commonObjs.has(fontName)) return undefined;
    const font = page.commonObjs.get(fontName) as { name?: string; bold?: boolean; italic?: boolean } | null;
    return font ? { name: font.name, bold: font.bold, italic: font.italic } : undefined;
  } catch {
    return undefined;
  }
}

/** One page's text items and whether it paints pictures. */
export async function extractPage(page: PDFPageProxy, ops: PdfOps): Promise<PageText> {
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  let scan: OperatorScan = { hasImages: false, shapes: [] };
  try {
    // Also loads the page's fonts, whose names say bold and italic.
    const list = await page.getOperatorList();
    scan = scanOperators(list.fnArray, list.argsArray, ops, viewport.transform);
  } catch {
    // Without operators the text still converts; bold, italic and the scan check are lost.
  }
  const items: TextItem[] = [];
  for (const raw of content.items) {
    if (!('str' in raw)) continue;
    const item = fromPdfjsItem(raw as PdfjsTextItem, viewport.transform, fontFacts(page, raw.fontName));
    if (item) items.push(item);
  }
  return { width: viewport.width, height: viewport.height, items, hasImages: scan.hasImages, shapes: scan.shapes };
}

/** Every page's text, in page order. Throws ExtractCancelled when `signal` aborts. */
export async function extractPages(pdf: PDFDocumentProxy, options: ExtractOptions): Promise<PageText[]> {
  const { ops, signal, onPage, pause = nextTask } = options;
  const pages: PageText[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    if (signal?.aborted) throw new ExtractCancelled();
    onPage?.(number, pdf.numPages);
    const page = await unlessAborted(pdf.getPage(number), signal);
    pages.push(await unlessAborted(extractPage(page, ops), signal));
    page.cleanup();
    await pause();
  }
  if (signal?.aborted) throw new ExtractCancelled();
  return pages;
}

/** The PDF's own title, when it has a real one. */
export async function pdfTitle(pdf: PDFDocumentProxy): Promise<string> {
  try {
    const { info } = await pdf.getMetadata();
    const title = (info as { Title?: unknown } | null)?.Title;
    return typeof title === 'string' && title.trim() !== '' && !/^untitled$/i.test(title.trim()) ? title.trim() : '';
  } catch {
    return '';
  }
}
