import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chiSquareUniform, seededRandom } from '@toolhub/shared/testing';
import {
  HOLES,
  IDLE_GAME,
  ROUND_MS,
  accuracy,
  buildSchedule,
  escapedCount,
  holeForKey,
  keyForHole,
  moleReducer,
  molesUp,
  moveFocus,
  popGap,
  roundSummary,
  sanitizeHighScore,
  scoreOf,
  upTime,
  type MoleEvent,
  type MoleGame,
  type Pop,
} from './logic';

const seed = fc.integer({ min: 0, max: 2 ** 31 });
const SCHEDULE: Pop[] = [
  { hole: 4, at: 100, until: 1000 },
  { hole: 0, at: 600, until: 1500 },
  { hole: 4, at: 2000, until: 2800 },
];
const play = (events: MoleEvent[], from: MoleGame = IDLE_GAME) => events.reduce(moleReducer, from);
const started = play([{ type: 'start', schedule: SCHEDULE }]);

describe('buildSchedule', () => {
  it('speeds up as the round goes on', () => {
    expect(popGap(ROUND_MS)).toBeLessThan(popGap(0) / 2);
    expect(upTime(ROUND_MS)).toBeLessThan(upTime(0));
    const pops = buildSchedule(seededRandom(1));
    const gaps = pops.slice(1).map((p, i) => p.at - pops[i]!.at);
    const third = Math.floor(gaps.length / 3);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean(gaps.slice(-third))).toBeLessThan(mean(gaps.slice(0, third)) * 0.75);
    const upFirst = pops.slice(0, third).map((p) => p.until - p.at);
    const upLast = pops.slice(-third).map((p) => p.until - p.at);
    expect(mean(upLast)).toBeLessThan(mean(upFirst));
  });

  it('never uses the same hole twice in a row nor an occupied hole, and stays in the round (property)', () => {
    fc.assert(
      fc.property(seed, (s) => {
        const pops = buildSchedule(seededRandom(s));
        expect(pops.length).toBeGreaterThan(40);
        pops.forEach((pop, i) => {
          expect(pop.hole).toBeGreaterThanOrEqual(0);
          expect(pop.hole).toBeLessThan(HOLES);
          expect(pop.at).toBeGreaterThan(0);
          expect(pop.until).toBeGreaterThan(pop.at);
          expect(pop.until).toBeLessThanOrEqual(ROUND_MS);
          if (i > 0) {
            expect(pop.hole).not.toBe(pops[i - 1]!.hole);
            expect(pop.at).toBeGreaterThan(pops[i - 1]!.at);
          }
          const overlapping = pops.filter((other, j) => j < i && other.hole === pop.hole && other.until > pop.at);
          expect(overlapping).toEqual([]);
        });
      }),
      { numRuns: 25 },
    );
  });

  it('uses every hole about equally (chi-square, 8 df, p = 0.001)', () => {
    const counts = new Array<number>(HOLES).fill(0);
    const source = seededRandom(3);
    for (let i = 0; i < 60; i++) for (const pop of buildSchedule(source)) counts[pop.hole]! += 1;
    expect(chiSquareUniform(counts)).toBeLessThan(26.12);
  });
});

describe('moleReducer', () => {
  it('counts a whack on a mole as a hit and takes the mole down', () => {
    const game = play([{ type: 'tick', ms: 200 }, { type: 'whack', hole: 4 }], started);
    expect(game).toMatchObject({ hits: 1, misses: 0, lastWhack: { hole: 4, hit: true, at: 200 } });
    expect(molesUp(game)[4]).toBe(-1);
    // Whacking the same hole again is now a miss.
    expect(moleReducer(game, { type: 'whack', hole: 4 })).toMatchObject({ hits: 1, misses: 1 });
  });

  it.each<[string, MoleEvent[], { hits: number; misses: number }]>([
    ['an empty hole', [{ type: 'tick', ms: 200 }, { type: 'whack', hole: 8 }], { hits: 0, misses: 1 }],
    ['a hole before its mole is up', [{ type: 'tick', ms: 50 }, { type: 'whack', hole: 4 }], { hits: 0, misses: 1 }],
    ['a hole after its mole went down', [{ type: 'tick', ms: 200 }, { type: 'tick', ms: 200 }, { type: 'tick', ms: 200 }, { type: 'tick', ms: 200 }, { type: 'tick', ms: 200 }, { type: 'whack', hole: 4 }], { hits: 0, misses: 1 }],
    ['two moles up at once', [{ type: 'tick', ms: 200 }, { type: 'tick', ms: 200 }, { type: 'tick', ms: 200 }, { type: 'whack', hole: 0 }, { type: 'whack', hole: 4 }], { hits: 2, misses: 0 }],
    ['a hole outside the grid', [{ type: 'tick', ms: 200 }, { type: 'whack', hole: 9 }], { hits: 0, misses: 0 }],
    ['a paused game', [{ type: 'tick', ms: 200 }, { type: 'pause' }, { type: 'whack', hole: 4 }], { hits: 0, misses: 0 }],
  ])('whacking %s', (_, events, counts) => {
    expect(play(events, started)).toMatchObject(counts);
  });

  it('ignores whacks and ticks before the start', () => {
    expect(play([{ type: 'whack', hole: 4 }, { type: 'tick', ms: 100 }])).toBe(IDLE_GAME);
  });

  it('does not let time pass while paused, and caps a long frame', () => {
    const paused = play([{ type: 'tick', ms: 200 }, { type: 'pause' }, { type: 'tick', ms: 5000 }], started);
    expect(paused).toMatchObject({ phase: 'paused', elapsed: 200 });
    const resumed = play([{ type: 'resume' }, { type: 'tick', ms: 5000 }], paused);
    expect(resumed).toMatchObject({ phase: 'playing', elapsed: 450 });
  });

  it('ends after exactly 30 seconds of play', () => {
    let game = started;
    for (let i = 0; i < 1799; i++) game = moleReducer(game, { type: 'tick', ms: 1000 / 60 });
    expect(game.phase).toBe('playing');
    game = moleReducer(game, { type: 'tick', ms: 100 });
    expect(game).toMatchObject({ phase: 'over', elapsed: ROUND_MS });
    expect(moleReducer(game, { type: 'whack', hole: 4 })).toBe(game);
  });

  it('counts the moles that got away', () => {
    const game = play([{ type: 'tick', ms: 200 }, { type: 'whack', hole: 4 }, ...Array.from({ length: 12 }, () => ({ type: 'tick', ms: 250 }) as MoleEvent)], started);
    expect(game.elapsed).toBe(3200);
    expect(escapedCount(game)).toBe(2);
    expect(roundSummary({ ...game, misses: 1 })).toBe('Time’s up! 1 hit, 1 miss, 2 got away. Score 5.');
  });

  it('never shows two moles in one hole and keeps counts consistent (property)', () => {
    fc.assert(
      fc.property(seed, fc.array(fc.oneof(fc.integer({ min: 1, max: 300 }).map((ms): MoleEvent => ({ type: 'tick', ms })), fc.integer({ min: 0, max: 8 }).map((hole): MoleEvent => ({ type: 'whack', hole })))), (s, events) => {
        let game = moleReducer(IDLE_GAME, { type: 'start', schedule: buildSchedule(seededRandom(s)) });
        let whacks = 0;
        for (const event of events) {
          if (event.type === 'whack' && game.phase === 'playing') whacks++;
          game = moleReducer(game, event);
          const active = game.schedule.filter((p, i) => p.at <= game.elapsed && game.elapsed < p.until && !game.whacked.has(i));
          expect(new Set(active.map((p) => p.hole)).size).toBe(active.length);
        }
        expect(game.hits + game.misses).toBe(whacks);
        expect(game.whacked.size).toBe(game.hits);
      }),
      { numRuns: 80 },
    );
  });
});

describe('scoring', () => {
  it.each([
    [0, 0, 0, null],
    [10, 0, 100, 100],
    [10, 2, 90, 83],
    [1, 5, 0, 17],
    [0, 3, 0, 0],
  ])('%d hits, %d misses → score %d, accuracy %s', (hits, misses, score, acc) => {
    expect(scoreOf(hits, misses)).toBe(score);
    expect(accuracy(hits, misses)).toBe(acc);
  });

  it.each([
    [15, 15],
    [0, 0],
    [-1, 0],
    [1.5, 0],
    ['20', 0],
    [undefined, 0],
  ])('sanitizeHighScore(%j) = %d', (stored, expected) => {
    expect(sanitizeHighScore(stored)).toBe(expected);
  });
});

describe('keyboard', () => {
  it.each([
    [{ key: '7' }, 0],
    [{ key: '8' }, 1],
    [{ key: '9' }, 2],
    [{ key: '4' }, 3],
    [{ key: '5' }, 4],
    [{ key: '6' }, 5],
    [{ key: '1' }, 6],
    [{ key: '2' }, 7],
    [{ key: '3' }, 8],
    [{ key: 'Home', code: 'Numpad7' }, 0],
    [{ key: 'End', code: 'Numpad1' }, 6],
    [{ key: '0' }, null],
    [{ key: 'a' }, null],
    [{ key: 'Enter', code: 'NumpadEnter' }, null],
  ])('%o whacks hole %s', (event, hole) => {
    expect(holeForKey(event)).toBe(hole);
  });

  it('labels every hole with the key that whacks it', () => {
    expect(Array.from({ length: HOLES }, (_, i) => keyForHole(i))).toEqual(['7', '8', '9', '4', '5', '6', '1', '2', '3']);
  });

  it.each([
    [4, 'ArrowUp', 1],
    [4, 'ArrowDown', 7],
    [4, 'ArrowLeft', 3],
    [4, 'ArrowRight', 5],
    [0, 'ArrowUp', 0],
    [0, 'ArrowLeft', 0],
    [8, 'ArrowDown', 8],
    [8, 'ArrowRight', 8],
    [5, 'Home', 0],
    [2, 'End', 8],
    [4, 'x', null],
  ])('from hole %d, %s goes to %s', (hole, key, expected) => {
    expect(moveFocus(hole, key)).toBe(expected);
  });
});
