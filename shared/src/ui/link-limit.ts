import { useSyncExternalStore } from 'react';

/**
 * Query values longer than this stay out of the URL (a long query makes links unwieldy, and past
 * ~16 KB servers answer HTTP 431): the link then shares the options only, and says so.
 */
export const MAX_QUERY_VALUE_CHARS = 1024;

const omitted = new Set<string>();
const listeners = new Set<() => void>();
let snapshot = false;

function emit() {
  snapshot = omitted.size > 0;
  for (const listener of listeners) listener();
}

/** Records whether the value of `key` was left out of the link. */
export function markOmittedFromLink(key: string, isOmitted: boolean): void {
  if (omitted.has(key) === isOmitted) return;
  if (isOmitted) omitted.add(key);
  else omitted.delete(key);
  emit();
}

/** Forgets every omission (a new tool page). */
export function resetLinkLimit(): void {
  if (omitted.size === 0) return;
  omitted.clear();
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** True while some value is too long for the page's link. */
export function useLinkOmitsValues(): boolean {
  return useSyncExternalStore(subscribe, () => snapshot, () => false);
}

/** Whether a value fits in a link (measured as it will be written, percent-encoded). */
export function fitsInLink(value: string): boolean {
  return value.length <= MAX_QUERY_VALUE_CHARS && encodeURIComponent(value).length <= MAX_QUERY_VALUE_CHARS;
}
