import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seededRandom, sequenceRandom } from '@toolhub/shared/testing';
import {
  LEVELS,
  accuracy,
  checkAnswer,
  formatQuestion,
  isBetter,
  levelFrom,
  nextQuestion,
  parseAnswer,
  sanitizeBest,
  shareText,
  spokenQuestion,
  type Level,
  type Question,
} from './logic';

const seeds = fc.integer();
const within = (q: Question, lo: number, hi: number) => [q.a, q.b, q.answer].every((n) => Number.isInteger(n) && n >= lo && n <= hi);

describe('nextQuestion', () => {
  it('easy: + and − with every number from 0 to 20', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const q = nextQuestion('easy', null, seededRandom(seed));
        expect(['+', '−']).toContain(q.op);
        expect(within(q, 0, 20)).toBe(true);
      }),
    );
  });

  it('medium: + and − up to 100 with no negative answers, × up to 12 × 12', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const q = nextQuestion('medium', null, seededRandom(seed));
        if (q.op === '×') expect(q.a >= 2 && q.a <= 12 && q.b >= 2 && q.b <= 12).toBe(true);
        else expect(within(q, 0, 100)).toBe(true);
        expect(q.op).not.toBe('÷');
      }),
    );
  });

  it('hard: all four operations, whole answers, within the stated sizes', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const q = nextQuestion('hard', null, seededRandom(seed));
        expect(Number.isInteger(q.answer)).toBe(true);
        if (q.op === '÷') {
          expect(q.b).not.toBe(0);
          expect(q.a / q.b).toBe(q.answer);
          expect(Math.abs(q.b)).toBeLessThanOrEqual(15);
          expect(Math.abs(q.answer)).toBeLessThanOrEqual(20);
        } else if (q.op === '×') {
          expect(Math.abs(q.a)).toBeLessThanOrEqual(25);
          expect(Math.abs(q.b)).toBeLessThanOrEqual(15);
        } else {
          expect(Math.abs(q.a)).toBeLessThanOrEqual(150);
          expect(Math.abs(q.b)).toBeLessThanOrEqual(150);
        }
      }),
    );
  });

  it.each<Level>(['easy', 'medium', 'hard'])('%s uses every operation of the level and plenty of negatives on hard', (level) => {
    const source = seededRandom(99);
    const ops = new Set<string>();
    let negatives = 0;
    for (let i = 0; i < 2000; i++) {
      const q = nextQuestion(level, null, source);
      ops.add(q.op);
      if (q.a < 0 || q.b < 0 || q.answer < 0) negatives++;
    }
    expect(ops.size).toBe({ easy: 2, medium: 3, hard: 4 }[level]);
    if (level === 'hard') expect(negatives).toBeGreaterThan(1000);
    else expect(negatives).toBe(0);
  });

  it('never repeats the question just asked', () => {
    fc.assert(
      fc.property(seeds, fc.constantFrom<Level>('easy', 'medium', 'hard'), (seed, level) => {
        const source = seededRandom(seed);
        let previous = nextQuestion(level, null, source);
        for (let i = 0; i < 20; i++) {
          const next = nextQuestion(level, previous, source);
          expect(formatQuestion(next)).not.toBe(formatQuestion(previous));
          previous = next;
        }
      }),
    );
  });

  it('draws from the injected source', () => {
    // Word 0 everywhere: '+', a = 1, b = 1.
    expect(nextQuestion('easy', null, sequenceRandom([0]))).toEqual({ a: 1, b: 1, op: '+', answer: 2 });
  });
});

describe('formatting', () => {
  it.each<[Question, string, string]>([
    [{ a: 7, b: 5, op: '+', answer: 12 }, '7 + 5', '7 plus 5'],
    [{ a: -7, b: -5, op: '−', answer: -2 }, '−7 − (−5)', 'negative 7 minus negative 5'],
    [{ a: 36, b: -4, op: '÷', answer: -9 }, '36 ÷ (−4)', '36 divided by negative 4'],
    [{ a: 6, b: 7, op: '×', answer: 42 }, '6 × 7', '6 times 7'],
  ])('%j reads "%s"', (q, text, spoken) => {
    expect(formatQuestion(q)).toBe(text);
    expect(spokenQuestion(q)).toBe(spoken);
  });
});

describe('parseAnswer', () => {
  it.each([
    ['', { kind: 'empty' }],
    ['   ', { kind: 'empty' }],
    ['-', { kind: 'incomplete' }],
    [' − ', { kind: 'incomplete' }],
    ['+', { kind: 'incomplete' }],
    ['12', { kind: 'number', value: 12 }],
    [' 12 ', { kind: 'number', value: 12 }],
    ['007', { kind: 'number', value: 7 }],
    ['0', { kind: 'number', value: 0 }],
    ['-0', { kind: 'number', value: 0 }],
    ['-08', { kind: 'number', value: -8 }],
    ['−15', { kind: 'number', value: -15 }],
    ['+3', { kind: 'number', value: 3 }],
    ['0000000000042', { kind: 'number', value: 42 }],
    ['1 2', { kind: 'invalid', reason: 'Numbers only, please' }],
    ['12a', { kind: 'invalid', reason: 'Numbers only, please' }],
    ['1.5', { kind: 'invalid', reason: 'Numbers only, please' }],
    ['--3', { kind: 'invalid', reason: 'Numbers only, please' }],
    ['3-', { kind: 'invalid', reason: 'Numbers only, please' }],
    ['１２', { kind: 'invalid', reason: 'Numbers only, please' }],
    ['12345678901', { kind: 'invalid', reason: 'That number is far too long' }],
  ])('%j → %j', (text, expected) => {
    expect(parseAnswer(text)).toEqual(expected);
  });

  it('reads back any integer however it is padded', () => {
    fc.assert(
      fc.property(fc.integer({ min: -9_999_999, max: 9_999_999 }), fc.nat(3), fc.nat(3), (n, zeros, spaces) => {
        const text = `${' '.repeat(spaces)}${n < 0 ? '-' : ''}${'0'.repeat(zeros)}${Math.abs(n)}${' '.repeat(spaces)}`;
        expect(parseAnswer(text)).toEqual({ kind: 'number', value: n === 0 ? 0 : n });
      }),
    );
  });
});

describe('checkAnswer', () => {
  const q: Question = { a: 3, b: 8, op: '−', answer: -5 };
  it.each([
    ['-5', 'correct'],
    [' −5 ', 'correct'],
    ['-05', 'correct'],
    ['5', 'wrong'],
    ['-', 'incomplete'],
    ['', 'empty'],
    ['five', 'invalid'],
  ])('%j is %s', (text, verdict) => {
    expect(checkAnswer(q, text)).toBe(verdict);
  });
});

describe('scores', () => {
  it.each([
    [{ correct: 0, wrong: 0 }, null],
    [{ correct: 3, wrong: 1 }, 75],
    [{ correct: 2, wrong: 1 }, 67],
    [{ correct: 0, wrong: 4 }, 0],
  ])('accuracy of %j is %s', (tally, expected) => {
    expect(accuracy(tally)).toBe(expected);
  });

  it.each([
    [{ score: 10, accuracy: 90 }, undefined, true],
    [{ score: 0, accuracy: 0 }, undefined, false],
    [{ score: 11, accuracy: 50 }, { score: 10, accuracy: 100 }, true],
    [{ score: 10, accuracy: 95 }, { score: 10, accuracy: 90 }, true],
    [{ score: 10, accuracy: 90 }, { score: 10, accuracy: 90 }, false],
    [{ score: 9, accuracy: 100 }, { score: 10, accuracy: 50 }, false],
  ])('%j beats %j: %s', (result, best, expected) => {
    expect(isBetter(result, best)).toBe(expected);
  });

  it.each([
    [null, {}],
    [{ easy: { score: 30, accuracy: 96.6 } }, { easy: { score: 30, accuracy: 97 } }],
    [{ easy: { score: -1, accuracy: 50 }, hard: { score: 5, accuracy: 101 }, extreme: { score: 5, accuracy: 5 } }, {}],
  ])('sanitizes %j', (stored, expected) => {
    expect(sanitizeBest(stored)).toEqual(expected);
  });

  it.each([
    ['hard', 'hard'],
    ['HARD', 'easy'],
    ['', 'easy'],
  ])('level %j is %s', (value, level) => {
    expect(levelFrom(value)).toBe(level);
  });

  it('shares the score', () => {
    expect(shareText('medium', { correct: 24, wrong: 2 })).toBe('Speed Math (Medium): 24 correct in 60 seconds, 92% accuracy.');
    expect(LEVELS).toHaveLength(3);
  });
});
