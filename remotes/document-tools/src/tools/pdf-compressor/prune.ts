/**
 * What compressing drops from a PDF: metadata (when asked), page thumbnails, and the objects
 * nothing refers to any more (old versions, leftovers, whatever the other two left behind).
 */
import type { PDFContext, PDFDocument, PDFObject } from '@cantoo/pdf-lib';
import { pdfName, type PdfLib } from './describe';

/** Drops the document information, XMP packets and editing programs' private data (/PieceInfo). */
export function stripMetadata(lib: PdfLib, context: PDFContext): void {
  delete context.trailerInfo.Info;
  for (const [, object] of context.enumerateIndirectObjects()) {
    const dict = object instanceof lib.PDFDict ? object : object instanceof lib.PDFRawStream ? object.dict : null;
    if (!dict) continue;
    dict.delete(pdfName(lib, 'Metadata'));
    dict.delete(pdfName(lib, 'PieceInfo'));
  }
}

/** Deletes the objects that nothing reachable from the trailer refers to; answers how many. */
export function removeUnreachable(lib: PdfLib, context: PDFContext): number {
  const root = context.lookup(context.trailerInfo.Root);
  if (!(root instanceof lib.PDFDict)) return 0;
  const seen = new Set<string>();
  const pending: (PDFObject | undefined)[] = [context.trailerInfo.Root, context.trailerInfo.Info, context.trailerInfo.Encrypt];
  while (pending.length > 0) {
    const object = pending.pop();
    if (object instanceof lib.PDFRef) {
      if (seen.has(object.tag)) continue;
      seen.add(object.tag);
      pending.push(context.lookup(object));
    } else if (object instanceof lib.PDFDict) {
      for (const [, value] of object.entries()) pending.push(value);
    } else if (object instanceof lib.PDFArray) {
      pending.push(...object.asArray());
    } else if (object instanceof lib.PDFStream) {
      pending.push(object.dict);
    }
  }
  let removed = 0;
  for (const [ref] of context.enumerateIndirectObjects()) {
    if (seen.has(ref.tag)) continue;
    context.delete(ref);
    removed += 1;
  }
  return removed;
}

/** Page thumbnails (/Thumb): readers draw their own, so they only take room. */
export function removeThumbnails(lib: PdfLib, doc: PDFDocument): number {
  let removed = 0;
  for (const page of doc.getPages()) if (page.node.delete(pdfName(lib, 'Thumb'))) removed += 1;
  return removed;
}
