/**
 * The PDF layout of a Word document, kept pure: blocks → items of known height (lines, images,
 * table rows), which paginate.ts cuts into pages. Widths come from an injected measure function,
 * so the same code runs against the embedded fonts in the worker and against a fake in tests.
 * Coordinates: x from the left edge of the text area, y downwards from the top of the text area.
 */
import type { Block, Run } from './model';
import {
  CELL_PADDING_X,
  CELL_PADDING_Y,
  EPSILON,
  HEADING_SCALE,
  LIST_INDENT,
  MIN_COLUMN,
  QUOTE_INDENT,
  type FlowContext,
  type FlowItem,
  type Fragment,
  type ImageItem,
  type LineItem,
  type Piece,
  type RowItem,
  type TableInfo,
  type TextStyle,
} from './layout-types';
import { atomsOf, fontKey, runsToPieces, unitsOf, wrapPieces, type TextEnv } from './wrap';
import { listMarker } from './list-markers';
import { columnWidths, tableGrid } from './table-grid';

export * from './layout-types';

// Blocks → items

interface FlowEnv extends TextEnv {
  x: number;
  width: number;
  depth: number;
  /** Inside a list item: paragraphs sit closer together, as Word's "List Paragraph" does. */
  tight?: boolean;
}

function addSpace(items: FlowItem[], height: number) {
  if (height <= 0) return;
  const last = items[items.length - 1];
  // Neighbouring spaces collapse to the larger, as paragraph spacing does in Word.
  if (last?.kind === 'space') last.height = Math.max(last.height, height);
  else items.push({ kind: 'space', height });
}

export function trimSpaces(items: FlowItem[]): FlowItem[] {
  let start = 0;
  let end = items.length;
  while (start < end && (items[start]!.kind === 'space' || items[start]!.kind === 'break')) start++;
  while (end > start && (items[end - 1]!.kind === 'space' || items[end - 1]!.kind === 'break')) end--;
  return items.slice(start, end);
}

export function itemsHeight(items: readonly FlowItem[]): number {
  return items.reduce((sum, item) => sum + item.height, 0);
}

function paragraphSpacing(ctx: FlowContext, env: FlowEnv): number {
  return env.tight ? ctx.bodySize * 0.2 : ctx.bodySize * 0.6;
}

function textLines(runs: readonly Run[], env: FlowEnv, ctx: FlowContext): LineItem[] {
  const pieces = runsToPieces(runs, env, ctx.resolve);
  const fallback: TextStyle = { font: fontKey(Boolean(env.bold), Boolean(env.italic)), size: env.size };
  return wrapPieces(pieces, env.width, ctx.measure, ctx.lineHeight, fallback).map((line) => ({ kind: 'line', x: env.x, ...line }));
}

function flowImage(image: number | null, alt: string, env: FlowEnv, ctx: FlowContext): ImageItem {
  const natural = image === null ? null : ctx.imageSize(image);
  const size = natural ?? { width: Math.min(env.width, 160), height: 90 };
  const scale = Math.min(1, env.width / Math.max(EPSILON, size.width), ctx.maxImageHeight / Math.max(EPSILON, size.height));
  return {
    kind: 'image',
    x: env.x,
    width: Math.max(1, size.width * scale),
    height: Math.max(1, size.height * scale),
    image: natural ? image : null,
    alt,
  };
}

function flowList(block: Extract<Block, { type: 'list' }>, env: FlowEnv, ctx: FlowContext, items: FlowItem[]) {
  const size = block.notes ? env.size * 0.85 : env.size;
  const markers = block.items.map((_, index) => (block.notes ? `${index + 1}.` : listMarker(block.ordered, env.depth, index)));
  const markerPieces = markers.map((marker) => runsToPieces([{ text: marker }], { size }, ctx.resolve));
  const widthOf = (pieces: Piece[]) => pieces.reduce((sum, piece) => sum + ctx.measure(piece.text, piece.style.font, piece.style.size), 0);
  const widest = Math.max(0, ...markerPieces.map(widthOf));
  const indent = block.notes ? 0 : LIST_INDENT;
  const box = Math.max(LIST_INDENT, widest + size * 0.5);
  const markerX = env.x + indent;
  const contentX = markerX + box;
  const contentWidth = Math.max(MIN_COLUMN, env.x + env.width - contentX);
  const inner: FlowEnv = { ...env, x: contentX, width: contentWidth, depth: env.depth + 1, tight: true, size };
  block.items.forEach((itemBlocks, index) => {
    const content = trimSpaces(flowBlocks(itemBlocks, inner, ctx));
    const pieces = markerPieces[index]!;
    const first = content[0];
    if (first?.kind === 'line') {
      // The marker hangs in the indent, on the baseline of the item's first line.
      let x = markerX - first.x;
      const marks: Fragment[] = [];
      for (const piece of pieces) {
        const width = ctx.measure(piece.text, piece.style.font, piece.style.size);
        marks.push({ text: piece.text, style: piece.style, x, width });
        x += width;
      }
      content[0] = { ...first, fragments: [...marks, ...first.fragments] };
    } else {
      const line = wrapPieces(pieces, box + contentWidth, ctx.measure, ctx.lineHeight)[0];
      if (line) content.unshift({ kind: 'line', x: markerX, ...line, keepWithNext: true });
    }
    if (index > 0) addSpace(items, paragraphSpacing(ctx, inner));
    items.push(...content);
  });
  addSpace(items, paragraphSpacing(ctx, env));
}

/** The narrowest and widest a block list can be laid out: its longest word and its longest line. */
function blockExtents(blocks: readonly Block[], env: FlowEnv, ctx: FlowContext): { min: number; max: number } {
  let min = 0;
  let max = 0;
  const measurePieces = (pieces: Piece[]) => {
    let line = 0;
    for (const unit of unitsOf(atomsOf(pieces, ctx.measure))) {
      if (unit.kind === 'newline') {
        max = Math.max(max, line);
        line = 0;
      } else {
        line += unit.width;
        if (unit.kind === 'word') min = Math.max(min, unit.width);
      }
    }
    max = Math.max(max, line);
  };
  for (const block of blocks) {
    switch (block.type) {
      case 'heading':
        measurePieces(runsToPieces(block.runs, { size: env.size * (HEADING_SCALE[block.level] ?? 1), bold: true }, ctx.resolve));
        break;
      case 'paragraph':
        measurePieces(runsToPieces(block.runs, { ...env, italic: env.italic || block.variant !== undefined }, ctx.resolve));
        break;
      case 'list': {
        const inner = blockExtents(block.items.flat(), { ...env, depth: env.depth + 1 }, ctx);
        const offset = LIST_INDENT * 2;
        min = Math.max(min, inner.min + offset);
        max = Math.max(max, inner.max + offset);
        break;
      }
      case 'table': {
        const { cells, columns } = tableGrid(block.rows);
        const mins = new Array<number>(columns).fill(0);
        const maxs = new Array<number>(columns).fill(0);
        for (const { col, colspan, cell } of cells) {
          if (colspan !== 1) continue;
          const extents = blockExtents(cell.blocks, { ...env, bold: env.bold || cell.header }, ctx);
          mins[col] = Math.max(mins[col]!, extents.min + 2 * CELL_PADDING_X);
          maxs[col] = Math.max(maxs[col]!, extents.max + 2 * CELL_PADDING_X);
        }
        min = Math.max(min, mins.reduce((a, b) => a + Math.max(b, MIN_COLUMN), 0));
        max = Math.max(max, maxs.reduce((a, b) => a + Math.max(b, MIN_COLUMN), 0));
        break;
      }
      case 'image': {
        const natural = block.image === null ? null : ctx.imageSize(block.image);
        min = Math.max(min, Math.min(natural?.width ?? 48, 48));
        max = Math.max(max, natural?.width ?? 160);
        break;
      }
      default:
        break;
    }
  }
  return { min, max };
}

function flowTable(block: Extract<Block, { type: 'table' }>, env: FlowEnv, ctx: FlowContext, items: FlowItem[]) {
  const { cells, columns } = tableGrid(block.rows);
  if (columns === 0) return;
  const mins = new Array<number>(columns).fill(0);
  const maxs = new Array<number>(columns).fill(0);
  const extents = cells.map(({ cell }) => blockExtents(cell.blocks, { ...env, bold: env.bold || cell.header, tight: false }, ctx));
  cells.forEach(({ col, colspan }, i) => {
    if (colspan !== 1) return;
    mins[col] = Math.max(mins[col]!, extents[i]!.min + 2 * CELL_PADDING_X);
    maxs[col] = Math.max(maxs[col]!, extents[i]!.max + 2 * CELL_PADDING_X);
  });
  // A cell across several columns widens them evenly when they are too narrow for it together.
  cells.forEach(({ col, colspan }, i) => {
    if (colspan === 1) return;
    const spanned = Array.from({ length: colspan }, (_, k) => col + k).filter((c) => c < columns);
    for (const [list, need] of [
      [mins, extents[i]!.min + 2 * CELL_PADDING_X],
      [maxs, extents[i]!.max + 2 * CELL_PADDING_X],
    ] as const) {
      const have = spanned.reduce((sum, c) => sum + list[c]!, 0);
      if (have < need) for (const c of spanned) list[c] = list[c]! + (need - have) / spanned.length;
    }
  });
  const widths = columnWidths(mins, maxs, env.width);
  const left = widths.map((_, i) => widths.slice(0, i).reduce((a, b) => a + b, 0));
  const table: TableInfo = { headerRows: [] };
  const rows: RowItem[] = block.rows.map((row) => ({ kind: 'row', x: env.x, width: env.width, height: 0, cells: [], header: row.header, table }));
  cells.forEach(({ row, col, colspan, rowspan, cell }) => {
    const last = Math.min(columns, col + colspan);
    const x = left[col]!;
    const width = left[last - 1]! + widths[last - 1]! - x;
    const inner: FlowEnv = { size: env.size, x: 0, width: Math.max(1, width - 2 * CELL_PADDING_X), depth: 0, bold: env.bold || cell.header, italic: env.italic, ink: env.ink };
    const content = trimSpaces(flowBlocks(cell.blocks, inner, ctx));
    const merged = (top: boolean, bottom: boolean) => ({ ...(top ? { openTop: true } : {}), ...(bottom ? { openBottom: true } : {}) });
    rows[row]!.cells.push({ x, width, items: content, header: cell.header, ...merged(false, rowspan > 1) });
    for (let r = row + 1; r < row + rowspan; r++) rows[r]!.cells.push({ x, width, items: [], header: cell.header, ...merged(true, r < row + rowspan - 1) });
  });
  for (const row of rows) {
    row.cells.sort((a, b) => a.x - b.x);
    const content = Math.max(0, ...row.cells.map((cell) => itemsHeight(cell.items)));
    row.height = content + 2 * CELL_PADDING_Y;
  }
  table.headerRows = rows.filter((row) => row.header);
  addSpace(items, ctx.bodySize * 0.2);
  items.push(...rows);
  addSpace(items, paragraphSpacing(ctx, { ...env, tight: false }));
}

/** Lays blocks out in a column `env.width` wide starting at `env.x`. */
function flowBlocks(blocks: readonly Block[], env: FlowEnv, ctx: FlowContext): FlowItem[] {
  const items: FlowItem[] = [];
  for (const block of blocks) {
    switch (block.type) {
      case 'heading': {
        const size = env.size * (HEADING_SCALE[block.level] ?? 1);
        addSpace(items, size * (block.level <= 2 ? 0.9 : 0.7));
        const lines = textLines(block.runs, { ...env, size, bold: true, italic: env.italic || block.level === 6 }, ctx);
        const title = block.runs.map((run) => run.text).join('').replace(/\s+/g, ' ').trim();
        lines.forEach((line, i) => items.push({ ...line, keepWithNext: true, ...(i === 0 && title ? { outline: { level: block.level, title } } : {}) }));
        addSpace(items, size * 0.4);
        break;
      }
      case 'paragraph': {
        const quote = block.variant === 'quote';
        const caption = block.variant === 'caption';
        const inner: FlowEnv = quote
          ? { ...env, x: env.x + QUOTE_INDENT, width: Math.max(MIN_COLUMN, env.width - 2 * QUOTE_INDENT), italic: true, ink: 'muted' }
          : caption
            ? { ...env, size: env.size * 0.85, italic: true, ink: 'muted' }
            : env;
        const lines = textLines(block.runs, inner, ctx);
        // Word's widow and orphan control: no first or last line alone at a page break.
        if (lines.length >= 2) {
          lines[0]!.keepWithNext = true;
          lines[lines.length - 2]!.keepWithNext = true;
        }
        items.push(...lines);
        addSpace(items, paragraphSpacing(ctx, env));
        break;
      }
      case 'list':
        flowList(block, env, ctx, items);
        break;
      case 'table':
        flowTable(block, env, ctx, items);
        break;
      case 'image':
        items.push(flowImage(block.image, block.alt, env, ctx));
        addSpace(items, paragraphSpacing(ctx, env));
        break;
      case 'pageBreak':
        items.push({ kind: 'break', height: 0 });
        break;
      case 'rule':
        addSpace(items, env.size * 0.6);
        items.push({ kind: 'rule', x: env.x, width: Math.min(env.width, 144), height: env.size * 0.6 });
        break;
    }
  }
  return items;
}

/** The whole document as a column of items `width` points wide. */
export function flowDocument(blocks: readonly Block[], width: number, ctx: FlowContext): FlowItem[] {
  return trimSpaces(flowBlocks(blocks, { x: 0, width, size: ctx.bodySize, depth: 0 }, ctx));
}
