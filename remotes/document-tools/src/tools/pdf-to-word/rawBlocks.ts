/**
 * Lines into raw blocks: a segment's lines split where a paragraph, heading or list item clearly
 * ends, and a paragraph cut by a column or page end joined to its continuation.
 */
import type { Segment } from './columns';
import { isHeadingSize } from './headings';
import type { Line } from './lines';
import { detectMarker, type Marker } from './markers';
import { visibleLength, type Measures } from './measures';
import { percentile } from './pageLayout';
import { endsSentence, isContentsEntry, isSoftWrap } from './paragraphs';

const sameSize = (a: number, b: number) => Math.abs(a - b) <= Math.max(0.5, 0.08 * Math.min(a, b));

export interface RawBlock {
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
export function splitSegment(segment: Segment, segmentIndex: number, page: number, pageFrame: number, measures: Measures): RawBlock[] {
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

export function blockSize(block: RawBlock): number {
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

export const headingLike = (block: RawBlock) =>
  !block.marker && !block.rotated && block.lines.length <= 3 && block.lines.reduce((sum, line) => sum + line.text.length, 0) <= 200 && !block.lines.some((line) => isContentsEntry(line.text));

/** Joins a paragraph cut by a column or page end to its continuation (in place). */
export function mergeContinuations(blocks: RawBlock[], measures: Measures, pageBreaks: boolean): RawBlock[] {
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
