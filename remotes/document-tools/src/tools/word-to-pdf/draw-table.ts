/** Drawing a table row: heading cells shaded, cell borders (none inside merged cells), then each cell's contents. */
import type { PDFPage } from '@cantoo/pdf-lib';
import { CELL_PADDING_X, CELL_PADDING_Y, type FlowItem, type RowItem } from './layout-types';
import type { Paint } from './paint';

/** Draws one item of a cell's contents, its top left corner at (x0, top). */
export type DrawCellItem = (page: PDFPage, item: FlowItem, x0: number, top: number) => void;

/**
 * Draws `row` with its top at `top`. `closeTop` and `closeBottom` draw the lines a merged cell
 * would leave out, where the row is the first or last on its page.
 */
export function drawRow(
  { palette }: Paint,
  page: PDFPage,
  row: RowItem,
  x0: number,
  top: number,
  closeTop: boolean,
  closeBottom: boolean,
  drawCellItem: DrawCellItem,
): void {
  const bottom = top - row.height;
  for (const cell of row.cells) {
    const left = x0 + row.x + cell.x;
    const right = left + cell.width;
    if (cell.header) page.drawRectangle({ x: left, y: bottom, width: cell.width, height: row.height, color: palette.headFill });
    const line = (x1: number, y1: number, x2: number, y2: number) =>
      page.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, thickness: 0.6, color: palette.border });
    line(left, top, left, bottom);
    line(right, top, right, bottom);
    if (!cell.openTop || closeTop) line(left, top, right, top);
    if (!cell.openBottom || closeBottom) line(left, bottom, right, bottom);
    let y = top - CELL_PADDING_Y;
    for (const item of cell.items) {
      drawCellItem(page, item, left + CELL_PADDING_X, y);
      y -= item.height;
    }
  }
}
