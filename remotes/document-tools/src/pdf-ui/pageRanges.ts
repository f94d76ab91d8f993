import { formatNumber } from '@toolhub/shared/worker';
/**
 * Page selections typed by a visitor ("1-3, 5, 8-"), read against a PDF's page count. Used by
 * Split PDF (the ranges to take out) and Merge PDFs (the pages of each file to keep). Every
 * problem is answered with a sentence that names the part that is wrong.
 */

/** Pages `start` to `end`, counted from 1, both included, `start <= end`. */
export interface PageRange {
  start: number;
  end: number;
}

export type ParsedRanges = { ok: true; ranges: PageRange[] } | { ok: false; empty: boolean; errors: string[] };

export const EMPTY_RANGES_MESSAGE = 'Enter the pages you want, such as 1-3,5.';

/** Hyphen, the Unicode hyphens and dashes, and the minus sign all read as "to". */
const DASHES = /\s*[-\u2010-\u2015\u2212]\s*/g;
const SEPARATORS = /[\s,;]+/;
const PAGE = /^\d+$/;
const RANGE = /^(\d*)-(\d*)$/;

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}

/** A typed part as it appears in a message: long pastes are cut short. */
function quote(part: string): string {
  return `“${part.length > 24 ? `${part.slice(0, 23)}…` : part}”`;
}

type PageReading = { page: number } | { error: string };

/** One page number as typed (digits only), checked against the page count. */
function readPage(digits: string, pageCount: number): PageReading {
  const number = digits.replace(/^0+(?=\d)/, '');
  if (number === '0') return { error: 'There is no page 0: pages are numbered from 1.' };
  // Compared as text first: a 30-digit number is beyond any PDF and beyond exact arithmetic.
  if (number.length > 15 || Number(number) > pageCount) return { error: `Page ${number} does not exist: this PDF has ${plural(pageCount, 'page')}.` };
  return { page: Number(number) };
}

function readPart(part: string, pageCount: number): { range: PageRange } | { error: string } {
  if (PAGE.test(part)) {
    const reading = readPage(part, pageCount);
    return 'error' in reading ? reading : { range: { start: reading.page, end: reading.page } };
  }
  const match = RANGE.exec(part);
  if (!match) {
    if ((part.match(/-/g) ?? []).length > 1 && /^[\d-]+$/.test(part)) {
      return { error: `${quote(part)} has more than one dash: write a range as two page numbers joined by one dash, such as 1-3.` };
    }
    return { error: `${quote(part)} is not a page number. Write pages as numbers, such as 5, and ranges with a dash, such as 1-3.` };
  }
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return { error: `${quote(part)} needs a page number on at least one side, such as 1-3, 5- or -3.` };
  const start = from === '' ? { page: 1 } : readPage(from, pageCount);
  if ('error' in start) return start;
  const end = to === '' ? { page: pageCount } : readPage(to, pageCount);
  if ('error' in end) return end;
  if (start.page > end.page) return { error: `${quote(part)} is not a range: write the smaller page first, as in ${end.page}-${start.page}.` };
  return { range: { start: start.page, end: end.page } };
}

/**
 * Reads "1-3,5,8-" against a PDF of `pageCount` pages: the ranges in the order typed, or every
 * problem found. Commas, semicolons and spaces separate parts; "8-" runs to the last page and
 * "-3" from the first. Repeats are kept (a page can be asked for twice).
 */
export function parsePageRanges(text: string, pageCount: number): ParsedRanges {
  const parts = text.trim().replace(DASHES, '-').split(SEPARATORS).filter(Boolean);
  if (parts.length === 0) return { ok: false, empty: true, errors: [EMPTY_RANGES_MESSAGE] };
  const ranges: PageRange[] = [];
  const errors: string[] = [];
  for (const part of parts) {
    const result = readPart(part, pageCount);
    if ('error' in result) {
      if (!errors.includes(result.error)) errors.push(result.error);
    } else ranges.push(result.range);
  }
  return errors.length > 0 ? { ok: false, empty: false, errors } : { ok: true, ranges };
}

/** The ranges written back the way a visitor types them: "1-3,5,8-10". */
export function formatPageRanges(ranges: readonly PageRange[]): string {
  return ranges.map(({ start, end }) => (start === end ? String(start) : `${start}-${end}`)).join(',');
}

/** Every page the ranges name, in order, repeats included. */
export function pagesOf(ranges: readonly PageRange[]): number[] {
  const pages: number[] = [];
  for (const { start, end } of ranges) for (let page = start; page <= end; page++) pages.push(page);
  return pages;
}

/** How many pages the ranges name, repeats included, without listing them. */
export function countPages(ranges: readonly PageRange[]): number {
  return ranges.reduce((sum, { start, end }) => sum + end - start + 1, 0);
}

/** The pages named more than once, in page order. */
export function repeatedPages(ranges: readonly PageRange[]): number[] {
  const seen = new Map<number, number>();
  for (const page of pagesOf(ranges)) seen.set(page, (seen.get(page) ?? 0) + 1);
  return [...seen].filter(([, times]) => times > 1).map(([page]) => page).sort((a, b) => a - b);
}

/** "2", "2 and 5", "2, 5 and 9", "2, 5, 9 and 4 more". */
export function listPages(pages: readonly number[], shown = 6): string {
  if (pages.length <= 1) return pages.join('');
  if (pages.length > shown) return `${pages.slice(0, shown - 1).join(', ')} and ${pages.length - shown + 1} more`;
  return `${pages.slice(0, -1).join(', ')} and ${pages.at(-1)}`;
}

/** One sentence for a field: the first problem, and how many more there are. */
export function rangeErrorText(errors: readonly string[]): string {
  if (errors.length <= 1) return errors[0] ?? '';
  return `${errors[0]} (${plural(errors.length - 1, 'more problem')} after this one.)`;
}
