import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chiSquareUniform, seededRandom, sequenceRandom } from '@toolhub/shared/testing';
import {
  DIE_TYPES,
  HISTORY_LIMIT,
  MAX_DICE,
  addToHistory,
  checkDiceCount,
  describeRoll,
  describeRollInFull,
  makeRoll,
  notation,
  parseNotation,
  pipCells,
  possibleRange,
  rollDice,
  sanitizeHistory,
  totalOf,
  type DieSides,
} from './logic';

describe('checkDiceCount', () => {
  it.each([
    ['1', { kind: 'ok', count: 1 }],
    ['3', { kind: 'ok', count: 3 }],
    [' 10 ', { kind: 'ok', count: 10 }],
    ['0', { kind: 'adjusted', count: 1 }],
    ['-4', { kind: 'adjusted', count: 1 }],
    ['200', { kind: 'adjusted', count: 10 }],
    ['1e400', { kind: 'adjusted', count: 10 }],
    ['2.7', { kind: 'adjusted', count: 2 }],
    ['', { kind: 'invalid' }],
    ['   ', { kind: 'invalid' }],
    ['abc', { kind: 'invalid' }],
    ['3d6', { kind: 'invalid' }],
  ])('%j → %j', (raw, expected) => {
    expect(checkDiceCount(raw)).toMatchObject(expected);
  });

  it('explains too many dice plainly', () => {
    expect(checkDiceCount('200')).toMatchObject({ message: expect.stringMatching(/at most 10 can be rolled at once/) });
    expect(checkDiceCount('0')).toMatchObject({ message: expect.stringMatching(/can’t roll 0 dice/) });
  });

  it('always yields a rollable count or a message, for any text', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const check = checkDiceCount(raw);
        if (check.kind === 'invalid') return check.message.length > 0;
        return Number.isInteger(check.count) && check.count >= 1 && check.count <= MAX_DICE;
      }),
    );
  });
});

describe('notation', () => {
  it.each([
    [1, 4, '1d4'],
    [3, 6, '3d6'],
    [10, 20, '10d20'],
  ] as const)('%i dice of d%i → %s', (count, sides, expected) => {
    expect(notation(count, sides)).toBe(expected);
  });

  it.each([
    ['3d6', { count: 3, sides: 6, countText: '3', sidesMessage: null }],
    ['10D20', { count: 10, sides: 20, sidesMessage: null }],
    ['d12', { count: 1, sides: 12, sidesMessage: null }],
    ['200d6', { count: 10, countText: '200', sides: 6, sidesMessage: null }],
    ['0d8', { count: 1, countText: '0', sides: 8 }],
    ['3d7', { count: 3, sides: 6, sidesMessage: expect.stringMatching(/d7/) }],
    ['banana', { count: 2, countText: '2', sides: 6, sidesMessage: expect.stringMatching(/banana/) }],
    ['', { count: 2, sides: 6 }],
  ])('parses the link value %j', (raw, expected) => {
    expect(parseNotation(raw)).toMatchObject(expected);
  });

  it('round-trips every valid setting through the notation', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_DICE }), fc.constantFrom(...DIE_TYPES), (count, sides) => {
        const parsed = parseNotation(notation(count, sides));
        return parsed.count === count && parsed.sides === sides && parsed.sidesMessage === null;
      }),
    );
  });
});

describe('rolls and totals', () => {
  it.each([
    { sides: 6 as DieSides, faces: [3, 4, 4], line: '3d6 = 11', full: '3d6 = 11 (3 + 4 + 4)' },
    { sides: 20 as DieSides, faces: [17], line: '1d20 = 17', full: '1d20 = 17' },
    { sides: 4 as DieSides, faces: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1], line: '10d4 = 10', full: '10d4 = 10 (1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1)' },
  ])('$faces on d$sides reads "$line"', ({ sides, faces, line, full }) => {
    expect(describeRoll({ sides, faces })).toBe(line);
    expect(describeRollInFull({ sides, faces })).toBe(full);
  });

  it('maps source words to faces 1..sides', () => {
    // 0 → face 1, 5 → face 6, 0xffffffff is rejected for d6 and redrawn.
    expect(rollDice(3, 6, sequenceRandom([0, 0xffffffff, 5, 7]))).toEqual([1, 6, 2]);
  });

  it.each([
    [0, 1],
    [-3, 1],
    [2.9, 2],
    [50, 10],
  ])('never rolls an impossible count: %s dice → %i', (count, expected) => {
    expect(rollDice(count, 6, seededRandom(1))).toHaveLength(expected);
  });

  it('keeps every face in range and the total between the bounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_DICE }), fc.constantFrom(...DIE_TYPES), fc.integer(), (count, sides, seed) => {
        const faces = rollDice(count, sides, seededRandom(seed));
        const { min, max } = possibleRange(count, sides);
        const total = totalOf(faces);
        return faces.length === count && faces.every((f) => Number.isInteger(f) && f >= 1 && f <= sides) && total >= min && total <= max;
      }),
    );
  });

  // Critical chi-square values at p = 0.001 for (sides − 1) degrees of freedom.
  it.each([
    [4, 16.266],
    [6, 20.515],
    [8, 24.322],
    [10, 27.877],
    [12, 31.264],
    [20, 43.82],
  ] as const)('d%i faces are uniform over 60,000 rolls (chi-square < %d)', (sides, critical) => {
    const counts = new Array<number>(sides).fill(0);
    const source = seededRandom(sides * 7919);
    for (let i = 0; i < 6_000; i++) {
      for (const face of rollDice(10, sides, source)) counts[face - 1]! += 1;
    }
    expect(totalOf(counts)).toBe(60_000);
    expect(chiSquareUniform(counts)).toBeLessThan(critical);
  });

  it('gives the possible range and average', () => {
    expect(possibleRange(3, 6)).toEqual({ min: 3, max: 18, average: 10.5 });
    expect(possibleRange(1, 20)).toEqual({ min: 1, max: 20, average: 10.5 });
  });
});

describe('history', () => {
  it('puts the newest roll first and keeps the last few', () => {
    let history = [] as ReturnType<typeof addToHistory>;
    for (let i = 0; i < HISTORY_LIMIT + 5; i++) history = addToHistory(history, makeRoll(6, [1 + (i % 6)], i));
    expect(history).toHaveLength(HISTORY_LIMIT);
    expect(history[0]?.at).toBe(HISTORY_LIMIT + 4);
  });

  it.each([
    [null, 0],
    ['junk', 0],
    [{}, 0],
    [[{ sides: 6, faces: [3, 4], at: 1 }], 1],
    [[{ sides: 7, faces: [3], at: 1 }], 0],
    [[{ sides: 6, faces: [9], at: 1 }], 0],
    [[{ sides: 6, faces: [], at: 1 }], 0],
    [[{ sides: 6, faces: [1], at: 'yesterday' }], 0],
    [[null, 5, { sides: 20, faces: [20], at: 2 }], 1],
  ])('sanitizes stored history %j to %i entries', (stored, length) => {
    const history = sanitizeHistory(stored);
    expect(history).toHaveLength(length);
    for (const roll of history) expect(roll.total).toBe(totalOf(roll.faces));
  });
});

describe('pipCells', () => {
  it.each([
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 4],
    [5, 5],
    [6, 6],
    [7, 0],
  ])('face %i has %i pips', (face, pips) => {
    expect(pipCells(face)).toHaveLength(pips);
  });
});
