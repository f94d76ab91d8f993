/** Drawing a picture, or the dashed, labelled box that stands in for one that cannot be drawn. */
import type { PDFPage } from '@cantoo/pdf-lib';
import type { ImageItem } from './layout-types';
import type { Paint } from './paint';

function drawPlaceholder({ lib, fonts, palette }: Paint, page: PDFPage, x: number, top: number, width: number, height: number, alt: string): void {
  const { measure } = fonts;
  page.drawRectangle({ x, y: top - height, width, height, borderColor: palette.border, borderWidth: 0.75, borderDashArray: [3, 2], color: lib.rgb(0.97, 0.97, 0.98) });
  const size = Math.min(9, height * 0.4);
  const label = alt ? `Picture not shown: ${alt}` : 'Picture not shown';
  let text = label;
  while (text.length > 1 && measure(text, 'regular', size) > width - 8) text = `${text.slice(0, -2)}…`;
  const parts = fonts.resolve(text, 'regular');
  let cursor = x + Math.max(4, (width - measure(text, 'regular', size)) / 2);
  for (const part of parts) {
    page.drawText(part.text, { x: cursor, y: top - height / 2 - size * 0.35, size, font: fonts.fontOf(part.font), color: palette.ink.muted });
    cursor += measure(part.text, part.font, size);
  }
}

export function drawPicture(paint: Paint, page: PDFPage, item: ImageItem, x0: number, top: number): void {
  const picture = item.image === null ? null : paint.images[item.image];
  if (picture) page.drawImage(picture, { x: x0 + item.x, y: top - item.height, width: item.width, height: item.height });
  else drawPlaceholder(paint, page, x0 + item.x, top, item.width, item.height, item.alt);
}
