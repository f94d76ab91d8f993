import { randomBelow, secureRandom, type RandomSource } from './random';

/**
 * A "no repeats until exhausted" deck over a pool of stable ids. Only the ids already dealt
 * this cycle are kept (not a precomputed order), so the state survives the pool changing
 * between visits (new content, a theme filter) and is tiny to keep in localStorage.
 */
export interface DeckState {
  /** Ids dealt in the current cycle, oldest first. */
  seen: string[];
  /** The id dealt most recently, so a fresh cycle never starts with it. */
  last?: string;
}

export interface DeckDraw {
  id: string;
  state: DeckState;
  /** True when the pool was used up and this draw started a new cycle. */
  reshuffled: boolean;
}

/**
 * Rebuilds a deck from whatever was stored. Anything malformed is dropped rather than trusted:
 * unknown ids, duplicates and non-strings vanish; a value that is not a deck at all becomes an
 * empty deck.
 */
export function restoreDeck(raw: unknown, knownIds: readonly string[]): DeckState {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { seen: [] };
  const known = new Set(knownIds);
  const record = raw as Record<string, unknown>;
  const seen: string[] = [];
  const kept = new Set<string>();
  if (Array.isArray(record.seen)) {
    for (const id of record.seen) {
      if (typeof id === 'string' && known.has(id) && !kept.has(id)) {
        kept.add(id);
        seen.push(id);
      }
    }
  }
  const last = typeof record.last === 'string' && known.has(record.last) ? record.last : undefined;
  return last === undefined ? { seen } : { seen, last };
}

/** How many ids of the pool are still to be dealt this cycle. */
export function remainingInDeck(state: DeckState, poolIds: readonly string[]): number {
  const seen = new Set(state.seen);
  return poolIds.reduce((n, id) => (seen.has(id) ? n : n + 1), 0);
}

/** Deals one id not yet seen this cycle; starts a new cycle when the pool is used up. */
export function drawFromDeck(
  state: DeckState,
  poolIds: readonly string[],
  source: RandomSource = secureRandom,
): DeckDraw | null {
  if (poolIds.length === 0) return null;
  let seen = state.seen;
  const seenSet = new Set(seen);
  let candidates = poolIds.filter((id) => !seenSet.has(id));
  let reshuffled = false;
  if (candidates.length === 0) {
    reshuffled = true;
    const pool = new Set(poolIds);
    seen = seen.filter((id) => !pool.has(id));
    candidates = poolIds.length > 1 ? poolIds.filter((id) => id !== state.last) : poolIds.slice();
  }
  const id = candidates[randomBelow(candidates.length, source)] as string;
  return { id, state: { seen: [...seen, id], last: id }, reshuffled };
}

/** Marks an id as dealt without drawing it, e.g. when it was opened from a shared link. */
export function markDealt(state: DeckState, id: string): DeckState {
  if (state.seen.includes(id)) return { ...state, last: id };
  return { seen: [...state.seen, id], last: id };
}
