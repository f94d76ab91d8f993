/**
 * Writing the compressed file: with object streams (and a cross-reference stream), except for
 * PDF/A-1 files, which may not use them.
 */
import type { PDFDocument } from '@cantoo/pdf-lib';
import { pdfName, type PdfLib } from './describe';

/** Whether XMP metadata declares PDF/A-1, which forbids object streams. */
export function declaresPdfA1(xmp: string): boolean {
  return /pdfaid:part\s*=\s*["']\s*1\s*["']|<pdfaid:part>\s*1\s*<\/pdfaid:part>/.test(xmp);
}

function isPdfA1(lib: PdfLib, doc: PDFDocument): boolean {
  const metadata = doc.context.lookup(doc.catalog.get(pdfName(lib, 'Metadata')));
  if (!(metadata instanceof lib.PDFRawStream)) return false;
  try {
    return declaresPdfA1(new TextDecoder().decode(lib.decodePDFRawStream(metadata).decode()));
  } catch {
    return false;
  }
}

/** Objects per object stream: more pack better; 200 keeps each stream quick to read. */
const OBJECTS_PER_STREAM = 200;

/**
 * Writes the file with object streams (and a cross-reference stream). pdf-lib keeps the catalog
 * and page objects outside object streams; as plain dictionaries they go in too, as the standard
 * allows. PDF/A-1 files, which may not use object streams, are written the classic way.
 */
export async function savePdf(lib: PdfLib, doc: PDFDocument, objectsPerTick: number): Promise<Uint8Array> {
  if (isPdfA1(lib, doc)) return doc.save({ useObjectStreams: false, addDefaultPage: false, updateFieldAppearances: false, objectsPerTick });
  const context = doc.context;
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (!(object instanceof lib.PDFCatalog || object instanceof lib.PDFPageTree || object instanceof lib.PDFPageLeaf)) continue;
    const plain = lib.PDFDict.withContext(context);
    for (const [key, value] of object.entries()) plain.set(key, value);
    context.assign(ref, plain);
  }
  const [major = 1, minor = 0] = context.header.getVersionString().split('.').map(Number);
  // Object streams came with PDF 1.5.
  if (major < 1 || (major === 1 && minor < 5)) context.header = lib.PDFHeader.forVersion(1, 7);
  return lib.PDFStreamWriter.forContext(context, objectsPerTick, true, OBJECTS_PER_STREAM).serializeToBuffer();
}
