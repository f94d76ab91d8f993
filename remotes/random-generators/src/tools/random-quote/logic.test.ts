import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seededRandom } from '@toolhub/shared/testing';
import { AUTHORS } from './authors';
import { QUOTES } from './quotes';
import {
  ALL_QUOTES,
  TOPICS,
  dealNext,
  favouriteQuotes,
  formatQuote,
  markSeen,
  quoteFromLink,
  quotesFor,
  sanitizeIds,
  shareLink,
  toggleFavourite,
  topicName,
  unseenCount,
} from './logic';

const normalise = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

describe('the quote collection', () => {
  it('holds at least 200 quotes with unique positive ids', () => {
    expect(QUOTES.length).toBeGreaterThanOrEqual(200);
    const ids = QUOTES.map((quote) => quote.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(Number.isInteger(id) && id > 0).toBe(true);
  });

  it('has no duplicate text, even with punctuation or case changed', () => {
    const texts = QUOTES.map((quote) => normalise(quote.text));
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('gives every quote a known author with years, a source and known topics', () => {
    for (const quote of QUOTES) {
      const author = AUTHORS[quote.author];
      expect(author, `quote ${quote.id}`).toBeDefined();
      expect(author.years, `quote ${quote.id}`).toMatch(/\d/);
      expect(quote.source.trim().length, `quote ${quote.id}`).toBeGreaterThan(0);
      expect(quote.text.trim()).toBe(quote.text);
      expect(quote.topics.length, `quote ${quote.id}`).toBeGreaterThan(0);
      for (const topic of quote.topics) expect(TOPICS).toContain(topic);
      expect(new Set(quote.topics).size).toBe(quote.topics.length);
    }
  });

  it('only has authors who died before 1955', () => {
    for (const author of Object.values(AUTHORS)) {
      const years = [...author.years.matchAll(/\d{3,4}/g)].map((m) => Number(m[0]));
      if (years.length > 0) expect(Math.max(...years), author.name).toBeLessThan(1955);
    }
  });

  it('offers at least a handful of quotes in every topic', () => {
    for (const topic of TOPICS) expect(quotesFor(topic).length, topic).toBeGreaterThanOrEqual(10);
  });

  it('uses every listed author', () => {
    const used = new Set(QUOTES.map((quote) => quote.author));
    expect(Object.keys(AUTHORS).filter((key) => !used.has(key as keyof typeof AUTHORS))).toEqual([]);
  });
});

describe('share links', () => {
  it('round-trips every quote through its id', () => {
    for (const quote of ALL_QUOTES) {
      const link = shareLink('https://toolhub.example/random-quote?topic=love#top', quote);
      expect(link).toBe(`https://toolhub.example/random-quote?q=${quote.id}`);
      expect(quoteFromLink(new URL(link).searchParams.get('q') ?? '')).toBe(quote);
    }
  });

  it.each(['', '0', '-1', '1.5', '01', 'abc', '99999', '1e2', ' 1', '9999999'])('rejects %j', (param) => {
    expect(quoteFromLink(param)).toBeNull();
  });

  it('formats a quote for copying', () => {
    expect(formatQuote(quoteFromLink('9')!)).toBe('“Brevity is the soul of wit.” — William Shakespeare');
  });

  it.each([
    ['all', 'All topics'],
    ['humour', 'Humour'],
  ] as const)('names topic %s', (topic, name) => {
    expect(topicName(topic)).toBe(name);
  });
});

describe('dealing quotes', () => {
  it('shows every quote of a topic once before any repeats', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TOPICS), fc.integer(), (topic, seed) => {
        const pool = quotesFor(topic);
        const source = seededRandom(seed);
        let seen: number[] = [];
        let current: number | null = null;
        const shown: number[] = [];
        for (let i = 0; i < pool.length; i++) {
          const deal = dealNext(pool, seen, current, source);
          shown.push(deal.quote.id);
          seen = deal.seen;
          current = deal.quote.id;
        }
        expect(new Set(shown).size).toBe(pool.length);
        expect(unseenCount(pool, seen)).toBe(0);
        // The next round starts without repeating the quote on screen.
        const next = dealNext(pool, seen, current, source);
        expect(next.quote.id).not.toBe(current);
        expect(next.seen).toEqual([next.quote.id]);
      }),
      { seed: 8, numRuns: 30 },
    );
  });

  it('keeps other topics’ progress when one topic starts over', () => {
    const love = quotesFor('love');
    const science = quotesFor('science').filter((quote) => !quote.topics.includes('love'));
    const seen = [...love.map((quote) => quote.id), science[0]!.id];
    const deal = dealNext(love, seen, love[0]!.id, seededRandom(1));
    expect(deal.seen).toContain(science[0]!.id);
    expect(deal.seen.filter((id) => love.some((quote) => quote.id === id))).toEqual([deal.quote.id]);
  });

  it('survives storage: a stored seen list is honoured after a reload', () => {
    const pool = quotesFor('courage');
    const first = dealNext(pool, [], null, seededRandom(3));
    const stored = JSON.parse(JSON.stringify(first.seen)) as unknown;
    const reloaded = sanitizeIds(stored);
    expect(reloaded).toEqual(first.seen);
    for (let i = 0; i < pool.length - 1; i++) {
      const deal = dealNext(pool, reloaded, null, seededRandom(i));
      expect(deal.quote.id).not.toBe(first.quote.id);
    }
  });

  it('deals the only quote of a one-quote pool again and again', () => {
    const pool = [ALL_QUOTES[0]!];
    const deal = dealNext(pool, [pool[0]!.id], pool[0]!.id);
    expect(deal.quote).toBe(pool[0]);
  });

  it('marks a linked quote as seen once', () => {
    expect(markSeen([1, 2], 3)).toEqual([1, 2, 3]);
    expect(markSeen([1, 2], 2)).toEqual([1, 2]);
  });
});

describe('stored lists', () => {
  it.each<[unknown, number[]]>([
    [null, []],
    ['1,2', []],
    [{ 0: 1 }, []],
    [[1, 2, 2, '3', 99999, -1, 1.5, 5], [1, 2, 5]],
  ])('sanitizeIds(%j) → %j', (stored, ids) => {
    expect(sanitizeIds(stored)).toEqual(ids);
  });

  it('toggles favourites, newest first, and resolves them to quotes', () => {
    let favourites = toggleFavourite([], 5);
    favourites = toggleFavourite(favourites, 9);
    expect(favourites).toEqual([9, 5]);
    expect(favouriteQuotes(favourites).map((quote) => quote.id)).toEqual([9, 5]);
    expect(toggleFavourite(favourites, 5)).toEqual([9]);
    expect(favouriteQuotes([9, 123456])).toHaveLength(1);
  });
});
