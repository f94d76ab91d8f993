import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seededRandom } from '@toolhub/shared/testing';
import {
  KINDS,
  LEVELS,
  NO_TALLY,
  differences,
  formatNumber,
  kindFrom,
  levelFrom,
  nextPuzzle,
  parseAnswer,
  sanitizeGame,
  sanitizeStreak,
  score,
  shareText,
  spokenSequence,
  type Kind,
  type Level,
  type Puzzle,
} from './logic';

const levels = LEVELS.map((l) => l.id);
const kinds = KINDS.map((k) => k.id);
const full = (p: Puzzle) => [...p.terms, p.answer];

/** Checks, independently of the generator, that the answer follows the stated kind of rule. */
function followsRule(kind: Kind, all: number[]): boolean {
  const d = differences(all);
  const d2 = differences(d);
  const d3 = differences(d2);
  const constant = (xs: number[]) => xs.every((x) => x === xs[0]);
  switch (kind) {
    case 'arithmetic':
      return constant(d) && d[0] !== 0;
    case 'geometric': {
      const ratios = all.slice(1).map((t, i) => t / (all[i] ?? 1));
      return constant(ratios);
    }
    case 'squares': {
      // n², n² + c, n³ and n(n+1) are all polynomials of degree 2 or 3.
      return constant(d3);
    }
    case 'fibonacci':
      return all.slice(2).every((t, i) => t === (all[i] ?? 0) + (all[i + 1] ?? 0)) || all.slice(3).every((t, i) => t === (all[i] ?? 0) + (all[i + 1] ?? 0) + (all[i + 2] ?? 0));
    case 'alternating': {
      const evens = all.filter((_, i) => i % 2 === 0);
      const odds = all.filter((_, i) => i % 2 === 1);
      const woven = constant(differences(evens)) && constant(differences(odds));
      const stepsTakeTurns = constant(d.filter((_, i) => i % 2 === 0)) && constant(d.filter((_, i) => i % 2 === 1));
      const opsTakeTurns = all.slice(1).every((t, i) => (i % 2 === 0 ? t / (all[i] ?? 1) === all[1]! / all[0]! : t - (all[i] ?? 0) === all[2]! - all[1]!));
      return woven || stepsTakeTurns || opsTakeTurns;
    }
    case 'differences':
      return (constant(d2) && d2[0] !== 0) || (constant(d3) && d3[0] !== 0);
  }
}

describe('nextPuzzle', () => {
  it.each(levels.flatMap((level) => kinds.map((kind) => [level, kind] as [Level, Kind])))('%s %s: whole numbers that follow the rule', (level, kind) => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const p = nextPuzzle(level, kind, null, seededRandom(seed));
        expect(p.level).toBe(level);
        expect(p.kind).toBe(kind);
        expect(p.terms.length).toBeGreaterThanOrEqual(5);
        for (const n of full(p)) {
          expect(Number.isSafeInteger(n)).toBe(true);
          expect(Math.abs(n)).toBeLessThan(100_000);
        }
        expect(new Set(full(p)).size).toBeGreaterThanOrEqual(3);
        expect(followsRule(kind, full(p))).toBe(true);
        // The explanation ends on the answer it explains.
        expect(p.explanation.endsWith(`${formatNumber(p.answer)}.`)).toBe(true);
        expect(p.hint.length).toBeGreaterThan(10);
      }),
      { numRuns: 200 },
    );
  });

  it('"any" deals every kind, and never the same numbers twice in a row', () => {
    const source = seededRandom(7);
    const seen = new Set<string>();
    let previous: Puzzle | null = null;
    for (let i = 0; i < 300; i++) {
      const p = nextPuzzle('medium', 'any', previous, source);
      if (previous) expect(p.terms.join()).not.toBe(previous.terms.join());
      seen.add(p.kind);
      previous = p;
    }
    expect(seen.size).toBe(KINDS.length);
  });

  it('easy stays small and positive for adding, multiplying and squares', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom<Kind>('arithmetic', 'geometric', 'squares'), (seed, kind) => {
        const p = nextPuzzle('easy', kind, null, seededRandom(seed));
        expect(full(p).every((n) => n > 0 && n <= 1500)).toBe(true);
      }),
    );
  });

  it('explains with the working, e.g. an arithmetic step', () => {
    const p = nextPuzzle('easy', 'arithmetic', null, seededRandom(1));
    const step = (p.terms[1] ?? 0) - (p.terms[0] ?? 0);
    expect(p.explanation).toBe(`Add ${step} each time: ${p.terms[p.terms.length - 1]} + ${step} = ${p.answer}.`);
  });
});

describe('parseAnswer', () => {
  it.each([
    ['', { kind: 'empty' }],
    ['   ', { kind: 'empty' }],
    ['-', { kind: 'incomplete' }],
    ['42', { kind: 'number', value: 42 }],
    [' 42 ', { kind: 'number', value: 42 }],
    ['+42', { kind: 'number', value: 42 }],
    ['-7', { kind: 'number', value: -7 }],
    ['−7', { kind: 'number', value: -7 }],
    ['–7', { kind: 'number', value: -7 }],
    ['007', { kind: 'number', value: 7 }],
    ['-0', { kind: 'number', value: 0 }],
    ['1,024', { kind: 'number', value: 1024 }],
    ['1 024', { kind: 'number', value: 1024 }],
    ['-12_345_678', { kind: 'number', value: -12345678 }],
    ['999999999', { kind: 'number', value: 999999999 }],
    ['1,02', { kind: 'invalid', reason: 'Enter a whole number, like 42 or −7.' }],
    ['1.5', { kind: 'invalid', reason: 'Whole numbers only: every answer here is a whole number.' }],
    ['.5', { kind: 'invalid', reason: 'Whole numbers only: every answer here is a whole number.' }],
    ['12a', { kind: 'invalid', reason: 'Enter a whole number, like 42 or −7.' }],
    ['--3', { kind: 'invalid', reason: 'Enter a whole number, like 42 or −7.' }],
    ['1e3', { kind: 'invalid', reason: 'Enter a whole number, like 42 or −7.' }],
    ['1234567890', { kind: 'invalid', reason: 'That number is too long: 9 digits at most.' }],
    ['٣', { kind: 'invalid', reason: 'Enter a whole number, like 42 or −7.' }],
  ])('%j → %j', (text, expected) => {
    expect(parseAnswer(text)).toEqual(expected);
  });

  it('reads back every whole number as printed, with or without grouping', () => {
    fc.assert(
      fc.property(fc.integer({ min: -999_999_999, max: 999_999_999 }), (n) => {
        expect(parseAnswer(formatNumber(n))).toEqual({ kind: 'number', value: n });
        expect(parseAnswer(n.toLocaleString('en-US'))).toEqual({ kind: 'number', value: n });
        expect(parseAnswer(`  ${n}  `)).toEqual({ kind: 'number', value: n });
      }),
    );
  });

  it('never throws and never returns a non-integer', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseAnswer(text);
        if (parsed.kind === 'number') expect(Number.isSafeInteger(parsed.value)).toBe(true);
      }),
    );
  });
});

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

  it('reads options from the URL, falling back on unknown values', () => {
    expect(levelFrom('hard')).toBe('hard');
    expect(levelFrom('HARD')).toBe('easy');
    expect(kindFrom('fibonacci')).toBe('fibonacci');
    expect(kindFrom('primes')).toBe('any');
  });

  it('speaks and shares the sequence', () => {
    expect(spokenSequence([3, -1, 4])).toBe('3, minus 1, 4, then what?');
    const puzzle = { level: 'medium', kind: 'arithmetic', terms: [1, 3, 5], answer: 7, hint: '', explanation: '' } as const;
    expect(shareText({ ...puzzle, terms: [...puzzle.terms] }, 'correct')).toBe('Number Sequence (Medium): 1, 3, 5, ? — I got it. Can you find the next number?');
  });
});
