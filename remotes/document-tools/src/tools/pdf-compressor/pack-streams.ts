/** Packing the streams a PDF writer left uncompressed, losslessly, before the file is written. */
import type { PDFContext } from '@cantoo/pdf-lib';
import { zlibSync } from 'fflate';
import { nameOf, pdfName, undoLayers, type PdfLib } from './describe';

/** Text-encoded filters that only make a stream bigger; undone before packing. */
const TEXT_FILTERS = new Set(['ASCII85Decode', 'ASCIIHexDecode']);
const MIN_PACK_BYTES = 64;

/**
 * Packs, without loss, streams stored uncompressed or text-encoded (ASCII85, hex): fonts, page
 * contents, pictures left as they were. XMP metadata stays readable, as PDF/A asks.
 */
export function packStreams(lib: PdfLib, context: PDFContext): number {
  let packed = 0;
  for (const [, object] of context.enumerateIndirectObjects()) {
    if (!(object instanceof lib.PDFRawStream)) continue;
    const { dict } = object;
    if (nameOf(lib, dict.get(pdfName(lib, 'Type'))) === 'Metadata') continue;
    const filter = context.lookup(dict.get(pdfName(lib, 'Filter')));
    const listed = filter instanceof lib.PDFArray ? filter.asArray().map((item) => context.lookup(item)) : filter ? [filter] : [];
    const filters = listed.map((item) => nameOf(lib, item));
    if (filters.some((item) => item === null)) continue;
    let lead = 0;
    while (lead < filters.length && TEXT_FILTERS.has(filters[lead]!)) lead += 1;
    const rest = filters.slice(lead) as string[];
    // Already packed; or text layers in front of filters whose parameters would shift.
    if (lead === 0 && rest.length > 0) continue;
    if (lead > 0 && rest.length > 0 && dict.has(pdfName(lib, 'DecodeParms'))) continue;
    if (lead === 0 && object.contents.length < MIN_PACK_BYTES) continue;
    try {
      const steps = (filters.slice(0, lead) as string[]).map((item) => ({ name: item, predictor: 1, colors: 1, bitsPerComponent: 8, columns: 1, colorTransform: null, earlyChange: 1 }));
      const raw = undoLayers(lib, context, object.contents, steps);
      let contents = raw;
      let chain = rest;
      if (rest.length === 0) {
        const deflated = zlibSync(raw, { level: 6 });
        if (deflated.length < raw.length) {
          contents = deflated;
          chain = ['FlateDecode'];
        }
      }
      if (contents.length >= object.contents.length) continue;
      if (chain.length === 0) dict.delete(pdfName(lib, 'Filter'));
      else dict.set(pdfName(lib, 'Filter'), chain.length === 1 ? pdfName(lib, chain[0]!) : context.obj(chain.map((item) => pdfName(lib, item))));
      if (rest.length === 0) dict.delete(pdfName(lib, 'DecodeParms'));
      object.updateContents(contents);
      packed += 1;
    } catch {
      // A stream that does not decode is written back exactly as it was.
    }
  }
  return packed;
}
