/** Rules of the daily word puzzle: feedback, hard mode, the word of the day, streaks and sharing. */

export const WORD_LENGTH = 5;
export const MAX_GUESSES = 6;

export type LetterState = 'correct' | 'present' | 'absent';

export const LETTER_STATE_NAMES: Record<LetterState, string> = {
  correct: 'correct spot',
  present: 'in the word, wrong spot',
  absent: 'not in the word',
};

const FIVE_LETTERS = /^[a-z]{5}$/;

export function isFiveLetterWord(word: string): boolean {
  return FIVE_LETTERS.test(word);
}

/**
 * Colours a guess the way players expect with repeated letters: exact matches take their letter
 * first, then each remaining letter of the answer can mark at most one misplaced copy, left to
 * right, so guessing "eerie" against "there" shows only as many e's as the answer has.
 */
export function evaluateGuess(guess: string, answer: string): LetterState[] {
  const result: LetterState[] = Array.from({ length: guess.length }, () => 'absent');
  const unmatched = new Map<string, number>();
  for (let i = 0; i < answer.length; i++) {
    const letter = answer[i] as string;
    if (guess[i] === letter) result[i] = 'correct';
    else unmatched.set(letter, (unmatched.get(letter) ?? 0) + 1);
  }
  for (let i = 0; i < guess.length; i++) {
    if (result[i] === 'correct') continue;
    const letter = guess[i] as string;
    const left = unmatched.get(letter) ?? 0;
    if (left > 0) {
      result[i] = 'present';
      unmatched.set(letter, left - 1);
    }
  }
  return result;
}

const ORDINALS = ['1st', '2nd', '3rd', '4th', '5th'];

/**
 * In hard mode every revealed hint must be reused: green letters stay in place and each yellow or
 * green letter appears at least as often as it has been revealed. Returns the first broken rule in
 * words, or null when the guess is allowed.
 */
export function hardModeViolation(guess: string, previous: readonly { word: string; states: readonly LetterState[] }[]): string | null {
  for (const { word, states } of previous) {
    for (let i = 0; i < word.length; i++) {
      if (states[i] === 'correct' && guess[i] !== word[i]) {
        return `${ORDINALS[i] ?? `Letter ${i + 1}`} letter must be ${(word[i] ?? '').toUpperCase()}`;
      }
    }
  }
  const required = new Map<string, number>();
  for (const { word, states } of previous) {
    const revealed = new Map<string, number>();
    for (let i = 0; i < word.length; i++) {
      if (states[i] !== 'absent') revealed.set(word[i] as string, (revealed.get(word[i] as string) ?? 0) + 1);
    }
    for (const [letter, n] of revealed) required.set(letter, Math.max(n, required.get(letter) ?? 0));
  }
  for (const [letter, count] of required) {
    const used = [...guess].filter((l) => l === letter).length;
    if (used < count) {
      return count > 1 ? `Guess must contain ${count} ${letter.toUpperCase()}s` : `Guess must contain ${letter.toUpperCase()}`;
    }
  }
  return null;
}

/** The best thing known about each letter so far; green beats yellow beats grey. */
export function keyboardStates(guesses: readonly { word: string; states: readonly LetterState[] }[]): Map<string, LetterState> {
  const rank: Record<LetterState, number> = { absent: 0, present: 1, correct: 2 };
  const known = new Map<string, LetterState>();
  for (const { word, states } of guesses) {
    for (let i = 0; i < word.length; i++) {
      const letter = word[i] as string;
      const state = states[i] ?? 'absent';
      const before = known.get(letter);
      if (before === undefined || rank[state] > rank[before]) known.set(letter, state);
    }
  }
  return known;
}

// ---- Word lists -------------------------------------------------------------------------------

// Common words a daily puzzle should not ask anyone to type; they remain accepted as guesses.
const NOT_AN_ANSWER = new Set(
  'bitch whore sluts pussy prick penis horny kinky spunk booby rapes raped semen queer butts sperm sexes vomit'.split(' '),
);

/**
 * Plurals and past tenses of shorter words ("acres", "aimed", "cries") make dull answers, so an
 * answer must not be a simple inflection of another known word.
 */
function isInflection(word: string, known: ReadonlySet<string>): boolean {
  if (word.endsWith('ies') && known.has(`${word.slice(0, -3)}y`)) return true;
  if (word.endsWith('s') && !word.endsWith('ss') && (known.has(word.slice(0, -1)) || (word.endsWith('es') && known.has(word.slice(0, -2))))) return true;
  if (word.endsWith('ed') && (known.has(word.slice(0, -2)) || known.has(word.slice(0, -1)))) return true;
  return false;
}

export interface WordLists {
  /** Possible words of the day, in the fixed daily order. */
  answers: readonly string[];
  /** Every accepted guess (answers included). */
  valid: ReadonlySet<string>;
}

/**
 * Builds the puzzle's lists from SCOWL frequency lists: answers from the common lists (proper
 * nouns are capitalised there and abbreviations carry dots or capitals, so keeping five
 * lowercase a–z letters drops both), guesses from everything given.
 */
export function buildWordLists(commonLists: readonly (readonly string[])[], guessLists: readonly (readonly string[])[]): WordLists {
  const everything = new Set<string>();
  for (const list of [...commonLists, ...guessLists]) for (const word of list) everything.add(word);
  const valid = new Set<string>();
  for (const word of everything) if (isFiveLetterWord(word)) valid.add(word);
  const answerSet = new Set<string>();
  for (const list of commonLists) {
    for (const word of list) {
      if (isFiveLetterWord(word) && !NOT_AN_ANSWER.has(word) && !isInflection(word, everything)) answerSet.add(word);
    }
  }
  return { answers: dailyOrder([...answerSet]), valid };
}

/** FNV-1a: a fixed, well-spread hash so the daily order never depends on the lists' own order. */
function hashWord(word: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) {
    hash ^= word.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** A scrambled but fixed order, so consecutive days don't walk through the alphabet. */
export function dailyOrder(answers: readonly string[]): string[] {
  return [...answers].sort((a, b) => hashWord(a) - hashWord(b) || (a < b ? -1 : a > b ? 1 : 0));
}

// ---- Dates ------------------------------------------------------------------------------------

/** Puzzle #1 was played on this date; numbers count local calendar days from it. */
const FIRST_PUZZLE_DAY = Date.UTC(2024, 0, 1) / 86_400_000;

/**
 * The visitor's local calendar date, so the word changes at their own midnight, as a day count
 * that ignores daylight-saving shifts.
 */
export function localDayNumber(date: Date): number {
  return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / 86_400_000;
}

export function dateKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The puzzle number shown to players (1 on the first day). */
export function puzzleNumber(date: Date): number {
  return localDayNumber(date) - FIRST_PUZZLE_DAY + 1;
}

/**
 * Everyone with the same local date gets the same word: the day indexes the fixed order, so no
 * word repeats until the whole list has been used.
 */
export function answerForDate(date: Date, answers: readonly string[]): string {
  if (answers.length === 0) throw new Error('There are no answers to choose from.');
  const n = answers.length;
  const index = (((localDayNumber(date) - FIRST_PUZZLE_DAY) % n) + n) % n;
  return answers[index] as string;
}

/** Milliseconds until the visitor's next local midnight, when the next word appears. */
export function msUntilNextWord(now: Date): number {
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return Math.max(0, next.getTime() - now.getTime());
}

export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}
