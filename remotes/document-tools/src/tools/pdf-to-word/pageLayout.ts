/**
 * Each page's lines in reading order (columns read in turn, page furniture dropped, text set at an
 * angle apart), and where full lines end on a page.
 */
import { readingOrder, type Segment } from './columns';
import { findFurniture } from './furniture';
import { groupLines, rotatedLines, type Line } from './lines';
import type { ConvertOptions, PageText } from './model';
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

export function percentile(values: number[], share: number): number {
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
