import { pick, secureRandom, type RandomSource } from '@toolhub/shared';
import { CATEGORIES, CATEGORY_IDS, type Category, type Coin } from './data/categories';
import { parseYear } from './year';

export const FIRST_YEAR = 2009;

export function currentYear(now: Date = new Date()): number {
  return now.getFullYear();
}

/** The URL keeps "" for every category (the common case) and "none" so an emptied selection survives a reload. */
export const NO_CATEGORIES = 'none';

export function parseCategories(param: string): Category[] {
  const text = param.trim();
  if (text === '') return [...CATEGORY_IDS];
  if (text === NO_CATEGORIES) return [];
  const wanted = new Set(text.split('.'));
  const known = CATEGORY_IDS.filter((id) => wanted.has(id));
  // A hand-edited link naming only unknown kinds is treated as no filter rather than an empty list.
  return known.length > 0 ? known : [...CATEGORY_IDS];
}

export function serializeCategories(selected: readonly Category[]): string {
  if (selected.length === 0) return NO_CATEGORIES;
  const chosen = CATEGORY_IDS.filter((id) => selected.includes(id));
  return chosen.length === CATEGORY_IDS.length ? '' : chosen.join('.');
}

export interface YearRange {
  from: number;
  to: number;
}

export type YearRangeResult = { ok: true; range: YearRange } | { ok: false; errors: { from?: string; to?: string; range?: string } };

export function parseYearRange(fromText: string, toText: string, latest: number): YearRangeResult {
  const from = parseYear(fromText, FIRST_YEAR, latest, 'the first year');
  const to = parseYear(toText, FIRST_YEAR, latest, 'the last year');
  if (!from.ok || !to.ok) {
    return { ok: false, errors: { from: from.ok ? undefined : from.message, to: to.ok ? undefined : to.message } };
  }
  if (from.value > to.value) {
    return { ok: false, errors: { range: 'The first year is after the last year. Swap them or change one.' } };
  }
  return { ok: true, range: { from: from.value, to: to.value } };
}

export function filterCoins(coins: readonly Coin[], categories: readonly Category[], range: YearRange): Coin[] {
  const kinds = new Set(categories);
  return coins.filter((c) => kinds.has(c.category) && c.launched >= range.from && c.launched <= range.to);
}

export interface DeckDraw {
  id: string;
  /** Every id shown since the deck was last reset, including this one. */
  seen: string[];
  /** True when every coin in the pool had been shown, so the deck started over. */
  restarted: boolean;
}

/**
 * Picks a coin id from the pool. With `noRepeats`, ids already in `seen` are skipped until the
 * whole pool has been shown; then the pool's ids are dropped from `seen` and it starts over.
 * The coin on screen (`current`) is never picked twice in a row when the pool has another.
 */
export function drawFromDeck(
  pool: readonly string[],
  seen: readonly string[],
  current: string | undefined,
  noRepeats: boolean,
  source: RandomSource = secureRandom,
): DeckDraw | null {
  if (pool.length === 0) return null;
  const notCurrent = (id: string) => pool.length === 1 || id !== current;
  if (!noRepeats) {
    const id = pick(pool.filter(notCurrent), source);
    return { id, seen: [...seen], restarted: false };
  }
  const seenSet = new Set(seen);
  // The coin on screen counts as seen even when it came from a link rather than the deck.
  const fresh = pool.filter((id) => !seenSet.has(id) && notCurrent(id));
  if (fresh.length > 0) {
    const id = pick(fresh, source);
    return { id, seen: [...seen, id], restarted: false };
  }
  const inPool = new Set(pool);
  const kept = seen.filter((id) => !inPool.has(id));
  const id = pick(pool.filter(notCurrent), source);
  return { id, seen: [...kept, id], restarted: true };
}

export function remainingInDeck(pool: readonly string[], seen: readonly string[]): number {
  const seenSet = new Set(seen);
  return pool.filter((id) => !seenSet.has(id)).length;
}

/** Stored ids may be stale or hand-edited: keep unique strings that name a known coin. */
export function sanitizeSeen(stored: unknown, known: (id: string) => boolean): string[] {
  if (!Array.isArray(stored)) return [];
  const out: string[] = [];
  for (const id of stored) if (typeof id === 'string' && known(id) && !out.includes(id)) out.push(id);
  return out;
}

export interface Pick {
  id: string;
  at: string;
}

export const HISTORY_LIMIT = 10;

export function addPick(history: readonly Pick[], entry: Pick): Pick[] {
  return [entry, ...history].slice(0, HISTORY_LIMIT);
}

export function sanitizeHistory(stored: unknown, known: (id: string) => boolean): Pick[] {
  if (!Array.isArray(stored)) return [];
  return stored
    .filter(
      (p): p is Pick =>
        typeof p === 'object' && p !== null && typeof p.id === 'string' && known(p.id) && typeof p.at === 'string' && !Number.isNaN(Date.parse(p.at)),
    )
    .slice(0, HISTORY_LIMIT);
}

export function yearsSince(launched: number, year: number): string {
  const years = year - launched;
  if (years <= 0) return 'launched this year';
  return years === 1 ? '1 year ago' : `${years} years ago`;
}

/** The text the Copy button puts on the clipboard. */
export function coinText(coin: Coin): string {
  return `${coin.name} (${coin.symbol}): ${CATEGORIES[coin.category].name}, launched ${coin.launched}. ${coin.description}`;
}

export function shareLink(origin: string, pathname: string, coinId: string): string {
  return `${origin}${pathname}?coin=${encodeURIComponent(coinId)}`;
}

export function countLabel(count: number, total: number): string {
  if (count === total) return `All ${total} coins match.`;
  if (count === 0) return 'No coins match these filters.';
  return `${count} of ${total} coins match.`;
}
