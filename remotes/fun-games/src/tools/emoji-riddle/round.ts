/** A round: the riddle on screen with its hints, guesses and result; endless mode deals its rounds from the stored deck. */
import { drawFromDeck, readStored, restoreDeck, writeStored, type DeckState } from '@toolhub/shared';
import { categoryIds, type CategoryFilter } from './logic';
import { RIDDLES } from './riddles';

const DECK_KEY = 'toolhub:emoji-riddle:deck';
const ALL_IDS = RIDDLES.map((r) => r.id);

export interface Round {
  id: string;
  hints: number;
  guesses: number;
  result: 'playing' | 'solved' | 'revealed';
}

export function drawRound(filter: CategoryFilter, exclude?: string): Round {
  const pool = categoryIds(RIDDLES, filter);
  const deck = restoreDeck(readStored<unknown>(DECK_KEY, null), ALL_IDS);
  let draw = drawFromDeck(deck, pool);
  if (draw && draw.id === exclude && pool.length > 1) draw = drawFromDeck(draw.state, pool);
  if (!draw) return { id: ALL_IDS[0]!, hints: 0, guesses: 0, result: 'playing' };
  writeStored(DECK_KEY, draw.state satisfies DeckState);
  return { id: draw.id, hints: 0, guesses: 0, result: 'playing' };
}
