import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seededRandom, sequenceRandom } from '@toolhub/shared/testing';
import { transparentOf } from './paint';
import {
  BALL_RADIUS,
  HIT_COOLDOWN_S,
  WORLD_HEIGHT,
  WORLD_WIDTH,
  gravityFor,
  hitsBall,
  kickFrom,
  kickSpeed,
  newGame,
  pause,
  pointerKind,
  sanitizeHighScore,
  serve,
  stepBall,
  tapAt,
  toWorld,
  type BounceState,
} from './logic';

const playing = (ball: Partial<BounceState['ball']>, extra: Partial<BounceState> = {}): BounceState => ({
  ...newGame(),
  phase: 'playing',
  ball: { x: 200, y: 250, vx: 0, vy: 0, ...ball },
  lastHitAt: -Infinity,
  ...extra,
});

/** Runs the game at 60 fps for `seconds`. */
function run(state: BounceState, seconds: number): BounceState {
  for (let t = 0; t < seconds; t += 1 / 60) state = stepBall(state, 1 / 60);
  return state;
}

describe('stepBall', () => {
  it('falls under gravity (v = g·t, d = g·t²/2)', () => {
    const after = stepBall(playing({ y: 100 }), 0.05);
    const g = gravityFor(0);
    expect(after.ball.vy).toBeCloseTo(g * 0.05, 6);
    expect(after.ball.y).toBeCloseTo(100 + (g * 0.05 ** 2) / 2, 0);
    expect(after.time).toBeCloseTo(0.05);
  });

  it.each([
    ['left wall', { x: BALL_RADIUS + 1, vx: -300 }, 1],
    ['right wall', { x: WORLD_WIDTH - BALL_RADIUS - 1, vx: 300 }, -1],
  ])('bounces off the %s', (_, ball, direction) => {
    const after = stepBall(playing(ball), 0.02);
    expect(Math.sign(after.ball.vx)).toBe(direction);
    expect(Math.abs(after.ball.vx)).toBeLessThan(300);
    expect(after.ball.x).toBeGreaterThanOrEqual(BALL_RADIUS);
    expect(after.ball.x).toBeLessThanOrEqual(WORLD_WIDTH - BALL_RADIUS);
  });

  it('bounces off the ceiling', () => {
    const after = stepBall(playing({ y: BALL_RADIUS + 1, vy: -900 }), 0.02);
    expect(after.ball.vy).toBeGreaterThan(0);
    expect(after.ball.y).toBeGreaterThanOrEqual(BALL_RADIUS - 1);
  });

  it('ends the game once the ball drops out of the bottom', () => {
    const state = run(playing({ y: WORLD_HEIGHT - 50 }), 1);
    expect(state.phase).toBe('over');
  });

  it.each<[string, BounceState, number]>([
    ['a ready game', newGame(), 0.1],
    ['a paused game', { ...playing({}), phase: 'paused' }, 0.1],
    ['a zero step', playing({}), 0],
    ['a negative step', playing({}), -1],
    ['a NaN step', playing({}), Number.NaN],
  ])('leaves %s alone', (_, state, dt) => {
    expect(stepBall(state, dt)).toBe(state);
  });

  it('caps a long frame (tab came back) so the ball cannot teleport', () => {
    const state = stepBall(playing({ y: 100 }), 5);
    expect(state.phase).toBe('playing');
    expect(state.time).toBeCloseTo(0.05);
  });

  it('keeps the ball between the walls for any throw (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: BALL_RADIUS, max: WORLD_WIDTH - BALL_RADIUS, noNaN: true }),
        fc.double({ min: -2000, max: 2000, noNaN: true }),
        fc.double({ min: -1500, max: 0, noNaN: true }),
        (x, vx, vy) => {
          let state = playing({ x, vx, vy });
          for (let i = 0; i < 120 && state.phase === 'playing'; i++) {
            state = stepBall(state, 1 / 60);
            expect(state.ball.x).toBeGreaterThanOrEqual(BALL_RADIUS - 1e-6);
            expect(state.ball.x).toBeLessThanOrEqual(WORLD_WIDTH - BALL_RADIUS + 1e-6);
          }
        },
      ),
    );
  });
});

describe('speed rises with the score', () => {
  it.each([0, 5, 10, 20, 40])('gravity and kick grow at score %d but the kick still rises about half the height', (score) => {
    expect(gravityFor(score + 1)).toBeGreaterThanOrEqual(gravityFor(score));
    expect(kickSpeed(score + 1)).toBeGreaterThanOrEqual(kickSpeed(score));
    const rise = kickSpeed(score) ** 2 / (2 * gravityFor(score));
    expect(rise).toBeCloseTo(WORLD_HEIGHT * 0.5, 6);
  });

  it('flies shorter at a high score', () => {
    const airtime = (score: number) => (2 * kickSpeed(score)) / gravityFor(score);
    expect(airtime(30)).toBeLessThan(airtime(0) * 0.7);
  });

  it('stops speeding up at some point', () => {
    expect(gravityFor(1000)).toBe(gravityFor(10_000));
  });
});

describe('hitsBall', () => {
  const ball = { x: 200, y: 200 };
  it.each([
    [{ x: 200, y: 200 }, 'mouse', true],
    [{ x: 200 + BALL_RADIUS, y: 200 }, 'mouse', true],
    [{ x: 200 + BALL_RADIUS * 1.3, y: 200 }, 'mouse', false],
    [{ x: 200 + BALL_RADIUS * 1.3, y: 200 }, 'touch', true],
    [{ x: 200, y: 200 + BALL_RADIUS * 1.55 }, 'touch', true],
    [{ x: 200, y: 200 + BALL_RADIUS * 1.7 }, 'touch', false],
    [{ x: 200 + BALL_RADIUS * 1.2, y: 200 }, 'pen', true],
    [{ x: 10, y: 10 }, 'touch', false],
  ] as const)('tap at %o by %s hits: %s', (point, kind, expected) => {
    expect(hitsBall(ball, point, kind)).toBe(expected);
  });
});

describe('tapAt', () => {
  it('kicks the ball up and away from where it was struck', () => {
    const state = playing({ x: 200, y: 300, vy: 400 }, { time: 2 });
    const left = tapAt(state, { x: 180, y: 300 }, 'mouse');
    expect(left.outcome).toBe('hit');
    expect(left.state.score).toBe(1);
    expect(left.state.ball.vy).toBeCloseTo(-kickSpeed(1));
    expect(left.state.ball.vx).toBeGreaterThan(0);
    const right = tapAt(state, { x: 220, y: 300 }, 'mouse');
    expect(right.state.ball.vx).toBeLessThan(0);
    const centre = tapAt(state, { x: 200, y: 320 }, 'mouse');
    expect(centre.state.ball.vx).toBe(0);
  });

  it('ignores a second hit within the cooldown', () => {
    const first = tapAt(playing({ vy: 300 }, { time: 1 }), { x: 200, y: 250 }, 'mouse').state;
    const again = tapAt({ ...first, time: 1 + HIT_COOLDOWN_S / 2 }, { x: 200, y: 250 }, 'mouse');
    expect(again.outcome).toBe('ignored');
    expect(again.state.score).toBe(1);
    const later = tapAt({ ...first, time: 1 + HIT_COOLDOWN_S + 0.01 }, { x: 200, y: 250 }, 'mouse');
    expect(later.outcome).toBe('hit');
  });

  it.each<[string, string, string, BounceState, { x: number; y: number }]>([
    ['a miss while playing', 'miss', 'playing', playing({}), { x: 20, y: 20 }],
    ['a tap on the waiting ball', 'started', 'playing', newGame(), { x: WORLD_WIDTH / 2, y: WORLD_HEIGHT * 0.62 }],
    ['a tap beside the waiting ball', 'miss', 'ready', newGame(), { x: 20, y: 20 }],
    ['any tap when paused', 'resumed', 'playing', { ...playing({}), phase: 'paused' }, { x: 5, y: 5 }],
    ['a tap after game over', 'ignored', 'over', { ...playing({}), phase: 'over' }, { x: 200, y: 250 }],
  ])('%s → %s, %s', (_, outcome, phase, state, point) => {
    const result = tapAt(state, point, 'touch');
    expect(result.outcome).toBe(outcome);
    expect(result.state.phase).toBe(phase);
    expect(result.state.score).toBe(0);
  });

  it('keeps the side speed bounded however the ball is struck (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: -5000, max: 5000, noNaN: true }), fc.double({ min: -1, max: 1, noNaN: true }), (vx, offset) => {
        const ball = kickFrom({ x: 200, y: 200, vx, vy: 0 }, { x: 200 - offset * BALL_RADIUS, y: 200 }, 3);
        expect(Math.abs(ball.vx)).toBeLessThanOrEqual(420);
        expect(ball.vy).toBeLessThan(0);
      }),
    );
  });
});

describe('serve, pause and helpers', () => {
  it('serves straight up with a small drift, from a fresh game', () => {
    const over: BounceState = { ...playing({ y: 999 }), phase: 'over', score: 9 };
    const served = serve(over, sequenceRandom([0]));
    expect(served).toMatchObject({ phase: 'playing', score: 0 });
    expect(served.ball.vx).toBe(-60);
    expect(served.ball.vy).toBeCloseTo(-kickSpeed(0));
  });

  it('drifts anywhere from −60 to 60 (property)', () => {
    const source = seededRandom(5);
    fc.assert(
      fc.property(fc.constant(null), () => {
        const { vx } = serve(newGame(), source).ball;
        expect(Number.isInteger(vx)).toBe(true);
        expect(Math.abs(vx)).toBeLessThanOrEqual(60);
      }),
    );
  });

  it('pauses and resumes play only', () => {
    const game = playing({});
    expect(pause(game).phase).toBe('paused');
    expect(serve(pause(game)).phase).toBe('playing');
    expect(serve(pause(game)).ball).toEqual(game.ball);
    expect(pause(newGame()).phase).toBe('ready');
    expect(serve(game)).toBe(game);
  });

  it.each([
    [{ x: 200, y: 250 }, 400, { x: 200, y: 250 }],
    [{ x: 100, y: 50 }, 200, { x: 200, y: 100 }],
    [{ x: 10, y: 10 }, 0, { x: 10, y: 10 }],
  ])('toWorld(%o, %d) = %o', (point, width, expected) => {
    expect(toWorld(point, width)).toEqual(expected);
  });

  it.each([
    ['touch', 'touch'],
    ['pen', 'pen'],
    ['mouse', 'mouse'],
    ['', 'mouse'],
  ])('pointer type %j plays as %s', (type, kind) => {
    expect(pointerKind(type)).toBe(kind);
  });

  it.each([
    [12, 12],
    [0, 0],
    [-3, 0],
    [2.5, 0],
    ['7', 0],
    [null, 0],
  ])('sanitizeHighScore(%j) = %d', (stored, expected) => {
    expect(sanitizeHighScore(stored)).toBe(expected);
  });
});

describe('transparentOf (floor fade colour)', () => {
  it.each([
    ['#fde4e1', 'rgba(253, 228, 225, 0)'],
    ['#fff', 'rgba(255, 255, 255, 0)'],
    [' #3D1A18 ', 'rgba(61, 26, 24, 0)'],
    ['rgb(1 2 3)', 'rgba(0, 0, 0, 0)'],
  ])('%s → %s', (colour, expected) => {
    expect(transparentOf(colour)).toBe(expected);
  });
});
