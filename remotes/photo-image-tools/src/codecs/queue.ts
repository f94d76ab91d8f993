/**
 * What both photo tools keep per picture, and the words for it: the queue of added files,
 * how sizes compare, the ZIP of the results.
 */
import { formatBytes } from '@toolhub/shared';
import type { CodecResult, MetadataOutcome } from './types';

export type ItemStatus =
  | { state: 'queued' }
  | { state: 'working'; fraction: number }
  | { state: 'done'; result: CodecResult; name: string; settingsKey: string }
  | { state: 'failed'; message: string };

export interface QueueItem {
  id: number;
  file: File;
  status: ItemStatus;
}

let nextId = 1;
export const newItems = (files: readonly File[]): QueueItem[] => files.map((file) => ({ id: nextId++, file, status: { state: 'queued' } }));

/** More at once would hold too many results in memory on a phone. */
export const MAX_ITEMS = 200;

/** A line over the tool's cards: what was added or skipped, how a batch went. */
export interface Notice {
  tone: 'info' | 'warning' | 'error' | 'success';
  text: string;
}

/** Which chosen files join a queue that holds `queued` pictures already, and what to say about the rest. */
export function admit(files: readonly File[], queued: number): { accepted: File[]; notice: Notice | null } {
  const images = files.filter(looksLikeImage);
  const skipped = files.filter((file) => !looksLikeImage(file)).map((file) => file.name);
  const accepted = images.slice(0, Math.max(0, MAX_ITEMS - queued));
  const parts: string[] = [];
  if (accepted.length) parts.push(`Added ${plural(accepted.length, 'image')}.`);
  if (skipped.length) parts.push(`Skipped ${plural(skipped.length, 'file')} that ${skipped.length === 1 ? 'is' : 'are'} not an image: ${listNames(skipped)}.`);
  if (accepted.length < images.length) parts.push(`At most ${MAX_ITEMS} images at a time; ${images.length - accepted.length} not added.`);
  const notice: Notice | null = parts.length ? { tone: skipped.length || accepted.length < images.length ? 'warning' : 'info', text: parts.join(' ') } : null;
  return { accepted, notice };
}

/** What does not look like a picture at all, told apart before any work. */
export function looksLikeImage(file: { name: string; type: string }): boolean {
  if (file.type) return file.type.startsWith('image/');
  return /\.(png|apng|jpe?g|jfif|webp|gif|bmp|avif|ico|cur|heic|heif|tiff?|svg)$/i.test(file.name);
}

/** "−42%" smaller, "+8%" larger, "same size". Never "-0%". */
export function sizeChange(before: number, after: number): string {
  if (before <= 0) return '';
  const percent = Math.round(((after - before) / before) * 100);
  if (percent === 0) return after === before ? 'same size' : after < before ? '−<1%' : '+<1%';
  return percent < 0 ? `−${-percent}%` : `+${percent}%`;
}

/** "Saved 1.2 MB (64%)" over a set of files; a batch that grew says so. */
export function savingsText(before: number, after: number): string {
  if (before <= 0) return '';
  const saved = before - after;
  if (saved > 0) return `Saved ${formatBytes(saved)} (${Math.round((saved / before) * 100)}%): ${formatBytes(before)} → ${formatBytes(after)}`;
  if (saved === 0) return `No change in size: ${formatBytes(before)}`;
  return `${formatBytes(-saved)} larger (${sizeChange(before, after)}): ${formatBytes(before)} → ${formatBytes(after)}`;
}

export function metadataText(outcome: MetadataOutcome, format: string): string | null {
  if (outcome === 'kept') return 'Metadata kept';
  if (outcome === 'unsupported') return `Metadata not kept: ${format} cannot carry it here`;
  return null;
}

/** "photo.jpg", then "photo (2).jpg": names are compared without case, as Windows and macOS do. */
export function uniqueNames(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((name) => {
    const dot = name.lastIndexOf('.');
    const base = dot > 0 ? name.slice(0, dot) : name;
    const extension = dot > 0 ? name.slice(dot) : '';
    let candidate = name;
    for (let n = 2; used.has(candidate.toLowerCase()); n++) candidate = `${base} (${n})${extension}`;
    used.add(candidate.toLowerCase());
    return candidate;
  });
}

/** Overall progress of a batch, 0–1: finished items plus the share of the one under way. */
export function batchFraction(items: readonly QueueItem[], ids: readonly number[]): number {
  if (ids.length === 0) return 0;
  let done = 0;
  for (const id of ids) {
    const item = items.find((entry) => entry.id === id);
    if (!item) continue;
    if (item.status.state === 'done' || item.status.state === 'failed') done += 1;
    else if (item.status.state === 'working') done += item.status.fraction;
  }
  return Math.min(1, done / ids.length);
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** "a.png, b.png and 3 more" */
export function listNames(names: readonly string[], shown = 3): string {
  if (names.length <= shown) return names.join(', ');
  return `${names.slice(0, shown).join(', ')} and ${names.length - shown} more`;
}
