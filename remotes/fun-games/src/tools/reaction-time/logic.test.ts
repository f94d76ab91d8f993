import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seededRandom, sequenceRandom } from '@toolhub/shared/testing';
import {
  ATTEMPTS_PER_SET,
  INITIAL_STATE,
  MAX_DELAY_MS,
  MIN_DELAY_MS,
  NO_RECORDS,
  averageOf,
  randomDelay,
  rating,
  reactionReducer,
  sanitizeRecords,
  shareText,
  updateRecords,
  type ReactionEvent,
  type ReactionState,
} from './logic';

const press = (at: number, nextDelay = 2000): ReactionEvent => ({ type: 'press', at, nextDelay });
const run = (events: ReactionEvent[], from: ReactionState = INITIAL_STATE) => events.reduce(reactionReducer, from);

/** One clean round: start at t, green after `delay`, pressed `ms` later. */
function round(t: number, delay: number, ms: number): ReactionEvent[] {
  return [press(t, delay), { type: 'go', at: t + delay }, press(t + delay + ms)];
}

describe('randomDelay', () => {
  it.each([
    [[0], MIN_DELAY_MS],
    [[3500], MAX_DELAY_MS],
    [[1], MIN_DELAY_MS + 1],
  ])('word %j waits %i ms', (words, expected) => {
    expect(randomDelay(sequenceRandom(words))).toBe(expected);
  });

  it('always waits 1.5 to 5 seconds', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const delay = randomDelay(seededRandom(seed));
        return Number.isInteger(delay) && delay >= 1500 && delay <= 5000;
      }),
    );
  });
});

describe('reactionReducer', () => {
  it.each<{ name: string; events: ReactionEvent[]; phase: ReactionState['phase']; attempts: number[] }>([
    { name: 'a press starts the wait', events: [press(0, 3000)], phase: { name: 'waiting', delay: 3000 }, attempts: [] },
    { name: 'the pad turns green', events: [press(0, 3000), { type: 'go', at: 3000 }], phase: { name: 'ready', greenAt: 3000 }, attempts: [] },
    { name: 'pressing on green times the reaction', events: round(0, 3000, 243.4), phase: { name: 'result', ms: 243 }, attempts: [243] },
    { name: 'pressing before green is too soon', events: [press(0), press(900)], phase: { name: 'early' }, attempts: [] },
    { name: 'a too-soon round restarts on the next press', events: [press(0), press(900), press(1000, 4000)], phase: { name: 'waiting', delay: 4000 }, attempts: [] },
    { name: 'a late timer after too soon is ignored', events: [press(0), press(900), { type: 'go', at: 2000 }], phase: { name: 'early' }, attempts: [] },
    { name: 'hiding the tab cancels a wait', events: [press(0), { type: 'hidden' }], phase: { name: 'cancelled' }, attempts: [] },
    { name: 'hiding the tab cancels a green pad', events: [press(0), { type: 'go', at: 2000 }, { type: 'hidden' }], phase: { name: 'cancelled' }, attempts: [] },
    { name: 'hiding the tab after a result changes nothing', events: [...round(0, 2000, 250), { type: 'hidden' }], phase: { name: 'result', ms: 250 }, attempts: [250] },
    { name: 'timing starts when green is painted', events: [press(0, 2000), { type: 'go', at: 2000 }, { type: 'shown', at: 2016 }, press(2266)], phase: { name: 'result', ms: 250 }, attempts: [250] },
    { name: 'a stale paint time never moves green earlier', events: [press(0, 2000), { type: 'go', at: 2000 }, { type: 'shown', at: 1990 }, press(2250)], phase: { name: 'result', ms: 250 }, attempts: [250] },
    { name: 'go while idle is ignored', events: [{ type: 'go', at: 5 }], phase: { name: 'idle' }, attempts: [] },
    { name: 'reset clears everything', events: [...round(0, 2000, 250), { type: 'reset' }], phase: { name: 'idle' }, attempts: [] },
  ])('$name', ({ events, phase, attempts }) => {
    expect(run(events)).toEqual({ phase, attempts });
  });

  it('collects five attempts, then starts a new set', () => {
    const times = [210, 250, 199, 305, 240];
    let state = INITIAL_STATE;
    times.forEach((ms, i) => {
      state = run(round(i * 10_000, 2000, ms), state);
    });
    expect(state.attempts).toEqual(times);
    expect(averageOf(state.attempts)).toBe(241);
    state = reactionReducer(state, press(99_000, 1800));
    expect(state).toEqual({ phase: { name: 'waiting', delay: 1800 }, attempts: [] });
  });

  it('keeps the set through early presses and cancelled rounds', () => {
    const state = run([...round(0, 2000, 200), press(5000), press(5100), { type: 'hidden' }, ...round(9000, 1600, 300)]);
    expect(state.attempts).toEqual([200, 300]);
  });

  it('never records a negative or fractional time', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), fc.double({ min: -100, max: 5000, noNaN: true }), (greenAt, after) => {
        const state = run([press(0), { type: 'go', at: greenAt }, press(greenAt + after)]);
        return state.phase.name === 'result' && Number.isInteger(state.phase.ms) && state.phase.ms >= 0;
      }),
    );
  });
});

describe('averages and records', () => {
  it.each([
    [[], null],
    [[200], 200],
    [[200, 301], 251],
    [[210, 250, 199, 305, 240], 241],
  ])('average of %j is %s', (times, expected) => {
    expect(averageOf(times)).toBe(expected);
  });

  it('keeps the best single time and the best full-set average', () => {
    let records = NO_RECORDS;
    const set: number[] = [];
    for (const ms of [300, 250, 280, 260, 270]) {
      set.push(ms);
      records = updateRecords(records, ms, set);
    }
    expect(records).toEqual({ best: 250, bestAverage: 272, rounds: 5 });
    records = updateRecords(records, 400, [400]);
    expect(records).toEqual({ best: 250, bestAverage: 272, rounds: 6 });
  });

  it.each([
    [null, NO_RECORDS],
    [42, NO_RECORDS],
    [{ best: 180.4, bestAverage: 230, rounds: 12 }, { best: 180, bestAverage: 230, rounds: 12 }],
    [{ best: -5, bestAverage: 'fast', rounds: 1.5 }, NO_RECORDS],
    [{ best: Number.POSITIVE_INFINITY }, NO_RECORDS],
  ])('sanitizes stored records %j', (stored, expected) => {
    expect(sanitizeRecords(stored)).toEqual(expected);
  });

  it.each([
    [90, /guessing/],
    [180, /Lightning/],
    [230, /Great/],
    [290, /average/],
    [400, /warm up/],
    [900, /breath/],
  ])('rates %i ms', (ms, expected) => {
    expect(rating(ms)).toMatch(expected);
  });

  it('writes a shareable summary', () => {
    expect(shareText([210, 250, 199, 305, 240], { best: 180, bestAverage: 230, rounds: 9 })).toBe(
      'My reaction time: 241 ms average over 5 tries (210, 250, 199, 305, 240 ms), best ever 180 ms.',
    );
    expect(ATTEMPTS_PER_SET).toBe(5);
  });
});
