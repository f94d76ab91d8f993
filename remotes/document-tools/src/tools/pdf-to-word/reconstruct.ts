/**
 * The document's structure from its pages' text: lines in reading order (columns, page furniture
 * dropped), then blocks (paragraphs, headings, list items) with wrapped lines joined. Pure and
 * deterministic: the same pages give the same document whatever order pdf.js listed items in.
 */
import { readingOrder, type Segment } from './columns';
import { findFurniture } from './furniture';
import { groupLines, rotatedLines, type Line } from './lines';
import { asRoman, detectMarker, type Marker } from './markers';
import type { Block, ConvertOptions, DocModel, DocStats, ListDef, ListLevel, PageText, Run } from './model';
import { endsSentence, isContentsEntry, isSoftWrap, joinAll, repairLines } from './paragraphs';
import { bulletItems } from './shapes';

export interface PageLayout {
  segments: Segment[];
  /** Text set at an angle (margin notes, stamps), read after the page. */
  rotated: Line[];
  width: number;
}

/** Lines of every page in reading order, headers and footers dropped unless kept. */
export function layoutPages(pages: readonly PageText[], options: Pick<ConvertOptions, 'keepHeadersFooters'>): PageLayout[] {
  const lines = pages.map((page) => groupLines(page.shapes?.length ? [...page.items, ...bulletItems(page.shapes, page.items)] : page.items));
  const drop = options.keepHeadersFooters
    ? pages.map(() => new Set<number>())
    : findFurniture(pages.map((page, index) => ({ lines: lines[index]!, height: page.height })));
  return pages.map((page, index) => ({
    segments: readingOrder(lines[index]!.filter((_, line) => !drop[index]!.has(line))),
    rotated: rotatedLines(page.items),
    width: page.width,
  }));
}

/** What the whole document says about its body text, measured once. */
export interface Measures {
  /** The size most characters have. */
  body: number;
  /** Usual distance between baselines, by font size. */
  pitch: Map<number, number>;
  /** Share of body-size characters that are bold (a bold document has no bold headings). */
  boldShare: number;
}

const visibleLength = (text: string) => text.replace(/\s+/g, '').length;

function mode(values: number[]): number | undefined {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: number | undefined;
  let most = 0;
  for (const [value, count] of counts) {
    if (count > most || (count === most && best !== undefined && value < best)) {
      best = value;
      most = count;
    }
  }
  return best;
}

export function measure(layouts: readonly PageLayout[]): Measures {
  const sizeChars = new Map<number, number>();
  const gaps = new Map<number, number[]>();
  for (const layout of layouts) {
    for (const segment of layout.segments) {
      segment.lines.forEach((line, index) => {
        sizeChars.set(line.fontSize, (sizeChars.get(line.fontSize) ?? 0) + visibleLength(line.text));
        const next = segment.lines[index + 1];
        if (!next || next.fontSize !== line.fontSize) return;
        const dy = next.y - line.y;
        if (dy >= 0.9 * line.fontSize && dy <= 2.5 * line.fontSize) {
          const list = gaps.get(line.fontSize) ?? [];
          list.push(Math.round(dy * 2) / 2);
          gaps.set(line.fontSize, list);
        }
      });
    }
  }
  let body = 0;
  let most = -1;
  for (const [size, chars] of sizeChars) {
    if (chars > most || (chars === most && size < body)) {
      body = size;
      most = chars;
    }
  }
  const pitch = new Map<number, number>();
  for (const [size, list] of gaps) pitch.set(size, mode(list) ?? 1.2 * size);
  let bold = 0;
  let all = 0;
  for (const layout of layouts) {
    for (const segment of layout.segments) {
      for (const line of segment.lines) {
        if (Math.abs(line.fontSize - body) > 0.5) continue;
        for (const run of line.runs) {
          const chars = visibleLength(run.text);
          all += chars;
          if (run.bold) bold += chars;
        }
      }
    }
  }
  return { body: body || 11, pitch, boldShare: all > 0 ? bold / all : 0 };
}

/** A size clearly larger than the body text's: a heading candidate. */
export function isHeadingSize(size: number, body: number): boolean {
  return size >= body * 1.12 && size >= body + 1;
}

const sameSize = (a: number, b: number) => Math.abs(a - b) <= Math.max(0.5, 0.08 * Math.min(a, b));

interface RawBlock {
  lines: Line[];
  page: number;
  segment: number;
  /** Right edge of the column each line is set in (a block may run on into the next column). */
  frames: number[];
  /** The frame of the block's current column. */
  frameRight: number;
  marker: Marker | null;
  markerX: number;
  textX: number;
  /** Breaks (by index of the line before) known to be wrapping: a paragraph running on into the next column or page. */
  forcedSoft: Set<number>;
  rotated: boolean;
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(share * (sorted.length - 1)))]!;
}

/**
 * Where full lines end on a page outside columns: the measured right edge, but no less than a
 * frame with margins like the left one (less some slack). A page of only short lines (an address,
 * a poem) is then not mistaken for a narrow page of full ones.
 */
export function textFrameRight(layout: Pick<PageLayout, 'segments' | 'width'>): number {
  const lines = layout.segments.flatMap((segment) => (segment.column ? [] : segment.lines));
  if (lines.length === 0) return 0;
  const measured = percentile(
    lines.map((line) => line.right),
    0.9,
  );
  const left = percentile(
    lines.map((line) => line.x),
    0.1,
  );
  const textWidth = layout.width - 2 * left;
  const assumed = textWidth > 0 ? layout.width - left - 0.15 * textWidth : 0;
  return Math.max(measured, assumed);
}

/** The list marker `lines[index]` starts with, when it is convincing (see markers.ts). */
function listMarker(lines: readonly Line[], index: number, measures: Measures): Marker | null {
  const line = lines[index]!;
  if (line.fontSize > measures.body * 1.1 + 0.5) return null;
  const marker = detectMarker(line.text, line.firstGap);
  if (!marker || !marker.weak) return marker;
  const reach = 0.6 * line.fontSize;
  for (let other = Math.max(0, index - 30); other < Math.min(lines.length, index + 30); other++) {
    if (other === index) continue;
    const candidate = lines[other]!;
    if (Math.abs(candidate.x - line.x) > reach) continue;
    if (detectMarker(candidate.text, candidate.firstGap)?.family === marker.family) return marker;
  }
  return null;
}

function textStart(line: Line, marker: Marker): number {
  const first = line.items[0];
  const second = line.items[1];
  if (first && second && first.str.trim() === marker.text) return second.x;
  return line.x + (line.right - line.x) * (marker.length / Math.max(1, line.text.length));
}

/** Splits one segment's lines into blocks where a paragraph, heading or list item clearly ends. */
function splitSegment(segment: Segment, segmentIndex: number, page: number, pageFrame: number, measures: Measures): RawBlock[] {
  const rights = segment.lines.map((line) => line.right);
  const frameRight = Math.max(percentile(rights, 0.85), segment.column ? 0 : pageFrame);
  const blocks: RawBlock[] = [];
  let current: RawBlock | null = null;
  segment.lines.forEach((line, index) => {
    const marker = listMarker(segment.lines, index, measures);
    const previous = current?.lines.at(-1);
    if (!current || !previous || marker || breaksBetween(current, previous, line, measures)) {
      current = {
        lines: [line],
        page,
        segment: segmentIndex,
        frames: [frameRight],
        frameRight,
        marker,
        markerX: line.x,
        textX: marker ? textStart(line, marker) : line.x,
        forcedSoft: new Set(),
        rotated: false,
      };
      blocks.push(current);
    } else {
      current.lines.push(line);
      current.frames.push(frameRight);
    }
  });
  return blocks;
}

/** Whether `b` starts a new block after `a`, the last line of `block`. */
export function breaksBetween(block: Pick<RawBlock, 'lines' | 'marker' | 'markerX' | 'textX' | 'frameRight'>, a: Line, b: Line, measures: Measures): boolean {
  if (!sameSize(a.fontSize, b.fontSize)) return true;
  const dy = b.y - a.y;
  const pitch = measures.pitch.get(a.fontSize) ?? 1.2 * a.fontSize;
  if (dy > pitch * 1.3 + 0.5 || dy < 0.3 * a.fontSize) return true;
  if (isHeadingSize(a.fontSize, measures.body)) return a.bold !== b.bold;
  const soft = isSoftWrap(a, b, block.frameRight);
  if (a.bold !== b.bold && !soft) return true;
  const em = a.fontSize;
  if (block.marker) {
    if (b.x < block.markerX - 0.5 * em) return true;
    if (b.x >= block.textX - 0.5 * em) return false;
    return !soft;
  }
  // An indent after a paragraph's first line starts the next one; after the first line it may be a hanging indent.
  if (b.x - a.x > 0.8 * em) return block.lines.length > 1 || !soft;
  if (a.x - b.x > 0.8 * em) return !(block.lines.length === 1 && soft);
  return false;
}

function blockSize(block: RawBlock): number {
  const chars = new Map<number, number>();
  for (const line of block.lines) chars.set(line.fontSize, (chars.get(line.fontSize) ?? 0) + visibleLength(line.text));
  let size = 0;
  let most = -1;
  for (const [value, count] of chars) {
    if (count > most || (count === most && value > size)) {
      size = value;
      most = count;
    }
  }
  return size;
}

const headingLike = (block: RawBlock) =>
  !block.marker && !block.rotated && block.lines.length <= 3 && block.lines.reduce((sum, line) => sum + line.text.length, 0) <= 200 && !block.lines.some((line) => isContentsEntry(line.text));

/** Heading levels by size: the largest heading size is Heading 1, the next Heading 2, the rest Heading 3. */
export function headingLevels(sizes: readonly number[]): Map<number, 1 | 2 | 3> {
  const distinct = [...new Set(sizes)].sort((a, b) => b - a);
  const levels = new Map<number, 1 | 2 | 3>();
  let level = 0;
  let previous = Infinity;
  for (const size of distinct) {
    // Sizes within a point of each other are one level (17.5 and 18 are both the title size).
    if (previous - size >= 1) level += 1;
    previous = size;
    levels.set(size, Math.min(3, Math.max(1, level)) as 1 | 2 | 3);
  }
  return levels;
}

/** Joins a paragraph cut by a column or page end to its continuation (in place). */
function mergeContinuations(blocks: RawBlock[], measures: Measures, pageBreaks: boolean): RawBlock[] {
  const out: RawBlock[] = [];
  for (const block of blocks) {
    const previous = out.at(-1);
    const last = previous?.lines.at(-1);
    const first = block.lines[0]!;
    const continues =
      previous &&
      last &&
      previous.segment !== block.segment &&
      !block.marker &&
      !previous.rotated &&
      !block.rotated &&
      !(pageBreaks && previous.page !== block.page) &&
      sameSize(last.fontSize, first.fontSize) &&
      last.bold === first.bold &&
      !isHeadingSize(last.fontSize, measures.body) &&
      isSoftWrap(last, first, previous.frameRight) &&
      // A column or page ending on a full line is almost always cut mid-paragraph; after a full stop
      // only when the line is really full, or the text goes on in lower case.
      (/^\p{Ll}/u.test(first.text) || (!endsSentence(last.text) && /[\p{L}\d,;\-–\u2010]$/u.test(last.text)) || previous.frameRight - last.right < 1.5 * last.fontSize);
    if (continues) {
      previous.forcedSoft.add(previous.lines.length - 1);
      previous.lines.push(...block.lines);
      previous.frames.push(...block.frames);
      previous.segment = block.segment;
      previous.frameRight = block.frameRight;
    } else out.push(block);
  }
  return out;
}

/** Removes the first `count` characters from runs (a list marker and its space). */
export function dropPrefix(runs: readonly Run[], count: number): Run[] {
  let rest = count;
  const out: Run[] = [];
  for (const run of runs) {
    if (rest >= run.text.length) {
      rest -= run.text.length;
      continue;
    }
    out.push({ ...run, text: run.text.slice(rest) });
    rest = 0;
  }
  const first = out[0];
  if (first) first.text = first.text.replace(/^[\s\u00A0]+/, '');
  return out.filter((run) => run.text !== '');
}

interface PendingItem {
  block: RawBlock;
  marker: Marker;
  runs: Run[];
}

/** Numbers list items into lists: levels by marker indent, a new list where numbering breaks. */
function assignLists(items: PendingItem[], lists: ListDef[]): Block[] {
  if (items.length === 0) return [];
  const tolerance = 4;
  const xs: number[] = [];
  for (const item of [...items].sort((a, b) => a.block.markerX - b.block.markerX)) {
    if (xs.length === 0 || item.block.markerX - xs.at(-1)! > tolerance) xs.push(item.block.markerX);
  }
  const levelOf = (x: number) => {
    let level = 0;
    xs.forEach((value, index) => {
      if (x >= value - tolerance) level = index;
    });
    return Math.min(level, 4);
  };
  const out: Block[] = [];
  let list: ListDef | null = null;
  // The last marker at each level of the current list, to read "i" after "h" as a letter.
  let last: (Marker | undefined)[] = [];
  for (const item of items) {
    const level = levelOf(item.block.markerX);
    let marker = item.marker;
    const before = last[level];
    if (marker.ambiguous) {
      // "i" after "h" is a letter, after "ii" or alone a roman one.
      const sameStyle = before && before.style === marker.style;
      const romanBefore = sameStyle && (before.format === 'lower-roman' || before.format === 'upper-roman');
      const letterNext = sameStyle && (before.format === 'lower-letter' || before.format === 'upper-letter') && before.value + 1 === marker.value;
      if (romanBefore || (!letterNext && /^\(?[iI][.)]$/.test(marker.text))) marker = asRoman(marker);
    }
    const expected = before ? before.value + 1 : undefined;
    const breaksList =
      !list ||
      (level === 0 && before !== undefined && (before.format !== marker.format || before.style !== marker.style || (marker.format !== 'bullet' && marker.value !== expected)));
    if (breaksList) {
      list = { id: lists.length + 1, levels: [] };
      lists.push(list);
      last = [];
    }
    const levels: ListLevel[] = list!.levels;
    while (levels.length <= level) {
      levels.push(levels.length === level ? { format: marker.format, style: marker.style, start: marker.format === 'bullet' ? 1 : Math.max(1, marker.value) } : { format: 'bullet', style: 'dot', start: 1 });
    }
    last[level] = marker;
    // A new item at a level ends the numbering of the levels below it.
    last.length = level + 1;
    out.push({ kind: 'list-item', list: list!.id, level, marker: marker.text, runs: item.runs, page: item.block.page });
  }
  return out;
}

function countWords(blocks: readonly Block[]): number {
  let words = 0;
  const count = (runs: readonly Run[]) => {
    words += runs
      .map((run) => run.text)
      .join('')
      .split(/\s+/)
      .filter(Boolean).length;
  };
  for (const block of blocks) {
    if (block.kind === 'paragraph') block.lines.forEach(count);
    else count(block.runs);
  }
  return words;
}

export function statsOf(blocks: readonly Block[], pages: number, lists: number): DocStats {
  return {
    pages,
    paragraphs: blocks.filter((block) => block.kind === 'paragraph').length,
    headings: blocks.filter((block) => block.kind === 'heading').length,
    lists,
    listItems: blocks.filter((block) => block.kind === 'list-item').length,
    words: countWords(blocks),
  };
}

/** The document reconstructed from its pages' text. */
export function reconstruct(pages: readonly PageText[], options: ConvertOptions): DocModel {
  const layouts = layoutPages(pages, options);
  const measures = measure(layouts);
  let raw: RawBlock[] = [];
  let segmentIndex = 0;
  layouts.forEach((layout, page) => {
    const pageFrame = textFrameRight(layout);
    for (const segment of layout.segments) raw.push(...splitSegment(segment, segmentIndex++, page, pageFrame, measures));
    for (const line of layout.rotated) {
      raw.push({ lines: [line], page, segment: segmentIndex++, frames: [line.right], frameRight: line.right, marker: null, markerX: line.x, textX: line.x, forcedSoft: new Set(), rotated: true });
    }
  });
  raw = mergeContinuations(raw, measures, options.pageBreaks);

  const sizes = raw.map(blockSize);
  const levels = headingLevels(raw.flatMap((block, index) => (isHeadingSize(sizes[index]!, measures.body) && headingLike(block) ? [sizes[index]!] : [])));

  const blocks: Block[] = [];
  const lists: ListDef[] = [];
  let pending: PendingItem[] = [];
  const flushList = () => {
    blocks.push(...assignLists(pending, lists));
    pending = [];
  };
  raw.forEach((block, index) => {
    const size = sizes[index]!;
    const page = block.page;
    if (block.marker) {
      pending.push({ block, marker: block.marker, runs: dropPrefix(joinAll(block.lines), block.marker.length) });
      return;
    }
    flushList();
    const level = isHeadingSize(size, measures.body) && headingLike(block) ? levels.get(size) : undefined;
    const only = block.lines[0]!;
    if (level) {
      blocks.push({ kind: 'heading', level, runs: joinAll(block.lines), page });
    } else if (
      block.lines.length === 1 &&
      only.bold &&
      Math.abs(size - measures.body) <= 0.5 &&
      only.text.length <= 100 &&
      measures.boldShare < 0.5 &&
      !/[,;]$/.test(only.text) &&
      !isContentsEntry(only.text) &&
      !block.rotated
    ) {
      blocks.push({ kind: 'heading', level: 3, runs: joinAll(block.lines), page });
    } else {
      const soft = block.lines.slice(1).map((line, at) => block.forcedSoft.has(at) || isSoftWrap(block.lines[at]!, line, block.frames[at]!));
      for (const lines of repairLines(block.lines, block.rotated ? soft.map(() => false) : soft)) blocks.push({ kind: 'paragraph', lines, page });
    }
  });
  flushList();
  const first = pages[0];
  return {
    blocks,
    lists,
    stats: statsOf(blocks, pages.length, lists.length),
    pageSize: first && first.width > 0 && first.height > 0 ? { width: first.width, height: first.height } : null,
  };
}
