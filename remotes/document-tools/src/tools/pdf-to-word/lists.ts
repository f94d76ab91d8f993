/** List items into lists: the marker taken off the text, levels by marker indent, numbering per list. */
import { asRoman, type Marker } from './markers';
import type { Block, ListDef, ListLevel, Run } from './model';
import type { RawBlock } from './rawBlocks';

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

export interface PendingItem {
  block: RawBlock;
  marker: Marker;
  runs: Run[];
}

/** Numbers list items into lists: levels by marker indent, a new list where numbering breaks. */
export function assignLists(items: PendingItem[], lists: ListDef[]): Block[] {
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
