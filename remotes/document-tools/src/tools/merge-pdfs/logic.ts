/**
 * The merge list's rules: what each file contributes, which files are left out and why, and
 * whether the merge can start. Pure: the page renders what these answer.
 */
import { countPages, pagesOf, parsePageRanges, plural, rangeErrorText, type PageRange } from '../../pdf-ui/pageRanges';
import type { StoredEntry } from '../../pdf-ui/useStoredFiles';

export const DEFAULT_NAME = 'merged.pdf';
export const MAX_FILES = 100;

/** A file in the list, as stored for a reload (its Blob is stored apart). */
export interface MergeEntry extends StoredEntry {
  /** The pages to include as typed ("1-3,5"); blank takes them all. */
  pages: string;
}

export const NO_FILES: MergeEntry[] = [];

/** What reading a file found; no status yet means it is still being read. */
export type FileStatus =
  | { state: 'ready'; pageCount: number; thumb: string | null; password?: string }
  | { state: 'locked'; wrong: boolean; checking: boolean }
  | { state: 'broken'; message: string };

export type Selection = { ok: true; ranges: PageRange[] | null; count: number } | { ok: false; error: string };

/** The pages typed for a file of `pageCount` pages; blank is all of them. */
export function readSelection(text: string, pageCount: number): Selection {
  if (text.trim() === '') return { ok: true, ranges: null, count: pageCount };
  const parsed = parsePageRanges(text, pageCount);
  if (!parsed.ok) return { ok: false, error: rangeErrorText(parsed.errors) };
  return { ok: true, ranges: parsed.ranges, count: countPages(parsed.ranges) };
}

export interface MergeSourcePlan {
  entry: MergeEntry;
  /** Pages counted from 1, or null for all. */
  pages: number[] | null;
  pageCount: number;
  password?: string;
}

export interface Readiness {
  sources: MergeSourcePlan[];
  /** Files still being read. */
  reading: number;
  /** Files left out, and why, in list order. */
  excluded: { name: string; reason: 'locked' | 'broken' }[];
  /** Files whose page selection has a mistake. */
  badSelections: string[];
  totalPages: number;
  /** Why the merge cannot start yet; null when it can. */
  blocker: string | null;
}

export function mergeReadiness(entries: readonly MergeEntry[], statuses: ReadonlyMap<string, FileStatus>): Readiness {
  const sources: MergeSourcePlan[] = [];
  const excluded: Readiness['excluded'] = [];
  const badSelections: string[] = [];
  let reading = 0;
  let totalPages = 0;
  for (const entry of entries) {
    const status = statuses.get(entry.id);
    if (!status) reading++;
    else if (status.state === 'locked') excluded.push({ name: entry.name, reason: 'locked' });
    else if (status.state === 'broken') excluded.push({ name: entry.name, reason: 'broken' });
    else {
      const selection = readSelection(entry.pages, status.pageCount);
      if (!selection.ok) badSelections.push(entry.name);
      else {
        sources.push({ entry, pages: selection.ranges ? pagesOf(selection.ranges) : null, pageCount: status.pageCount, password: status.password });
        totalPages += selection.count;
      }
    }
  }
  let blocker: string | null = null;
  if (reading > 0) blocker = `Reading ${plural(reading, 'file')}…`;
  else if (badSelections.length > 0) blocker = `Fix the pages to include for “${badSelections[0]}”.`;
  else if (sources.length < 2) blocker = 'Add at least two PDFs to merge.';
  return { sources, reading, excluded, badSelections, totalPages, blocker };
}

/** "“a.pdf” is locked: unlock it to include it." and the like, one sentence per reason. */
export function excludedNote(excluded: Readiness['excluded']): string | null {
  if (excluded.length === 0) return null;
  const names = (reason: 'locked' | 'broken') => excluded.filter((file) => file.reason === reason).map((file) => `“${file.name}”`);
  const list = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
  const locked = names('locked');
  const broken = names('broken');
  const parts: string[] = [];
  if (locked.length) parts.push(`${list(locked)} ${locked.length === 1 ? 'is' : 'are'} password-protected: unlock ${locked.length === 1 ? 'it' : 'them'} to include ${locked.length === 1 ? 'it' : 'them'}.`);
  if (broken.length) parts.push(`${list(broken)} could not be read and ${broken.length === 1 ? 'is' : 'are'} left out.`);
  return parts.join(' ');
}

/** Identifies what a result was made from, to tell when the list has changed since. */
export function mergeSignature(sources: readonly MergeSourcePlan[], fileName: string): string {
  return JSON.stringify([fileName, sources.map((source) => [source.entry.id, source.pages])]);
}

/** Moves the entry at `from` to `to`, the others keeping their order. */
export function moveEntry<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  next.splice(to, 0, ...next.splice(from, 1));
  return next;
}

/** How many of `count` new files fit under MAX_FILES next to `current`. */
export function roomFor(current: number, count: number): number {
  return Math.max(0, Math.min(count, MAX_FILES - current));
}
