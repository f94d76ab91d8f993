import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seededRandom, sequenceRandom } from '@toolhub/shared/testing';
import {
  IDLE,
  PADS,
  describeSequence,
  finishShowing,
  padForKey,
  pause,
  press,
  randomPad,
  resume,
  sanitizeBest,
  scoreOf,
  shareText,
  startGame,
  timingFor,
  type PadId,
  type SimonState,
} from './logic';

const inputState = (sequence: PadId[], strict = false, step = 0): SimonState => ({ phase: 'input', sequence, step, strict, mistakes: 0 });

describe('padForKey', () => {
  it.each([
    ['q', 'green'],
    ['Q', 'green'],
    ['1', 'green'],
    ['ArrowUp', 'green'],
    ['w', 'red'],
    ['2', 'red'],
    ['ArrowRight', 'red'],
    ['a', 'yellow'],
    ['3', 'yellow'],
    ['ArrowLeft', 'yellow'],
    ['s', 'blue'],
    ['S', 'blue'],
    ['4', 'blue'],
    ['ArrowDown', 'blue'],
    ['5', null],
    ['Enter', null],
    [' ', null],
    ['Tab', null],
    ['', null],
  ])('%j → %j', (key, pad) => {
    expect(padForKey({ key })).toBe(pad);
  });

  it('leaves shortcuts alone (Ctrl+S, Cmd+Q, Alt+1)', () => {
    expect(padForKey({ key: 's', ctrlKey: true })).toBeNull();
    expect(padForKey({ key: 'q', metaKey: true })).toBeNull();
    expect(padForKey({ key: '1', altKey: true })).toBeNull();
  });

  it('every pad has its own keys, a symbol and a distinct tone', () => {
    const keys = PADS.flatMap((p) => p.keys);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(PADS.map((p) => p.symbol)).size).toBe(4);
    expect(new Set(PADS.map((p) => p.frequency)).size).toBe(4);
  });
});

describe('the game', () => {
  it('starts with one pad, shown first', () => {
    const game = startGame(false, sequenceRandom([2]));
    expect(game).toEqual({ phase: 'showing', sequence: ['yellow'], step: 0, strict: false, mistakes: 0 });
    expect(scoreOf(game)).toBe(0);
    expect(finishShowing(game).phase).toBe('input');
  });

  it('takes right presses, then adds one pad after the whole sequence', () => {
    let state = inputState(['green', 'red', 'blue']);
    let result = press(state, 'green');
    expect(result.outcome).toBe('good');
    state = result.state;
    expect(state.step).toBe(1);
    state = press(state, 'red').state;
    result = press(state, 'blue', sequenceRandom([3]));
    expect(result.outcome).toBe('round');
    expect(result.state).toEqual({ phase: 'showing', sequence: ['green', 'red', 'blue', 'blue'], step: 0, strict: false, mistakes: 0 });
    expect(scoreOf(result.state)).toBe(3);
  });

  it('relaxed mode replays the round after a mistake; strict mode ends the game', () => {
    const relaxed = press(inputState(['green', 'red'], false, 1), 'blue');
    expect(relaxed.outcome).toBe('retry');
    expect(relaxed.state).toMatchObject({ phase: 'showing', step: 0, mistakes: 1, sequence: ['green', 'red'] });
    const strict = press(inputState(['green', 'red'], true, 1), 'blue');
    expect(strict.outcome).toBe('over');
    expect(strict.state.phase).toBe('over');
    expect(scoreOf(strict.state)).toBe(1);
  });

  it.each<SimonState['phase']>(['idle', 'showing', 'paused', 'over'])('ignores presses while %s', (phase) => {
    const state = { ...inputState(['green']), phase };
    expect(press(state, 'green')).toEqual({ state, outcome: 'ignored' });
  });

  it('pauses playback or input and shows the round again on resume', () => {
    const paused = pause(inputState(['green', 'red'], false, 1));
    expect(paused).toMatchObject({ phase: 'paused', step: 0 });
    expect(resume(paused).phase).toBe('showing');
    expect(pause(IDLE)).toBe(IDLE);
    expect(resume(IDLE)).toBe(IDLE);
  });

  it('a perfect player always grows the sequence by one (property)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 30 }), (seed, rounds) => {
        const source = seededRandom(seed);
        let state = startGame(true, source);
        for (let r = 0; r < rounds; r++) {
          state = finishShowing(state);
          for (const pad of [...state.sequence]) state = press(state, pad, source).state;
          expect(state.phase).toBe('showing');
        }
        expect(state.sequence.length).toBe(rounds + 1);
        expect(scoreOf(state)).toBe(rounds);
      }),
    );
  });

  it('draws every pad fairly from the random source', () => {
    const source = seededRandom(5);
    const counts: Record<string, number> = {};
    for (let i = 0; i < 4000; i++) {
      const pad = randomPad(source);
      counts[pad] = (counts[pad] ?? 0) + 1;
    }
    for (const pad of PADS) expect(counts[pad.id]).toBeGreaterThan(850);
  });
});

describe('timing, records and text', () => {
  it.each([
    [1, true, 420],
    [5, true, 420],
    [6, true, 320],
    [9, true, 320],
    [10, true, 250],
    [13, true, 250],
    [14, true, 200],
    [500, true, 200],
    [14, false, 420],
  ])('a sequence of %i with speed-up %s lights each pad %i ms', (length, speedUp, toneMs) => {
    expect(timingFor(length, speedUp).toneMs).toBe(toneMs);
  });

  it.each([
    [12, 12],
    [0, 0],
    [-3, 0],
    [1.5, 0],
    ['12', 0],
    [null, 0],
    [1e9, 0],
  ])('sanitizeBest(%j) = %j', (stored, expected) => {
    expect(sanitizeBest(stored)).toBe(expected);
  });

  it('describes and shares', () => {
    expect(describeSequence(['green', 'blue'])).toBe('green, blue');
    expect(shareText(1, false)).toBe('Simon Says: I repeated a sequence of 1 colour. Can you beat it?');
    expect(shareText(14, true)).toBe('Simon Says: I repeated a sequence of 14 colours in strict mode. Can you beat it?');
  });
});
