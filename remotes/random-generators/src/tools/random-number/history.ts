import { formatNumber } from '@toolhub/shared';

/** Past draws kept in localStorage so a visitor can find a result again after rerolling. */
export interface HistoryEntry {
  id: string;
  at: string;
  summary: string;
  values: string[];
  total: number;
}

export const HISTORY_KEY = 'toolhub.random-number.history';
export const HISTORY_LIMIT = 10;
/** Keeps the store small: ten draws of 10,000 long decimals would approach the quota. */
export const VALUES_KEPT = 1_000;

export function makeEntry(id: string, at: Date, summary: string, values: readonly string[]): HistoryEntry {
  return { id, at: at.toISOString(), summary, values: values.slice(0, VALUES_KEPT), total: values.length };
}

/** Newest first, at most HISTORY_LIMIT entries. */
export function addEntry(history: readonly HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  return [entry, ...history].slice(0, HISTORY_LIMIT);
}

/** Whatever is stored may be stale or hand-edited: keep only well-formed entries. */
export function sanitizeHistory(stored: unknown): HistoryEntry[] {
  if (!Array.isArray(stored)) return [];
  return stored
    .filter(
      (e): e is HistoryEntry =>
        typeof e === 'object' &&
        e !== null &&
        typeof e.id === 'string' &&
        typeof e.at === 'string' &&
        !Number.isNaN(Date.parse(e.at)) &&
        typeof e.summary === 'string' &&
        Array.isArray(e.values) &&
        e.values.every((v: unknown) => typeof v === 'string') &&
        Number.isInteger(e.total) &&
        e.total >= e.values.length,
    )
    .slice(0, HISTORY_LIMIT);
}

/** A short preview such as "3, 17, 42 … (+97 more)". */
export function previewValues(entry: HistoryEntry, shown = 8): string {
  const head = entry.values.slice(0, shown).join(', ');
  const rest = entry.total - Math.min(shown, entry.values.length);
  return rest > 0 ? `${head} … (+${formatNumber(rest)} more)` : head;
}
