import { describe, expect, it } from 'vitest';
import { seededRandom } from '@toolhub/shared/testing';
import { NO_TALLY, sanitizeGame, sanitizeStreak, score } from './game';
import { nextPuzzle } from './patterns';

describe('scores and stored games', () => {
  it('a right answer grows the streak; a wrong or revealed one ends it', () => {
    const one = score(NO_TALLY, 'correct');
    const two = score(one, 'correct');
    expect(two).toEqual({ correct: 2, wrong: 0, streak: 2, hints: 0 });
    expect(score(two, 'wrong')).toEqual({ correct: 2, wrong: 1, streak: 0, hints: 0 });
    expect(score(two, 'revealed')).toEqual({ correct: 2, wrong: 1, streak: 0, hints: 0 });
  });

  it('keeps a well-formed stored game and refuses a broken one', () => {
    const puzzle = nextPuzzle('hard', 'fibonacci', null, seededRandom(3));
    const game = { puzzle, answer: '12', verdict: null, hinted: true, tally: { correct: 1, wrong: 2, streak: 0, hints: 1 } };
    expect(sanitizeGame(JSON.parse(JSON.stringify(game)))).toEqual(game);
    expect(sanitizeGame(null)).toBeNull();
    expect(sanitizeGame('x')).toBeNull();
    expect(sanitizeGame({ ...game, verdict: 'maybe' })).toBeNull();
    expect(sanitizeGame({ ...game, puzzle: { ...puzzle, level: 'insane' } })).toBeNull();
    expect(sanitizeGame({ ...game, puzzle: { ...puzzle, terms: [1, 2, 1.5, 4] } })).toBeNull();
    expect(sanitizeGame({ ...game, puzzle: { ...puzzle, answer: '9' } })).toBeNull();
    expect(sanitizeGame({ ...game, tally: { ...game.tally, streak: -1 } })).toBeNull();
    expect(sanitizeGame({ ...game, answer: 'x'.repeat(101) })).toBeNull();
  });

  it.each([
    [5, 5],
    [0, 0],
    [-1, 0],
    [2.5, 0],
    ['7', 0],
    [null, 0],
    [Number.MAX_SAFE_INTEGER, 0],
  ])('sanitizeStreak(%j) = %j', (stored, expected) => {
    expect(sanitizeStreak(stored)).toBe(expected);
  });
});
