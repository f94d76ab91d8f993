import { sample, secureRandom, shuffle, type RandomSource } from '@toolhub/shared';
import { CARD_FACES, type CardFace } from './faces';

export interface BoardSize {
  id: string;
  label: string;
  columns: number;
  rows: number;
}

export const BOARD_SIZES: readonly BoardSize[] = [
  { id: '4x3', label: 'Small (4 × 3)', columns: 4, rows: 3 },
  { id: '4x4', label: 'Medium (4 × 4)', columns: 4, rows: 4 },
  { id: '6x6', label: 'Large (6 × 6)', columns: 6, rows: 6 },
];

export const DEFAULT_SIZE = '4x4';

/** The size named in the URL, or the default for anything unknown. */
export function boardSize(id: string): BoardSize {
  return BOARD_SIZES.find((s) => s.id === id) ?? (BOARD_SIZES[1] as BoardSize);
}

export function pairCount(size: BoardSize): number {
  return (size.columns * size.rows) / 2;
}

export interface Card {
  face: CardFace;
  /** Which pair the card belongs to; its twin has the same value. */
  pair: number;
}

/** A fresh deck: a random choice of faces, each twice, in random order. */
export function makeDeck(size: BoardSize, source: RandomSource = secureRandom, faces: readonly CardFace[] = CARD_FACES): Card[] {
  const pairs = pairCount(size);
  if (faces.length < pairs) throw new RangeError(`need ${pairs} faces, have ${faces.length}`);
  const chosen = sample(faces, pairs, source);
  return shuffle(
    chosen.flatMap((face, pair) => [
      { face, pair },
      { face, pair },
    ]),
    source,
  );
}

export interface MemoryState {
  deck: Card[];
  /** Indexes of cards matched so far. */
  matched: ReadonlySet<number>;
  /** Face-up cards that are not matched yet: zero, one, or a mismatched two waiting to turn back. */
  open: number[];
  moves: number;
}

export function newGame(deck: Card[]): MemoryState {
  return { deck, matched: new Set(), open: [], moves: 0 };
}

export function isComplete(state: MemoryState): boolean {
  return state.deck.length > 0 && state.matched.size === state.deck.length;
}

/**
 * Turns a card over. Two open cards make a move: a pair stays up, a mismatch waits to be
 * turned back (by `hideMismatch` after a moment, or straight away by the next flip, so fast
 * players are never held up).
 */
export function flipCard(state: MemoryState, index: number): MemoryState {
  if (!Number.isInteger(index) || index < 0 || index >= state.deck.length) return state;
  if (state.matched.has(index)) return state;
  // While a mismatch shows, any card (one of the two included) starts the next move on its own.
  if (state.open.length === 2) return { ...state, open: [index] };
  if (state.open.includes(index)) return state;
  const open = [...state.open, index];
  if (open.length < 2) return { ...state, open };
  const [a, b] = open as [number, number];
  const moves = state.moves + 1;
  if (state.deck[a]?.pair === state.deck[b]?.pair) {
    const matched = new Set(state.matched);
    matched.add(a);
    matched.add(b);
    return { ...state, matched, open: [], moves };
  }
  return { ...state, open, moves };
}

export function hideMismatch(state: MemoryState): MemoryState {
  return state.open.length === 2 ? { ...state, open: [] } : state;
}

export function isFaceUp(state: MemoryState, index: number): boolean {
  return state.matched.has(index) || state.open.includes(index);
}

export interface BestResult {
  moves: number;
  ms: number;
}

/** Fewer moves wins; equal moves are settled by the faster time. */
export function isBetter(result: BestResult, best: BestResult | undefined): boolean {
  if (!best) return true;
  return result.moves < best.moves || (result.moves === best.moves && result.ms < best.ms);
}

export type BestResults = Record<string, BestResult>;

export function sanitizeBest(stored: unknown): BestResults {
  const result: BestResults = {};
  if (typeof stored !== 'object' || stored === null) return result;
  for (const size of BOARD_SIZES) {
    const entry = (stored as Record<string, unknown>)[size.id];
    if (typeof entry !== 'object' || entry === null) continue;
    const { moves, ms } = entry as Record<string, unknown>;
    if (typeof moves === 'number' && Number.isSafeInteger(moves) && moves >= pairCount(size) && typeof ms === 'number' && Number.isFinite(ms) && ms >= 0) {
      result[size.id] = { moves, ms: Math.round(ms) };
    }
  }
  return result;
}

export function formatTime(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A star rating against the fewest moves possible (one per pair). */
export function rating(moves: number, size: BoardSize): number {
  const ratio = moves / pairCount(size);
  if (ratio <= 1.5) return 3;
  if (ratio <= 2.2) return 2;
  return 1;
}

/**
 * The grid cell reached by an arrow key from `index`, or null for other keys; Home/End jump
 * within the row, and edges stop rather than wrap, as grid users expect.
 */
export function moveFocus(index: number, key: string, columns: number, total: number): number | null {
  const row = Math.floor(index / columns);
  const col = index % columns;
  switch (key) {
    case 'ArrowLeft':
      return col > 0 ? index - 1 : index;
    case 'ArrowRight':
      return col < columns - 1 && index + 1 < total ? index + 1 : index;
    case 'ArrowUp':
      return row > 0 ? index - columns : index;
    case 'ArrowDown':
      return index + columns < total ? index + columns : index;
    case 'Home':
      return row * columns;
    case 'End':
      return Math.min(total - 1, row * columns + columns - 1);
    default:
      return null;
  }
}
