import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ITEMS, TRAIT_ORDER, type TraitId } from './items';
import {
  bandOf,
  decodeScores,
  emptyAnswers,
  encodeScores,
  firstUnanswered,
  percentOfRange,
  sanitizeAnswers,
  scoreAnswers,
  scoreItem,
  summaryText,
  traitPercent,
  traitRange,
  type Scores,
} from './logic';

const all = (value: number) => ITEMS.map(() => value);

describe('the inventory', () => {
  it('has 50 items, 10 per trait', () => {
    expect(ITEMS).toHaveLength(50);
    for (const trait of TRAIT_ORDER) expect(ITEMS.filter((item) => item.trait === trait)).toHaveLength(10);
  });

  it.each<[TraitId, number, number]>([
    ['E', 5, 5],
    ['A', 6, 4],
    ['C', 6, 4],
    ['S', 2, 8],
    ['I', 7, 3],
  ])('keys %s with %i positive and %i reversed items (IPIP key)', (trait, plus, minus) => {
    const items = ITEMS.filter((item) => item.trait === trait);
    expect(items.filter((item) => item.key === 1)).toHaveLength(plus);
    expect(items.filter((item) => item.key === -1)).toHaveLength(minus);
  });

  it('cycles through the traits in the questionnaire order', () => {
    ITEMS.forEach((item, index) => expect(item.trait).toBe(TRAIT_ORDER[index % 5]));
  });
});

describe('scoreItem', () => {
  it.each([
    [1, 1, 1],
    [5, 1, 5],
    [1, -1, 5],
    [2, -1, 4],
    [3, -1, 3],
    [5, -1, 1],
  ] as const)('answer %i with key %i scores %i', (answer, key, expected) => {
    expect(scoreItem(answer, key)).toBe(expected);
  });

  it.each([0, 6, 2.5, Number.NaN])('rejects the out-of-range answer %s', (answer) => {
    expect(() => scoreItem(answer, 1)).toThrow(RangeError);
  });
});

describe('scoreAnswers', () => {
  it('gives the midpoint of every trait when all answers are 3', () => {
    expect(scoreAnswers(all(3))).toEqual({ E: 30, A: 30, C: 30, S: 30, I: 30 });
  });

  it.each<[string, number, Scores]>([
    // All 5s: each trait is 5 × (positives) + 1 × (reversed).
    ['all 5', 5, { E: 30, A: 34, C: 34, S: 18, I: 38 }],
    ['all 1', 1, { E: 30, A: 26, C: 26, S: 42, I: 22 }],
  ])('scores the answer sheet "%s"', (_name, value, expected) => {
    expect(scoreAnswers(all(value))).toEqual(expected);
  });

  it('scores a sheet that agrees with every keyed direction as the maximum', () => {
    const answers = ITEMS.map((item) => (item.key === 1 ? 5 : 1));
    expect(scoreAnswers(answers)).toEqual({ E: 50, A: 50, C: 50, S: 50, I: 50 });
  });

  it('scores a known mixed sheet', () => {
    // Extraversion answers 1..5 repeated, the rest neutral.
    const answers = ITEMS.map((item, index) => (item.trait === 'E' ? (Math.floor(index / 5) % 5) + 1 : 3));
    // E items in order: 1,2,3,4,5,1,2,3,4,5 with keys + - + - + - + - + -
    // → 1 + 4 + 3 + 2 + 5 + 5 + 2 + 3 + 4 + 1 = 30
    expect(scoreAnswers(answers)?.E).toBe(30);
    const extravert = ITEMS.map((item) => (item.trait === 'E' ? (item.key === 1 ? 4 : 2) : 3));
    expect(scoreAnswers(extravert)).toEqual({ E: 40, A: 30, C: 30, S: 30, I: 30 });
  });

  it.each([
    ['an unanswered item', [...all(3).slice(1), 0]],
    ['a short sheet', all(3).slice(1)],
    ['an out-of-range answer', [...all(3).slice(1), 7]],
  ])('returns null for %s', (_name, answers) => {
    expect(scoreAnswers(answers)).toBeNull();
  });

  it('always lands inside each trait range', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 50, maxLength: 50 }), (answers) => {
        const scores = scoreAnswers(answers);
        expect(scores).not.toBeNull();
        for (const trait of TRAIT_ORDER) {
          const { min, max } = traitRange(trait);
          expect(scores![trait]).toBeGreaterThanOrEqual(min);
          expect(scores![trait]).toBeLessThanOrEqual(max);
        }
      }),
    );
  });

  it('mirrors a trait when every answer is flipped (6 − answer)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 50, maxLength: 50 }), (answers) => {
        const scores = scoreAnswers(answers)!;
        const flipped = scoreAnswers(answers.map((a) => 6 - a))!;
        for (const trait of TRAIT_ORDER) expect(scores[trait] + flipped[trait]).toBe(60);
      }),
    );
  });
});

describe('percentOfRange and bands', () => {
  it.each([
    [10, 0],
    [30, 50],
    [50, 100],
    [34, 60],
    [5, 0],
    [60, 100],
  ])('raw %i is %i%% of 10..50', (raw, percent) => {
    expect(percentOfRange(raw, 10, 50)).toBe(percent);
  });

  it('is 0 for an empty range', () => expect(percentOfRange(3, 5, 5)).toBe(0));

  it.each([
    [0, 'low'],
    [39, 'low'],
    [40, 'average'],
    [60, 'average'],
    [61, 'high'],
    [100, 'high'],
  ] as const)('%i%% is %s', (percent, band) => expect(bandOf(percent)).toBe(band));

  it('computes the trait percent from raw scores', () => {
    expect(traitPercent({ E: 34, A: 10, C: 50, S: 30, I: 22 }, 'E')).toBe(60);
  });
});

describe('results link', () => {
  it.each<[Scores, string]>([
    [{ E: 34, A: 40, C: 28, S: 22, I: 45 }, 'E34A40C28S22I45'],
    [{ E: 10, A: 50, C: 10, S: 50, I: 30 }, 'E10A50C10S50I30'],
  ])('encodes %o as %s', (scores, text) => {
    expect(encodeScores(scores)).toBe(text);
    expect(decodeScores(text)).toEqual(scores);
  });

  it.each(['', 'E34A40C28S22', 'E9A40C28S22I45', 'E34A51C28S22I45', 'X34A40C28S22I45', 'E34A40C28S22I45junk', 'hello'])(
    'rejects the malformed link value "%s"',
    (text) => expect(decodeScores(text)).toBeNull(),
  );

  it('accepts lower case', () => expect(decodeScores('e34a40c28s22i45')?.E).toBe(34));

  it('round trips every valid score set', () => {
    const score = fc.integer({ min: 10, max: 50 });
    fc.assert(
      fc.property(fc.record({ E: score, A: score, C: score, S: score, I: score }), (scores) => {
        expect(decodeScores(encodeScores(scores))).toEqual(scores);
      }),
    );
  });
});

describe('session answers', () => {
  it.each([
    ['a valid sheet', emptyAnswers(), true],
    ['a partly answered sheet', [...all(4).slice(0, 10), ...emptyAnswers(40)], true],
    ['a string', 'nope', false],
    ['a short array', [1, 2], false],
    ['a bad value', [...all(3).slice(1), 9], false],
    ['null', null, false],
  ])('accepts %s: %s', (_name, value, ok) => {
    expect(sanitizeAnswers(value) !== null).toBe(ok);
  });

  it('finds the first unanswered item', () => {
    expect(firstUnanswered(emptyAnswers())).toBe(0);
    expect(firstUnanswered([...all(2).slice(0, 7), ...emptyAnswers(43)])).toBe(7);
    expect(firstUnanswered(all(2))).toBe(-1);
  });
});

it('summarises scores as text', () => {
  expect(summaryText({ E: 34, A: 40, C: 28, S: 22, I: 45 })).toBe(
    [
      'My Big Five profile',
      'Extraversion: 60% (average)',
      'Agreeableness: 75% (high)',
      'Conscientiousness: 45% (average)',
      'Emotional Stability: 30% (low)',
      'Intellect/Imagination: 88% (high)',
    ].join('\n'),
  );
});
