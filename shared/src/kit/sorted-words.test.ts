import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sortedWords } from './sorted-words';

describe('sortedWords', () => {
  it.each([
    ['an empty list', [], 'a', false, []],
    ['one word, present', ['cat'], 'cat', true, ['cat']],
    ['one word, absent', ['cat'], 'cats', false, ['cat']],
    ['a sorted list, first word', ['ant', 'bee', 'cat'], 'ant', true, ['ant', 'bee', 'cat']],
    ['a sorted list, last word', ['ant', 'bee', 'cat'], 'cat', true, ['ant', 'bee', 'cat']],
    ['a sorted list, between words', ['ant', 'bee', 'cat'], 'bat', false, ['ant', 'bee', 'cat']],
    ['before every word', ['bee', 'cat'], 'aa', false, ['bee', 'cat']],
    ['after every word', ['bee', 'cat'], 'zz', false, ['bee', 'cat']],
    ['an unsorted list', ['cat', 'ant', 'bee'], 'bee', true, ['ant', 'bee', 'cat']],
    ['repeated words', ['bee', 'ant', 'bee', 'ant'], 'ant', true, ['ant', 'bee']],
    ['a sorted list with a repeat', ['ant', 'ant', 'bee'], 'bee', true, ['ant', 'bee']],
    ['the empty word', ['', 'a'], '', true, ['', 'a']],
    ['case counts', ['Cat'], 'cat', false, ['Cat']],
  ])('%s', (_name, words, word, has, order) => {
    const set = sortedWords(words);
    expect(set.has(word)).toBe(has);
    expect([...set]).toEqual(order);
    expect(set.size).toBe(order.length);
  });

  it('answers as a Set of the same words does, for any words and any lookup', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 6 }), { maxLength: 60 }), fc.array(fc.string({ maxLength: 6 }), { maxLength: 20 }), fc.boolean(), (words, lookups, presorted) => {
        const given = presorted ? [...new Set(words)].sort() : words;
        const set = sortedWords(given);
        const reference = new Set(words);
        expect(set.size).toBe(reference.size);
        expect([...set]).toEqual([...reference].sort());
        for (const word of [...lookups, ...words]) expect(set.has(word)).toBe(reference.has(word));
      }),
    );
  });
});
