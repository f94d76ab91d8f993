/**
 * Text items into lines: items on the same baseline (within a tolerance that lets superscripts
 * ride along), left to right, with a space where the gap between two items is a word gap and a
 * tab where it is much wider (a table-like row).
 */
import type { Run, TextItem } from './model';

export interface Line {
  text: string;
  runs: Run[];
  /** Left and right ends of the line's ink. */
  x: number;
  right: number;
  /** Baseline of the line's main text (its largest stretch), from the page top. */
  y: number;
  /** The size most of the line's characters have (rounded to 0.5 pt). */
  fontSize: number;
  /** Every visible character is bold (or italic). */
  bold: boolean;
  italic: boolean;
  /** Gap after the line's first item, in ems: a bullet or number set apart by a tab is wide. */
  firstGap: number;
  items: TextItem[];
}

/** A gap wider than this (in ems of the larger font) between two items is a word space. */
export const SPACE_GAP_EM = 0.16;
/** A gap wider than this is a column of a table-like row, written as a tab. */
export const TAB_GAP_EM = 3;
/** Items whose baselines differ by at most this (in ems) share a line. */
export const BASELINE_TOLERANCE_EM = 0.45;

export function roundSize(size: number): number {
  return Math.round(size * 2) / 2;
}

const visible = (text: string) => text.replace(/\s+/g, '').length;

/** Adds text to a run list, merging with the last run when the style is the same. */
export function pushRun(runs: Run[], text: string, bold = false, italic = false): void {
  if (text === '') return;
  const last = runs.at(-1);
  if (last && !!last.bold === bold && !!last.italic === italic) last.text += text;
  else runs.push(italic ? { text, bold, italic } : { text, bold });
}

/** Runs with runs of spaces made one and the ends trimmed (tabs stay: they mean a wide gap). */
export function tidyRuns(runs: readonly Run[]): Run[] {
  const out: Run[] = [];
  let previousSpace = true;
  for (const run of runs) {
    let text = '';
    for (const char of run.text) {
      const space = char === ' ' || char === '\u00A0';
      if (space && previousSpace) continue;
      if (char === '\t') {
        // A tab swallows the spaces around it.
        if (text.endsWith(' ')) text = text.slice(0, -1);
        else if (text === '' && out.at(-1)?.text.endsWith(' ')) out.at(-1)!.text = out.at(-1)!.text.slice(0, -1);
        text += char;
        previousSpace = true;
        continue;
      }
      text += space ? ' ' : char;
      previousSpace = space;
    }
    pushRun(out, text, !!run.bold, !!run.italic);
  }
  // Trim the end.
  while (out.length > 0) {
    const last = out.at(-1)!;
    last.text = last.text.replace(/[ \t]+$/, '');
    if (last.text !== '') break;
    out.pop();
  }
  // Trim the start, across runs emptied by it.
  while (out.length > 0) {
    const first = out[0]!;
    first.text = first.text.replace(/^[ \t]+/, '');
    if (first.text !== '') break;
    out.shift();
  }
  // Runs emptied by a tab taking their space let their neighbours meet.
  const merged: Run[] = [];
  for (const run of out) pushRun(merged, run.text, !!run.bold, !!run.italic);
  return merged;
}

export function runsText(runs: readonly Run[]): string {
  return runs.map((run) => run.text).join('');
}

/** Builds one line from items that share a baseline (any order). */
export function buildLine(items: readonly TextItem[]): Line {
  const sorted = [...items].sort((a, b) => a.x - b.x || a.y - b.y);
  const runs: Run[] = [];
  let right = -Infinity;
  let previous: TextItem | null = null;
  let firstGap = 0;
  const sizeChars = new Map<number, number>();
  let main: TextItem | null = null;
  let boldChars = 0;
  let italicChars = 0;
  let allChars = 0;
  for (const item of sorted) {
    const chars = visible(item.str);
    if (previous) {
      const gap = item.x - right;
      const em = Math.max(previous.fontSize, item.fontSize);
      if (previous === sorted[0]) firstGap = gap / em;
      const text = runsText(runs);
      if (!/\s$/.test(text) && !/^\s/.test(item.str)) {
        const separator = gap > TAB_GAP_EM * em ? '\t' : gap > SPACE_GAP_EM * em ? ' ' : '';
        const last = runs.at(-1);
        if (separator && last) last.text += separator;
      }
    }
    pushRun(runs, item.str, !!item.bold, !!item.italic);
    right = Math.max(right, item.x + item.width);
    previous = item;
    const size = roundSize(item.fontSize);
    sizeChars.set(size, (sizeChars.get(size) ?? 0) + chars);
    if (!main || chars > visible(main.str)) main = item;
    allChars += chars;
    if (item.bold) boldChars += chars;
    if (item.italic) italicChars += chars;
  }
  const tidy = tidyRuns(runs);
  let fontSize = 0;
  let most = -1;
  for (const [size, chars] of sizeChars) {
    if (chars > most || (chars === most && size > fontSize)) {
      fontSize = size;
      most = chars;
    }
  }
  const first = sorted[0];
  return {
    text: runsText(tidy),
    runs: tidy,
    x: first ? first.x : 0,
    right: Number.isFinite(right) ? right : 0,
    y: main ? main.y : 0,
    fontSize,
    bold: allChars > 0 && boldChars === allChars,
    italic: allChars > 0 && italicChars === allChars,
    firstGap: sorted.length > 1 ? firstGap : 0,
    items: sorted,
  };
}

/** Drops an item drawn twice at (nearly) the same place, as some PDFs fake bold. */
export function dropOverprints(items: readonly TextItem[]): TextItem[] {
  const kept: TextItem[] = [];
  const seen = new Map<string, TextItem[]>();
  for (const item of items) {
    const same = seen.get(item.str) ?? [];
    const tolerance = 0.25 * item.fontSize;
    if (same.some((other) => Math.abs(other.x - item.x) <= tolerance && Math.abs(other.y - item.y) <= tolerance)) continue;
    same.push(item);
    seen.set(item.str, same);
    kept.push(item);
  }
  return kept;
}

/**
 * Groups upright items into lines, top to bottom. Items whose baselines are within
 * BASELINE_TOLERANCE_EM of a line's first item join it; the result does not depend on the
 * order of `items`.
 */
export function groupLines(items: readonly TextItem[]): Line[] {
  const upright = dropOverprints(
    items
      .filter((item) => !item.rotated && item.str.trim() !== '')
      .sort((a, b) => a.y - b.y || a.x - b.x || (a.str < b.str ? -1 : a.str > b.str ? 1 : 0)),
  );
  const groups: { y: number; size: number; items: TextItem[] }[] = [];
  for (const item of upright) {
    let best: (typeof groups)[number] | null = null;
    let bestDistance = Infinity;
    // Groups are in baseline order, so only the last few can be near.
    for (let k = groups.length - 1; k >= 0 && k >= groups.length - 6; k--) {
      const group = groups[k]!;
      const distance = Math.abs(item.y - group.y);
      if (distance <= BASELINE_TOLERANCE_EM * Math.max(item.fontSize, group.size) && distance < bestDistance) {
        best = group;
        bestDistance = distance;
      }
    }
    if (best) {
      best.items.push(item);
      best.size = Math.max(best.size, item.fontSize);
    } else groups.push({ y: item.y, size: item.fontSize, items: [item] });
  }
  return groups.map((group) => buildLine(group.items)).sort((a, b) => a.y - b.y || a.x - b.x);
}

/** Each rotated item as its own line, in reading order of its position (kept, never lost). */
export function rotatedLines(items: readonly TextItem[]): Line[] {
  return items
    .filter((item) => item.rotated && item.str.trim() !== '')
    .sort((a, b) => a.x - b.x || a.y - b.y)
    .map((item) => buildLine([{ ...item, rotated: false }]));
}
