import { randomInt, secureRandom, type RandomSource } from '@toolhub/shared';

/** The game is played in a fixed world, scaled to the canvas, so every screen plays the same. */
export const WORLD_WIDTH = 400;
export const WORLD_HEIGHT = 500;
export const BALL_RADIUS = 34;

const BASE_GRAVITY = 1100; // world units per s²
const GRAVITY_PER_POINT = 0.045;
const MAX_GRAVITY_FACTOR = 3;
/** Each kick sends the ball up about this far, so the game speeds up instead of the ball flying off. */
const KICK_RISE = WORLD_HEIGHT * 0.5;
const SIDE_KICK = 320;
const MAX_SIDE_SPEED = 420;
const WALL_BOUNCE = 0.85;
const CEILING_BOUNCE = 0.4;
/** A fresh kick cannot be kicked again at once, so hammering the ball does not farm points. */
export const HIT_COOLDOWN_S = 0.18;
const SUBSTEP_S = 1 / 240;
const MAX_FRAME_S = 0.05;

export type PointerKind = 'mouse' | 'pen' | 'touch';

/** Fingers hide what they tap, so touches get the most slack. */
export const HIT_SLOP: Record<PointerKind, number> = { mouse: 1.15, pen: 1.25, touch: 1.6 };

export interface Ball {
  x: number;
  y: number;
  vx: number;
  vy: number;
}

export type Phase = 'ready' | 'playing' | 'paused' | 'over';

export interface BounceState {
  phase: Phase;
  ball: Ball;
  score: number;
  /** Seconds of play so far (paused time excluded). */
  time: number;
  /** Play time of the last hit, for the cooldown and the hit flash. */
  lastHitAt: number;
}

export function newGame(): BounceState {
  return { phase: 'ready', ball: { x: WORLD_WIDTH / 2, y: WORLD_HEIGHT * 0.62, vx: 0, vy: 0 }, score: 0, time: 0, lastHitAt: -Infinity };
}

export function gravityFor(score: number): number {
  return BASE_GRAVITY * Math.min(MAX_GRAVITY_FACTOR, 1 + Math.max(0, score) * GRAVITY_PER_POINT);
}

/** Upward speed of a kick: enough to rise KICK_RISE under the current gravity. */
export function kickSpeed(score: number): number {
  return Math.sqrt(2 * gravityFor(score) * KICK_RISE);
}

/** One physics step of `dt` seconds: gravity, walls and ceiling; falling out ends the game. */
export function stepBall(state: BounceState, dt: number): BounceState {
  if (state.phase !== 'playing' || !(dt > 0)) return state;
  let remaining = Math.min(dt, MAX_FRAME_S);
  let { x, y, vx, vy } = state.ball;
  const g = gravityFor(state.score);
  while (remaining > 1e-9) {
    const h = Math.min(SUBSTEP_S, remaining);
    remaining -= h;
    vy += g * h;
    x += vx * h;
    y += vy * h;
    if (x < BALL_RADIUS) {
      x = 2 * BALL_RADIUS - x;
      vx = Math.abs(vx) * WALL_BOUNCE;
    } else if (x > WORLD_WIDTH - BALL_RADIUS) {
      x = 2 * (WORLD_WIDTH - BALL_RADIUS) - x;
      vx = -Math.abs(vx) * WALL_BOUNCE;
    }
    if (y < BALL_RADIUS && vy < 0) {
      y = 2 * BALL_RADIUS - y;
      vy = -vy * CEILING_BOUNCE;
    }
  }
  const time = state.time + Math.min(dt, MAX_FRAME_S);
  const ball = { x, y, vx, vy };
  if (y - BALL_RADIUS > WORLD_HEIGHT) return { ...state, phase: 'over', ball, time };
  return { ...state, ball, time };
}

/** Whether a tap at (x, y) in world units touches the ball, with the pointer's slack. */
export function hitsBall(ball: { x: number; y: number }, point: { x: number; y: number }, kind: PointerKind): boolean {
  return Math.hypot(point.x - ball.x, point.y - ball.y) <= BALL_RADIUS * HIT_SLOP[kind];
}

/** The kick a tap gives: always up, and sideways away from where the ball was struck. */
export function kickFrom(ball: Ball, point: { x: number; y: number }, score: number): Ball {
  const offset = Math.max(-1, Math.min(1, (ball.x - point.x) / BALL_RADIUS));
  const vx = Math.max(-MAX_SIDE_SPEED, Math.min(MAX_SIDE_SPEED, ball.vx * 0.35 + offset * SIDE_KICK));
  return { ...ball, vx, vy: -kickSpeed(score) };
}

export type TapOutcome = 'hit' | 'miss' | 'started' | 'resumed' | 'ignored';

/**
 * A tap on the playfield. A ready game starts only from a tap on the ball (the first kick);
 * a paused one resumes from any tap; during play only taps on the ball count.
 */
export function tapAt(state: BounceState, point: { x: number; y: number }, kind: PointerKind): { state: BounceState; outcome: TapOutcome } {
  switch (state.phase) {
    case 'paused':
      return { state: { ...state, phase: 'playing' }, outcome: 'resumed' };
    case 'over':
      return { state, outcome: 'ignored' };
    case 'ready':
      if (!hitsBall(state.ball, point, kind)) return { state, outcome: 'miss' };
      return { state: { ...state, phase: 'playing', ball: kickFrom(state.ball, point, 0), lastHitAt: state.time }, outcome: 'started' };
    case 'playing': {
      if (!hitsBall(state.ball, point, kind)) return { state, outcome: 'miss' };
      if (state.time - state.lastHitAt < HIT_COOLDOWN_S) return { state, outcome: 'ignored' };
      const score = state.score + 1;
      return { state: { ...state, score, ball: kickFrom(state.ball, point, score), lastHitAt: state.time }, outcome: 'hit' };
    }
  }
}

/**
 * Space bar and the big button: serve a new ball (straight up with a slight random drift, so no
 * two games start alike), restart after game over, or resume.
 */
export function serve(state: BounceState, source: RandomSource = secureRandom): BounceState {
  if (state.phase === 'paused') return { ...state, phase: 'playing' };
  if (state.phase === 'playing') return state;
  const fresh = newGame();
  const drift = randomInt(-60, 60, source);
  return { ...fresh, phase: 'playing', ball: { ...fresh.ball, vx: drift, vy: -kickSpeed(0) }, lastHitAt: 0 };
}

export function pause(state: BounceState): BounceState {
  return state.phase === 'playing' ? { ...state, phase: 'paused' } : state;
}

/** Converts a point on the canvas (CSS pixels) into world units. */
export function toWorld(point: { x: number; y: number }, canvasWidth: number): { x: number; y: number } {
  const scale = canvasWidth > 0 ? WORLD_WIDTH / canvasWidth : 1;
  return { x: point.x * scale, y: point.y * scale };
}

export function pointerKind(type: string): PointerKind {
  return type === 'touch' || type === 'pen' ? type : 'mouse';
}

export function sanitizeHighScore(stored: unknown): number {
  return typeof stored === 'number' && Number.isSafeInteger(stored) && stored >= 0 ? stored : 0;
}
