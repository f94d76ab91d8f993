import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chiSquareUniform, sequenceRandom, seededRandom } from '@toolhub/shared/testing';
import { describeMatches, matchingWords, pickWords, plainWords, planWords, shortfall, type WordFilter, type WordSettings } from './logic';

const WORDS = ['at', 'cat', 'dog', 'apple', 'avocado', 'banana', 'blueberry', 'cherry', 'extraordinarily', 'zoo'];
const base: WordSettings = { minLength: '3', maxLength: '8', first: 'any', count: '5' };

describe('plainWords', () => {
  it('keeps lowercase a–z words only, once each', () => {
    expect(plainWords(['apple', 'Paris', 'OK', "apple's", 'e.g', 'co-op', 'naïve', 'apple', 42, null, 'zoo'])).toEqual(['apple', 'zoo']);
  });
});

describe('matchingWords', () => {
  it.each<[WordFilter, string[]]>([
    [{ minLength: 3, maxLength: 8, first: 'any' }, ['cat', 'dog', 'apple', 'avocado', 'banana', 'cherry', 'zoo']],
    [{ minLength: 2, maxLength: 15, first: 'a' }, ['at', 'apple', 'avocado']],
    [{ minLength: 6, maxLength: 6, first: 'any' }, ['banana', 'cherry']],
    [{ minLength: 15, maxLength: 15, first: 'any' }, ['extraordinarily']],
    [{ minLength: 2, maxLength: 15, first: 'q' }, []],
    [{ minLength: 9, maxLength: 9, first: 'b' }, ['blueberry']],
  ])('%j → %j', (filter, expected) => {
    expect(matchingWords(WORDS, filter)).toEqual(expected);
  });

  it('only ever returns words within the filter', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z]{1,16}$/), { maxLength: 60 }),
        fc.integer({ min: 2, max: 15 }),
        fc.integer({ min: 2, max: 15 }),
        fc.constantFrom('any', 'a', 'm', 'z'),
        (words, a, b, first) => {
          const filter = { minLength: Math.min(a, b), maxLength: Math.max(a, b), first };
          const found = matchingWords(words, filter);
          for (const w of found) {
            expect(w.length).toBeGreaterThanOrEqual(filter.minLength);
            expect(w.length).toBeLessThanOrEqual(filter.maxLength);
            if (first !== 'any') expect(w[0]).toBe(first);
          }
          expect(found.length).toBe(words.filter((w) => w.length >= filter.minLength && w.length <= filter.maxLength && (first === 'any' || w[0] === first)).length);
        },
      ),
      { seed: 2 },
    );
  });
});

describe('planWords', () => {
  it.each<[string, Partial<WordSettings>, object]>([
    ['count empty', { count: '' }, { count: 'Enter how many from 1 to 100.' }],
    ['count zero', { count: '0' }, { count: 'How many must be from 1 to 100.' }],
    ['count huge', { count: '1000000' }, { count: 'How many must be from 1 to 100.' }],
    ['count malformed', { count: '5 words' }, { count: 'How many must be a whole number from 1 to 100.' }],
    ['length too short', { minLength: '1' }, { minLength: 'The shortest length must be from 2 to 15.' }],
    ['length too long', { maxLength: '16' }, { maxLength: 'The longest length must be from 2 to 15.' }],
    ['lengths crossed', { minLength: '9', maxLength: '4' }, { range: 'The shortest length is longer than the longest length. Swap them or change one.' }],
  ])('%s', (_name, overrides, errors) => {
    expect(planWords({ ...base, ...overrides })).toEqual({ ok: false, errors });
  });

  it('accepts good settings and treats an unknown first letter as any', () => {
    expect(planWords({ ...base, first: 'b' })).toEqual({ ok: true, filter: { minLength: 3, maxLength: 8, first: 'b' }, count: 5 });
    expect(planWords({ ...base, first: 'ab' })).toEqual({ ok: true, filter: { minLength: 3, maxLength: 8, first: 'any' }, count: 5 });
  });
});

describe('shortfall', () => {
  it.each<[number, number, boolean, string | null]>([
    [0, 1, false, 'No words match these filters. Try a wider length range, another first letter or a wider commonness.'],
    [1, 2, true, 'Only 1 word matches these filters, so 2 different words are impossible. Lower the count, widen the filters or allow repeats.'],
    [3, 5, true, 'Only 3 words match these filters, so 5 different words are impossible. Lower the count, widen the filters or allow repeats.'],
    [3, 5, false, null],
    [5, 5, true, null],
  ])('%i matches, %i wanted, unique %s', (matches, count, unique, message) => {
    expect(shortfall(matches, count, unique)).toBe(message);
  });

  it.each([
    [1, '1 word matches'],
    [12345, '12,345 words match'],
  ])('describes %i matches', (n, text) => {
    expect(describeMatches(n)).toBe(text);
  });
});

describe('pickWords', () => {
  it('picks by unbiased index from the injected source', () => {
    // 2^32 - 1 is rejected for a list of 3 (the last partial block), so the next word decides.
    expect(pickWords(['a', 'b', 'c'], 2, false, sequenceRandom([0xffffffff, 4, 2]))).toEqual(['b', 'c']);
  });

  it('never repeats when unique, and returns the wanted count', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.stringMatching(/^[a-z]{2,6}$/), { minLength: 1, maxLength: 80 }), fc.integer({ min: 1, max: 100 }), fc.integer(), (words, count, seed) => {
        const picks = pickWords(words, count, true, seededRandom(seed));
        expect(picks).toHaveLength(Math.min(count, words.length));
        expect(new Set(picks).size).toBe(picks.length);
        for (const p of picks) expect(words).toContain(p);
      }),
      { seed: 4 },
    );
  });

  it('gives every word the same chance (chi-square)', () => {
    const counts = new Map<string, number>();
    const source = seededRandom(9);
    for (let i = 0; i < 400; i++) {
      for (const w of pickWords(WORDS, 2, true, source)) counts.set(w, (counts.get(w) ?? 0) + 1);
    }
    const chi = chiSquareUniform([...counts.values()]);
    expect(counts.size).toBe(WORDS.length);
    expect(chi).toBeLessThan(27.88); // 9 degrees of freedom, 0.1% level
  });

  it('returns nothing from an empty list', () => {
    expect(pickWords([], 5, false)).toEqual([]);
  });
});
