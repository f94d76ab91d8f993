import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { joinWords, joinedWords } from './joined-words';

describe('joinWords', () => {
  it.each([
    ['nothing', [], ''],
    ['one word', ['cat'], 'cat'],
    ['sorted, each once', ['stone', 'cat', 'ant', 'cat'], 'ant cat stone'],
    ['no empty word, no word with a space', ['', 'a b', 'a'], 'a'],
    ['case kept, code-unit order', ['bee', 'Bee'], 'Bee bee'],
  ])('%s', (_name, words, expected) => {
    expect(joinWords(words)).toBe(expected);
  });
});

describe('joinedWords', () => {
  const words = joinedWords('ant apple bee cat stone');

  it.each([
    ['the first word', 'ant', true],
    ['the last word', 'stone', true],
    ['a middle word', 'bee', true],
    ['between two words', 'bat', false],
    ['before every word', 'aa', false],
    ['after every word', 'zz', false],
    ['the start of a word', 'app', false],
    ['a word and more', 'ants', false],
    ['two words', 'ant apple', false],
    ['a space', ' ', false],
    ['the empty word', '', false],
  ])('has: %s', (_name, word, expected) => {
    expect(words.has(word)).toBe(expected);
  });

  it('counts, lists by length and iterates in order', () => {
    expect(words.size).toBe(5);
    expect(words.ofLength(3)).toEqual(['ant', 'bee', 'cat']);
    expect(words.ofLength(5)).toEqual(['apple', 'stone']);
    expect(words.ofLength(4)).toEqual([]);
    expect(words.ofLength(3)).toBe(words.ofLength(3));
    expect([...words]).toEqual(['ant', 'apple', 'bee', 'cat', 'stone']);
  });

  it('reads an empty text as no words', () => {
    const none = joinedWords('');
    expect(none.size).toBe(0);
    expect(none.has('a')).toBe(false);
    expect([...none]).toEqual([]);
    expect(none.ofLength(1)).toEqual([]);
  });

  it('answers as a Set of the same words does, for any words and any lookup', () => {
    const word = fc.string({ minLength: 1, maxLength: 6 }).filter((w) => !w.includes(' '));
    fc.assert(
      fc.property(fc.array(word, { maxLength: 80 }), fc.array(fc.string({ maxLength: 7 }), { maxLength: 20 }), (list, lookups) => {
        const words = joinedWords(joinWords(list));
        const reference = new Set(list);
        const sorted = [...reference].sort();
        expect(words.size).toBe(reference.size);
        expect([...words]).toEqual(sorted);
        for (const lookup of [...lookups, ...list]) expect(words.has(lookup)).toBe(reference.has(lookup));
        for (let length = 1; length <= 6; length++) expect(words.ofLength(length)).toEqual(sorted.filter((w) => w.length === length));
      }),
      { numRuns: 300 },
    );
  });
});
