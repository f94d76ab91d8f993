export const ROUND_MS = 10_000;
export const COUNTDOWN_FROM = 3;
export const COUNTDOWN_STEP_MS = 1_000;
/** Live speed looks back this far, so it shows how fast you are going now, not on average. */
export const LIVE_WINDOW_MS = 1_000;

export type Round =
  | { phase: 'idle' }
  | { phase: 'countdown'; goAt: number }
  | { phase: 'playing'; startAt: number; taps: number[] }
  | { phase: 'done'; taps: number; endedAt: number }
  | { phase: 'cancelled' };

export const IDLE: Round = { phase: 'idle' };

export function startCountdown(now: number): Round {
  return { phase: 'countdown', goAt: now + COUNTDOWN_FROM * COUNTDOWN_STEP_MS };
}

/** The number shown during the countdown (3, 2, 1), or 0 once it is time to go. */
export function countdownNumber(round: Round, now: number): number {
  if (round.phase !== 'countdown') return 0;
  return Math.max(0, Math.ceil((round.goAt - now) / COUNTDOWN_STEP_MS));
}

/**
 * Moves the round on with the clock: the countdown turns into play at exactly `goAt`, and play
 * ends exactly ten seconds later, however late the frame that notices it.
 */
export function advance(round: Round, now: number): Round {
  if (round.phase === 'countdown' && now >= round.goAt) return advance({ phase: 'playing', startAt: round.goAt, taps: [] }, now);
  if (round.phase === 'playing' && now >= round.startAt + ROUND_MS) {
    const endedAt = round.startAt + ROUND_MS;
    return { phase: 'done', taps: round.taps.filter((t) => t < endedAt).length, endedAt };
  }
  return round;
}

/**
 * Counts `points` taps at time `at`. Only taps inside the ten seconds count: one landing
 * before "Go!" or after the end is ignored rather than stretching the round.
 */
export function tap(round: Round, at: number, points = 1): Round {
  const current = advance(round, at);
  if (current.phase !== 'playing' || at < current.startAt || !Number.isInteger(points) || points < 1) return current;
  return { ...current, taps: [...current.taps, ...Array.from({ length: points }, () => at)] };
}

/** Taps still landing just after the end are leftovers of the round, not a wish to start another. */
export const RESTART_GRACE_MS = 1_200;

export function canStart(round: Round, now: number): boolean {
  if (round.phase === 'countdown' || round.phase === 'playing') return false;
  return round.phase !== 'done' || now - round.endedAt >= RESTART_GRACE_MS;
}

export function tapCount(round: Round): number {
  return round.phase === 'playing' ? round.taps.length : round.phase === 'done' ? round.taps : 0;
}

export function timeLeft(round: Round, now: number): number {
  if (round.phase === 'playing') return Math.max(0, round.startAt + ROUND_MS - now);
  if (round.phase === 'done') return 0;
  return ROUND_MS;
}

/** Taps per second over the last second (or the time played so far, if shorter). */
export function liveRate(round: Round, now: number): number {
  if (round.phase !== 'playing') return 0;
  const span = Math.min(LIVE_WINDOW_MS, now - round.startAt);
  if (span <= 0) return 0;
  const recent = round.taps.filter((t) => t > now - span && t <= now).length;
  // Under a quarter second, a couple of taps would read as a wild spike.
  return recent / (Math.max(span, 250) / 1000);
}

export function finalRate(taps: number): number {
  return taps / (ROUND_MS / 1000);
}

export function formatRate(rate: number): string {
  return rate.toFixed(1);
}

export function verdict(taps: number): string {
  const rate = finalRate(taps);
  if (rate >= 12) return 'Machine-like speed!';
  if (rate >= 9) return 'Blazing fast!';
  if (rate >= 7) return 'Quick fingers.';
  if (rate >= 5) return 'Solid tapping.';
  return 'Warm up and go again!';
}

export interface Best {
  taps: number;
}

export function sanitizeBest(stored: unknown): Best | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { taps } = stored as Record<string, unknown>;
  // No human reaches 100 taps a second, so anything beyond is a corrupt or tampered record.
  return typeof taps === 'number' && Number.isSafeInteger(taps) && taps > 0 && taps <= 1000 ? { taps } : null;
}

export function shareText(taps: number, best: Best | null): string {
  const parts = [`I tapped ${taps} times in 10 seconds (${formatRate(finalRate(taps))} taps/s)`];
  if (best && best.taps > taps) parts.push(`my best is ${best.taps}`);
  return `${parts.join('; ')} on the Fast Tap Challenge.`;
}
