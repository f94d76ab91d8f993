/**
 * Reading order on a page with columns. A column region is a run of consecutive lines (top to
 * bottom) that a vertical gutter splits, with running text on both sides side by side; it is
 * read left column first, then the right one. What lies above and below it (a title, an
 * abstract, a caption across the page) is read in place, and may hold columns of its own.
 * Without such a region the page is one column, top to bottom.
 */
import { buildLine, type Line } from './lines';

export interface Segment {
  lines: Line[];
  /** True for one column of a multi-column stretch. */
  column: boolean;
}

export interface Gutter {
  start: number;
  end: number;
}

export interface ColumnRegion {
  /** The region's lines: indexes [start, end) of the lines, top to bottom. */
  start: number;
  end: number;
  gutter: Gutter;
}

/** Each column needs at least this many lines for the page to count as having columns. */
export const MIN_COLUMN_LINES = 3;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.floor(sorted.length / 2)]!;
};

/** A line's stretches of text: its ink, split where a gap is wider than a word space could be. */
function pieces(line: Line): [number, number][] {
  const spans = line.items.map((item) => [item.x, item.x + item.width] as [number, number]).sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const span of spans) {
    const last = out.at(-1);
    if (last && span[0] - last[1] < 1.5 * line.fontSize) last[1] = Math.max(last[1], span[1]);
    else out.push([...span]);
  }
  return out;
}

/** The parts of a line left and right of the gutter's middle, by where each item's centre lies. */
function sides(line: Line, gutter: Gutter) {
  const middle = (gutter.start + gutter.end) / 2;
  const left = line.items.filter((item) => item.x + item.width / 2 < middle);
  const right = line.items.filter((item) => item.x + item.width / 2 >= middle);
  return { left, right };
}

type Part = { x: number; right: number; chars: number; y: number };

function partOf(items: Line['items'], y: number): Part {
  return {
    x: Math.min(...items.map((item) => item.x)),
    right: Math.max(...items.map((item) => item.x + item.width)),
    chars: items.reduce((sum, item) => sum + item.str.trim().length, 0),
    y,
  };
}

/** Whether the lines of one side look like running text: many of them, reaching its right edge. */
function textColumn(parts: Part[]): boolean {
  if (parts.length < MIN_COLUMN_LINES) return false;
  const edge = Math.max(...parts.map((part) => part.right));
  const start = Math.min(...parts.map((part) => part.x));
  const width = edge - start;
  if (width <= 0) return false;
  const full = parts.filter((part) => part.right >= edge - 0.3 * width).length;
  const chars = parts.reduce((sum, part) => sum + part.chars, 0) / parts.length;
  return full >= 0.5 * parts.length && chars >= 15;
}

/** Whether `lines`, split at `gutter`, are two columns of text side by side. */
function isColumnPair(lines: readonly Line[], gutter: Gutter): boolean {
  const leftParts: Part[] = [];
  const rightParts: Part[] = [];
  for (const line of lines) {
    const { left, right } = sides(line, gutter);
    if (left.length > 0) leftParts.push(partOf(left, line.y));
    if (right.length > 0) rightParts.push(partOf(right, line.y));
  }
  if (!textColumn(leftParts) || !textColumn(rightParts)) return false;
  // Columns, not a sidebar of dates or labels: comparable amounts of text.
  const fewer = Math.min(leftParts.length, rightParts.length);
  const more = Math.max(leftParts.length, rightParts.length);
  if (fewer < 0.25 * more) return false;
  // Side by side: the two columns share most of their height.
  const range = (parts: Part[]) => [Math.min(...parts.map((p) => p.y)), Math.max(...parts.map((p) => p.y))] as const;
  const [leftTop, leftBottom] = range(leftParts);
  const [rightTop, rightBottom] = range(rightParts);
  const shared = Math.min(leftBottom, rightBottom) - Math.max(leftTop, rightTop);
  return shared >= 0.3 * Math.min(leftBottom - leftTop, rightBottom - rightTop);
}

/**
 * The largest run of lines a vertical gutter splits into two columns of text, or null. A line
 * crosses a position when one of its stretches of text reaches well to both sides of it (a long
 * word poking into the gutter does not cross it).
 */
export function findColumns(lines: readonly Line[]): ColumnRegion | null {
  const count = lines.length;
  if (count < MIN_COLUMN_LINES) return null;
  const items = lines.flatMap((line) => line.items);
  const minX = Math.min(...items.map((item) => item.x));
  const maxX = Math.max(...items.map((item) => item.x + item.width));
  const span = maxX - minX;
  if (!(span > 50) || span > 20_000) return null;
  const lineStretches = lines.map(pieces);
  const deep = 0.1 * span;
  const crosses = (index: number, x: number) => lineStretches[index]!.some(([from, to]) => from < x - deep && to > x + deep);
  // For each position, the longest run of lines none of which crosses it.
  const longestRun = (x: number) => {
    let run = { start: 0, end: 0 };
    let start = 0;
    for (let index = 0; index <= count; index++) {
      if (index < count && !crosses(index, x)) continue;
      if (index - start > run.end - run.start) run = { start, end: index };
      start = index + 1;
    }
    return run;
  };
  // Neighbouring positions with the same run form one candidate; the longest run wins, then the widest.
  let best: { start: number; end: number; from: number; to: number } | null = null;
  let current: { start: number; end: number; from: number; to: number } | null = null;
  const consider = (candidate: typeof current) => {
    if (!candidate) return;
    const length = candidate.end - candidate.start;
    const bestLength = best ? best.end - best.start : -1;
    if (length > bestLength || (length === bestLength && best && candidate.to - candidate.from > best.to - best.from)) best = candidate;
  };
  for (let x = Math.ceil(minX + 0.15 * span); x <= Math.floor(maxX - 0.15 * span); x++) {
    const run = longestRun(x);
    if (current && current.start === run.start && current.end === run.end) current.to = x + 1;
    else {
      consider(current);
      current = { ...run, from: x, to: x + 1 };
    }
  }
  consider(current);
  const chosen = best as { start: number; end: number; from: number; to: number } | null;
  if (!chosen) return null;
  // The last line of a paragraph across the page above (or first below) crosses nothing either,
  // but stands apart from the columns: it stays with the text it belongs to.
  const oneSided = (line: Line) => pieces(line).length === 1;
  const apart = (upper: Line, lower: Line) => lower.y - upper.y > 1.8 * Math.max(upper.fontSize, lower.fontSize);
  while (chosen.end - chosen.start > MIN_COLUMN_LINES && oneSided(lines[chosen.start]!) && apart(lines[chosen.start]!, lines[chosen.start + 1]!)) chosen.start += 1;
  while (chosen.end - chosen.start > MIN_COLUMN_LINES && oneSided(lines[chosen.end - 1]!) && apart(lines[chosen.end - 2]!, lines[chosen.end - 1]!)) chosen.end -= 1;
  if (chosen.end - chosen.start < MIN_COLUMN_LINES) return null;
  // The gutter proper: the widest stretch where the region's lines leave the least ink (ideally none).
  const region = lines.slice(chosen.start, chosen.end);
  const regionStretches = lineStretches.slice(chosen.start, chosen.end);
  const coverage: number[] = [];
  for (let x = chosen.from; x < chosen.to; x++) coverage.push(regionStretches.filter((stretches) => stretches.some(([from, to]) => from < x && to > x)).length);
  const lowest = Math.min(...coverage);
  let gutter: Gutter | null = null;
  let open = -1;
  coverage.forEach((covered, index) => {
    if (covered === lowest && open < 0) open = index;
    const closes = covered !== lowest || index === coverage.length - 1;
    if (open >= 0 && closes) {
      const end = covered === lowest ? index + 1 : index;
      if (!gutter || end - open > gutter.end - gutter.start) gutter = { start: chosen.from + open, end: chosen.from + end };
      open = -1;
    }
  });
  const size = median(region.map((line) => line.fontSize)) || 10;
  const found = gutter as Gutter | null;
  if (!found || lowest > 1 || found.end - found.start < Math.max(4, 0.5 * size)) return null;
  if (!isColumnPair(region, found)) return null;
  return { start: chosen.start, end: chosen.end, gutter: found };
}

/**
 * The page's lines as segments in reading order: columns left to right, what lies above and
 * below them in place. Columns are split again inside (three columns), up to `depth` levels.
 */
export function readingOrder(lines: readonly Line[], depth = 2): Segment[] {
  const sorted = [...lines].sort((a, b) => a.y - b.y || a.x - b.x);
  const region = depth > 0 ? findColumns(sorted) : null;
  if (!region) return sorted.length > 0 ? [{ lines: sorted, column: false }] : [];
  const left: Line[] = [];
  const right: Line[] = [];
  for (const line of sorted.slice(region.start, region.end)) {
    const parts = sides(line, region.gutter);
    if (parts.left.length > 0) left.push(parts.right.length > 0 ? buildLine(parts.left) : line);
    if (parts.right.length > 0) right.push(parts.left.length > 0 ? buildLine(parts.right) : line);
  }
  const column = (side: Line[]) => readingOrder(side, depth - 1).map((segment) => ({ lines: segment.lines, column: true }));
  return [...readingOrder(sorted.slice(0, region.start), depth), ...column(left), ...column(right), ...readingOrder(sorted.slice(region.end), depth)];
}

/** The gutter of the page's largest column region, if any (for tests and diagnostics). */
export function findGutter(lines: readonly Line[]): Gutter | null {
  return findColumns([...lines].sort((a, b) => a.y - b.y || a.x - b.x))?.gutter ?? null;
}
