/** The "Page n of m" footer under each page's text, when asked for. */
import type { PDFPage } from '@cantoo/pdf-lib';
import type { Engine } from '../text-to-pdf/draw';
import { footerLine } from '../text-to-pdf/logic';
import type { PageGeometry } from '../text-to-pdf/settings';
import type { EmbeddedFonts } from './embedded-fonts';

export function drawPageNumbers(lib: Engine[0], pages: readonly PDFPage[], geometry: PageGeometry, fonts: EmbeddedFonts): void {
  const footerMeasure = (text: string) => fonts.measure(text, 'regular', geometry.footerSize);
  pages.forEach((page, index) => {
    const footer = footerLine(index, pages.length, geometry, footerMeasure);
    page.drawText(footer.text, { x: footer.x, y: footer.y, size: geometry.footerSize, font: fonts.regular, color: lib.rgb(0.35, 0.36, 0.4) });
  });
}
