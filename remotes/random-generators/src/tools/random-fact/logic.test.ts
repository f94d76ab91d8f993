import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seededRandom } from '@toolhub/shared/testing';
import {
  ALL_KEYS,
  CATEGORIES,
  CATEGORY_CHOICES,
  CATEGORY_NAMES,
  FACTS,
  HISTORY_MAX,
  countFor,
  drawFact,
  factFromParam,
  factsFor,
  formatFact,
  markFactSeen,
  pushHistory,
  shareLink,
} from './logic';

const normalise = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

describe('the fact collection', () => {
  it('holds at least 60 facts with unique positive ids', () => {
    expect(FACTS.length).toBeGreaterThanOrEqual(60);
    const ids = FACTS.map((fact) => fact.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(Number.isInteger(id) && id > 0).toBe(true);
    expect(new Set(ALL_KEYS).size).toBe(FACTS.length);
  });

  it('has no fact twice, even with punctuation or case changed', () => {
    expect(new Set(FACTS.map((fact) => normalise(fact.text))).size).toBe(FACTS.length);
  });

  it('attributes every fact to a named source and writes it as a sentence', () => {
    for (const fact of FACTS) {
      expect(CATEGORIES, `fact ${fact.id}`).toContain(fact.category);
      expect(fact.text.trim(), `fact ${fact.id}`).toBe(fact.text);
      expect(fact.text, `fact ${fact.id}`).toMatch(/^[A-Z0-9“"]/);
      expect(fact.text, `fact ${fact.id}`).toMatch(/[.!”]$/);
      expect(fact.source.trim(), `fact ${fact.id}`).toBe(fact.source);
      expect(fact.source.length, `fact ${fact.id}`).toBeGreaterThan(2);
    }
  });

  it('draws on many different sources', () => {
    expect(new Set(FACTS.map((fact) => fact.source)).size).toBeGreaterThanOrEqual(20);
  });

  it('offers at least six facts in every category', () => {
    for (const category of CATEGORIES) expect(factsFor(category).length, category).toBeGreaterThanOrEqual(6);
    expect(countFor('all')).toBe(FACTS.length);
    expect(CATEGORIES.reduce((sum, category) => sum + countFor(category), 0)).toBe(FACTS.length);
  });

  it('names every category', () => {
    for (const choice of CATEGORY_CHOICES) expect(CATEGORY_NAMES[choice].length).toBeGreaterThan(0);
  });
});

describe('share links', () => {
  it('round-trips every fact through its id', () => {
    for (const fact of FACTS) {
      const link = shareLink('https://toolhub.example/random-fact?category=space#top', fact);
      expect(link).toBe(`https://toolhub.example/random-fact?f=${fact.id}`);
      expect(factFromParam(new URL(link).searchParams.get('f') ?? '')).toBe(fact);
    }
  });

  it.each(['', '0', '-1', '1.5', '01', 'abc', '99999', '1e2', ' 1', '9999999', '1,2'])('rejects %j', (param) => {
    expect(factFromParam(param)).toBeNull();
  });

  it('never throws on any text, and only accepts known ids', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const fact = factFromParam(text);
        if (fact) expect(String(fact.id)).toBe(text);
      }),
    );
  });

  it('formats a fact for copying with its source', () => {
    expect(formatFact(factFromParam('4')!)).toBe('Saturn is less dense than water. (Source: NASA)');
  });
});

describe('dealing facts', () => {
  it('shows every fact of a category once before any repeats', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CATEGORY_CHOICES), fc.integer(), (category, seed) => {
        const pool = factsFor(category);
        const source = seededRandom(seed);
        let deck = { seen: [] as string[] };
        const shown: number[] = [];
        for (let i = 0; i < pool.length; i++) {
          const draw = drawFact(deck, pool, source);
          expect(draw.reshuffled).toBe(false);
          expect(pool).toContain(draw.fact);
          shown.push(draw.fact.id);
          deck = draw.deck;
        }
        expect(new Set(shown).size).toBe(pool.length);
        const next = drawFact(deck, pool, source);
        expect(next.reshuffled).toBe(true);
        expect(next.fact.id).not.toBe(shown.at(-1));
      }),
      { seed: 18, numRuns: 30 },
    );
  });

  it('keeps other categories’ progress when one starts over', () => {
    const space = factsFor('space');
    const food = factsFor('food');
    const deck = { seen: [...space.map((fact) => String(fact.id)), String(food[0]!.id)], last: String(space[0]!.id) };
    const draw = drawFact(deck, space, seededRandom(4));
    expect(draw.deck.seen).toContain(String(food[0]!.id));
    expect(draw.deck.seen.filter((key) => space.some((fact) => String(fact.id) === key))).toEqual([String(draw.fact.id)]);
  });

  it('refuses an empty pool', () => {
    expect(() => drawFact({ seen: [] }, [])).toThrow(RangeError);
  });

  it('marks a linked fact as seen once', () => {
    const fact = factFromParam('9')!;
    expect(markFactSeen({ seen: ['1'] }, fact)).toEqual({ seen: ['1', '9'], last: '9' });
    expect(markFactSeen({ seen: ['9'] }, fact)).toEqual({ seen: ['9'], last: '9' });
  });
});

describe('history', () => {
  it.each([
    [[], 5, [5]],
    [[1, 2], 3, [1, 2, 3]],
    [[1, 2], 2, [1, 2]],
  ])('pushHistory(%j, %i) → %j', (history, id, next) => {
    expect(pushHistory(history, id)).toEqual(next);
  });

  it(`keeps only the newest ${HISTORY_MAX}`, () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 80 }), { maxLength: 200 }), fc.integer({ min: 1, max: 80 }), (history, id) => {
        const next = pushHistory(history.slice(-HISTORY_MAX), id);
        expect(next.length).toBeLessThanOrEqual(HISTORY_MAX);
        expect(next.at(-1)).toBe(id);
      }),
    );
  });
});
