/** Tables for Word to PDF: the cells on the grid (merged cells) and column widths that fill the text width. */
import type { TableRow } from './model';
import { MIN_COLUMN } from './layout-types';

/**
 * Column widths that fill `available`. When every column's widest line fits, each gets that and
 * the rest is shared in proportion. Otherwise narrow columns (whose widest line is within a fair
 * share) get their widest line, so "Row 1" does not wrap beside a long text column, and the wide
 * ones get their longest word plus a share of what is left in proportion to how much more they
 * would like. With too many columns for the page, each gets a share in proportion to its
 * longest word (whose letters then wrap).
 */
export function columnWidths(minWidths: readonly number[], maxWidths: readonly number[], available: number): number[] {
  const n = minWidths.length;
  if (n === 0) return [];
  const mins = minWidths.map((w) => Math.max(MIN_COLUMN, w));
  const maxs = maxWidths.map((w, i) => Math.max(mins[i]!, w));
  const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
  const minSum = sum(mins);
  const maxSum = sum(maxs);
  if (maxSum <= available) {
    const extra = available - maxSum;
    return maxs.map((w) => w + (maxSum > 0 ? (extra * w) / maxSum : extra / n));
  }
  if (minSum <= available) {
    const share = (columns: number[], room: number, widths: number[]) => {
      const wanted = columns.reduce((total, i) => total + maxs[i]! - mins[i]!, 0);
      for (const i of columns) widths[i] = mins[i]! + (wanted > 0 ? (room * (maxs[i]! - mins[i]!)) / wanted : room / columns.length);
      return widths;
    };
    const widths = new Array<number>(n).fill(0);
    let open = mins.map((_, i) => i);
    let remaining = available;
    for (;;) {
      const fair = remaining / open.length;
      const narrow = open.filter((i) => maxs[i]! <= fair);
      if (narrow.length === 0 || narrow.length === open.length) break;
      for (const i of narrow) {
        widths[i] = maxs[i]!;
        remaining -= maxs[i]!;
      }
      open = open.filter((i) => !narrow.includes(i));
    }
    const openMins = open.reduce((total, i) => total + mins[i]!, 0);
    if (openMins <= remaining) return share(open, remaining - openMins, widths);
    return share(
      mins.map((_, i) => i),
      available - minSum,
      new Array<number>(n).fill(0),
    );
  }
  // Too many columns for the page: each in proportion to its longest word, whose letters then wrap.
  return mins.map((w) => (available * w) / minSum);
}

interface GridCell {
  row: number;
  col: number;
  colspan: number;
  rowspan: number;
  cell: TableRow['cells'][number];
}

/** Places cells on the table grid: a cell merged down from above takes its column in later rows. */
export function tableGrid(rows: readonly TableRow[]): { cells: GridCell[]; columns: number } {
  const taken: boolean[][] = rows.map(() => []);
  const cells: GridCell[] = [];
  let columns = 0;
  rows.forEach((row, r) => {
    let col = 0;
    for (const cell of row.cells) {
      while (taken[r]![col]) col++;
      const rowspan = Math.min(cell.rowspan, rows.length - r);
      for (let dr = 0; dr < rowspan; dr++) for (let dc = 0; dc < cell.colspan; dc++) taken[r + dr]![col + dc] = true;
      cells.push({ row: r, col, colspan: cell.colspan, rowspan, cell });
      col += cell.colspan;
      columns = Math.max(columns, col);
    }
  });
  return { cells, columns };
}
