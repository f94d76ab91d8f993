/** Walking a PDF's objects for its pictures, and noting which of them serve as another's mask. */
import type { PDFContext, PDFRawStream, PDFRef } from '@cantoo/pdf-lib';
import { isImage, pdfName, type PdfLib } from './describe';

export interface FoundImages {
  images: [PDFRef, PDFRawStream][];
  /** Tags of the pictures some picture uses as its /SMask or /Mask. */
  masks: Set<string>;
}

export function findImages(lib: PdfLib, context: PDFContext): FoundImages {
  const images: [PDFRef, PDFRawStream][] = [];
  const masks = new Set<string>();
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (!isImage(lib, object)) continue;
    images.push([ref, object]);
    for (const key of ['SMask', 'Mask']) {
      const mask = object.dict.get(pdfName(lib, key));
      if (mask instanceof lib.PDFRef) masks.add(mask.tag);
    }
  }
  return { images, masks };
}
