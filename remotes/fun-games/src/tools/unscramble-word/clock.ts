/** A timed round's phases and clock: time banked before a pause, plus the run since the last start or resume. */
export type Phase = 'idle' | 'playing' | 'paused' | 'over';
export interface Clock {
  banked: number;
  since: number | null;
}
export const elapsedOf = (c: Clock, now: number) => c.banked + (c.since === null ? 0 : now - c.since);
