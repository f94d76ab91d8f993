import { describe, expect, it } from 'vitest';
import { kindFrom, levelFrom, shareText, spokenSequence } from './logic';

describe('scores and stored games', () => {
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
