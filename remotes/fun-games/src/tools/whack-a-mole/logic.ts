import { pick, randomInt, secureRandom, type RandomSource } from '@toolhub/shared';

export const ROUND_MS = 30_000;
export const HOLES = 9;
export const HIT_POINTS = 10;
export const MISS_PENALTY = 5;
const FIRST_POP_MS = 600;
/** No mole pops this close to the end: it could never be reached. */
const LAST_POP_MARGIN_MS = 400;
/** Longest frame counted; a stalled tab must not eat seconds of the round. */
const MAX_TICK_MS = 250;

/** One mole: up in `hole` from `at` until `until` (ms into the round). */
export interface Pop {
  hole: number;
  at: number;
  until: number;
}

const lerp = (from: number, to: number, t: number) => from + (to - from) * Math.min(1, Math.max(0, t));

/** Time between pops: from a relaxed 850 ms down to a frantic 380 ms by the end. */
export function popGap(elapsed: number): number {
  return lerp(850, 380, elapsed / ROUND_MS);
}

/** How long a mole stays up: from 1150 ms down to 620 ms. */
export function upTime(elapsed: number): number {
  return lerp(1150, 620, elapsed / ROUND_MS);
}

/**
 * The whole round's moles, drawn up front. A mole never pops in the hole the previous one used,
 * nor in a hole that is still occupied; gaps get a ±20 % jitter so the rhythm can't be learnt.
 */
export function buildSchedule(source: RandomSource = secureRandom): Pop[] {
  const pops: Pop[] = [];
  let at = FIRST_POP_MS;
  while (at < ROUND_MS - LAST_POP_MARGIN_MS) {
    const previous = pops[pops.length - 1]?.hole;
    const busy = new Set(pops.filter((p) => p.until > at).map((p) => p.hole));
    const free = Array.from({ length: HOLES }, (_, i) => i).filter((h) => h !== previous && !busy.has(h));
    if (free.length > 0) {
      const hole = pick(free, source);
      pops.push({ hole, at, until: Math.min(ROUND_MS, at + Math.round(upTime(at))) });
    }
    const gap = popGap(at);
    at += Math.round(gap + randomInt(-Math.round(gap * 0.2), Math.round(gap * 0.2), source));
  }
  return pops;
}

export type Phase = 'idle' | 'playing' | 'paused' | 'over';

export interface MoleGame {
  phase: Phase;
  elapsed: number;
  schedule: readonly Pop[];
  /** Indexes into `schedule` of moles already whacked. */
  whacked: ReadonlySet<number>;
  hits: number;
  misses: number;
  /** The last whack, for feedback on the hole. */
  lastWhack: { hole: number; hit: boolean; at: number } | null;
}

export const IDLE_GAME: MoleGame = { phase: 'idle', elapsed: 0, schedule: [], whacked: new Set(), hits: 0, misses: 0, lastWhack: null };

export type MoleEvent =
  | { type: 'start'; schedule: readonly Pop[] }
  | { type: 'tick'; ms: number }
  | { type: 'whack'; hole: number }
  | { type: 'pause' }
  | { type: 'resume' };

/** The mole up in each hole right now: schedule index, or -1 for an empty hole. */
export function molesUp(game: Pick<MoleGame, 'schedule' | 'whacked' | 'elapsed'>): number[] {
  const up = new Array<number>(HOLES).fill(-1);
  game.schedule.forEach((pop, i) => {
    if (pop.at <= game.elapsed && game.elapsed < pop.until && !game.whacked.has(i)) up[pop.hole] = i;
  });
  return up;
}

export function moleReducer(game: MoleGame, event: MoleEvent): MoleGame {
  switch (event.type) {
    case 'start':
      return { ...IDLE_GAME, phase: 'playing', schedule: event.schedule, whacked: new Set() };
    case 'tick': {
      if (game.phase !== 'playing' || !(event.ms > 0)) return game;
      const elapsed = Math.min(ROUND_MS, game.elapsed + Math.min(event.ms, MAX_TICK_MS));
      return { ...game, elapsed, phase: elapsed >= ROUND_MS ? 'over' : 'playing' };
    }
    case 'whack': {
      if (game.phase !== 'playing' || !Number.isInteger(event.hole) || event.hole < 0 || event.hole >= HOLES) return game;
      const index = molesUp(game)[event.hole] ?? -1;
      if (index < 0) return { ...game, misses: game.misses + 1, lastWhack: { hole: event.hole, hit: false, at: game.elapsed } };
      const whacked = new Set(game.whacked);
      whacked.add(index);
      return { ...game, whacked, hits: game.hits + 1, lastWhack: { hole: event.hole, hit: true, at: game.elapsed } };
    }
    case 'pause':
      return game.phase === 'playing' ? { ...game, phase: 'paused' } : game;
    case 'resume':
      return game.phase === 'paused' ? { ...game, phase: 'playing' } : game;
  }
}

export function scoreOf(hits: number, misses: number): number {
  return Math.max(0, hits * HIT_POINTS - misses * MISS_PENALTY);
}

/** Moles that went back down without being whacked. */
export function escapedCount(game: Pick<MoleGame, 'schedule' | 'whacked' | 'elapsed'>): number {
  return game.schedule.filter((pop, i) => pop.until <= game.elapsed && !game.whacked.has(i)).length;
}

export function accuracy(hits: number, misses: number): number | null {
  return hits + misses === 0 ? null : Math.round((hits / (hits + misses)) * 100);
}

// Numpad layout: the keys sit where the holes are, 7 8 9 on top.
const KEY_TO_HOLE: Record<string, number> = { '7': 0, '8': 1, '9': 2, '4': 3, '5': 4, '6': 5, '1': 6, '2': 7, '3': 8 };

/** The hole a key whacks: digits 1–9 (top row or numpad), laid out like a numpad. */
export function holeForKey(event: { key: string; code?: string }): number | null {
  const numpad = /^Numpad([1-9])$/.exec(event.code ?? '');
  const digit = numpad ? numpad[1]! : event.key;
  return KEY_TO_HOLE[digit] ?? null;
}

/** The key shown on each hole, in hole order. */
export function keyForHole(hole: number): string {
  return Object.keys(KEY_TO_HOLE).find((k) => KEY_TO_HOLE[k] === hole) ?? '';
}

/** Arrow-key focus movement inside the 3×3 grid; stays put at the edges. */
export function moveFocus(hole: number, key: string): number | null {
  const row = Math.floor(hole / 3);
  const col = hole % 3;
  switch (key) {
    case 'ArrowUp':
      return row > 0 ? hole - 3 : hole;
    case 'ArrowDown':
      return row < 2 ? hole + 3 : hole;
    case 'ArrowLeft':
      return col > 0 ? hole - 1 : hole;
    case 'ArrowRight':
      return col < 2 ? hole + 1 : hole;
    case 'Home':
      return 0;
    case 'End':
      return HOLES - 1;
    default:
      return null;
  }
}

export function sanitizeHighScore(stored: unknown): number {
  return typeof stored === 'number' && Number.isSafeInteger(stored) && stored >= 0 ? stored : 0;
}

export function roundSummary(game: MoleGame): string {
  const score = scoreOf(game.hits, game.misses);
  const escaped = escapedCount(game);
  return `Time’s up! ${game.hits} hit${game.hits === 1 ? '' : 's'}, ${game.misses} miss${game.misses === 1 ? '' : 'es'}, ${escaped} got away. Score ${score}.`;
}
