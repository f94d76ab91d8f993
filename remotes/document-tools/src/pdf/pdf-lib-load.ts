/**
 * Opening a PDF with pdf-lib (@cantoo/pdf-lib, the maintained fork the document tools write
 * with), answering a problem the visitor can act on instead of an engine error. Works on the
 * page and in a worker alike: it takes the library as an argument, so a worker passes its own
 * statically imported copy and the page a lazily loaded one.
 */
import type { PDFDocument } from '@cantoo/pdf-lib';
import { describePdfError, PDF_MESSAGES, precheckPdf, type PdfProblem } from './problems';

type PdfLib = Pick<typeof import('@cantoo/pdf-lib'), 'PDFDocument' | 'PDFName' | 'PDFRawStream' | 'PDFDict' | 'PDFInvalidObject'>;

export type LoadedPdf = { ok: true; doc: PDFDocument } | { ok: false; problem: PdfProblem; message: string };

/**
 * Loads `bytes`. An encrypted file opens with `password`; one locked only against changes (an
 * empty user password, as many "secured" PDFs are) opens without asking.
 */
export async function loadWithPdfLib(lib: PdfLib, bytes: Uint8Array, password?: string): Promise<LoadedPdf> {
  const early = precheckPdf(bytes);
  if (early) return { ok: false, problem: early, message: PDF_MESSAGES[early] };
  try {
    const doc = await lib.PDFDocument.load(bytes, { updateMetadata: false });
    return usable(lib, doc);
  } catch (error) {
    const { problem } = describePdfError(error);
    if (problem !== 'encrypted') return { ok: false, problem, message: PDF_MESSAGES[problem] };
  }
  try {
    const doc = await lib.PDFDocument.load(bytes, { updateMetadata: false, password: password ?? '' });
    return usable(lib, doc);
  } catch {
    const problem: PdfProblem = password ? 'wrong-password' : 'encrypted';
    return { ok: false, problem, message: PDF_MESSAGES[problem] };
  }
}

/**
 * pdf-lib reads damaged files leniently, as a document with no pages: that is a damaged file to
 * the visitor. The file's own cross-reference streams are dropped: pdf-lib writes fresh ones, and
 * an old one left in the output would still name the /Encrypt dictionary of a file opened with
 * its password, so the saved copy would ask for the password again.
 */
function usable(lib: PdfLib, doc: PDFDocument): LoadedPdf {
  if (pageCount(doc) === 0) return { ok: false, problem: 'corrupt', message: PDF_MESSAGES.corrupt };
  const stale = [lib.PDFName.of('XRef'), lib.PDFName.of('ObjStm')];
  const type = lib.PDFName.of('Type');
  for (const [ref, object] of doc.context.enumerateIndirectObjects()) {
    const isStale =
      object instanceof lib.PDFRawStream
        ? stale.includes(object.dict.get(type) as never)
        : object instanceof lib.PDFInvalidObject && /\/Type\s*\/XRef\b/.test(latin1Head(object as unknown as { data: Uint8Array }));
    if (isStale) doc.context.delete(ref);
  }
  return { ok: true, doc };
}

function latin1Head(object: { data: Uint8Array }): string {
  return new TextDecoder('latin1').decode(object.data.subarray(0, 512));
}

function pageCount(doc: PDFDocument): number {
  try {
    return doc.getPageCount();
  } catch {
    return 0;
  }
}
