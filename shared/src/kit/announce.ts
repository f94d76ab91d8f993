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

/** Where toasts wait for the next page: sessionStorage, so they never outlive the tab. */
export const PENDING_ANNOUNCEMENTS_KEY = 'toolhub:toasts-after-reload';
const TONES: readonly AnnouncementTone[] = ['info', 'success', 'error'];

function readPending(storage: Storage): { message: string; tone: AnnouncementTone }[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(PENDING_ANNOUNCEMENTS_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((item: unknown) => {
      const { message, tone } = (item ?? {}) as { message?: unknown; tone?: unknown };
      return typeof message === 'string' && TONES.includes(tone as AnnouncementTone) ? [{ message, tone: tone as AnnouncementTone }] : [];
    });
  } catch {
    // A hand-edited or corrupt entry is no toast at all, not a broken page.
    return [];
  }
}

/**
 * A toast for the page that comes next, for actions that end in a reload (log-in and sign-up
 * reload the page, SPEC section 4). Without sessionStorage it is shown at once instead.
 */
export function announceAfterReload(message: string, tone: AnnouncementTone = 'info'): void {
  try {
    const pending = [...readPending(sessionStorage), { message, tone }].slice(-MAX_ANNOUNCEMENTS);
    sessionStorage.setItem(PENDING_ANNOUNCEMENTS_KEY, JSON.stringify(pending));
  } catch {
    announce(message, tone);
  }
}

/** Shows the toasts an earlier page left for this one, once. The Announcer calls it when it mounts. */
export function showPendingAnnouncements(): void {
  let pending: { message: string; tone: AnnouncementTone }[];
  try {
    pending = readPending(sessionStorage);
    sessionStorage.removeItem(PENDING_ANNOUNCEMENTS_KEY);
  } catch {
    return;
  }
  for (const { message, tone } of pending) announce(message, tone);
}

/** Tests: forget every toast. */
export function resetAnnouncements(): void {
  for (const id of [...timers.keys()]) clearTimer(id);
  publish([]);
}
