/** Today's game as saved between visits, the player's statistics and the shareable result. */
import { MAX_GUESSES, evaluateGuess, isFiveLetterWord, localDayNumber, type LetterState } from './logic';

export type GameStatus = 'playing' | 'won' | 'lost';

export interface SavedGame {
  /** Local calendar date (YYYY-MM-DD) the game belongs to. */
  date: string;
  guesses: string[];
  hard: boolean;
}

export interface Stats {
  played: number;
  wins: number;
  currentStreak: number;
  maxStreak: number;
  /** Wins by number of guesses: index 0 = won in one. */
  distribution: number[];
  /** Local day number of the last finished game, to tell whether a streak is still alive. */
  lastDay: number | null;
  lastWon: boolean;
}

export const NO_STATS: Stats = { played: 0, wins: 0, currentStreak: 0, maxStreak: 0, distribution: [0, 0, 0, 0, 0, 0], lastDay: null, lastWon: false };

export function gameStatus(guesses: readonly string[], answer: string): GameStatus {
  if (guesses.includes(answer)) return 'won';
  return guesses.length >= MAX_GUESSES ? 'lost' : 'playing';
}

export function scoredGuesses(guesses: readonly string[], answer: string): { word: string; states: LetterState[] }[] {
  return guesses.map((word) => ({ word, states: evaluateGuess(word, answer) }));
}

/** Restores today's game from storage; anything from another day or malformed starts afresh. */
export function restoreGame(stored: unknown, today: string, hardByDefault: boolean): SavedGame {
  const fresh: SavedGame = { date: today, guesses: [], hard: hardByDefault };
  if (typeof stored !== 'object' || stored === null) return fresh;
  const { date, guesses, hard } = stored as Record<string, unknown>;
  if (date !== today || !Array.isArray(guesses)) return fresh;
  const words = guesses.filter((g): g is string => typeof g === 'string' && isFiveLetterWord(g)).slice(0, MAX_GUESSES);
  return { date: today, guesses: words, hard: typeof hard === 'boolean' ? hard : hardByDefault };
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : 0;
}

export function sanitizeStats(stored: unknown): Stats {
  if (typeof stored !== 'object' || stored === null) return NO_STATS;
  const s = stored as Record<string, unknown>;
  const distribution = Array.from({ length: MAX_GUESSES }, (_, i) => (Array.isArray(s.distribution) ? count(s.distribution[i]) : 0));
  const lastDay = typeof s.lastDay === 'number' && Number.isSafeInteger(s.lastDay) ? s.lastDay : null;
  const played = count(s.played);
  const wins = Math.min(count(s.wins), played);
  const maxStreak = count(s.maxStreak);
  return { played, wins, currentStreak: Math.min(count(s.currentStreak), Math.max(maxStreak, 0)), maxStreak, distribution, lastDay, lastWon: s.lastWon === true };
}

/** Folds a finished game into the statistics; finishing the same day twice changes nothing. */
export function recordResult(stats: Stats, day: number, won: boolean, guessCount: number): Stats {
  if (stats.lastDay !== null && stats.lastDay >= day) return stats;
  const continues = won && stats.lastWon && stats.lastDay === day - 1;
  const currentStreak = won ? (continues ? stats.currentStreak + 1 : 1) : 0;
  const distribution = [...stats.distribution];
  if (won && guessCount >= 1 && guessCount <= MAX_GUESSES) distribution[guessCount - 1] = (distribution[guessCount - 1] ?? 0) + 1;
  return {
    played: stats.played + 1,
    wins: stats.wins + (won ? 1 : 0),
    currentStreak,
    maxStreak: Math.max(stats.maxStreak, currentStreak),
    distribution,
    lastDay: day,
    lastWon: won,
  };
}

/** The streak as it stands today: a missed day (nothing finished yesterday or today) ends it. */
export function streakToday(stats: Stats, today: Date): number {
  if (stats.lastDay === null || !stats.lastWon) return 0;
  return localDayNumber(today) - stats.lastDay <= 1 ? stats.currentStreak : 0;
}

export function winPercent(stats: Stats): number {
  return stats.played === 0 ? 0 : Math.round((stats.wins / stats.played) * 100);
}

const SQUARES: Record<LetterState, string> = { correct: '🟩', present: '🟨', absent: '⬛' };

/** The spoiler-free result grid people paste into chats. */
export function shareText(puzzle: number, guesses: readonly string[], answer: string, hard: boolean): string {
  const won = guesses.includes(answer);
  const header = `Daily Word #${puzzle} ${won ? guesses.length : 'X'}/${MAX_GUESSES}${hard ? '*' : ''}`;
  const rows = guesses.map((g) => evaluateGuess(g, answer).map((s) => SQUARES[s]).join(''));
  return `${header}\n\n${rows.join('\n')}`;
}
