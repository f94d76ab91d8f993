import { pick, secureRandom, type RandomSource } from '@toolhub/shared';

export type Side = 'heads' | 'tails';
export const SIDES: readonly Side[] = ['heads', 'tails'];
export const RECENT_LIMIT = 20;
export const BEST_OF_CHOICES = [3, 5, 7, 9, 11, 15, 21] as const;
export const MAX_BEST_OF = 99;

export function flipCoin(source: RandomSource = secureRandom): Side {
  return pick(SIDES, source);
}

export function sideName(side: Side): string {
  return side === 'heads' ? 'Heads' : 'Tails';
}

export interface Streak {
  side: Side | null;
  length: number;
}

export interface CoinStats {
  heads: number;
  tails: number;
  current: Streak;
  longest: Streak;
  /** The latest flips, newest last. */
  recent: Side[];
}

export const EMPTY_STATS: CoinStats = {
  heads: 0,
  tails: 0,
  current: { side: null, length: 0 },
  longest: { side: null, length: 0 },
  recent: [],
};

export function recordFlip(stats: CoinStats, side: Side): CoinStats {
  const current: Streak = stats.current.side === side ? { side, length: stats.current.length + 1 } : { side, length: 1 };
  // Ties keep the earlier record: the longest streak is the first to reach that length.
  const longest = current.length > stats.longest.length ? current : stats.longest;
  return {
    heads: stats.heads + (side === 'heads' ? 1 : 0),
    tails: stats.tails + (side === 'tails' ? 1 : 0),
    current,
    longest,
    recent: [...stats.recent, side].slice(-RECENT_LIMIT),
  };
}

/** Current and longest streak of a whole sequence of flips, oldest first. */
export function streaksOf(flips: readonly Side[]): { current: Streak; longest: Streak } {
  const stats = flips.reduce(recordFlip, EMPTY_STATS);
  return { current: stats.current, longest: stats.longest };
}

export function percentage(part: number, whole: number): string {
  if (whole === 0) return '0%';
  return `${Math.round((part / whole) * 1000) / 10}%`;
}

function isSide(value: unknown): value is Side {
  return value === 'heads' || value === 'tails';
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

function readStreak(value: unknown): Streak | null {
  if (typeof value !== 'object' || value === null) return null;
  const { side, length } = value as Record<string, unknown>;
  if (!isCount(length)) return null;
  if (length === 0) return { side: null, length: 0 };
  return isSide(side) ? { side, length } : null;
}

/** Accepts stored stats only when they hang together; anything else starts afresh. */
export function sanitizeStats(stored: unknown): CoinStats {
  if (typeof stored !== 'object' || stored === null) return EMPTY_STATS;
  const raw = stored as Record<string, unknown>;
  const current = readStreak(raw.current);
  const longest = readStreak(raw.longest);
  if (!isCount(raw.heads) || !isCount(raw.tails) || !current || !longest) return EMPTY_STATS;
  if (longest.length < current.length || longest.length > raw.heads + raw.tails) return EMPTY_STATS;
  const recent = Array.isArray(raw.recent) ? raw.recent.filter(isSide).slice(-RECENT_LIMIT) : [];
  return { heads: raw.heads, tails: raw.tails, current, longest, recent };
}

export type BestOfCheck = { kind: 'off' } | { kind: 'ok'; bestOf: number } | { kind: 'invalid'; message: string };

/** Reads the best-of setting ("" or "off" for free flipping); matches need an odd length to always have a winner. */
export function checkBestOf(raw: string): BestOfCheck {
  const text = raw.trim().toLowerCase();
  if (text === '' || text === 'off' || text === '0') return { kind: 'off' };
  const value = Number(text);
  if (!Number.isInteger(value)) return { kind: 'invalid', message: `“${text.slice(0, 12)}” is not a match length. Pick best of 3, 5, 7 and so on.` };
  if (value < 3) return { kind: 'invalid', message: 'A match needs at least 3 flips; pick best of 3 or more.' };
  if (value > MAX_BEST_OF) return { kind: 'invalid', message: `Best of ${MAX_BEST_OF} is the longest match; pick a shorter one.` };
  if (value % 2 === 0) return { kind: 'invalid', message: `Best of ${value} could end in a tie; pick an odd number like ${value + 1}.` };
  return { kind: 'ok', bestOf: value };
}

export function winsNeeded(bestOf: number): number {
  return Math.floor(bestOf / 2) + 1;
}

export interface MatchScore {
  heads: number;
  tails: number;
  /** Decided as soon as one side has more than half of the flips; later flips can't change it. */
  winner: Side | null;
  flipsLeft: number;
}

export function scoreMatch(flips: readonly Side[], bestOf: number): MatchScore {
  const needed = winsNeeded(bestOf);
  let heads = 0;
  let tails = 0;
  let winner: Side | null = null;
  for (const side of flips) {
    if (winner) break;
    if (side === 'heads') heads++;
    else tails++;
    if (heads === needed) winner = 'heads';
    else if (tails === needed) winner = 'tails';
  }
  return { heads, tails, winner, flipsLeft: winner ? 0 : bestOf - heads - tails };
}

export function announceWinner(score: MatchScore, bestOf: number): string | null {
  if (!score.winner) return null;
  const won = score.winner === 'heads' ? score.heads : score.tails;
  const lost = score.winner === 'heads' ? score.tails : score.heads;
  return `${sideName(score.winner)} wins the best of ${bestOf}, ${won}–${lost}!`;
}
