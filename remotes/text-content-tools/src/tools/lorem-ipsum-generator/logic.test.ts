import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LATIN_WORDS } from './data';
import {
  COUNT_LIMITS,
  cryptoRandomSource,
  formatLorem,
  generateLorem,
  loremStats,
  parseCount,
  randomBelow,
  type LoremUnit,
  type RandomSource,
} from './logic';

/** A small deterministic generator (mulberry32) so runs can be replayed. */
function seeded(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

function sequence(values: number[]): RandomSource {
  let index = 0;
  return () => values[index++ % values.length] ?? 0;
}

describe('randomBelow', () => {
  it.each([
    [[5], 3, 2],
    [[0xffffffff, 5], 3, 2], // 2^32 - 1 lies above the last multiple of 3 and is drawn again
    [[0xffffffff], 1, 0],
    [[7], 2 ** 32, 7],
  ])('draws %j with size %i give %i', (draws, size, expected) => {
    expect(randomBelow(size, sequence(draws))).toBe(expected);
  });

  it.each([0, -1, 1.5, Number.NaN, 2 ** 32 + 1])('rejects size %d', (size) => {
    expect(() => randomBelow(size, sequence([1]))).toThrow(RangeError);
  });

  it('stays in range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer(), (size, seed) => {
        const value = randomBelow(size, seeded(seed));
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThan(size);
        expect(Number.isInteger(value)).toBe(true);
      }),
    );
  });

  it('spreads draws evenly (within chance)', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const random = seeded(seed);
        const buckets = [0, 0, 0, 0, 0, 0];
        for (let i = 0; i < 6000; i++) buckets[randomBelow(6, random)]!++;
        // 1000 expected per face; the standard deviation is about 29, so 150 is over five of them.
        for (const count of buckets) expect(Math.abs(count - 1000)).toBeLessThan(150);
      }),
      { numRuns: 20 },
    );
  });

  it('uses crypto.getRandomValues by default', () => {
    const random = cryptoRandomSource();
    const values = Array.from({ length: 600 }, () => random());
    expect(values.every((value) => Number.isInteger(value) && value >= 0 && value < 2 ** 32)).toBe(true);
    expect(new Set(values).size).toBeGreaterThan(590);
  });
});

describe('parseCount', () => {
  it.each([
    ['3', 'paragraphs', { ok: true, count: 3 }],
    [' 100 ', 'paragraphs', { ok: true, count: 100 }],
    ['1000', 'words', { ok: true, count: 1000 }],
    ['101', 'paragraphs', { ok: false, message: 'Choose from 1 to 100 paragraphs.' }],
    ['0', 'sentences', { ok: false, message: 'Choose from 1 to 1000 sentences.' }],
    ['1001', 'words', { ok: false, message: 'Choose from 1 to 1000 words.' }],
    ['', 'words', { ok: false, message: 'Enter how many words you want, from 1 to 1000.' }],
    ['2.5', 'words', { ok: false, message: 'Enter a whole number of words, from 1 to 1000.' }],
    ['-4', 'words', { ok: false, message: 'Enter a whole number of words, from 1 to 1000.' }],
    ['ten', 'paragraphs', { ok: false, message: 'Enter a whole number of paragraphs, from 1 to 100.' }],
    ['99999999999999999999', 'sentences', { ok: false, message: 'Choose from 1 to 1000 sentences.' }],
  ] as const)('%j %s → %j', (raw, unit, expected) => {
    expect(parseCount(raw, unit)).toEqual(expected);
  });
});

describe('generateLorem', () => {
  it.each([
    ['words', 1, 'Lorem.'],
    ['words', 5, 'Lorem ipsum dolor sit amet.'],
    ['words', 8, 'Lorem ipsum dolor sit amet, consectetur adipiscing elit.'],
  ] as const)('%s × %i with the classic opening is %j', (unit, count, expected) => {
    expect(formatLorem(generateLorem({ unit, count, classic: true }, seeded(1)), 'text')).toBe(expected);
  });

  it('starts with the classic sentence when asked, and not otherwise', () => {
    const classic = generateLorem({ unit: 'paragraphs', count: 2, classic: true }, seeded(7));
    expect(classic[0]?.startsWith('Lorem ipsum dolor sit amet, consectetur adipiscing elit. ')).toBe(true);
    const plain = generateLorem({ unit: 'paragraphs', count: 2, classic: false }, seeded(7));
    expect(plain[0]?.startsWith('Lorem ipsum dolor sit amet')).toBe(false);
  });

  it('wraps paragraphs in <p> for HTML', () => {
    expect(formatLorem(['One.', 'Two.'], 'html')).toBe('<p>One.</p>\n<p>Two.</p>');
    expect(formatLorem(['One.', 'Two.'], 'text')).toBe('One.\n\nTwo.');
  });

  const unitAndCount = fc.constantFrom<LoremUnit>('paragraphs', 'sentences', 'words').chain((unit) =>
    fc.tuple(fc.constant(unit), fc.integer({ min: 1, max: COUNT_LIMITS[unit] })),
  );

  it('gives exactly the number asked for', () => {
    fc.assert(
      fc.property(unitAndCount, fc.boolean(), fc.integer(), ([unit, count], classic, seed) => {
        const paragraphs = generateLorem({ unit, count, classic }, seeded(seed));
        const stats = loremStats(paragraphs);
        expect(stats[unit]).toBe(count);
        const html = formatLorem(paragraphs, 'html');
        expect(html.match(/<p>/g)?.length).toBe(paragraphs.length);
        const text = formatLorem(paragraphs, 'text');
        expect(text.split(/\s+/).filter(Boolean).length).toBe(stats.words);
      }),
      { numRuns: 150 },
    );
  });

  it('uses only the bundled Latin words, with no word twice in a row', () => {
    const vocabulary = new Set(LATIN_WORDS);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), fc.integer(), (count, seed) => {
        const text = generateLorem({ unit: 'words', count, classic: false }, seeded(seed)).join(' ');
        const words = text.toLowerCase().split(/[\s.,]+/).filter(Boolean);
        expect(words.every((word) => vocabulary.has(word))).toBe(true);
        expect(words.some((word, index) => word === words[index - 1])).toBe(false);
      }),
    );
  });
});
