import { randomInt, secureRandom, type RandomSource } from '@toolhub/shared';

export const MIN_DELAY_MS = 1500;
export const MAX_DELAY_MS = 5000;
export const ATTEMPTS_PER_SET = 5;

/** How long to wait before turning green: uniform over whole milliseconds so it can't be anticipated. */
export function randomDelay(source: RandomSource = secureRandom): number {
  return randomInt(MIN_DELAY_MS, MAX_DELAY_MS, source);
}

export type Phase =
  | { name: 'idle' }
  /** Red: the timer runs for `delay` ms; pressing now is too soon. */
  | { name: 'waiting'; delay: number }
  /** Green since `greenAt` (performance.now time). */
  | { name: 'ready'; greenAt: number }
  | { name: 'early' }
  | { name: 'result'; ms: number }
  | { name: 'cancelled' };

export interface ReactionState {
  phase: Phase;
  /** Times of the current set of five, oldest first. */
  attempts: number[];
}

export type ReactionEvent =
  /** A press (click, tap or key) at time `at`; `nextDelay` is used if the press starts a round. */
  | { type: 'press'; at: number; nextDelay: number }
  /** The wait is over and the pad turns green. */
  | { type: 'go'; at: number }
  /** The green pad reached the screen; timing starts from the paint, not from the timer. */
  | { type: 'shown'; at: number }
  | { type: 'hidden' }
  | { type: 'reset' };

export const INITIAL_STATE: ReactionState = { phase: { name: 'idle' }, attempts: [] };

export function isSetComplete(attempts: readonly number[]): boolean {
  return attempts.length >= ATTEMPTS_PER_SET;
}

export function reactionReducer(state: ReactionState, event: ReactionEvent): ReactionState {
  const { phase } = state;
  switch (event.type) {
    case 'press':
      if (phase.name === 'waiting') return { ...state, phase: { name: 'early' } };
      if (phase.name === 'ready') {
        const ms = Math.max(0, Math.round(event.at - phase.greenAt));
        return { phase: { name: 'result', ms }, attempts: [...state.attempts, ms] };
      }
      return {
        phase: { name: 'waiting', delay: event.nextDelay },
        attempts: isSetComplete(state.attempts) ? [] : state.attempts,
      };
    case 'go':
      return phase.name === 'waiting' ? { ...state, phase: { name: 'ready', greenAt: event.at } } : state;
    case 'shown':
      return phase.name === 'ready' && event.at > phase.greenAt ? { ...state, phase: { name: 'ready', greenAt: event.at } } : state;
    case 'hidden':
      return phase.name === 'waiting' || phase.name === 'ready' ? { ...state, phase: { name: 'cancelled' } } : state;
    case 'reset':
      return INITIAL_STATE;
  }
}

export function averageOf(times: readonly number[]): number | null {
  if (times.length === 0) return null;
  return Math.round(times.reduce((sum, t) => sum + t, 0) / times.length);
}

export interface Records {
  /** Fastest single reaction ever, in ms. */
  best: number | null;
  /** Best average of a complete set of five. */
  bestAverage: number | null;
  rounds: number;
}

export const NO_RECORDS: Records = { best: null, bestAverage: null, rounds: 0 };

/** Folds a finished attempt into the records; `attempts` is the set including it. */
export function updateRecords(records: Records, ms: number, attempts: readonly number[]): Records {
  const average = isSetComplete(attempts) ? averageOf(attempts) : null;
  return {
    best: records.best === null ? ms : Math.min(records.best, ms),
    bestAverage: average === null ? records.bestAverage : records.bestAverage === null ? average : Math.min(records.bestAverage, average),
    rounds: records.rounds + 1,
  };
}

function isTime(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value < 60_000;
}

export function sanitizeRecords(stored: unknown): Records {
  if (typeof stored !== 'object' || stored === null) return NO_RECORDS;
  const { best, bestAverage, rounds } = stored as Record<string, unknown>;
  return {
    best: isTime(best) ? Math.round(best) : null,
    bestAverage: isTime(bestAverage) ? Math.round(bestAverage) : null,
    rounds: typeof rounds === 'number' && Number.isSafeInteger(rounds) && rounds >= 0 ? rounds : 0,
  };
}

/** A friendly verdict, on the scale most people land on (about 200–300 ms with a mouse). */
export function rating(ms: number): string {
  if (ms < 120) return 'Suspiciously fast, were you guessing?';
  if (ms < 200) return 'Lightning fast!';
  if (ms < 250) return 'Great reflexes.';
  if (ms < 320) return 'Right around average.';
  if (ms < 450) return 'Not bad, warm up and try again.';
  return 'Take a breath and try again.';
}

export function shareText(attempts: readonly number[], records: Records): string {
  const average = averageOf(attempts);
  const parts = [`My reaction time: ${average ?? '–'} ms average over ${attempts.length} tries (${attempts.join(', ')} ms)`];
  if (records.best !== null) parts.push(`best ever ${records.best} ms`);
  return `${parts.join(', ')}.`;
}
