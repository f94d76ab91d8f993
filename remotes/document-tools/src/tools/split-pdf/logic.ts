/**
 * What a split makes: the list of parts (each a PDF with its pages and file name) for the chosen
 * mode, and the checks on what was typed. Pure: the page and the tests call it; the worker only
 * receives the finished list.
 */
import { formatNumber } from '@toolhub/shared';
import { baseName, safeName } from '../../pdf-ui/names';
import { countPages, pagesOf, plural, type PageRange } from '../../pdf-ui/pageRanges';

export const MODES = ['ranges', 'pages', 'chunks'] as const;
export type SplitMode = (typeof MODES)[number];
export const MODE_LABELS: Record<SplitMode, string> = { ranges: 'By ranges', pages: 'Every page', chunks: 'Every N pages' };

export const OUTPUTS = ['one', 'each'] as const;
export type RangesOutput = (typeof OUTPUTS)[number];
export const OUTPUT_LABELS: Record<RangesOutput, string> = { one: 'One PDF', each: 'A separate PDF per range' };

/** More pages than this in one result (repeats included) is almost surely a typing slip. */
export const MAX_RESULT_PAGES = 10_000;
/** A file-name label longer than this is replaced by a plain one. */
const MAX_LABEL_CHARS = 60;

export type SplitSpec = { mode: 'ranges'; ranges: readonly PageRange[]; output: RangesOutput } | { mode: 'pages' } | { mode: 'chunks'; size: number };

export interface SplitPart {
  /** The file name inside the ZIP, or of the download when there is one part. */
  name: string;
  /** Pages of the source, counted from 1, in the order they go in. */
  pages: number[];
}

export interface SplitPlan {
  parts: SplitPart[];
  /** The ZIP's name when there are several parts; null when the result is one PDF. */
  archiveName: string | null;
  /** Pages over all parts, repeats included. */
  totalPages: number;
}

export function readMode(value: string): SplitMode {
  return (MODES as readonly string[]).includes(value) ? (value as SplitMode) : 'ranges';
}

export function readOutput(value: string): RangesOutput {
  return value === 'each' ? 'each' : 'one';
}

export type SizeReading = { value: number } | { error: string };

/** "How many pages in each file", checked against the PDF's page count. */
export function readPagesPerFile(text: string, pageCount: number): SizeReading {
  const trimmed = text.trim();
  if (trimmed === '') return { error: 'Enter how many pages go in each file.' };
  if (!/^\d+$/.test(trimmed)) return { error: 'Enter a whole number of pages, such as 2.' };
  const value = Number(trimmed);
  if (value < 1) return { error: 'Each file needs at least 1 page.' };
  if (value > pageCount) {
    return { error: pageCount === 1 ? 'This PDF has only 1 page: enter 1.' : `This PDF has ${plural(pageCount, 'page')}: enter a number from 1 to ${formatNumber(pageCount)}.` };
  }
  return { value };
}

/** "page-5", "pages-1-3"; with `width`, numbers are zero-padded so files sort in page order. */
function runLabel(start: number, end: number, width = 0): string {
  const pad = (n: number) => String(n).padStart(width, '0');
  return start === end ? `page-${pad(start)}` : `pages-${pad(start)}-${pad(end)}`;
}

function joinedLabel(ranges: readonly PageRange[]): string {
  const [only] = ranges;
  if (only && ranges.length === 1) return runLabel(only.start, only.end);
  const label = `pages-${ranges.map(({ start, end }) => (start === end ? `${start}` : `${start}-${end}`)).join('_')}`;
  return label.length > MAX_LABEL_CHARS ? 'selected-pages' : label;
}

/** Names made unique the way file managers do: "a.pdf", "a (2).pdf". */
function uniqueNames(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((name) => {
    let candidate = name;
    for (let n = 2; used.has(candidate.toLowerCase()); n++) candidate = name.replace(/\.pdf$/, ` (${n}).pdf`);
    used.add(candidate.toLowerCase());
    return candidate;
  });
}

function labels(spec: SplitSpec, pageCount: number): { label: string; pages: number[] }[] {
  const width = String(pageCount).length;
  switch (spec.mode) {
    case 'ranges':
      if (spec.output === 'one') return spec.ranges.length === 0 ? [] : [{ label: joinedLabel(spec.ranges), pages: pagesOf(spec.ranges) }];
      return spec.ranges.map((range) => ({ label: runLabel(range.start, range.end), pages: pagesOf([range]) }));
    case 'pages':
      return Array.from({ length: pageCount }, (_, index) => ({ label: runLabel(index + 1, index + 1, width), pages: [index + 1] }));
    case 'chunks': {
      const size = Math.max(1, Math.floor(spec.size));
      const parts: { label: string; pages: number[] }[] = [];
      for (let start = 1; start <= pageCount; start += size) {
        const end = Math.min(pageCount, start + size - 1);
        parts.push({ label: runLabel(start, end, width), pages: pagesOf([{ start, end }]) });
      }
      return parts;
    }
  }
}

/** The parts a split makes of `sourceName` (a PDF of `pageCount` pages), in order. */
export function planSplit(spec: SplitSpec, pageCount: number, sourceName: string): SplitPlan {
  const base = safeName(baseName(sourceName));
  const listed = labels(spec, pageCount);
  const names = uniqueNames(listed.map(({ label }) => `${base}-${label}.pdf`));
  const parts = listed.map(({ pages }, index) => ({ name: names[index] ?? `${base}-part-${index + 1}.pdf`, pages }));
  const totalPages = spec.mode === 'ranges' ? countPages(spec.ranges) : pageCount;
  return { parts, archiveName: parts.length > 1 ? `${base}-split.zip` : null, totalPages };
}

/** The ranges' page total, checked before any list is made: "1-,1-,1-…" on a long PDF is millions. */
export function tooManyPages(ranges: readonly PageRange[], pageCount: number): string | null {
  const total = countPages(ranges);
  const limit = Math.max(pageCount, MAX_RESULT_PAGES);
  if (total <= limit) return null;
  return `That makes ${plural(total, 'page')} in all; a split can make up to ${plural(limit, 'page')}. Take out fewer or shorter ranges.`;
}

/** For each source page, the parts (numbered from 1) it goes into and where. */
export function pageMarks(parts: readonly SplitPart[], pageCount: number): { part: number; position: number }[][] {
  const marks = Array.from({ length: pageCount }, () => [] as { part: number; position: number }[]);
  parts.forEach((part, partIndex) => {
    part.pages.forEach((page, position) => marks[page - 1]?.push({ part: partIndex + 1, position: position + 1 }));
  });
  return marks;
}
