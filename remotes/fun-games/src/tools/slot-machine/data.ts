/** The machine's symbols, reel strips and paytable. Changing any of them changes the RTP shown. */

export const SYMBOLS = {
  cherry: { glyph: '🍒', name: 'Cherry' },
  lemon: { glyph: '🍋', name: 'Lemon' },
  orange: { glyph: '🍊', name: 'Orange' },
  grapes: { glyph: '🍇', name: 'Grapes' },
  bell: { glyph: '🔔', name: 'Bell' },
  star: { glyph: '⭐', name: 'Star' },
  seven: { glyph: '7️⃣', name: 'Seven' },
} as const;

export type SymbolId = keyof typeof SYMBOLS;

/** One pay rule; the best paying rule that matches the payline wins (rules never add up). */
export type PayRule =
  | { kind: 'three'; symbol: SymbolId; pays: number }
  /** Every reel shows one of these symbols, in any mix. */
  | { kind: 'mixed'; symbols: readonly SymbolId[]; pays: number }
  /** At least `count` reels show the symbol, anywhere on the line. */
  | { kind: 'count'; symbol: SymbolId; count: number; pays: number };

export const PAYTABLE: readonly PayRule[] = [
  { kind: 'three', symbol: 'seven', pays: 250 },
  { kind: 'three', symbol: 'star', pays: 75 },
  { kind: 'three', symbol: 'bell', pays: 30 },
  { kind: 'three', symbol: 'cherry', pays: 20 },
  { kind: 'three', symbol: 'grapes', pays: 15 },
  { kind: 'three', symbol: 'orange', pays: 10 },
  { kind: 'three', symbol: 'lemon', pays: 8 },
  { kind: 'count', symbol: 'cherry', count: 2, pays: 5 },
  { kind: 'mixed', symbols: ['bell', 'star', 'seven'], pays: 4 },
  { kind: 'count', symbol: 'cherry', count: 1, pays: 1 },
];

// 26 stops per reel: 3 cherries, 7 lemons, 6 oranges, 4 grapes, 3 bells, 2 stars, 1 seven, in a
// different order on each reel so the columns do not spin in lockstep.
export const REEL_STRIPS: readonly (readonly SymbolId[])[] = [
  ['seven', 'lemon', 'orange', 'cherry', 'lemon', 'grapes', 'bell', 'lemon', 'orange', 'star', 'lemon', 'orange', 'grapes', 'cherry', 'lemon', 'bell', 'orange', 'grapes', 'lemon', 'star', 'orange', 'cherry', 'lemon', 'bell', 'orange', 'grapes'],
  ['lemon', 'bell', 'orange', 'lemon', 'cherry', 'grapes', 'orange', 'lemon', 'star', 'orange', 'lemon', 'seven', 'grapes', 'orange', 'cherry', 'lemon', 'bell', 'grapes', 'orange', 'lemon', 'star', 'cherry', 'orange', 'lemon', 'bell', 'grapes'],
  ['orange', 'lemon', 'grapes', 'cherry', 'bell', 'lemon', 'orange', 'star', 'lemon', 'grapes', 'orange', 'cherry', 'lemon', 'bell', 'orange', 'seven', 'lemon', 'grapes', 'orange', 'lemon', 'star', 'cherry', 'orange', 'bell', 'lemon', 'grapes'],
];

export const START_CREDITS = 100;
export const MIN_BET = 1;
export const MAX_BET = 10;
