import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LATIN_WORDS } from './data';
import { seededRandom as seeded } from '@toolhub/shared/testing';
import { COUNT_LIMITS, formatLorem, generateLorem, loremStats, parseCount, type LoremUnit } from './logic';

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

  it.each([
    ['paragraphs', 4],
    ['sentences', 9],
    ['words', 17],
  ] as const)('draws from the secure source by default: %s × %i', (unit, count) => {
    const stats = loremStats(generateLorem({ unit, count, classic: false }));
    expect(stats[unit]).toBe(count);
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
