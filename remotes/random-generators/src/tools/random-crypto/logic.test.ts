import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seededRandom } from '@toolhub/shared/testing';
import { CATEGORY_IDS, type Category } from './data/categories';
import { COINS } from './data/coins';
import {
  addPick,
  coinText,
  countLabel,
  drawFromDeck,
  filterCoins,
  parseCategories,
  parseYearRange,
  remainingInDeck,
  sanitizeHistory,
  sanitizeSeen,
  serializeCategories,
  shareLink,
  yearsSince,
  HISTORY_LIMIT,
} from './logic';

const known = (id: string) => COINS.some((c) => c.id === id);

describe('categories in the URL', () => {
  it.each([
    ['', CATEGORY_IDS],
    ['none', []],
    ['meme', ['meme']],
    ['meme.defi', ['defi', 'meme']],
    ['meme.bogus', ['meme']],
    ['bogus', CATEGORY_IDS],
    ['  ', CATEGORY_IDS],
  ])('parses %j', (param, expected) => {
    expect(parseCategories(param)).toEqual(expected);
  });

  it.each([
    [[...CATEGORY_IDS], ''],
    [[], 'none'],
    [['meme', 'defi'], 'defi.meme'],
  ] as Array<[Category[], string]>)('writes %j as %j', (selected, expected) => {
    expect(serializeCategories(selected)).toBe(expected);
  });

  it('round-trips any selection', () => {
    fc.assert(
      fc.property(fc.subarray([...CATEGORY_IDS]), (selected) => {
        expect(parseCategories(serializeCategories(selected))).toEqual(CATEGORY_IDS.filter((c) => selected.includes(c)));
      }),
    );
  });
});

describe('parseYearRange', () => {
  it.each([
    ['2009', '2026', { from: 2009, to: 2026 }],
    [' 2015 ', '2015', { from: 2015, to: 2015 }],
  ])('accepts %j to %j', (from, to, range) => {
    expect(parseYearRange(from, to, 2026)).toEqual({ ok: true, range });
  });

  it.each([
    // Years print as years: "2009", never "2,009".
    ['', '2026', 'from', 'Enter the first year from 2009 to 2026.'],
    ['2008', '2026', 'from', 'The first year must be from 2009 to 2026.'],
    ['20x5', '2026', 'from', 'The first year must be a whole number from 2009 to 2026.'],
    ['2,015', '2026', 'from', 'The first year must be a whole number from 2009 to 2026.'],
    ['2009', '2027', 'to', 'The last year must be from 2009 to 2026.'],
    ['2009', '', 'to', 'Enter the last year from 2009 to 2026.'],
    ['2009', '99999', 'to', 'The last year must be from 2009 to 2026.'],
    ['-2010', '2026', 'from', 'The first year must be from 2009 to 2026.'],
    ['2020', '2015', 'range', 'The first year is after the last year. Swap them or change one.'],
  ] as const)('rejects %j to %j', (from, to, field, message) => {
    const result = parseYearRange(from, to, 2026);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field]).toBe(message);
  });
});

describe('year messages', () => {
  it('never print a year with a thousands separator, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), fc.integer({ min: 2009, max: 9999 }), (from, to, latest) => {
        const result = parseYearRange(from, to, latest);
        if (result.ok) return;
        for (const message of Object.values(result.errors)) {
          if (message === undefined) continue;
          expect(message).not.toMatch(/\d,\d/);
          if (/\d/.test(message)) expect(message).toContain(`from 2009 to ${latest}.`);
        }
      }),
    );
  });
});

describe('filterCoins', () => {
  it.each([
    [['layer-1'], 2009, 2009, ['bitcoin']],
    [['meme'], 2013, 2013, ['dogecoin']],
    [['privacy', 'payments'], 2011, 2012, ['xrp', 'litecoin']],
    [['stablecoin'], 2009, 2013, []],
  ] as Array<[Category[], number, number, string[]]>)('%j from %i to %i', (categories, from, to, ids) => {
    expect(filterCoins(COINS, categories, { from, to }).map((c) => c.id)).toEqual(ids);
  });

  it('keeps only coins that match every filter', () => {
    fc.assert(
      fc.property(fc.subarray([...CATEGORY_IDS]), fc.integer({ min: 2009, max: 2026 }), fc.integer({ min: 2009, max: 2026 }), (cats, a, b) => {
        const range = { from: Math.min(a, b), to: Math.max(a, b) };
        const out = filterCoins(COINS, cats, range);
        for (const c of out) {
          expect(cats).toContain(c.category);
          expect(c.launched).toBeGreaterThanOrEqual(range.from);
          expect(c.launched).toBeLessThanOrEqual(range.to);
        }
        const expectedCount = COINS.filter((c) => cats.includes(c.category) && c.launched >= range.from && c.launched <= range.to).length;
        expect(out.length).toBe(expectedCount);
      }),
    );
  });
});

describe('drawFromDeck', () => {
  const pool = ['a', 'b', 'c', 'd', 'e'];

  it('returns null for an empty pool', () => {
    expect(drawFromDeck([], [], undefined, true)).toBeNull();
  });

  it('shows every coin once before any repeats, then starts over', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const source = seededRandom(seed);
        let seen: string[] = ['other-pool-coin'];
        let current: string | undefined;
        const firstRound: string[] = [];
        for (let i = 0; i < pool.length; i++) {
          const draw = drawFromDeck(pool, seen, current, true, source)!;
          expect(draw.restarted).toBe(false);
          firstRound.push(draw.id);
          seen = draw.seen;
          current = draw.id;
        }
        expect([...firstRound].sort()).toEqual(pool);
        expect(remainingInDeck(pool, seen)).toBe(0);
        const next = drawFromDeck(pool, seen, current, true, source)!;
        expect(next.restarted).toBe(true);
        expect(next.id).not.toBe(current);
        expect(next.seen).toEqual(['other-pool-coin', next.id]);
      }),
    );
  });

  it('never repeats the coin on screen when the pool has another', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(...pool), fc.boolean(), (seed, current, noRepeats) => {
        const draw = drawFromDeck(pool, [], current, noRepeats, seededRandom(seed))!;
        expect(draw.id).not.toBe(current);
        expect(pool).toContain(draw.id);
      }),
    );
  });

  it('can show the only coin of a one-coin pool again', () => {
    expect(drawFromDeck(['a'], ['a'], 'a', true)).toEqual({ id: 'a', seen: ['a'], restarted: true });
    expect(drawFromDeck(['a'], [], 'a', false)?.id).toBe('a');
  });

  it('picks every coin about equally often without no-repeats', () => {
    const source = seededRandom(7);
    const counts = new Map<string, number>();
    const draws = 5000;
    for (let i = 0; i < draws; i++) {
      const id = drawFromDeck(pool, [], undefined, false, source)!.id;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    for (const id of pool) {
      // 1000 expected; ±150 is over 5 standard deviations.
      expect(Math.abs((counts.get(id) ?? 0) - draws / pool.length)).toBeLessThan(150);
    }
  });
});

describe('stored state', () => {
  it.each([
    [null, []],
    ['bitcoin', []],
    [['bitcoin', 'bitcoin', 'nope', 3, 'ethereum'], ['bitcoin', 'ethereum']],
  ])('sanitizes seen %j', (stored, expected) => {
    expect(sanitizeSeen(stored, known)).toEqual(expected);
  });

  it('keeps well-formed history entries only, newest first, at most ten', () => {
    const at = '2026-01-01T00:00:00.000Z';
    const stored = [{ id: 'bitcoin', at }, { id: 'nope', at }, { id: 'ethereum', at: 'yesterday' }, 'x', null];
    expect(sanitizeHistory(stored, known)).toEqual([{ id: 'bitcoin', at }]);
    let history = sanitizeHistory(undefined, known);
    for (let i = 0; i < 15; i++) history = addPick(history, { id: COINS[i]!.id, at });
    expect(history).toHaveLength(HISTORY_LIMIT);
    expect(history[0]!.id).toBe(COINS[14]!.id);
  });
});

describe('text', () => {
  it.each([
    [2009, 2026, '17 years ago'],
    [2025, 2026, '1 year ago'],
    [2026, 2026, 'launched this year'],
  ])('yearsSince(%i, %i)', (launched, year, text) => {
    expect(yearsSince(launched, year)).toBe(text);
  });

  it('copies a one-paragraph summary', () => {
    expect(coinText(COINS.find((c) => c.id === 'bitcoin')!)).toBe(
      'Bitcoin (BTC): Layer 1, launched 2009. The first decentralised cryptocurrency, secured by proof-of-work mining and capped at 21 million coins.',
    );
  });

  it('builds a share link with the coin id only', () => {
    expect(shareLink('https://toolhub.example', '/random-crypto', 'shiba-inu')).toBe('https://toolhub.example/random-crypto?coin=shiba-inu');
  });

  it.each([
    [137, 137, 'All 137 coins match.'],
    [0, 137, 'No coins match these filters.'],
    [12, 137, '12 of 137 coins match.'],
  ])('countLabel(%i, %i)', (count, total, text) => {
    expect(countLabel(count, total)).toBe(text);
  });
});
