/** Drawing one laid-out item (a line of text, a picture, a horizontal rule, a table row) on its page. */
import type { PDFPage } from '@cantoo/pdf-lib';
import { drawPicture } from './draw-picture';
import { drawRow } from './draw-table';
import { drawFragment } from './draw-text';
import type { FlowItem } from './layout-types';
import type { Paint } from './paint';

/**
 * Draws `item` with its top left corner at (x0, top). `edges` says whether it is the first or
 * last table row on its page, where merged cells are closed.
 */
export function drawItem(paint: Paint, page: PDFPage, item: FlowItem, x0: number, top: number, edges = { first: false, last: false }): void {
  switch (item.kind) {
    case 'line':
      for (const fragment of item.fragments) drawFragment(paint, page, fragment, x0 + item.x + fragment.x, top - item.baseline);
      break;
    case 'image':
      drawPicture(paint, page, item, x0, top);
      break;
    case 'rule':
      page.drawLine({ start: { x: x0 + item.x, y: top - item.height / 2 }, end: { x: x0 + item.x + item.width, y: top - item.height / 2 }, thickness: 0.6, color: paint.palette.border });
      break;
    case 'row':
      drawRow(paint, page, item, x0, top, edges.first, edges.last, (cellPage, cellItem, x, y) => drawItem(paint, cellPage, cellItem, x, y));
      break;
    default:
      break;
  }
}
