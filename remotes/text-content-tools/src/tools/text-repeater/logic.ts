import { formatNumber } from '@toolhub/shared/worker';
/** Text Repeater: the text n times, with a separator and optional numbering, within a stated cap. */

export const SEPARATORS = ['newline', 'space', 'none', 'comma', 'custom'] as const;
export type SeparatorKind = (typeof SEPARATORS)[number];
export const NUMBERINGS = ['none', 'dot', 'paren', 'bracket', 'hash'] as const;
export type Numbering = (typeof NUMBERINGS)[number];

/**
 * The longest result made: 10 million characters (about 10 MB of plain text, 20 MB in memory).
 * Past this a browser tab slows down copying, showing and saving it, so the tool says so first.
 */
export const MAX_OUTPUT_CHARS = 10_000_000;
export const MAX_COUNT = 1_000_000;
export const MAX_SEPARATOR_CHARS = 1_000;
/** Results longer than this are made in a worker. */
export const OFFLOAD_CHARS = 1_000_000;

export const SEPARATOR_TEXT: Record<Exclude<SeparatorKind, 'custom'>, string> = { newline: '\n', space: ' ', none: '', comma: ', ' };

export const isSeparatorKind = (value: string): value is SeparatorKind => (SEPARATORS as readonly string[]).includes(value);
export const isNumbering = (value: string): value is Numbering => (NUMBERINGS as readonly string[]).includes(value);

export type Reading<T> = { value: T } | { error: string };

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', '\\': '\\', s: ' ' };

/** A custom separator as typed: "\n" is a line break, "\t" a tab, "\s" a space, "\\" a backslash. */
export function readSeparator(typed: string): Reading<string> {
  if (typed.length > MAX_SEPARATOR_CHARS) return { error: `Use a separator of up to ${formatNumber(MAX_SEPARATOR_CHARS)} characters.` };
  let value = '';
  for (let index = 0; index < typed.length; index += 1) {
    const char = typed[index]!;
    if (char !== '\\') {
      value += char;
      continue;
    }
    const next = typed[index + 1];
    if (next === undefined) return { error: 'A separator cannot end with a single \\. Type \\\\ for a backslash.' };
    const escaped = ESCAPES[next];
    if (escaped === undefined) return { error: `\\${next} is not a known escape: use \\n (new line), \\t (tab), \\s (space) or \\\\ (backslash).` };
    value += escaped;
    index += 1;
  }
  return { value };
}

/** The label put before the nth copy ("3. ", "003) "); width 0 means no padding. */
export function numberLabel(numbering: Numbering, n: number, width = 0): string {
  if (numbering === 'none') return '';
  const digits = String(n).padStart(width, '0');
  switch (numbering) {
    case 'dot':
      return `${digits}. `;
    case 'paren':
      return `${digits}) `;
    case 'bracket':
      return `[${digits}] `;
    case 'hash':
      return `#${digits} `;
  }
}

const EXTRA: Record<Numbering, number> = { none: 0, dot: 2, paren: 2, bracket: 3, hash: 2 };

/** The total number of digits in 1..count, worked out by digit length, not by counting. */
export function digitsUpTo(count: number): number {
  let total = 0;
  for (let digits = 1, low = 1; low <= count; digits += 1, low *= 10) {
    total += (Math.min(count, low * 10 - 1) - low + 1) * digits;
  }
  return total;
}

export interface RepeatJob {
  text: string;
  count: number;
  separator: string;
  numbering: Numbering;
  /** Zero-pad the numbers to the same width ("01." … "10."). */
  pad: boolean;
}

/** How long the result would be, exactly, without making it. */
export function outputLength({ text, count, separator, numbering, pad }: RepeatJob): number {
  if (count <= 0) return 0;
  const labels = numbering === 'none' ? 0 : EXTRA[numbering] * count + (pad ? String(count).length * count : digitsUpTo(count));
  return text.length * count + separator.length * (count - 1) + labels;
}

/** The largest count whose result fits under the cap (0 when even one copy does not). */
export function maxCountFor(job: Omit<RepeatJob, 'count'>, cap = MAX_OUTPUT_CHARS): number {
  let low = 0;
  let high = MAX_COUNT;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (outputLength({ ...job, count: middle }) <= cap) low = middle;
    else high = middle - 1;
  }
  return low;
}


/** Why this job is not made, or null when it is within the cap. */
export function capError(job: RepeatJob, cap = MAX_OUTPUT_CHARS): string | null {
  const length = outputLength(job);
  if (length <= cap) return null;
  const most = maxCountFor(job, cap);
  const advice = most === 0 ? 'Shorten the text.' : `Repeat it at most ${formatNumber(most)} ${most === 1 ? 'time' : 'times'}, or shorten the text or separator.`;
  return `That would make ${formatNumber(length)} characters, over the ${formatNumber(cap)}-character limit that keeps your browser responsive. ${advice}`;
}

/** The result. Assumes a job within the cap (see capError). */
export function repeatText(job: RepeatJob, progress?: (fraction: number) => void): string {
  const { text, count, separator, numbering, pad } = job;
  if (count <= 0) return '';
  if (numbering === 'none') return (text + separator).repeat(count - 1) + text;
  const width = pad ? String(count).length : 0;
  const parts = new Array<string>(count);
  for (let n = 1; n <= count; n += 1) {
    parts[n - 1] = numberLabel(numbering, n, width) + text;
    if (progress && n % 65_536 === 0) progress(n / count);
  }
  return parts.join(separator);
}
