// @ts-check
/**
 * What the scale benchmark types into the search box: queries made from the catalogue's own
 * available tools (suggestions list only those), the way people type them, in lower case:
 * whole words ("mortgage"), prefixes ("mortg"), typos ("mortage") and two words ("csv xml").
 * Seeded, so a run before and after a change types the same thing.
 */
import { pick, seededRandom } from './random.mjs';

/** @typedef {'word' | 'prefix' | 'typo' | 'two words'} QueryKind */

/** Every ten queries: three words, three pairs, two prefixes, two typos. */
const PATTERN = /** @type {const} */ (['word', 'two words', 'prefix', 'typo', 'word', 'two words', 'word', 'two words', 'prefix', 'typo']);

/** Words people leave out when they search. */
const SMALL_WORDS = new Set(['to', 'for', 'and', 'the', 'of', 'from', 'with', 'per', 'in', 'or', 'a', 'an']);

/** Neighbouring keys on a QWERTY keyboard, for slips of the finger. */
const NEIGHBOURS = /** @type {Record<string, string>} */ ({
  a: 'qsz', b: 'vgn', c: 'xdv', d: 'sfe', e: 'wrd', f: 'dgr', g: 'fht', h: 'gjy', i: 'uok', j: 'hku', k: 'jli', l: 'kop', m: 'nj',
  n: 'bmh', o: 'ipl', p: 'ol', q: 'wa', r: 'etf', s: 'adw', t: 'ryg', u: 'yij', v: 'cbf', w: 'qes', x: 'zcs', y: 'tuh', z: 'xa',
});

/**
 * The words of a name that people would type, lower-cased.
 * @param {string} name
 */
export function nameWords(name) {
  return [...name.toLowerCase().matchAll(/[\p{L}\p{N}]+/gu)].map((match) => match[0]).filter((word) => !SMALL_WORDS.has(word));
}

/**
 * One slip: two letters swapped, one left out, one doubled, or a neighbouring key.
 * @param {() => number} random
 * @param {string} word  five letters or more
 */
export function typo(random, word) {
  const i = 1 + Math.floor(random() * (word.length - 2));
  const letter = /** @type {string} */ (word[i]);
  const kind = Math.floor(random() * 4);
  let result;
  if (kind === 0) result = word.slice(0, i) + word[i + 1] + letter + word.slice(i + 2);
  else if (kind === 1) result = word.slice(0, i) + word.slice(i + 1);
  else if (kind === 2) result = word.slice(0, i) + letter + word.slice(i);
  else result = word.slice(0, i) + pick(random, [...(NEIGHBOURS[letter] ?? 'e')]) + word.slice(i + 1);
  // Swapping two equal letters changes nothing: leave one out instead.
  return result === word ? word.slice(0, i) + word.slice(i + 1) : result;
}

/**
 * @param {() => number} random
 * @param {QueryKind} kind
 * @param {string[]} words  a tool name's words
 * @returns {string | null}  null when this name has no query of that kind
 */
function queryOf(random, kind, words) {
  if (kind === 'word') return words.length ? pick(random, words) : null;
  if (kind === 'two words') {
    if (words.length < 2) return null;
    const i = Math.floor(random() * (words.length - 1));
    return `${words[i]} ${words[i + 1]}`;
  }
  if (kind === 'prefix') {
    const long = words.filter((word) => word.length >= 5);
    if (!long.length) return null;
    const word = pick(random, long);
    return word.slice(0, Math.min(word.length - 1, 3 + Math.floor(random() * 3)));
  }
  const letters = words.filter((word) => word.length >= 5 && /^\p{L}+$/u.test(word));
  return letters.length ? typo(random, pick(random, letters)) : null;
}

/**
 * @param {{ tools: { name: string, isAvailable: boolean }[] }} catalogue
 * @param {{ count?: number, seed?: number }} [options]
 * @returns {{ kind: QueryKind, text: string, from: string }[]}  from: the tool name it was made from
 */
export function typedQueries(catalogue, { count = 50, seed = 17 } = {}) {
  const random = seededRandom(seed);
  const names = catalogue.tools.filter((tool) => tool.isAvailable).map((tool) => tool.name);
  if (!names.length) throw new Error('the catalogue has no available tool to search for');
  /** @type {{ kind: QueryKind, text: string, from: string }[]} */
  const queries = [];
  const seen = new Set();
  for (let attempt = 0; queries.length < count; attempt++) {
    if (attempt > count * 100) throw new Error(`could not make ${count} different queries from ${names.length} tool names`);
    const kind = PATTERN[queries.length % PATTERN.length] ?? 'word';
    const from = pick(random, names);
    const text = queryOf(random, kind, nameWords(from));
    if (text === null || seen.has(text)) continue;
    seen.add(text);
    queries.push({ kind, text, from });
  }
  return queries;
}
