/** Drawing a run of text: its highlight, glyphs (italic slanted when no italic font has them), underline, strike-through and link. */
import type { PDFPage } from '@cantoo/pdf-lib';
import type { Fragment } from './layout-types';
import type { Paint } from './paint';

/** Italic drawn with an upright font leans by this much, about what DejaVu's oblique does. */
const SKEW_DEGREES = 11;

export function drawFragment({ lib, pdf, fonts, palette }: Paint, page: PDFPage, fragment: Fragment, x: number, baseline: number): void {
  const { style } = fragment;
  const y = baseline + (style.rise ?? 0);
  const color = palette.ink[style.ink ?? 'text'];
  if (style.highlight) page.drawRectangle({ x, y: y - style.size * 0.24, width: fragment.width, height: style.size * 1.17, color: palette.highlight });
  if (fragment.text.trim() !== '') {
    page.drawText(fragment.text, { x, y, size: style.size, font: fonts.fontOf(style.font), color, ...(style.skew ? { ySkew: lib.degrees(SKEW_DEGREES) } : {}) });
  }
  const thickness = Math.max(0.5, style.size * 0.05);
  if (style.underline) page.drawLine({ start: { x, y: y - style.size * 0.13 }, end: { x: x + fragment.width, y: y - style.size * 0.13 }, thickness, color });
  if (style.strike) page.drawLine({ start: { x, y: y + style.size * 0.3 }, end: { x: x + fragment.width, y: y + style.size * 0.3 }, thickness, color });
  if (style.href && fragment.width > 0) {
    const link = pdf.context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [x, y - style.size * 0.25, x + fragment.width, y + style.size * 0.95],
      Border: [0, 0, 0],
      A: { Type: 'Action', S: 'URI', URI: lib.PDFString.of(style.href) },
    });
    page.node.addAnnot(pdf.context.register(link));
  }
}
