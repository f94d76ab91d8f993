import { formatNumber } from '@toolhub/shared/worker';
/**
 * Removing line breaks from text copied out of PDFs, e-mails and terminals: join the lines of
 * each paragraph (or all of them), mend words hyphenated at a line end, tidy spaces. CRLF
 * (Windows), CR (old Mac) and LF breaks are all read; the result uses the line ending chosen.
 */

export const MODES = ['paragraphs', 'all', 'empty'] as const;
export type Mode = (typeof MODES)[number];
export const isMode = (value: string): value is Mode => (MODES as readonly string[]).includes(value);

export interface RemoveOptions {
  mode: Mode;
  /** Put where a line break was ("" to join lines directly). */
  joiner: string;
  /** "exam-\nple" → "example"; a soft hyphen at a line end always goes. */
  joinHyphens: boolean;
  /** Spaces and tabs at the start and end of each line. */
  trim: boolean;
  /** Runs of two or more spaces or tabs become one space. */
  collapse: boolean;
  /** Lines that start with a list marker (•, -, *, 1., a)) stay on their own line. */
  keepLists: boolean;
  /** Between kept paragraphs: an empty line, or a single line break. */
  paragraphBreak: 'blank' | 'single';
  lineEnding: 'lf' | 'crlf';
}

export const DEFAULT_OPTIONS: RemoveOptions = {
  mode: 'paragraphs',
  joiner: ' ',
  joinHyphens: true,
  trim: true,
  collapse: true,
  keepLists: false,
  paragraphBreak: 'blank',
  lineEnding: 'lf',
};

export interface LineEndings {
  crlf: number;
  cr: number;
  lf: number;
}

export interface RemoveResult {
  text: string;
  /** Line breaks inside paragraphs (or everywhere) replaced by the joiner. */
  removed: number;
  /** Paragraphs in the result (paragraph mode), else 0. */
  paragraphs: number;
  /** Words mended across a line end. */
  hyphensJoined: number;
  /** Empty (or blank) lines dropped. */
  emptyLines: number;
  /** The line endings the input had. */
  found: LineEndings;
}

/** How many CRLF, lone CR and lone LF breaks a text has. */
export function countLineEndings(text: string): LineEndings {
  const found: LineEndings = { crlf: 0, cr: 0, lf: 0 };
  for (const match of text.matchAll(/\r\n|\r|\n/g)) {
    if (match[0] === '\r\n') found.crlf += 1;
    else if (match[0] === '\r') found.cr += 1;
    else found.lf += 1;
  }
  return found;
}

/** Every kind of line break as "\n"; a Unicode paragraph separator as an empty line. */
export function normalizeBreaks(text: string): string {
  return text.replace(/\r\n?|[\u2028\u0085\v\f]/g, '\n').replace(/\u2029/g, '\n\n');
}

const BLANK = /^[\s\u00a0]*$/u;
const LIST_ITEM = /^[ \t]*(?:[-*+•‣◦▪▫●○■□–—·]|\(?(?:\d{1,3}|[a-z]|[ivx]{1,5})[.)])[ \t]+\S/iu;
const HYPHEN_END = /\p{L}[-\u2010]$/u;
const SOFT_HYPHEN_END = /\u00ad$/u;
const LOWER_START = /^\p{Ll}/u;
/** Chinese and Japanese are written without spaces: lines in them join without one. */
const CJK_END = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]$/u;
const CJK_START = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;

interface Counts {
  removed: number;
  hyphensJoined: number;
}

/**
 * The lines of one paragraph (or of all the text) joined into one, except list items. Built from
 * pieces, looking only at the previous line's end: never at the whole result (that would make
 * megabytes quadratic).
 */
function joinLines(lines: string[], options: RemoveOptions, counts: Counts): string {
  const pieces: string[] = [];
  let last = lines[0] ?? '';
  for (let i = 1; i < lines.length; i += 1) {
    const next = lines[i]!;
    if (options.keepLists && LIST_ITEM.test(next)) {
      pieces.push(last, '\n');
      last = next;
      continue;
    }
    counts.removed += 1;
    const nextStart = next.trimStart();
    if (SOFT_HYPHEN_END.test(last)) {
      pieces.push(last.slice(0, -1));
      last = nextStart;
    } else if (options.joinHyphens && HYPHEN_END.test(last) && LOWER_START.test(nextStart)) {
      pieces.push(last.slice(0, -1));
      last = nextStart;
      counts.hyphensJoined += 1;
    } else if (options.joiner === ' ' && CJK_END.test(last.trimEnd()) && CJK_START.test(nextStart)) {
      pieces.push(last.trimEnd());
      last = nextStart;
    } else {
      pieces.push(last, options.joiner);
      last = next;
    }
  }
  pieces.push(last);
  return pieces.join('');
}

/** Removes line breaks as chosen. Pure and linear: megabytes take well under a second. */
export function removeLineBreaks(input: string, options: RemoveOptions): RemoveResult {
  const found = countLineEndings(input);
  const counts: Counts = { removed: 0, hyphensJoined: 0 };
  let lines = normalizeBreaks(input).split('\n');
  if (options.trim) lines = lines.map((line) => line.replace(/^[ \t\u00a0\u3000]+|[ \t\u00a0\u3000]+$/g, ''));
  let emptyLines = 0;
  let paragraphs = 0;
  let text: string;

  if (options.mode === 'empty') {
    const kept = lines.filter((line) => !BLANK.test(line));
    emptyLines = lines.length - kept.length;
    text = kept.join('\n');
  } else {
    // Runs of non-blank lines: the paragraphs.
    const groups: string[][] = [];
    let current: string[] = [];
    for (const line of lines) {
      if (BLANK.test(line)) {
        if (current.length > 0) groups.push(current);
        current = [];
        emptyLines += 1;
      } else current.push(line);
    }
    if (current.length > 0) groups.push(current);
    if (options.mode === 'paragraphs') {
      paragraphs = groups.length;
      const between = options.paragraphBreak === 'blank' ? '\n\n' : '\n';
      text = groups.map((group) => joinLines(group, options, counts)).join(between);
      // Blank lines that only separate paragraphs are not "removed": count the extra ones.
      emptyLines = Math.max(0, emptyLines - (options.paragraphBreak === 'blank' ? Math.max(0, groups.length - 1) : 0));
    } else {
      text = joinLines(groups.flat(), options, counts);
    }
  }
  if (options.collapse) text = text.replace(/[ \t\u00a0]{2,}/g, ' ');
  if (options.lineEnding === 'crlf') text = text.replace(/\n/g, '\r\n');
  return { text, removed: counts.removed, paragraphs, hyphensJoined: counts.hyphensJoined, emptyLines, found };
}

const plural = (count: number, one: string, many: string) => `${formatNumber(count)} ${count === 1 ? one : many}`;

/** What was done, in one sentence: "Removed 3 line breaks, kept 2 paragraphs, joined 1 hyphenated word." */
export function describeResult(result: RemoveResult, mode: Mode): string {
  const parts: string[] = [];
  if (mode !== 'empty') parts.push(`Removed ${plural(result.removed, 'line break', 'line breaks')}`);
  if (mode === 'paragraphs') parts.push(`kept ${plural(result.paragraphs, 'paragraph', 'paragraphs')}`);
  if (result.hyphensJoined > 0) parts.push(`joined ${plural(result.hyphensJoined, 'hyphenated word', 'hyphenated words')}`);
  if (mode === 'empty' || result.emptyLines > 0) parts.push(`${mode === 'empty' ? 'removed' : 'dropped'} ${plural(result.emptyLines, 'empty line', 'empty lines')}`);
  const sentence = parts.join(', ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}

/** The line endings the input had, in words: "2 line breaks (Windows, CRLF)", "mixed: 2 CRLF, 1 LF". */
export function describeEndings(found: LineEndings): string {
  const kinds = [
    ['CRLF', found.crlf],
    ['CR', found.cr],
    ['LF', found.lf],
  ] as const;
  const present = kinds.filter(([, count]) => count > 0);
  if (present.length === 0) return 'no line breaks';
  if (present.length > 1) return `mixed: ${present.map(([name, count]) => `${formatNumber(count)} ${name}`).join(', ')}`;
  const [name, count] = present[0]!;
  // Browsers turn every break typed or pasted into a text box into LF: only name the others.
  const kind = name === 'CRLF' ? ' (Windows, CRLF)' : name === 'CR' ? ' (classic Mac, CR)' : '';
  return `${plural(count, 'line break', 'line breaks')}${kind}`;
}

/**
 * The text put where a line break was, from the "Replace with" choice. Custom text may use \t;
 * an empty custom text (not typed yet) joins with a space, as "Nothing" is its own choice.
 */
export function joinerFor(choice: string, custom: string): string {
  if (choice === 'none') return '';
  if (choice === 'comma') return ', ';
  if (choice === 'custom') return custom === '' ? ' ' : custom.replace(/\\t/g, '\t');
  return ' ';
}

export interface RemoveJob {
  text: string;
  options: RemoveOptions;
}

/** The job of useWorkerTask, on either side: module-level so its identity never changes. */
export function runRemoveJob(job: RemoveJob): RemoveResult {
  return removeLineBreaks(job.text, job.options);
}
