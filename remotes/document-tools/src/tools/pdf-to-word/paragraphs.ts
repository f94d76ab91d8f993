/**
 * Line-break repair: which breaks between two lines are the PDF's wrapping (joined back with a
 * space, or without the hyphen of a word split at the line end) and which are real (an address,
 * a poem, the end of a paragraph).
 */
import { pushRun, runsText, type Line } from './lines';
import type { Run } from './model';

/** The line ends a sentence (so a short line after it ends its paragraph). */
export function endsSentence(text: string): boolean {
  return /[.!?:…]["'”’»)\]]*$/.test(text.trim());
}

const HYPHENATED = /\p{L}[-\u2010]$/u;
const STARTS_LOWER = /^\p{Ll}/u;

/** A table-of-contents entry: dot leaders, then a page number ("Introduction . . . . 1"). */
export function isContentsEntry(text: string): boolean {
  return /(?:\.\s?){4,}\s*[\divxlcdm]{1,6}$/i.test(text.trim());
}

/**
 * Whether the break from `a` to `b` is the PDF's wrapping: `b`'s first word would not have fit
 * in the room left on `a` up to the column's right edge (`frameRight`), or `a` ends with a
 * hyphen after a letter and `b` goes on in lower case.
 */
export function isSoftWrap(a: Pick<Line, 'text' | 'right' | 'fontSize'>, b: Pick<Line, 'text' | 'x' | 'right'>, frameRight: number): boolean {
  if (HYPHENATED.test(a.text) && STARTS_LOWER.test(b.text)) return true;
  if (a.text.endsWith('\u00AD')) return true;
  // Rows with wide gaps (a table, a form) and contents entries are lines of their own.
  if (a.text.includes('\t') || b.text.includes('\t') || isContentsEntry(a.text)) return false;
  const room = frameRight - a.right;
  const firstWord = b.text.split(/\s/)[0] ?? '';
  const perChar = b.text.length > 0 ? Math.max(0, b.right - b.x) / b.text.length : 0.5 * a.fontSize;
  return room < firstWord.length * perChar + 0.3 * a.fontSize;
}

/** Appends `next` to `runs` as the continuation of a wrapped line (in place). */
export function joinWrapped(runs: Run[], next: readonly Run[]): void {
  const text = runsText(runs);
  const following = runsText(next);
  const last = runs.at(-1);
  let separator = ' ';
  if (last) {
    if (text.endsWith('\u00AD') || (HYPHENATED.test(text) && STARTS_LOWER.test(following))) {
      // exam-|ple → example; a soft hyphen always goes.
      last.text = last.text.slice(0, -1);
      separator = '';
    } else if (/\S[-\u2010–—/]$/.test(text)) separator = '';
    else if (/\s$/.test(text) || text === '') separator = '';
    last.text += separator;
  }
  // A run emptied by dropping its hyphen goes, and its neighbours meet.
  const merged: Run[] = [];
  for (const run of [...runs, ...next]) pushRun(merged, run.text, !!run.bold, !!run.italic);
  runs.splice(0, runs.length, ...merged);
}

/** One line's runs, copied (the layout's lines stay untouched). */
export function copyRuns(runs: readonly Run[]): Run[] {
  return runs.map((run) => ({ ...run }));
}

/**
 * Lines of one block as paragraphs, each a list of visual lines (kept line breaks between).
 * `soft[i]` says whether the break after line i is wrapping. A block that (almost) never wraps
 * (an address, a poem) keeps its breaks; in running text a short line that ends a sentence
 * ends its paragraph, and any other break is joined.
 */
export function repairLines(lines: readonly Pick<Line, 'text' | 'runs'>[], soft: readonly boolean[]): Run[][][] {
  if (lines.length === 0) return [];
  // Running text wraps at most of its breaks; a stray "wrap" in a poem does not make it prose.
  const prose = soft.filter(Boolean).length >= Math.max(1, Math.ceil(soft.length / 3));
  const paragraphs: Run[][][] = [[copyRuns(lines[0]!.runs)]];
  for (let index = 1; index < lines.length; index++) {
    const previous = lines[index - 1]!;
    const line = lines[index]!;
    const paragraph = paragraphs.at(-1)!;
    const current = paragraph.at(-1)!;
    if (soft[index - 1] || (prose && !endsSentence(previous.text))) joinWrapped(current, line.runs);
    else if (prose) paragraphs.push([copyRuns(line.runs)]);
    else paragraph.push(copyRuns(line.runs));
  }
  return paragraphs;
}

/** All lines joined as one wrapped line (headings, list items). */
export function joinAll(lines: readonly Pick<Line, 'runs'>[]): Run[] {
  const runs: Run[] = [];
  for (const line of lines) {
    if (runs.length === 0) runs.push(...copyRuns(line.runs));
    else joinWrapped(runs, line.runs);
  }
  return runs;
}
