/**
 * The data pdf.js asks for while it reads a PDF, served from this remote's own build (nothing is
 * fetched from outside the site): the standard 14 fonts, for PDFs that name Helvetica or Times
 * without embedding them, and the WebAssembly decoders for JPEG 2000, JBIG2 and ICC colour.
 * Hashed asset names, so the files are listed here rather than found by folder.
 */
const FILES: Record<string, URL> = {
  'FoxitDingbats.pfb': new URL('pdfjs-dist/standard_fonts/FoxitDingbats.pfb', import.meta.url),
  'FoxitFixed.pfb': new URL('pdfjs-dist/standard_fonts/FoxitFixed.pfb', import.meta.url),
  'FoxitFixedBold.pfb': new URL('pdfjs-dist/standard_fonts/FoxitFixedBold.pfb', import.meta.url),
  'FoxitFixedBoldItalic.pfb': new URL('pdfjs-dist/standard_fonts/FoxitFixedBoldItalic.pfb', import.meta.url),
  'FoxitFixedItalic.pfb': new URL('pdfjs-dist/standard_fonts/FoxitFixedItalic.pfb', import.meta.url),
  'FoxitSerif.pfb': new URL('pdfjs-dist/standard_fonts/FoxitSerif.pfb', import.meta.url),
  'FoxitSerifBold.pfb': new URL('pdfjs-dist/standard_fonts/FoxitSerifBold.pfb', import.meta.url),
  'FoxitSerifBoldItalic.pfb': new URL('pdfjs-dist/standard_fonts/FoxitSerifBoldItalic.pfb', import.meta.url),
  'FoxitSerifItalic.pfb': new URL('pdfjs-dist/standard_fonts/FoxitSerifItalic.pfb', import.meta.url),
  'FoxitSymbol.pfb': new URL('pdfjs-dist/standard_fonts/FoxitSymbol.pfb', import.meta.url),
  'LiberationSans-Bold.ttf': new URL('pdfjs-dist/standard_fonts/LiberationSans-Bold.ttf', import.meta.url),
  'LiberationSans-BoldItalic.ttf': new URL('pdfjs-dist/standard_fonts/LiberationSans-BoldItalic.ttf', import.meta.url),
  'LiberationSans-Italic.ttf': new URL('pdfjs-dist/standard_fonts/LiberationSans-Italic.ttf', import.meta.url),
  'LiberationSans-Regular.ttf': new URL('pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf', import.meta.url),
  'openjpeg.wasm': new URL('pdfjs-dist/wasm/openjpeg.wasm', import.meta.url),
  'jbig2.wasm': new URL('pdfjs-dist/wasm/jbig2.wasm', import.meta.url),
  'qcms_bg.wasm': new URL('pdfjs-dist/wasm/qcms_bg.wasm', import.meta.url),
};

/** pdf.js's BinaryDataFactory contract: `fetch({ kind, filename })` answers the file's bytes. */
export class SiteBinaryDataFactory {
  // pdf.js passes its URL options to the constructor; this factory knows its files already.
  constructor(_options?: unknown) {}

  async fetch({ kind, filename }: { kind: string; filename: string }): Promise<Uint8Array> {
    const url = FILES[filename];
    if (!url) throw new Error(`pdf.js asked for ${kind} data "${filename}", which this site does not ship.`);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`Could not load ${filename} (HTTP ${response.status}).`);
    return new Uint8Array(await response.arrayBuffer());
  }
}
