import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  COUNTDOWN_FROM,
  IDLE,
  ROUND_MS,
  advance,
  canStart,
  countdownNumber,
  finalRate,
  formatRate,
  liveRate,
  sanitizeBest,
  shareText,
  startCountdown,
  tap,
  tapCount,
  timeLeft,
  verdict,
  type Round,
} from './logic';

/** A round whose play started at t = 3000 (countdown begun at 0). */
const GO = COUNTDOWN_FROM * 1000;
const playing = (): Round => advance(startCountdown(0), GO);
const tapAll = (round: Round, times: number[], points = 1) => times.reduce((r, t) => tap(r, t, points), round);

describe('countdown', () => {
  it.each([
    [0, 3],
    [999, 3],
    [1000, 2],
    [2500, 1],
    [3000, 0],
  ])('at %i ms shows %i', (t, n) => {
    expect(countdownNumber(startCountdown(0), t)).toBe(n);
  });

  it('starts play exactly three seconds after the start, even on a late frame', () => {
    expect(advance(startCountdown(0), 2999).phase).toBe('countdown');
    expect(advance(startCountdown(0), 3050)).toEqual({ phase: 'playing', startAt: GO, taps: [] });
  });
});

describe('tap counting', () => {
  it.each<[string, number[], number, number]>([
    ['taps during the countdown are ignored', [500, 2999], 1, 0],
    ['taps in play count', [3000, 3100, 5000], 1, 3],
    ['a tap after the end is ignored', [3000, 12_999, 13_000, 13_500], 1, 2],
    ['two fingers landing together count twice', [4000], 2, 2],
    ['five fingers count five', [4000, 4001], 5, 10],
    ['zero points count nothing', [4000], 0, 0],
  ])('%s', (_, times, points, expected) => {
    const end = advance(tapAll(startCountdown(0), times, points), GO + ROUND_MS);
    expect(end.phase).toBe('done');
    expect(tapCount(end)).toBe(expected);
  });

  it('keeps every tap of very fast input, all in the same millisecond included', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: ROUND_MS - 1 }), { maxLength: 400 }), (offsets) => {
        const times = [...offsets].sort((a, b) => a - b).map((o) => GO + o);
        const end = advance(tapAll(playing(), times), GO + ROUND_MS + 500);
        expect(tapCount(end)).toBe(times.length);
      }),
    );
  });

  it('ignores taps when idle, done or cancelled', () => {
    expect(tap(IDLE, 10)).toBe(IDLE);
    const cancelled: Round = { phase: 'cancelled' };
    expect(tap(cancelled, 10)).toBe(cancelled);
  });
});

describe('rates and time', () => {
  it.each([
    [[], 3500, 0],
    // 5 taps within the last second.
    [[9000, 9200, 9400, 9600, 9800], 9900, 5],
    // Old taps fall out of the window.
    [[4000, 4100, 9500], 9900, 1],
    // Early in the round the window is the time played, with a quarter-second floor.
    [[3050, 3100], 3100, 8],
    [[3100, 3200, 3300, 3400], 3500, 8],
  ])('taps %j at %i go %s per second', (times, now, rate) => {
    expect(liveRate(tapAll(playing(), times), now)).toBeCloseTo(rate, 5);
  });

  it.each([
    [0, '0.0'],
    [65, '6.5'],
    [123, '12.3'],
  ])('%i taps is %s per second', (taps, text) => {
    expect(formatRate(finalRate(taps))).toBe(text);
  });

  it('counts the time left down from ten seconds', () => {
    expect(timeLeft(IDLE, 0)).toBe(ROUND_MS);
    expect(timeLeft(playing(), GO + 2500)).toBe(7500);
    expect(timeLeft(advance(playing(), GO + ROUND_MS), 0)).toBe(0);
  });

  it('rate never exceeds the taps in the window over a quarter second', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9999 }), { maxLength: 200 }), fc.integer({ min: 0, max: 9999 }), (offsets, at) => {
        const round = tapAll(playing(), [...offsets].sort((a, b) => a - b).map((o) => GO + o));
        const rate = liveRate(round, GO + at);
        expect(rate).toBeGreaterThanOrEqual(0);
        expect(rate).toBeLessThanOrEqual(offsets.length * 4);
      }),
    );
  });
});

describe('restarting', () => {
  it('waits a moment after the end before a tap starts a new round', () => {
    const done = advance(playing(), GO + ROUND_MS);
    expect(canStart(done, GO + ROUND_MS + 300)).toBe(false);
    expect(canStart(done, GO + ROUND_MS + 1500)).toBe(true);
    expect(canStart(IDLE, 0)).toBe(true);
    expect(canStart(playing(), 0)).toBe(false);
  });
});

describe('records', () => {
  it.each([
    [null, null],
    [{ taps: 70 }, { taps: 70 }],
    [{ taps: 0 }, null],
    [{ taps: 5000 }, null],
    [{ taps: '70' }, null],
    [{ taps: 7.5 }, null],
  ])('sanitizes %j', (stored, expected) => {
    expect(sanitizeBest(stored)).toEqual(expected);
  });
  it('shares the score', () => {
    expect(shareText(72, { taps: 80 })).toBe('I tapped 72 times in 10 seconds (7.2 taps/s); my best is 80 on the Fast Tap Challenge.');
    expect(shareText(90, { taps: 90 })).toBe('I tapped 90 times in 10 seconds (9.0 taps/s) on the Fast Tap Challenge.');
  });
  it.each([
    [130, 'Machine-like speed!'],
    [95, 'Blazing fast!'],
    [10, 'Warm up and go again!'],
  ])('%i taps: %s', (taps, text) => {
    expect(verdict(taps)).toBe(text);
  });
});
