/**
 * How large each picture in a PDF is drawn, and on which page first: read from every page's
 * content and its annotations' appearances (content-scan.ts does the reading), so pictures can
 * be scaled down to the chosen resolution.
 */
import type { PDFDocument } from '@cantoo/pdf-lib';
import { collectImageUses, displaySizeOf, multiply, recordDisplay, type ContentSource, type ImageUse, type Matrix } from './content-scan';
import { annotationTargets, pageSource, pdfName, type PdfLib } from './describe';
import type { DisplaySize } from './logic';

export interface Survey {
  sizes: Map<string, DisplaySize>;
  /** For pictures whose drawing was not found: as large as the largest page. */
  fallback: DisplaySize | null;
  /** The first page (0-based) each picture is drawn on. */
  firstPage: Map<string, number>;
}

/** How large each picture is drawn, from every page's content and its annotations' appearances. */
export function surveyDisplaySizes(lib: PdfLib, doc: PDFDocument): Survey {
  const context = doc.context;
  const sizes = new Map<string, DisplaySize>();
  const memo = new Map<string, ImageUse[]>();
  const firstPage = new Map<string, number>();
  let largest = 0;
  let complete = true;
  for (const [index, page] of doc.getPages().entries()) {
    const unit = page.node.lookup(pdfName(lib, 'UserUnit'));
    const scale = unit instanceof lib.PDFNumber && unit.asNumber() > 0 ? unit.asNumber() : 1;
    const base: Matrix = [scale, 0, 0, scale, 0, 0];
    const { width, height } = page.getSize();
    largest = Math.max(largest, Math.abs(width) * scale, Math.abs(height) * scale);
    try {
      const annots = annotationTargets(lib, context, page);
      const source: ContentSource = pageSource(lib, context, page);
      const uses = collectImageUses(source, memo);
      if (annots.length > 0) {
        const byName = new Map(annots.map((annot) => [annot.name, annot.target]));
        const content = new TextEncoder().encode(annots.map((annot) => `/${annot.name} Do`).join('\n'));
        uses.push(...collectImageUses({ content, resolve: (key) => byName.get(key) ?? null }, memo));
      }
      for (const use of uses) {
        recordDisplay(sizes, use.key, displaySizeOf(multiply(use.matrix, base)));
        if (!firstPage.has(use.key)) firstPage.set(use.key, index);
      }
    } catch {
      complete = false;
    }
  }
  const fallback = largest > 0 ? { width: largest, height: largest } : null;
  // A page that could not be read may draw any picture larger: be safe for all of them.
  if (!complete) for (const [key, size] of sizes) sizes.set(key, { width: Math.max(size.width, largest), height: Math.max(size.height, largest) });
  return { sizes, fallback, firstPage };
}
