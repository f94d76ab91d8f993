import { useSyncExternalStore } from 'react';

/**
 * Query values longer than this stay out of the URL (a long query makes links unwieldy, and past
 * ~16 KB servers answer HTTP 431): the link then shares the options only, and says so.
 */
export const MAX_QUERY_VALUE_CHARS = 1024;

/**
 * Why a value stays out of the page's link: it is too long, or it cannot be percent-encoded at
 * all (it holds half of a character pair, a lone surrogate, which has no UTF-8 form).
 */
export type LinkOmission = 'too-long' | 'unencodable';

const NONE: readonly LinkOmission[] = [];
const omitted = new Map<string, LinkOmission>();
const listeners = new Set<() => void>();
let snapshot = NONE;

function emit() {
  const reasons = new Set(omitted.values());
  snapshot = reasons.size === 0 ? NONE : (['too-long', 'unencodable'] as const).filter((reason) => reasons.has(reason));
  for (const listener of listeners) listener();
}

/** Records why the value of `key` was left out of the link, or null when it is in it. */
export function markOmittedFromLink(key: string, omission: LinkOmission | null): void {
  if ((omitted.get(key) ?? null) === omission) return;
  if (omission === null) omitted.delete(key);
  else omitted.set(key, omission);
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

/** Why values are left out of the page's link now (each reason once, too-long first); empty when none is. */
export function useLinkOmissions(): readonly LinkOmission[] {
  return useSyncExternalStore(subscribe, () => snapshot, () => NONE);
}

/** True while some value is left out of the page's link. */
export function useLinkOmitsValues(): boolean {
  return useLinkOmissions().length > 0;
}

/** Why a value cannot go in a link (measured as it will be written, percent-encoded), or null when it can. */
export function linkOmission(value: string): LinkOmission | null {
  if (value.length > MAX_QUERY_VALUE_CHARS) return 'too-long';
  let encoded: string;
  try {
    encoded = encodeURIComponent(value);
  } catch {
    // URIError: a lone surrogate. URLSearchParams would write it as U+FFFD, a different text.
    return 'unencodable';
  }
  return encoded.length > MAX_QUERY_VALUE_CHARS ? 'too-long' : null;
}

/** Whether a value fits in a link: short enough, and encodable. */
export function fitsInLink(value: string): boolean {
  return linkOmission(value) === null;
}
