/** Rules of Unscramble Word: the dictionary, scrambling, checking a guess, hints, scores. */
import { pick, shuffle, type RandomSource, secureRandom, type WordSet } from '@toolhub/shared';

export const LENGTHS = ['4', '5', '6', '7', '8'] as const;
export type WordLength = (typeof LENGTHS)[number];
export const DEFAULT_LENGTH: WordLength = '5';
export const MODES = ['relaxed', 'timed'] as const;
export type Mode = (typeof MODES)[number];
export const DEFAULT_MODE: Mode = 'relaxed';
/** A timed round: solve as many as you can in two minutes. */
export const ROUND_MS = 120_000;

export function lengthFrom(value: string): WordLength {
  return (LENGTHS as readonly string[]).includes(value) ? (value as WordLength) : DEFAULT_LENGTH;
}
export function modeFrom(value: string): Mode {
  return (MODES as readonly string[]).includes(value) ? (value as Mode) : DEFAULT_MODE;
}

/** Words never dealt as puzzles (they are still accepted as answers if a player finds them). */
const NOT_DEALT = new Set(['rape', 'raped', 'rapes', 'rapist', 'nazi', 'nazis', 'slut', 'sluts', 'whore', 'whores', 'bitch', 'fuck', 'shit', 'piss', 'cunt', 'dick', 'cock', 'cocks', 'penis', 'vagina', 'porn', 'sexy', 'nigger', 'fag', 'fags', 'faggot', 'dildo', 'anal', 'anus', 'kill', 'kills', 'killed', 'killer', 'suicide', 'murder', 'corpse', 'bastard', 'damn', 'hell', 'bloody', 'drunk', 'gay', 'lesbian', 'negro', 'retard', 'retarded']);

export interface Dictionary {
  /** Common words dealt as puzzles, by length. */
  answers: Map<number, string[]>;
  /** Every accepted word. */
  valid: WordSet;
  /**
   * Per word length, sorted letters → every accepted word with exactly those letters. Filled for
   * a length on its first lookup (anagramsOf): keying all 33,000 words up front took 100 ms on
   * the main thread as the game opened.
   */
  anagrams: Map<number, Map<string, string[]>>;
}

const PLAIN = /^[a-z]+$/;

export function letterKey(word: string): string {
  return [...word].sort().join('');
}

/** A puzzle needs at least two different letters to be scrambled at all. */
function hasTwoLetters(word: string): boolean {
  for (let i = 1; i < word.length; i++) if (word[i] !== word[0]) return true;
  return false;
}

/**
 * Builds the dictionary from SCOWL words (the build writes them plain, lowercase and sorted:
 * scripts/lib/word-lists.mjs): `accepted` are taken as answers, and the `common` ones (the most
 * frequent, each once) of 4 to 8 letters are dealt as puzzles. A common word that is capitalised (a name),
 * has an apostrophe or an accent, or is not accepted is never dealt.
 */
export function buildDictionary(common: readonly string[], accepted: WordSet): Dictionary {
  const answers = new Map<number, string[]>();
  for (const word of common) {
    const n = word.length;
    if (n < 4 || n > 8 || !PLAIN.test(word) || NOT_DEALT.has(word) || !hasTwoLetters(word) || !accepted.has(word)) continue;
    const bucket = answers.get(n);
    if (bucket) bucket.push(word);
    else answers.set(n, [word]);
  }
  return { answers, valid: accepted, anagrams: new Map() };
}

/** Every accepted word made of exactly the letters of `word`, itself included, sorted. */
export function anagramsOf(word: string, dict: Dictionary): string[] {
  const length = word.length;
  let index = dict.anagrams.get(length);
  if (!index) {
    index = new Map();
    for (const candidate of dict.valid) {
      if (candidate.length !== length) continue;
      const key = letterKey(candidate);
      const list = index.get(key);
      if (list) list.push(candidate);
      else index.set(key, [candidate]);
    }
    for (const list of index.values()) list.sort();
    dict.anagrams.set(length, index);
  }
  return index.get(letterKey(word)) ?? [word];
}

/**
 * Jumbles the letters so that they spell no accepted word (so the puzzle never shows an answer).
 * When every ordering is a word (it cannot be, past tiny cases), the letters are rotated instead.
 */
export function scramble(word: string, dict: Pick<Dictionary, 'valid'>, random: RandomSource = secureRandom): string {
  const letters = [...word];
  for (let attempt = 0; attempt < 60; attempt++) {
    const candidate = shuffle(letters, random).join('');
    if (candidate !== word && !dict.valid.has(candidate)) return candidate;
  }
  for (let shift = 1; shift < letters.length; shift++) {
    const rotated = word.slice(shift) + word.slice(0, shift);
    if (rotated !== word) return rotated;
  }
  return word;
}

export type Verdict =
  | { kind: 'empty' }
  | { kind: 'invalid'; message: string }
  | { kind: 'not-a-word'; message: string }
  | { kind: 'correct'; word: string; intended: boolean };

/** Lower case, surrounding spaces dropped; accents are not letters of the puzzle. */
export function normalizeGuess(text: string): string {
  return text.trim().toLowerCase();
}

function countLetters(word: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const letter of word) counts.set(letter, (counts.get(letter) ?? 0) + 1);
  return counts;
}

/** What is wrong with the letters of a guess, in words, or null when they are exactly the tiles. */
export function letterProblem(guess: string, tiles: string): string | null {
  if (!PLAIN.test(guess)) return 'Letters A–Z only, please.';
  const have = countLetters(tiles);
  const used = countLetters(guess);
  const extra: string[] = [];
  for (const [letter, n] of used) if (n > (have.get(letter) ?? 0)) extra.push(letter.toUpperCase());
  if (extra.length > 0) {
    const list = [...new Set(extra)].sort().join(', ');
    return extra.some((l) => have.has(l.toLowerCase())) ? `Too many of: ${list}. Use each tile once.` : `${list} ${extra.length === 1 ? 'is' : 'are'} not in the puzzle.`;
  }
  if (guess.length < tiles.length) return `Use all ${tiles.length} letters (${tiles.length - guess.length} missing).`;
  return null;
}

/** Checks a guess: any accepted word made of exactly the puzzle's letters counts. */
export function checkGuess(text: string, answer: string, dict: Pick<Dictionary, 'valid'>): Verdict {
  const guess = normalizeGuess(text);
  if (guess === '') return { kind: 'empty' };
  const problem = letterProblem(guess, answer);
  if (problem) return { kind: 'invalid', message: problem };
  if (guess === answer) return { kind: 'correct', word: guess, intended: true };
  if (dict.valid.has(guess)) return { kind: 'correct', word: guess, intended: false };
  return { kind: 'not-a-word', message: `${guess.toUpperCase()} isn’t in the dictionary. Try another order.` };
}

/** The answer with the first `revealed` letters shown: "PL___". */
export function hintPattern(answer: string, revealed: number): string {
  const n = Math.max(0, Math.min(revealed, answer.length));
  return answer.slice(0, n).toUpperCase() + '_'.repeat(answer.length - n);
}

/** Hints stop one letter short of the whole word. */
export function maxHints(answer: string): number {
  return Math.max(0, answer.length - 1);
}

/** Points for a solve: ten per letter, less ten per revealed letter; a solve is worth at least 5. */
export function pointsFor(length: number, hints: number): number {
  return Math.max(5, (length - hints) * 10);
}

export interface Best {
  /** Best timed score per word length. */
  timed: Partial<Record<WordLength, number>>;
  /** Longest run of relaxed solves without skipping. */
  streak: number;
}

export const NO_BEST: Best = { timed: {}, streak: 0 };

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

export function sanitizeBest(stored: unknown): Best {
  if (typeof stored !== 'object' || stored === null) return NO_BEST;
  const record = stored as Record<string, unknown>;
  const timed: Partial<Record<WordLength, number>> = {};
  if (typeof record.timed === 'object' && record.timed !== null) {
    for (const length of LENGTHS) {
      const value = (record.timed as Record<string, unknown>)[length];
      if (isCount(value)) timed[length] = value;
    }
  }
  return { timed, streak: isCount(record.streak) ? record.streak : 0 };
}

export function formatClock(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export interface Puzzle {
  answer: string;
  tiles: string;
  /** Letters revealed from the start of the answer. */
  hints: number;
}

/** A fresh puzzle of the chosen length, not the same word twice in a row. */
export function newPuzzle(dict: Dictionary, length: WordLength, previous: string | null, random: RandomSource = secureRandom): Puzzle {
  const pool = dict.answers.get(Number(length)) ?? [];
  let answer = pick(pool, random);
  while (answer === previous && pool.length > 1) answer = pick(pool, random);
  return { answer, tiles: scramble(answer, dict, random), hints: 0 };
}
