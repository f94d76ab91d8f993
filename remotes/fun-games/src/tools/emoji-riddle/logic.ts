/** Rules of Emoji Riddle: answer matching, hints, the daily puzzle, streaks and scores. */
import { distance } from 'fastest-levenshtein';
import type { Category, Riddle } from './riddles';

export const CATEGORIES = ['all', 'film', 'phrase', 'animal', 'food', 'place', 'word'] as const;
export type CategoryFilter = (typeof CATEGORIES)[number];
export const MODES = ['daily', 'endless'] as const;
export type Mode = (typeof MODES)[number];
export const MAX_HINTS = 3;

export function categoryFrom(value: string): CategoryFilter {
  return (CATEGORIES as readonly string[]).includes(value) ? (value as CategoryFilter) : 'all';
}
export function modeFrom(value: string): Mode {
  return value === 'endless' ? 'endless' : 'daily';
}

const ARTICLES = new Set(['the', 'a', 'an']);
/** Words that carry no meaning of their own when deciding how much of an answer a guess has. */
const MINOR = new Set(['the', 'a', 'an', 'of', 'and', 'in', 'to', 'at', 'on', 'your', 'my', 'is']);

/**
 * Accents, case, punctuation, "&" for "and" and leading articles never matter:
 * "  Crème Brûlée!" → "creme brulee", "The Lion King" → "lion king", "Spider-Man" → "spider man".
 */
export function normalizeAnswer(text: string): string {
  const words = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’‘`´]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  // Every leading article, so that normalizing twice changes nothing ("A A A" is "a" at once).
  while (words.length > 1 && ARTICLES.has(words[0]!)) words.shift();
  return words.join(' ');
}

const compact = (normalized: string) => normalized.replace(/ /g, '');

export type Match =
  | { kind: 'empty' }
  | { kind: 'correct' }
  /** Spelt nearly right. */
  | { kind: 'close'; message: string }
  /** Some of the words are right. */
  | { kind: 'partial'; message: string }
  | { kind: 'wrong'; message: string };

/** How many typing slips still count as a near miss, by the answer's length. */
export function slipsAllowed(length: number): number {
  if (length <= 3) return 0;
  if (length <= 5) return 1;
  if (length <= 10) return 2;
  return 3;
}

function keyWords(normalized: string): string[] {
  return normalized.split(' ').filter((w) => w !== '' && !MINOR.has(w));
}

/** The answer and every accepted alternative, normalized. */
export function targetsOf(riddle: Pick<Riddle, 'answer' | 'accept'>): string[] {
  return [...new Set([riddle.answer, ...(riddle.accept ?? [])].map(normalizeAnswer))];
}

/**
 * Judges a guess: exact (after normalizing; spaces optional, so "spiderman" is Spider-Man), a near
 * miss (a slip or two of spelling, or all the right words in another order), part of it (some of
 * the key words), or wrong.
 */
export function matchAnswer(guess: string, riddle: Pick<Riddle, 'answer' | 'accept'>): Match {
  const g = normalizeAnswer(guess);
  if (g === '') return { kind: 'empty' };
  const targets = targetsOf(riddle);
  const gc = compact(g);
  if (targets.some((t) => t === g || compact(t) === gc)) return { kind: 'correct' };
  if (targets.some((t) => compact(t).length > 3 && distance(gc, compact(t)) <= slipsAllowed(compact(t).length))) {
    return { kind: 'close', message: 'So close! Check the spelling.' };
  }
  const guessWords = keyWords(g);
  let bestShare = 0;
  let bestOf = 0;
  let bestHits = 0;
  for (const t of targets) {
    const words = keyWords(t);
    if (words.length === 0) continue;
    const hits = words.filter((w) => guessWords.some((x) => x === w || (w.length > 4 && distance(x, w) <= 1))).length;
    if (hits / words.length > bestShare) {
      bestShare = hits / words.length;
      bestOf = words.length;
      bestHits = hits;
    }
  }
  if (bestShare === 1) return { kind: 'close', message: 'All the right words: check the order and the small words.' };
  if (bestHits > 0) return { kind: 'partial', message: `You have part of it: ${bestHits} of ${bestOf} key words.` };
  return { kind: 'wrong', message: 'Not quite. Try again or take a hint.' };
}

/**
 * The answer's shape: letters as "_" (or the first letter of each word once `firstLetters`),
 * keeping spaces and punctuation: "Spider-Man" → "S_____-M__".
 */
export function answerPattern(answer: string, firstLetters: boolean): string {
  let atWordStart = true;
  let out = '';
  for (const char of answer) {
    const isLetter = /[\p{L}\p{N}]/u.test(char);
    if (isLetter) {
      out += firstLetters && atWordStart ? char.toUpperCase() : '_';
      atWordStart = false;
    } else {
      out += char;
      atWordStart = char === ' ' || char === '-';
    }
  }
  return out;
}

/** Words and letters, read out: "3 words: 3, 4, 4 letters". */
export function describeLength(answer: string): string {
  const words = answer.split(/[\s-]+/).map((w) => w.replace(/[^\p{L}\p{N}]/gu, '')).filter(Boolean);
  return words.length === 1 ? `1 word, ${words[0]!.length} letters` : `${words.length} words: ${words.map((w) => w.length).join(', ')} letters`;
}

/** Points for a solve: 3 without hints, 1 less per hint, never below 1. */
export function pointsFor(hints: number): number {
  return Math.max(1, 3 - Math.max(0, hints));
}

/** Days since 1970-01-01 on the player's local calendar. */
export function localDayNumber(date: Date): number {
  return Math.floor(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / 86_400_000);
}

export function dateKey(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** Puzzle #1 is 1 January 2026. */
export const FIRST_DAY = 20_454;

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * The riddle of the day: the same for everyone on the same date, and no riddle again until every
 * one has had its day (a stride coprime with the count walks through them all).
 */
export function dailyRiddle<T>(day: number, riddles: readonly T[]): T {
  const n = riddles.length;
  let stride = 37;
  while (gcd(stride, n) !== 1) stride++;
  const index = (((day - FIRST_DAY) * stride) % n + n) % n;
  return riddles[index]!;
}

export interface DailyRecord {
  /** Local date of the puzzle played. */
  date: string;
  guesses: number;
  hints: number;
  result: 'playing' | 'solved' | 'revealed';
}

export interface Stats {
  dailyPlayed: number;
  dailySolved: number;
  streak: number;
  bestStreak: number;
  /** Local day number of the last daily solved. */
  lastSolvedDay: number | null;
  /** Best endless run (solved in a row without giving up). */
  bestRun: number;
  /** Best endless score. */
  bestScore: number;
}

export const NO_STATS: Stats = { dailyPlayed: 0, dailySolved: 0, streak: 0, bestStreak: 0, lastSolvedDay: null, bestRun: 0, bestScore: 0 };

const count = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? v : 0);

export function sanitizeStats(stored: unknown): Stats {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return NO_STATS;
  const s = stored as Record<string, unknown>;
  const dailyPlayed = count(s.dailyPlayed);
  const streak = count(s.streak);
  return {
    dailyPlayed,
    dailySolved: Math.min(count(s.dailySolved), dailyPlayed),
    streak,
    bestStreak: Math.max(count(s.bestStreak), streak),
    lastSolvedDay: typeof s.lastSolvedDay === 'number' && Number.isSafeInteger(s.lastSolvedDay) ? s.lastSolvedDay : null,
    bestRun: count(s.bestRun),
    bestScore: count(s.bestScore),
  };
}

export function restoreDaily(stored: unknown, today: string): DailyRecord {
  const fresh: DailyRecord = { date: today, guesses: 0, hints: 0, result: 'playing' };
  if (typeof stored !== 'object' || stored === null) return fresh;
  const s = stored as Record<string, unknown>;
  if (s.date !== today) return fresh;
  const result = s.result === 'solved' || s.result === 'revealed' ? s.result : 'playing';
  return { date: today, guesses: count(s.guesses), hints: Math.min(count(s.hints), MAX_HINTS), result };
}

/** Folds today's finished daily into the stats; a day already counted changes nothing. */
export function recordDaily(stats: Stats, day: number, solved: boolean, alreadyCounted: boolean): Stats {
  if (alreadyCounted) return stats;
  const continues = stats.lastSolvedDay === day - 1;
  const streak = solved ? (continues ? stats.streak + 1 : 1) : 0;
  return {
    ...stats,
    dailyPlayed: stats.dailyPlayed + 1,
    dailySolved: stats.dailySolved + (solved ? 1 : 0),
    streak,
    bestStreak: Math.max(stats.bestStreak, streak),
    lastSolvedDay: solved ? day : stats.lastSolvedDay,
  };
}

/** The daily streak as it stands today: a missed day ends it. */
export function streakToday(stats: Stats, today: number): number {
  return stats.lastSolvedDay !== null && today - stats.lastSolvedDay <= 1 ? stats.streak : 0;
}

export function categoryIds(riddles: readonly Riddle[], filter: CategoryFilter): string[] {
  return riddles.filter((r) => filter === 'all' || r.category === (filter as Category)).map((r) => r.id);
}

export function shareText(puzzle: number, record: DailyRecord, emoji: string): string {
  const outcome = record.result === 'solved' ? `solved in ${record.guesses} ${record.guesses === 1 ? 'guess' : 'guesses'}, ${record.hints} ${record.hints === 1 ? 'hint' : 'hints'}` : 'revealed';
  return `Emoji Riddle #${puzzle} ${emoji}\n${record.result === 'solved' ? '✅' : '❌'} ${outcome}`;
}
