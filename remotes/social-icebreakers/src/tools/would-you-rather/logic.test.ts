import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sequenceRandom } from '@toolhub/shared/testing';
import { DILEMMAS } from './data/dilemmas';
import {
  THEMES,
  answeredCount,
  dilemmasIn,
  findDilemma,
  openSession,
  parseThemeFilter,
  percentages,
  questionText,
  recordAnswer,
  restoreTallies,
  shareUrl,
  tallyFor,
  timesLabel,
  type Dilemma,
  type Tallies,
} from './logic';

const ALL_IDS = DILEMMAS.map((d) => d.id);

describe('bundled dilemmas', () => {
  it('has at least 150 dilemmas', () => {
    expect(DILEMMAS.length).toBeGreaterThanOrEqual(150);
  });

  it('has unique ids of the form <theme>-<number>', () => {
    expect(new Set(ALL_IDS).size).toBe(ALL_IDS.length);
    for (const d of DILEMMAS) expect(d.id).toMatch(new RegExp(`^${d.theme}-\\d{3}$`));
  });

  it('has no duplicate dilemmas and two different options each', () => {
    const pairs = DILEMMAS.map((d) => [d.a, d.b].map((s) => s.toLowerCase()).sort().join(' | '));
    expect(new Set(pairs).size).toBe(pairs.length);
    for (const d of DILEMMAS) expect(d.a.toLowerCase()).not.toBe(d.b.toLowerCase());
  });

  it.each(THEMES.map((t) => t.id))('has at least 20 dilemmas in the %s theme', (theme) => {
    expect(dilemmasIn(DILEMMAS, theme).length).toBeGreaterThanOrEqual(20);
  });

  // Shared links and stored answers refer to these ids; they must keep pointing at the same dilemma.
  it.each([
    ['food-001', 'Only eat sweet food for the rest of your life'],
    ['superpowers-001', 'Be able to fly'],
    ['silly-006', 'Fight one horse-sized duck'],
  ])('keeps %s stable', (id, a) => {
    expect(findDilemma(DILEMMAS, id)?.a).toBe(a);
  });
});

describe('parseThemeFilter', () => {
  it.each([
    ['all', 'all'],
    ['food', 'food'],
    ['deep', 'deep'],
    ['Food', null],
    ['', null],
    [null, null],
    ['gross', null],
  ])('%s → %s', (raw, expected) => {
    expect(parseThemeFilter(raw)).toBe(expected);
  });
});

describe('findDilemma', () => {
  it.each([
    ['food-002', 'food-002'],
    ['  FOOD-002 ', 'food-002'],
    ['food-999', null],
    ['', null],
    [null, null],
  ])('%j → %s', (raw, expected) => {
    expect(findDilemma(DILEMMAS, raw)?.id ?? null).toBe(expected);
  });
});

describe('questionText and shareUrl', () => {
  const d: Dilemma = { id: 'x-001', theme: 'silly', a: 'Have X-ray eyes', b: 'Be a cat' };

  it('phrases the dilemma as one question', () => {
    expect(questionText(d)).toBe('Would you rather have X-ray eyes or be a cat?');
  });

  it.each([
    ['https://toolhub.test/would-you-rather', 'https://toolhub.test/would-you-rather?d=x-001'],
    ['https://toolhub.test/would-you-rather?theme=food&d=food-003#top', 'https://toolhub.test/would-you-rather?theme=food&d=x-001'],
  ])('builds a link from %s', (href, expected) => {
    expect(shareUrl(href, 'x-001')).toBe(expected);
  });

  it('links that open again to the same dilemma', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DILEMMAS), (dilemma) => {
        const url = new URL(shareUrl('https://toolhub.test/would-you-rather?theme=deep', dilemma.id));
        expect(findDilemma(DILEMMAS, url.searchParams.get('d'))).toBe(dilemma);
      }),
    );
  });
});

describe('answer tallies', () => {
  it.each<[string, Tallies, 'a' | 'b', 'a' | 'b' | null, Tallies]>([
    ['a first answer', {}, 'a', null, { 'food-001': { a: 1, b: 0 } }],
    ['another answer', { 'food-001': { a: 1, b: 2 } }, 'b', null, { 'food-001': { a: 1, b: 3 } }],
    ['a change of mind', { 'food-001': { a: 1, b: 0 } }, 'b', 'a', { 'food-001': { a: 0, b: 1 } }],
    ['the same answer again', { 'food-001': { a: 1, b: 0 } }, 'a', 'a', { 'food-001': { a: 1, b: 0 } }],
  ])('counts %s', (_name, before, choice, replacing, after) => {
    expect(recordAnswer(before, 'food-001', choice, replacing)).toEqual(after);
  });

  it('reads an unanswered dilemma as zero', () => {
    expect(tallyFor({}, 'food-001')).toEqual({ a: 0, b: 0 });
  });

  it.each([
    [{ a: 0, b: 0 }, { a: 0, b: 0 }],
    [{ a: 1, b: 0 }, { a: 100, b: 0 }],
    [{ a: 1, b: 1 }, { a: 50, b: 50 }],
    [{ a: 1, b: 2 }, { a: 33, b: 67 }],
    [{ a: 2, b: 1 }, { a: 67, b: 33 }],
    [{ a: 1, b: 7 }, { a: 13, b: 87 }],
  ])('percentages of %j are %j', (tally, expected) => {
    expect(percentages(tally)).toEqual(expected);
  });

  it('percentages are whole, within 0..100, sum to 100 and lie within one point of the exact share', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000 }), fc.nat({ max: 1_000_000 }), (a, b) => {
        fc.pre(a + b > 0);
        const p = percentages({ a, b });
        expect(Number.isInteger(p.a) && Number.isInteger(p.b)).toBe(true);
        expect(p.a + p.b).toBe(100);
        expect(p.a).toBeGreaterThanOrEqual(0);
        expect(p.b).toBeGreaterThanOrEqual(0);
        expect(Math.abs(p.a - (100 * a) / (a + b))).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it.each<[string, unknown, Tallies]>([
    ['saved answers', { 'food-001': { a: 2, b: 1 } }, { 'food-001': { a: 2, b: 1 } }],
    ['nothing', null, {}],
    ['a list', [1, 2], {}],
    ['unknown dilemmas', { 'nope-001': { a: 1, b: 1 } }, {}],
    ['negative or fractional counts', { 'food-001': { a: -1, b: 1 }, 'food-002': { a: 1.5, b: 0 } }, {}],
    ['text counts', { 'food-001': { a: '3', b: 1 } }, {}],
    ['all-zero tallies', { 'food-001': { a: 0, b: 0 } }, {}],
    ['a mix of good and bad', { 'food-001': { a: 1, b: 0 }, 'food-002': 'x' }, { 'food-001': { a: 1, b: 0 } }],
  ])('restores %s', (_name, raw, expected) => {
    expect(restoreTallies(raw, ALL_IDS)).toEqual(expected);
  });

  it('survives any stored JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (raw) => {
        const tallies = restoreTallies(raw, ALL_IDS);
        for (const t of Object.values(tallies)) expect(t.a + t.b).toBeGreaterThan(0);
      }),
    );
  });

  it('counts answered dilemmas and words counts', () => {
    expect(answeredCount({ 'food-001': { a: 1, b: 0 }, 'food-002': { a: 0, b: 3 } })).toBe(2);
    expect(timesLabel(1)).toBe('1 time');
    expect(timesLabel(4)).toBe('4 times');
  });
});

describe('openSession', () => {
  /** Always draws the first candidate: randomBelow maps the word 0 to 0 for any bound. */
  const FIRST = sequenceRandom([0]);

  it('opens the linked dilemma and counts it as seen', () => {
    const s = openSession(DILEMMAS, null, 'deep-003', 'food', FIRST);
    expect(s.first?.id).toBe('deep-003');
    expect(s.seen.seen).toEqual(['deep-003']);
    expect(s.notice).toBeNull();
  });

  it('deals from the theme when there is no link', () => {
    const s = openSession(DILEMMAS, { seen: ['travel-001'] }, null, 'travel', FIRST);
    expect(s.first?.id).toBe('travel-002');
    expect(s.seen.seen).toEqual(['travel-001', 'travel-002']);
    expect(s.notice).toBeNull();
  });

  it('explains a link to a dilemma that does not exist, and deals another', () => {
    const s = openSession(DILEMMAS, 'corrupt', 'food-999', 'all', FIRST);
    expect(s.first).not.toBeNull();
    expect(s.notice).toMatch(/doesn't exist/);
  });

  it('says so when opening starts a fresh round', () => {
    const seen = { seen: dilemmasIn(DILEMMAS, 'work').map((d) => d.id) };
    const s = openSession(DILEMMAS, seen, null, 'work', FIRST);
    expect(s.first?.theme).toBe('work');
    expect(s.notice).toMatch(/shuffled in again/);
  });
});
