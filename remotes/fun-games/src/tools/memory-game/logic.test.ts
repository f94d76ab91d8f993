import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chiSquareUniform, seededRandom, sequenceRandom } from '@toolhub/shared/testing';
import { CARD_FACES } from './faces';
import {
  BOARD_SIZES,
  boardSize,
  flipCard,
  formatTime,
  hideMismatch,
  isBetter,
  isComplete,
  makeDeck,
  moveFocus,
  newGame,
  pairCount,
  rating,
  sanitizeBest,
  type Card,
  type MemoryState,
} from './logic';

const deckOf = (...pairs: number[]): Card[] => pairs.map((pair) => ({ face: CARD_FACES[pair] ?? { emoji: '?', name: '?' }, pair }));
const play = (state: MemoryState, ...indexes: number[]) => indexes.reduce(flipCard, state);

describe('boardSize', () => {
  it.each([
    ['4x3', 12],
    ['4x4', 16],
    ['6x6', 36],
    ['9x9', 16],
    ['', 16],
  ])('%s has %i cards', (id, cards) => {
    const size = boardSize(id);
    expect(size.columns * size.rows).toBe(cards);
  });
  it('has enough faces for the largest board', () => {
    expect(new Set(CARD_FACES.map((f) => f.emoji)).size).toBe(CARD_FACES.length);
    expect(CARD_FACES.length).toBeGreaterThanOrEqual(Math.max(...BOARD_SIZES.map(pairCount)));
  });
});

describe('makeDeck', () => {
  it('deals each chosen face exactly twice, for every size and source', () => {
    fc.assert(
      fc.property(fc.constantFrom(...BOARD_SIZES), fc.integer(), (size, seed) => {
        const deck = makeDeck(size, seededRandom(seed));
        expect(deck).toHaveLength(size.columns * size.rows);
        const counts = new Map<string, number>();
        for (const card of deck) counts.set(card.face.emoji, (counts.get(card.face.emoji) ?? 0) + 1);
        expect(counts.size).toBe(pairCount(size));
        for (const n of counts.values()) expect(n).toBe(2);
      }),
    );
  });

  it('refuses a board bigger than the faces allow', () => {
    expect(() => makeDeck(boardSize('6x6'), seededRandom(1), CARD_FACES.slice(0, 5))).toThrow(RangeError);
  });
});

describe('makeDeck draws', () => {
  const small = boardSize('4x3');
  const eight = CARD_FACES.slice(0, 8);

  it('takes its faces and order from the injected source (all-zero words: first faces, rotated by one)', () => {
    const deck = makeDeck(small, sequenceRandom([0]));
    expect(deck.map((card) => card.pair)).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 0]);
    expect(deck.map((card) => card.face.name)).toEqual(['dog', 'cat', 'cat', 'fox', 'fox', 'panda', 'panda', 'frog', 'frog', 'monkey', 'monkey', 'dog']);
  });

  it('chooses every face about equally often (chi-square, 7 degrees of freedom, p = 0.001)', () => {
    const source = seededRandom(2024);
    const counts = new Map(eight.map((face) => [face.emoji, 0]));
    for (let t = 0; t < 4000; t++) {
      for (const card of makeDeck(small, source, eight)) counts.set(card.face.emoji, (counts.get(card.face.emoji) ?? 0) + 1);
    }
    expect(chiSquareUniform([...counts.values()])).toBeLessThan(24.32);
  });

  it('puts a pair in every position about equally often (chi-square, 11 degrees of freedom, p = 0.001)', () => {
    const source = seededRandom(7);
    const counts = new Array<number>(12).fill(0);
    for (let t = 0; t < 6000; t++) {
      makeDeck(small, source).forEach((card, position) => {
        if (card.pair === 0) counts[position]! += 1;
      });
    }
    expect(chiSquareUniform(counts)).toBeLessThan(31.26);
  });
});

describe('flipCard', () => {
  const start = () => newGame(deckOf(0, 1, 0, 1));

  it.each<[string, number[], { open: number[]; matched: number[]; moves: number }]>([
    ['one card turns up', [0], { open: [0], matched: [], moves: 0 }],
    ['a pair stays up and counts a move', [0, 2], { open: [], matched: [0, 2], moves: 1 }],
    ['a mismatch stays open until turned back', [0, 1], { open: [0, 1], matched: [], moves: 1 }],
    ['the next flip after a mismatch turns the two back', [0, 1, 3], { open: [3], matched: [], moves: 1 }],
    ['the same card twice is ignored', [0, 0], { open: [0], matched: [], moves: 0 }],
    ['a matched card cannot be flipped', [0, 2, 0], { open: [], matched: [0, 2], moves: 1 }],
    ['flipping one of a mismatch keeps only that one up', [0, 1, 1], { open: [1], matched: [], moves: 1 }],
    ['out-of-range cards are ignored', [-1, 4, 1.5], { open: [], matched: [], moves: 0 }],
    ['full game', [0, 1, 0, 2, 1, 3], { open: [], matched: [0, 2, 1, 3], moves: 3 }],
  ])('%s', (_, flips, expected) => {
    const state = play(start(), ...flips);
    expect({ open: state.open, matched: [...state.matched], moves: state.moves }).toEqual(expected);
  });

  it('turns a mismatch back with hideMismatch', () => {
    expect(hideMismatch(play(start(), 0, 1)).open).toEqual([]);
    const one = play(start(), 0);
    expect(hideMismatch(one)).toBe(one);
  });

  it('completes any deck when every pair is found, with moves = pairs at best', () => {
    fc.assert(
      fc.property(fc.constantFrom(...BOARD_SIZES), fc.integer(), (size, seed) => {
        const deck = makeDeck(size, seededRandom(seed));
        let state = newGame(deck);
        for (let pair = 0; pair < pairCount(size); pair++) {
          const [a, b] = deck.flatMap((c, i) => (c.pair === pair ? [i] : []));
          state = play(state, a ?? -1, b ?? -1);
        }
        expect(isComplete(state)).toBe(true);
        expect(state.moves).toBe(pairCount(size));
        expect(rating(state.moves, size)).toBe(3);
      }),
    );
  });
});

describe('scoring', () => {
  it.each([
    [{ moves: 10, ms: 50_000 }, undefined, true],
    [{ moves: 9, ms: 90_000 }, { moves: 10, ms: 20_000 }, true],
    [{ moves: 10, ms: 19_000 }, { moves: 10, ms: 20_000 }, true],
    [{ moves: 10, ms: 20_000 }, { moves: 10, ms: 20_000 }, false],
    [{ moves: 11, ms: 1_000 }, { moves: 10, ms: 20_000 }, false],
  ])('%j beats %j: %s', (result, best, expected) => {
    expect(isBetter(result, best)).toBe(expected);
  });

  it.each([
    [8, '4x4', 3],
    [12, '4x4', 3],
    [17, '4x4', 2],
    [30, '4x4', 1],
    [27, '6x6', 3],
  ])('%i moves on %s earns %i stars', (moves, id, stars) => {
    expect(rating(moves, boardSize(id))).toBe(stars);
  });

  it.each([
    [null, {}],
    [{ '4x4': { moves: 12, ms: 30_500.4 } }, { '4x4': { moves: 12, ms: 30_500 } }],
    // Fewer moves than pairs is impossible, so it must have been tampered with.
    [{ '4x4': { moves: 3, ms: 1 }, '6x6': { moves: 'x' }, '9x9': { moves: 50, ms: 1 } }, {}],
  ])('sanitizes %j', (stored, expected) => {
    expect(sanitizeBest(stored)).toEqual(expected);
  });

  it.each([
    [0, '0:00'],
    [59_999, '0:59'],
    [61_000, '1:01'],
    [3_600_000, '60:00'],
  ])('%i ms reads %s', (ms, text) => {
    expect(formatTime(ms)).toBe(text);
  });
});

describe('moveFocus', () => {
  it.each([
    [0, 'ArrowRight', 1],
    [3, 'ArrowRight', 3],
    [4, 'ArrowLeft', 4],
    [5, 'ArrowUp', 1],
    [1, 'ArrowUp', 1],
    [13, 'ArrowDown', 13],
    [9, 'ArrowDown', 13],
    [6, 'Home', 4],
    [6, 'End', 7],
    [6, 'a', null],
  ])('from %i, %s goes to %s (4 columns)', (from, key, to) => {
    expect(moveFocus(from, key, 4, 16)).toBe(to);
  });
  it('always stays on the board', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 35 }), fc.constantFrom('ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'), (from, key) => {
        const to = moveFocus(from, key, 6, 36);
        expect(to).not.toBeNull();
        expect(to).toBeGreaterThanOrEqual(0);
        expect(to).toBeLessThan(36);
      }),
    );
  });
});
