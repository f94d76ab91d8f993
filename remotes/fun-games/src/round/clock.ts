/** The phases of a timed round: waiting for Start, running, paused (the clock stopped), time up. */
export type RoundPhase = 'idle' | 'playing' | 'paused' | 'over';

/** Play time that pauses: the time banked before a pause, plus the run since the last start or resume. */
export interface Clock {
  /** Milliseconds banked before the current run. */
  banked: number;
  /** performance.now() when the current run began, or null while the clock is stopped. */
  since: number | null;
}

export const STOPPED_CLOCK: Clock = { banked: 0, since: null };

export const elapsedOf = (clock: Clock, now: number) => clock.banked + (clock.since === null ? 0 : now - clock.since);

/** Time left as the clock shows it: whole seconds rounded up, "1:05". */
export function formatClock(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
