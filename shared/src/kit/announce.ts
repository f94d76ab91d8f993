/**
 * Short messages the whole page shows as toasts and reads out through one polite live region
 * ("Copied", "Saved", "Could not load the tool"). Any tool or the host calls `announce`; the host
 * renders `<Announcer />` once. The kit is a page-wide singleton, so there is one queue.
 */
export type AnnouncementTone = 'info' | 'success' | 'error';

export interface Announcement {
  id: number;
  message: string;
  tone: AnnouncementTone;
}

/** How long a toast stays: errors longer, since they usually ask the reader to do something. */
export const ANNOUNCE_MS: Record<AnnouncementTone, number> = { info: 4000, success: 4000, error: 8000 };
/** Older toasts give way: the region never grows into a wall of text. */
export const MAX_ANNOUNCEMENTS = 3;

let nextId = 1;
let current: readonly Announcement[] = [];
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function publish(next: readonly Announcement[]) {
  current = next;
  for (const listener of listeners) listener();
}

/** Shows and reads out `message`. The same message twice in a row restarts its toast. */
export function announce(message: string, tone: AnnouncementTone = 'info'): number {
  const text = message.trim();
  if (text === '') return 0;
  const same = current.find((entry) => entry.message === text && entry.tone === tone);
  if (same) dismiss(same.id);
  const entry = { id: nextId++, message: text, tone };
  const kept = current.slice(-(MAX_ANNOUNCEMENTS - 1));
  for (const dropped of current.filter((old) => !kept.includes(old))) clearTimer(dropped.id);
  publish([...kept, entry]);
  timers.set(
    entry.id,
    setTimeout(() => dismiss(entry.id), ANNOUNCE_MS[tone]),
  );
  return entry.id;
}

function clearTimer(id: number) {
  clearTimeout(timers.get(id));
  timers.delete(id);
}

export function dismiss(id: number): void {
  clearTimer(id);
  if (current.some((entry) => entry.id === id)) publish(current.filter((entry) => entry.id !== id));
}

export function announcements(): readonly Announcement[] {
  return current;
}

export function subscribeAnnouncements(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests: forget every toast. */
export function resetAnnouncements(): void {
  for (const id of [...timers.keys()]) clearTimer(id);
  publish([]);
}
