/**
 * The document's structure from its pages' text: lines in reading order (columns, page furniture
 * dropped), then blocks (paragraphs, headings, list items) with wrapped lines joined. Pure and
 * deterministic: the same pages give the same document whatever order pdf.js listed items in.
 * The steps: pageLayout.ts, measures.ts, rawBlocks.ts, headings.ts, lists.ts.
 */
import { headingLevels, isHeadingSize } from './headings';
import { assignLists, dropPrefix, type PendingItem } from './lists';
import { measure } from './measures';
import type { Block, ConvertOptions, DocModel, DocStats, ListDef, PageText, Run } from './model';
import { layoutPages, textFrameRight } from './pageLayout';
import { isContentsEntry, isSoftWrap, joinAll, repairLines } from './paragraphs';
import { blockSize, headingLike, mergeContinuations, splitSegment, type RawBlock } from './rawBlocks';

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
