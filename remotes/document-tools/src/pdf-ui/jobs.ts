/**
 * What the PDF tools' worker jobs share: opening each source with pdf-lib (the library is passed
 * in, so the same code runs in a worker and on the page), a stop between steps when the page
 * cancels, and output documents that name themselves. No React, no DOM: workers import this.
 */
import type { PDFDocument } from '@cantoo/pdf-lib';
import { loadWithPdfLib } from '../pdf/pdf-lib-load';
import { plural } from './pageRanges';

/** The parts of @cantoo/pdf-lib the jobs use (the page passes a lazily loaded copy, a worker its own). */
export type PdfLib = Parameters<typeof loadWithPdfLib>[0] & Pick<typeof import('@cantoo/pdf-lib'), 'PDFDocument'>;

export interface JobOptions {
  onProgress?: (fraction: number) => void;
  /** Only on the page: a worker is stopped by terminating it. */
  signal?: AbortSignal;
}

export function cancelledError(): DOMException {
  return new DOMException('Cancelled.', 'AbortError');
}

export function throwIfCancelled(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw cancelledError();
}

/** Lets a cancel on the page land between steps (a worker has nothing else to do). */
export function pause(signal: AbortSignal | undefined): Promise<void> {
  if (!signal) return Promise.resolve();
  return new Promise((resolve, reject) =>
    setTimeout(() => {
      if (signal.aborted) reject(cancelledError());
      else resolve();
    }, 0),
  );
}

/** Opens a source or throws an error that names the file and says what is wrong with it. */
export async function openSource(lib: PdfLib, name: string, bytes: Uint8Array, password?: string): Promise<PDFDocument> {
  const loaded = await loadWithPdfLib(lib, bytes, password);
  if (!loaded.ok) throw new Error(`“${name}”: ${loaded.message}`);
  return loaded.doc;
}

/** A new document whose Title (shown by readers in place of the file name) is `title`. */
export async function createOutput(lib: PdfLib, title: string): Promise<PDFDocument> {
  const doc = await lib.PDFDocument.create();
  doc.setTitle(title);
  doc.setCreator('ToolHub');
  return doc;
}

/** Copies `pages` (counted from 1) of `source` to the end of `target`, keeping each page's size and rotation. */
export async function appendPages(target: PDFDocument, source: PDFDocument, pages: readonly number[] | null, sourceName: string): Promise<number> {
  const count = source.getPageCount();
  const indices = pages ? pages.map((page) => page - 1) : source.getPageIndices();
  const outside = indices.find((index) => index < 0 || index >= count || !Number.isInteger(index));
  if (outside !== undefined) throw new Error(`“${sourceName}” has ${plural(count, 'page')}; there is no page ${outside + 1}.`);
  const copied = await target.copyPages(source, indices);
  for (const page of copied) target.addPage(page);
  return copied.length;
}
