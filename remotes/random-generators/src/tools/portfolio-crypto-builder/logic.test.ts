import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seededSource } from '../../random/seeded';
import { coinById } from '../random-crypto/data/coins';
import { allocate, bucketPool, buildPortfolio, portfolioCsv, portfolioText, rerollWeights, ruleBreaks, swapCoin, toggleLock, type Holding } from './logic';
import { BUCKETS, FALLBACK, MAX_COINS, PROFILES, PROFILE_IDS, TOTAL_BP, bucketOf, coinLimits, formatBp, type ProfileId } from './profiles';

const sum = (holdings: readonly Holding[]) => holdings.reduce((s, h) => s + h.bp, 0);
const bucket = (h: Holding) => bucketOf(coinById(h.id)!);
const stableShare = (holdings: readonly Holding[]) => holdings.filter((h) => bucket(h) === 'stable').reduce((s, h) => s + h.bp, 0);

const count = fc.integer({ min: 2, max: 20 });
const profileId = fc.constantFrom<ProfileId>(...PROFILE_IDS);
const seed = fc.integer();

describe('formatBp', () => {
  it.each([
    [10_000, '100.00%'],
    [1, '0.01%'],
    [2550, '25.50%'],
    [0, '0.00%'],
    [-125, '-1.25%'],
  ])('%i bp is %s', (bp, text) => {
    expect(formatBp(bp)).toBe(text);
  });
});

describe('profile plans', () => {
  it.each(PROFILE_IDS.flatMap((p) => Array.from({ length: 19 }, (_, i) => [p, i + 2] as const)))('%s with %i coins plans exactly that many', (p, n) => {
    const plan = PROFILES[p].plan(n);
    expect(BUCKETS.reduce((s, b) => s + plan[b], 0)).toBe(n);
    for (const b of BUCKETS) expect(plan[b]).toBeGreaterThanOrEqual(0);
  });

  it('has enough coins in every bucket (with fallbacks) for the largest portfolio', () => {
    for (const p of PROFILE_IDS) {
      const plan = PROFILES[p].plan(MAX_COINS);
      for (const b of BUCKETS) expect(bucketPool(b).length + FALLBACK[b].reduce((s, f) => s + bucketPool(f).length, 0)).toBeGreaterThanOrEqual(plan[b]);
    }
    expect(bucketPool('core').length).toBeGreaterThanOrEqual(PROFILES.conservative.plan(MAX_COINS).core - bucketPool('growth').length);
  });

  it('gives feasible per-coin limits for every size', () => {
    fc.assert(
      fc.property(count, profileId, (n, p) => {
        const { min, max } = coinLimits(PROFILES[p], n);
        expect(n * min).toBeLessThanOrEqual(TOTAL_BP);
        expect(n * max).toBeGreaterThanOrEqual(TOTAL_BP);
      }),
    );
  });
});

describe('buildPortfolio', () => {
  it('sums to exactly 10,000 bp with n distinct known coins, for any n and profile', () => {
    fc.assert(
      fc.property(count, profileId, seed, (n, p, s) => {
        const { holdings, notes } = buildPortfolio(n, PROFILES[p], [], seededSource(s));
        expect(holdings).toHaveLength(n);
        expect(sum(holdings)).toBe(TOTAL_BP);
        expect(new Set(holdings.map((h) => h.id)).size).toBe(n);
        expect(notes).toEqual([]);
        for (const h of holdings) {
          expect(coinById(h.id)).toBeDefined();
          expect(Number.isInteger(h.bp)).toBe(true);
        }
        // Heaviest first.
        for (let i = 1; i < n; i++) expect(holdings[i - 1]!.bp).toBeGreaterThanOrEqual(holdings[i]!.bp);
      }),
    );
  });

  it('keeps every profile rule when nothing is locked', () => {
    fc.assert(
      fc.property(count, profileId, seed, (n, p, s) => {
        const profile = PROFILES[p];
        const { holdings } = buildPortfolio(n, profile, [], seededSource(s));
        expect(ruleBreaks(holdings, profile)).toEqual([]);
        const { min, max } = coinLimits(profile, n);
        for (const h of holdings) {
          expect(h.bp).toBeGreaterThanOrEqual(min);
          expect(h.bp).toBeLessThanOrEqual(max);
        }
        const stable = stableShare(holdings);
        expect(stable).toBeGreaterThanOrEqual(profile.stableFloorBp);
        expect(stable).toBeLessThanOrEqual(profile.stableCapBp);
      }),
    );
  });

  it.each([2, 3, 5, 12, 20])('conservative with %i coins: stablecoins plus large coins, no speculative ones', (n) => {
    fc.assert(
      fc.property(seed, (s) => {
        const { holdings } = buildPortfolio(n, PROFILES.conservative, [], seededSource(s));
        const buckets = holdings.map(bucket);
        expect(buckets).toContain('stable');
        expect(buckets).not.toContain('speculative');
        expect(buckets.filter((b) => b === 'core').length).toBeGreaterThanOrEqual(buckets.filter((b) => b === 'growth').length);
        expect(stableShare(holdings)).toBeGreaterThanOrEqual(2500);
      }),
      { numRuns: 30 },
    );
  });

  it.each([2, 3, 8, 20])('aggressive with %i coins: no stablecoins, at least half speculative', (n) => {
    fc.assert(
      fc.property(seed, (s) => {
        const { holdings } = buildPortfolio(n, PROFILES.aggressive, [], seededSource(s));
        const buckets = holdings.map(bucket);
        expect(buckets).not.toContain('stable');
        expect(buckets.filter((b) => b === 'speculative').length).toBeGreaterThanOrEqual(Math.floor(n / 2));
      }),
      { numRuns: 30 },
    );
  });

  it('balanced with 10 coins holds one stablecoin, core and growth coins and two speculative ones', () => {
    const { holdings } = buildPortfolio(10, PROFILES.balanced, [], seededSource(3));
    const buckets = holdings.map(bucket);
    expect(buckets.filter((b) => b === 'stable')).toHaveLength(1);
    expect(buckets.filter((b) => b === 'speculative')).toHaveLength(2);
    expect(buckets.filter((b) => b === 'core')).toHaveLength(4);
    expect(buckets.filter((b) => b === 'growth')).toHaveLength(3);
  });

  it('keeps locked coins and their weights, and still sums exactly, for any locks and new size', () => {
    fc.assert(
      fc.property(count, count, profileId, profileId, seed, fc.array(fc.boolean(), { minLength: 20, maxLength: 20 }), (n1, n2, p1, p2, s, locks) => {
        const source = seededSource(s);
        const first = buildPortfolio(n1, PROFILES[p1], [], source).holdings.map((h, i) => ({ ...h, locked: locks[i]! }));
        const locked = first.filter((h) => h.locked);
        const size = Math.max(n2, locked.length);
        const { holdings, notes } = buildPortfolio(size, PROFILES[p2], first, source);
        expect(holdings).toHaveLength(size);
        expect(sum(holdings)).toBe(TOTAL_BP);
        expect(new Set(holdings.map((h) => h.id)).size).toBe(size);
        for (const h of holdings) expect(h.bp).toBeGreaterThanOrEqual(1);
        for (const l of locked) {
          const kept = holdings.find((h) => h.id === l.id);
          expect(kept?.locked).toBe(true);
          if (notes.length === 0 || !notes.some((note) => note.startsWith('Locked weights'))) expect(kept?.bp).toBe(l.bp);
        }
      }),
    );
  });

  it('only moves locked weights when they leave no room at all', () => {
    const previous: Holding[] = [
      { id: 'bitcoin', bp: 6000, locked: true },
      { id: 'tether', bp: 4000, locked: true },
    ];
    const grown = buildPortfolio(4, PROFILES.conservative, previous, seededSource(1));
    expect(grown.notes).toEqual(['Locked weights were adjusted to make room; the locked coins themselves were kept.']);
    expect(sum(grown.holdings)).toBe(TOTAL_BP);
    expect(grown.holdings.filter((h) => h.locked).map((h) => h.id).sort()).toEqual(['bitcoin', 'tether']);
  });

  it('explains when locks push stablecoins outside the profile', () => {
    const previous: Holding[] = [
      { id: 'tether', bp: 5000, locked: true },
      { id: 'bitcoin', bp: 5000, locked: false },
    ];
    const built = rerollWeights(previous, PROFILES.aggressive, seededSource(2));
    expect(built.notes).toEqual(['Locked coins keep stablecoins in an aggressive portfolio, which normally holds none.']);
    expect(built.holdings.find((h) => h.id === 'tether')?.bp).toBe(5000);
    expect(ruleBreaks(built.holdings, PROFILES.aggressive)).toEqual(['Stablecoins hold 50.00%; an aggressive portfolio normally holds none.']);
  });
});

describe('allocate and reroll', () => {
  it('returns an all-locked exact portfolio unchanged', () => {
    const holdings: Holding[] = [
      { id: 'bitcoin', bp: 7000, locked: true },
      { id: 'ethereum', bp: 3000, locked: true },
    ];
    expect(allocate(holdings, PROFILES.balanced)).toEqual({ holdings, notes: [] });
  });

  it('rerolls weights but not coins', () => {
    fc.assert(
      fc.property(count, profileId, seed, (n, p, s) => {
        const source = seededSource(s);
        const before = buildPortfolio(n, PROFILES[p], [], source).holdings;
        const after = rerollWeights(before, PROFILES[p], source).holdings;
        expect(after.map((h) => h.id).sort()).toEqual(before.map((h) => h.id).sort());
        expect(sum(after)).toBe(TOTAL_BP);
      }),
    );
  });
});

describe('swapCoin and toggleLock', () => {
  const holdings: Holding[] = [
    { id: 'bitcoin', bp: 6000, locked: false },
    { id: 'tether', bp: 4000, locked: true },
  ];

  it('swaps for another coin of the same bucket at the same weight', () => {
    fc.assert(
      fc.property(seed, (s) => {
        const next = swapCoin(holdings, 0, seededSource(s))!;
        expect(next[0]!.id).not.toBe('bitcoin');
        expect(next[0]!.id).not.toBe('tether');
        expect(bucket(next[0]!)).toBe('core');
        expect(next[0]!.bp).toBe(6000);
        expect(next[1]).toEqual(holdings[1]);
      }),
      { numRuns: 30 },
    );
  });

  it.each([
    [1, 'a locked coin'],
    [5, 'a missing row'],
  ])('refuses to swap %i (%s)', (index) => {
    expect(swapCoin(holdings, index)).toBeNull();
  });

  it('toggles one lock', () => {
    expect(toggleLock(holdings, 0).map((h) => h.locked)).toEqual([true, true]);
    expect(toggleLock(holdings, 1).map((h) => h.locked)).toEqual([false, false]);
  });
});

describe('exports', () => {
  const holdings: Holding[] = [
    { id: 'bitcoin', bp: 6000, locked: true },
    { id: 'usd-coin', bp: 2550, locked: false },
    { id: 'shiba-inu', bp: 1450, locked: false },
  ];

  it('copies as text', () => {
    expect(portfolioText(holdings, PROFILES.balanced)).toBe(
      [
        'Random crypto portfolio (Balanced), 3 coins',
        ' 60.00%  Bitcoin (BTC) [locked]',
        ' 25.50%  USD Coin (USDC)',
        ' 14.50%  Shiba Inu (SHIB)',
        'Not financial advice.',
      ].join('\n'),
    );
  });

  it('copies as CSV', () => {
    expect(portfolioCsv(holdings)).toBe(
      ['Coin,Symbol,Category,Weight %,Weight bp,Locked', 'Bitcoin,BTC,Layer 1,60.00,6000,yes', 'USD Coin,USDC,Stablecoin,25.50,2550,no', 'Shiba Inu,SHIB,Meme,14.50,1450,no'].join('\n'),
    );
  });
});
