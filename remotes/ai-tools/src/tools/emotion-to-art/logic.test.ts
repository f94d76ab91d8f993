import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chiSquareUniform, seededRandom, sequenceRandom } from '@toolhub/shared/testing';
import { EMOTIONS, EMOTION_IDS, type EmotionId } from './emotions';
import { LEXICON } from './lexicon';
import {
  analyseText,
  createRng,
  dominantEmotion,
  emotionMix,
  formatPicked,
  hashString,
  isValidSeed,
  lookupWord,
  newSeed,
  parsePicked,
  togglePicked,
} from './logic';
import { allocateShapes, blendColors, planArt, SHAPE_BUDGET } from './plan';

function dominantOf(text: string): EmotionId | null {
  return dominantEmotion(emotionMix([], analyseText(text).totals));
}

describe('the lexicon', () => {
  it('holds at least 400 words, each with a positive weight for a known feeling', () => {
    expect(LEXICON.size).toBeGreaterThanOrEqual(400);
    for (const weights of LEXICON.values()) {
      const entries = Object.entries(weights);
      expect(entries.length).toBeGreaterThan(0);
      for (const [id, weight] of entries) {
        expect(EMOTION_IDS).toContain(id);
        expect(weight).toBeGreaterThan(0);
      }
    }
  });

  it('offers at least 8 feelings, each with a palette and an opposite', () => {
    expect(EMOTION_IDS.length).toBeGreaterThanOrEqual(8);
    for (const id of EMOTION_IDS) {
      expect(EMOTIONS[id].palette.length).toBeGreaterThanOrEqual(3);
      expect(EMOTION_IDS).toContain(EMOTIONS[id].opposite);
    }
  });
});

describe('lookupWord handles inflections', () => {
  it.each([
    ['happy', 'happy'],
    ['happiness', 'happy'],
    ['happily', 'happy'],
    ['smiling', 'smile'],
    ['smiled', 'smile'],
    ['cried', 'cry'],
    ['cries', 'cry'],
    ['sadder', 'sad'],
    ['saddest', 'sad'],
    ['angrier', 'angry'],
    ['hugging', 'hug'],
    ['lovingly', 'loving'],
    ['tears', 'tears'],
    ['worries', 'worry'],
    ['calmness', 'calm'],
    ['scared', 'scared'],
    ['dreams', 'dream'],
  ])('%s is found as %s', (word, base) => {
    expect(lookupWord(word)?.base).toBe(base);
  });

  it.each(['table', 'the', 'xyzzy', 'computer', ''])('%j carries no feeling', (word) => {
    expect(lookupWord(word)).toBeNull();
  });
});

describe('analyseText', () => {
  it.each<[string, EmotionId | null]>([
    ['I am so happy today', 'joy'],
    ['furious and full of rage', 'anger'],
    ['peaceful quiet evening by the lake', 'calm'],
    ['I miss her, crying all night', 'sadness'],
    ['terrified of the dark', 'fear'],
    ['I adore you, my darling', 'love'],
    ['Wow, what an unexpected twist!', 'surprise'],
    ['the vast starry cosmos is majestic', 'awe'],
    ['that rotten smell is disgusting', 'disgust'],
    ['hopeful about tomorrow', 'hope'],
    ['not happy at all', 'sadness'],
    ["I'm not afraid anymore", 'calm'],
    ["I don't hate it", 'calm'],
    ['the table and the chair', null],
    ['', null],
    ['12345 !!! ???', null],
  ])('%j is mostly %s', (text, expected) => {
    expect(dominantOf(text)).toBe(expected);
  });

  it('lists matched words with negation and intensity, and the words it ignored', () => {
    const result = analyseText('Not happy, but very excited about the trip');
    expect(result.matches.map((m) => [m.text, m.base, m.negated, m.intensified])).toEqual([
      ['Not happy', 'happy', true, false],
      ['very excited', 'excited', false, true],
    ]);
    expect(result.unknown).toEqual(['but', 'about', 'the', 'trip']);
    expect(result.totals.sadness).toBeCloseTo(1.5);
    expect(result.totals.joy).toBeCloseTo(3);
  });

  it('ends negation at a comma or "but"', () => {
    expect(analyseText('not tired, happy').matches.map((m) => m.negated)).toEqual([true, false]);
    expect(analyseText('no fear but joy').matches.map((m) => m.negated)).toEqual([true, false]);
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const result = analyseText(text);
        for (const value of Object.values(result.totals)) expect(value).toBeGreaterThan(0);
      }),
    );
  });
});

describe('emotionMix', () => {
  it('sums picked buttons and words to shares of 1, strongest first', () => {
    const mix = emotionMix(['calm'], analyseText('furious furious').totals);
    expect(mix.map((entry) => entry.id)).toEqual(['anger', 'calm']);
    expect(mix.reduce((sum, entry) => sum + entry.share, 0)).toBeCloseTo(1);
  });

  it('is empty without any feeling', () => {
    expect(emotionMix([], {})).toEqual([]);
  });

  it('always sums to 1 for any picks', () => {
    fc.assert(
      fc.property(fc.subarray([...EMOTION_IDS], { minLength: 1 }), (ids) => {
        const mix = emotionMix(ids, {});
        expect(mix.reduce((sum, entry) => sum + entry.share, 0)).toBeCloseTo(1);
        expect(mix).toHaveLength(ids.length);
      }),
    );
  });
});

describe('picked emotions in the link', () => {
  it.each([
    ['joy,calm', ['joy', 'calm']],
    ['JOY, anger ,joy', ['joy', 'anger']],
    ['', []],
    ['nonsense,,', []],
  ])('parses %j', (value, expected) => {
    expect(parsePicked(value)).toEqual(expected);
  });

  it('formats in button order and round-trips', () => {
    fc.assert(
      fc.property(fc.subarray([...EMOTION_IDS]), (ids) => {
        expect(new Set(parsePicked(formatPicked(ids)))).toEqual(new Set(ids));
      }),
    );
    expect(formatPicked(['anger', 'joy'])).toBe('joy,anger');
    expect(togglePicked(['joy'], 'joy')).toEqual([]);
    expect(togglePicked(['joy'], 'fear')).toEqual(['joy', 'fear']);
  });
});

describe('seeded randomness', () => {
  it('gives the same sequence for the same seed and differs between seeds', () => {
    const take = (seed: number) => {
      const rng = createRng(seed);
      return Array.from({ length: 5 }, () => rng());
    };
    expect(take(42)).toEqual(take(42));
    expect(take(42)).not.toEqual(take(43));
  });

  it('stays within [0, 1)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (seed) => {
        const rng = createRng(seed);
        for (let i = 0; i < 20; i++) {
          const value = rng();
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThan(1);
        }
      }),
    );
  });

  it('spreads values evenly across ten buckets (within chance)', () => {
    const rng = createRng(hashString('spread'));
    const buckets = new Array<number>(10).fill(0);
    for (let i = 0; i < 20000; i++) buckets[Math.floor(rng() * 10)]! += 1;
    for (const count of buckets) expect(Math.abs(count - 2000)).toBeLessThan(200);
  });

  it.each([
    ['', 0x811c9dc5],
    ['a', 0xe40c292c],
  ])('hashes %j with FNV-1a', (text, expected) => {
    expect(hashString(text)).toBe(expected);
  });

  it.each([
    [[0], 'aaaaaaaa'],
    [[31], '99999999'],
    [[1, 2, 3, 4, 5, 6, 7, 8], 'bcdefghi'],
    // Each letter is an unbiased draw below 32: a word is reduced modulo 32 (2^32 is a multiple).
    [[32 + 9], 'jjjjjjjj'],
    [[0xffffffff], '99999999'],
  ])('makes the seed from the random words %j: %s', (words, expected) => {
    expect(newSeed(sequenceRandom(words))).toBe(expected);
  });

  it('makes seeds that are always valid, from any source', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (seed) => {
        expect(isValidSeed(newSeed(seededRandom(seed)))).toBe(true);
      }),
    );
  });

  it('uses every seed letter equally often (chi-square, 31 degrees of freedom)', () => {
    const source = seededRandom(7);
    const counts = new Map<string, number>();
    for (let i = 0; i < 4000; i++) for (const letter of newSeed(source)) counts.set(letter, (counts.get(letter) ?? 0) + 1);
    expect(counts.size).toBe(32);
    // 61.1 is the 0.1% critical value for 31 degrees of freedom.
    expect(chiSquareUniform([...counts.values()])).toBeLessThan(61.1);
  });

  it.each([
    ['abc123', true],
    ['my-seed_2', true],
    ['', false],
    ['has space', false],
    ['x'.repeat(33), false],
    ['ünï', false],
  ])('seed %j valid: %s', (seed, ok) => {
    expect(isValidSeed(seed)).toBe(ok);
  });
});

describe('planArt', () => {
  it('is deterministic for the same seed and feelings', () => {
    const mix = emotionMix(['joy', 'calm'], {});
    expect(planArt(mix, 'abc')).toEqual(planArt(mix, 'abc'));
    expect(planArt(mix, 'abc')).not.toEqual(planArt(mix, 'abd'));
  });

  it.each(EMOTION_IDS.map((id) => [id]))('paints %s with its own palette and shapes', (id) => {
    const plan = planArt(emotionMix([id], {}), 'palette');
    expect(plan.shapes).toHaveLength(SHAPE_BUDGET);
    for (const shape of plan.shapes) {
      expect(EMOTIONS[id].palette).toContain(shape.color);
      expect(EMOTIONS[id].shapes).toContain(shape.kind);
      expect(shape.motion).toBe(EMOTIONS[id].motion);
    }
    expect(plan.background).toEqual([...EMOTIONS[id].background]);
  });

  it('makes anger fast and sharp, calm slow and soft', () => {
    const anger = planArt(emotionMix(['anger'], {}), 's');
    const calm = planArt(emotionMix(['calm'], {}), 's');
    const avg = (plan: typeof anger) => plan.shapes.reduce((sum, shape) => sum + shape.speed, 0) / plan.shapes.length;
    expect(avg(anger)).toBeGreaterThan(avg(calm) * 4);
    expect(new Set(anger.shapes.map((s) => s.kind))).toEqual(new Set(['bolt', 'shard']));
    expect(new Set(calm.shapes.map((s) => s.kind))).toEqual(new Set(['wave', 'orb']));
  });

  it('keeps every shape in range for any seed and mix', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.subarray([...EMOTION_IDS]), (seed, ids) => {
        const plan = planArt(emotionMix(ids, {}), seed);
        expect(plan.shapes.length).toBe(ids.length === 0 ? 0 : Math.max(SHAPE_BUDGET, ids.length * 6));
        for (const shape of plan.shapes) {
          expect(shape.size).toBeGreaterThan(0);
          expect(shape.alpha).toBeGreaterThan(0);
          expect(shape.alpha).toBeLessThanOrEqual(1);
          expect(shape.points).toHaveLength(12);
        }
      }),
      { numRuns: 50 },
    );
  });

  it('gives every present feeling a share of shapes summing to the budget', () => {
    const counts = allocateShapes(emotionMix(['joy', 'joy', 'fear'], analyseText('happy happy glad').totals));
    expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(SHAPE_BUDGET);
    expect(counts.get('fear')).toBeGreaterThanOrEqual(6);
    expect(counts.get('joy')!).toBeGreaterThan(counts.get('fear')!);
  });

  it.each([
    [[{ color: '#000000', weight: 1 }, { color: '#ffffff', weight: 1 }], '#808080'],
    [[{ color: '#ff0000', weight: 3 }, { color: '#0000ff', weight: 1 }], '#bf0040'],
    [[], '#808080'],
  ])('blends colours %j into %s', (parts, expected) => {
    expect(blendColors(parts)).toBe(expected);
  });
});
