/**
 * Pages for Word to PDF: the flow of items (layout.ts) cut into pages, only table rows ever split.
 * Coordinates: y downwards from the top of the text area.
 */
import { CELL_PADDING_Y, EPSILON, type FlowItem, type RowCell, type RowItem } from './layout-types';
import { itemsHeight, trimSpaces } from './layout';

/** Splits items to fill at most `height`: what fits, and what is left (leading spaces dropped). */
export function splitItems(items: readonly FlowItem[], height: number): [FlowItem[], FlowItem[]] {
  const fit: FlowItem[] = [];
  let used = 0;
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    if (item.kind === 'break') continue;
    if (used + item.height <= height + EPSILON) {
      fit.push(item);
      used += item.height;
      continue;
    }
    if (item.kind === 'row') {
      const parts = splitRow(item, height - used);
      if (parts) return [trimSpaces([...fit, parts[0]]), trimSpaces([parts[1], ...items.slice(i + 1)])];
    }
    return [trimSpaces(fit), trimSpaces(items.slice(i))];
  }
  return [trimSpaces(fit), []];
}

function rowOf(row: RowItem, cells: RowCell[]): RowItem {
  return { ...row, cells, height: Math.max(0, ...cells.map((cell) => itemsHeight(cell.items))) + 2 * CELL_PADDING_Y };
}

/**
 * Splits a table row across a page break, as Word lets rows break: each cell keeps what fits in
 * `height` and continues in the lower part. Null when no cell can show anything in that height,
 * or when nothing would be left for the lower part.
 */
export function splitRow(row: RowItem, height: number): [RowItem, RowItem] | null {
  const inner = height - 2 * CELL_PADDING_Y;
  if (inner <= 0) return null;
  const parts = row.cells.map((cell) => splitItems(cell.items, inner));
  if (parts.every(([fit]) => fit.length === 0) || parts.every(([, rest]) => rest.length === 0)) return null;
  // The page break closes the upper part and opens the lower part with lines of their own.
  const head = rowOf(
    row,
    row.cells.map((cell, i) => ({ ...cell, items: parts[i]![0], openBottom: false })),
  );
  const tail = rowOf(
    row,
    row.cells.map((cell, i) => ({ ...cell, items: parts[i]![1], openTop: false })),
  );
  return [head, tail];
}

export interface PlacedItem {
  item: FlowItem;
  /** From the top of the text area to the item's top. */
  y: number;
}

/** The least height `item` needs on the page it starts on (a row can be split after its first lines). */
function leadHeight(item: FlowItem | undefined): number {
  if (!item) return 0;
  if (item.kind !== 'row') return item.height;
  const firsts = item.cells.map((cell) => cell.items.find((it) => it.kind !== 'space')?.height ?? 0);
  return Math.min(item.height, Math.max(0, ...firsts) + 2 * CELL_PADDING_Y);
}

/** A table row smaller than this moves to the next page whole rather than being split. */
const SMALL_ROW_SHARE = 0.25;

/**
 * Fills pages of `pageHeight` points with items, top to bottom. Only table rows are ever split
 * (between their lines), so no line is cut; a heading goes to the next page with the first line
 * of what follows it; a space at the top of a page is dropped; a table's heading rows repeat on
 * each page it continues on. An item taller than a page gets a page of its own. Always at least
 * one page.
 */
export function paginate(flow: readonly FlowItem[], pageHeight: number): PlacedItem[][] {
  const queue = [...flow];
  const pages: PlacedItem[][] = [[]];
  let used = 0;
  let previous: FlowItem | null = null;
  const page = () => pages[pages.length - 1]!;
  const newPage = () => {
    pages.push([]);
    used = 0;
  };
  /** The heading rows a table row brings along at the top of a page it continues on. */
  const repeatedHeads = (item: RowItem): RowItem[] => {
    if (item.header || page().length > 0 || previous?.kind !== 'row' || previous.table !== item.table) return [];
    const heads = item.table.headerRows;
    return itemsHeight(heads) <= pageHeight / 3 ? heads : [];
  };
  const put = (item: FlowItem) => {
    page().push({ item, y: used });
    used += item.height;
  };
  const place = (item: FlowItem) => {
    if (item.kind === 'row') repeatedHeads(item).forEach(put);
    put(item);
    previous = item;
  };

  for (let i = 0; i < queue.length; i++) {
    const item = queue[i]!;
    const empty = page().length === 0;
    if (item.kind === 'break') {
      if (!empty) newPage();
      continue;
    }
    if (item.kind === 'space') {
      if (empty) continue;
      if (used + item.height >= pageHeight - EPSILON) newPage();
      else put(item);
      continue;
    }
    if (item.kind === 'row') {
      const room = pageHeight - used - itemsHeight(repeatedHeads(item));
      if (item.height <= room + EPSILON) {
        place(item);
        continue;
      }
      const freshRoom = pageHeight - (item.header ? 0 : itemsHeight(item.table.headerRows));
      if (!empty && item.height <= Math.min(freshRoom, pageHeight * SMALL_ROW_SHARE)) {
        newPage();
        i--;
        continue;
      }
      const parts = splitRow(item, room);
      // A sliver of a row at the foot of a page reads badly: the row starts on the next page instead.
      const sliver = parts !== null && !empty && parts[0].height < Math.min(item.height / 4, pageHeight / 8);
      if (parts && !sliver) {
        place(parts[0]);
        newPage();
        queue.splice(i + 1, 0, parts[1]);
      } else if (!empty) {
        newPage();
        i--;
      } else place(item);
      continue;
    }
    // A heading (and a list marker on a line of its own) stays with what follows it.
    let need = item.height;
    if (item.kind === 'line' && item.keepWithNext) {
      let j = i + 1;
      let chain = item.height;
      for (; j < queue.length; j++) {
        const next = queue[j]!;
        if (next.kind === 'space' || (next.kind === 'line' && next.keepWithNext)) chain += next.height;
        else break;
      }
      const after = queue[j];
      const total = chain + (after && after.kind !== 'break' ? leadHeight(after) : 0);
      if (total <= pageHeight) need = total;
    }
    if (!empty && used + need > pageHeight + EPSILON) newPage();
    place(item);
  }
  while (pages.length > 1 && pages[pages.length - 1]!.length === 0) pages.pop();
  return pages;
}
