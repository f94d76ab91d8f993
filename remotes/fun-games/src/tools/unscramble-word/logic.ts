/** Rules of Unscramble Word: the dictionary, scrambling, checking a guess, hints, scores. */
import { pick, shuffle, type RandomSource, secureRandom, type WordsByLength } from '@toolhub/shared';

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
  /** The most frequent words: those of a length that make fair puzzles are dealt (answersOf). */
  common: WordsByLength;
  /** Every accepted word. */
  valid: WordsByLength;
  /** Per word length, the words dealt as puzzles: filled for a length when it is first dealt. */
  answers: Map<number, readonly string[]>;
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
 * The dictionary of SCOWL words (the build writes them plain, lowercase and sorted, as one string
 * each: scripts/lib/word-lists.mjs): `accepted` are taken as answers, and the `common` ones
 * (the most frequent) are dealt as puzzles. Nothing is listed yet: the game opens on one length,
 * and only that length's words are ever looked at to deal it.
 */
export function buildDictionary(common: WordsByLength, accepted: WordsByLength): Dictionary {
  return { common, valid: accepted, answers: new Map(), anagrams: new Map() };
}

/**
 * Whether a common word makes a fair puzzle: 4 to 8 letters, at least two different ones,
 * accepted, and not a capitalised name, nor with an apostrophe or accent, nor unfit to deal.
 */
function isDealt(word: string, dict: Dictionary): boolean {
  return word.length >= 4 && word.length <= 8 && PLAIN.test(word) && !NOT_DEALT.has(word) && hasTwoLetters(word) && dict.valid.has(word);
}

/** The common words of `length` letters dealt as puzzles. */
export function answersOf(dict: Dictionary, length: number): readonly string[] {
  let answers = dict.answers.get(length);
  if (!answers) {
    answers = dict.common.ofLength(length).filter((word) => isDealt(word, dict));
    dict.answers.set(length, answers);
  }
  return answers;
}

/** Every accepted word made of exactly the letters of `word`, itself included, sorted. */
export function anagramsOf(word: string, dict: Dictionary): string[] {
  const length = word.length;
  let index = dict.anagrams.get(length);
  if (!index) {
    index = new Map();
    for (const candidate of dict.valid.ofLength(length)) {
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
export function scramble(word: string, dict: { valid: Pick<WordsByLength, 'has'> }, random: RandomSource = secureRandom): string {
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

export interface Puzzle {
  answer: string;
  tiles: string;
  /** Letters revealed from the start of the answer. */
  hints: number;
}

/** Draws before a deal falls back to listing every fit word (nearly every common word is fit). */
const DRAWS = 40;

/**
 * A fresh puzzle of the chosen length, not the same word twice in a row. A common word is drawn
 * and dealt if it is fit (and not the previous one), so opening the game checks a word or two,
 * not all ~1,400 of its length; each fit word stays equally likely.
 */
export function newPuzzle(dict: Dictionary, length: WordLength, previous: string | null, random: RandomSource = secureRandom): Puzzle {
  const common = dict.common.ofLength(Number(length));
  for (let draw = 0; draw < DRAWS && common.length > 0; draw++) {
    const word = pick(common, random);
    if (word !== previous && isDealt(word, dict)) return { answer: word, tiles: scramble(word, dict, random), hints: 0 };
  }
  const pool = answersOf(dict, Number(length));
  let answer = pick(pool, random);
  while (answer === previous && pool.length > 1) answer = pick(pool, random);
  return { answer, tiles: scramble(answer, dict, random), hints: 0 };
}
