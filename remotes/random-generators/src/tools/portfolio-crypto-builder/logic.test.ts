import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seededRandom } from '@toolhub/shared/testing';
import { coinById } from '../random-crypto/data/coins';
import { coinLimits, coinRange } from './caps';
import { allocate, bucketPool, buildPortfolio, portfolioCsv, portfolioText, rerollWeights, ruleBreaks, swapCoin, toggleLock, type Built, type Holding } from './logic';
import { BUCKETS, FALLBACK, MAX_COINS, MIN_COINS, PROFILES, PROFILE_IDS, TOTAL_BP, bucketOf, formatBp, type ProfileId } from './profiles';

const sum = (holdings: readonly Holding[]) => holdings.reduce((s, h) => s + h.bp, 0);
const bucket = (h: Holding) => bucketOf(coinById(h.id)!);
const stableShare = (holdings: readonly Holding[]) => holdings.filter((h) => bucket(h) === 'stable').reduce((s, h) => s + h.bp, 0);

const count = fc.integer({ min: 2, max: 20 });
/** Four coins meet every profile's caps (25% × 4 = 100%). */
const feasibleCount = fc.integer({ min: 4, max: 20 });

/** The portfolio from a build that must have met the caps. */
function ok(built: Built): { holdings: Holding[]; notes: string[] } {
  if (!built.ok) throw new Error(`expected a portfolio, got: ${built.problem.message}`);
  return built;
}
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

  it('lets every profile meet its caps from its fewest coins up to the largest portfolio', () => {
    for (const p of PROFILE_IDS) {
      const { min, max } = coinLimits(PROFILES[p]);
      const { fewest, most } = coinRange(PROFILES[p]);
      expect(fewest).toBeGreaterThanOrEqual(MIN_COINS);
      expect(most).toBeGreaterThanOrEqual(MAX_COINS);
      expect(fewest * max).toBeGreaterThanOrEqual(TOTAL_BP);
      expect((fewest - 1) * max).toBeLessThan(TOTAL_BP);
      expect(MAX_COINS * min).toBeLessThanOrEqual(TOTAL_BP);
    }
  });
});

describe('buildPortfolio', () => {
  it('sums to exactly 10,000 bp with n distinct known coins, for any n and profile, or says the caps need more coins', () => {
    fc.assert(
      fc.property(count, profileId, seed, (n, p, s) => {
        const built = buildPortfolio(n, PROFILES[p], [], seededRandom(s));
        expect(built.ok).toBe(n >= coinRange(PROFILES[p]).fewest);
        if (!built.ok) return;
        const { holdings, notes } = built;
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
        const built = buildPortfolio(n, profile, [], seededRandom(s));
        if (!built.ok) return;
        const { holdings } = built;
        expect(ruleBreaks(holdings, profile)).toEqual([]);
        const { min, max } = coinLimits(profile);
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

  it.each([3, 5, 12, 20])('conservative with %i coins: stablecoins plus large coins, no speculative ones', (n) => {
    fc.assert(
      fc.property(seed, (s) => {
        const { holdings } = ok(buildPortfolio(n, PROFILES.conservative, [], seededRandom(s)));
        const buckets = holdings.map(bucket);
        expect(buckets).toContain('stable');
        expect(buckets).not.toContain('speculative');
        expect(buckets.filter((b) => b === 'core').length).toBeGreaterThanOrEqual(buckets.filter((b) => b === 'growth').length);
        expect(stableShare(holdings)).toBeGreaterThanOrEqual(2500);
      }),
      { numRuns: 30 },
    );
  });

  it.each([4, 5, 8, 20])('aggressive with %i coins: no stablecoins, at least half speculative', (n) => {
    fc.assert(
      fc.property(seed, (s) => {
        const { holdings } = ok(buildPortfolio(n, PROFILES.aggressive, [], seededRandom(s)));
        const buckets = holdings.map(bucket);
        expect(buckets).not.toContain('stable');
        expect(buckets.filter((b) => b === 'speculative').length).toBeGreaterThanOrEqual(Math.floor(n / 2));
      }),
      { numRuns: 30 },
    );
  });

  it('balanced with 10 coins holds one stablecoin, core and growth coins and two speculative ones', () => {
    const { holdings } = ok(buildPortfolio(10, PROFILES.balanced, [], seededRandom(3)));
    const buckets = holdings.map(bucket);
    expect(buckets.filter((b) => b === 'stable')).toHaveLength(1);
    expect(buckets.filter((b) => b === 'speculative')).toHaveLength(2);
    expect(buckets.filter((b) => b === 'core')).toHaveLength(4);
    expect(buckets.filter((b) => b === 'growth')).toHaveLength(3);
  });

  it('keeps locked coins and their weights, and still sums exactly, for any locks and new size', () => {
    fc.assert(
      fc.property(feasibleCount, count, profileId, profileId, seed, fc.array(fc.boolean(), { minLength: 20, maxLength: 20 }), (n1, n2, p1, p2, s, locks) => {
        const source = seededRandom(s);
        const first = ok(buildPortfolio(n1, PROFILES[p1], [], source)).holdings.map((h, i) => ({ ...h, locked: locks[i]! }));
        const locked = first.filter((h) => h.locked);
        const size = Math.max(n2, locked.length);
        const built = buildPortfolio(size, PROFILES[p2], first, source);
        expect(built.ok).toBe(size >= coinRange(PROFILES[p2]).fewest);
        if (!built.ok) return;
        const { holdings, notes } = built;
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

  it('moves locked weights, and says so, only when they cannot be kept within the caps', () => {
    const previous: Holding[] = [
      { id: 'bitcoin', bp: 6000, locked: true },
      { id: 'tether', bp: 4000, locked: true },
    ];
    const grown = ok(buildPortfolio(4, PROFILES.conservative, previous, seededRandom(1)));
    expect(grown.notes).toEqual(['Locked weights were adjusted to fit the 3.00%–40.00% per-coin range and a 100% total; the locked coins themselves were kept.']);
    expect(sum(grown.holdings)).toBe(TOTAL_BP);
    expect(grown.holdings.filter((h) => h.locked).map((h) => h.id).sort()).toEqual(['bitcoin', 'tether']);
  });

  it('explains when locks push stablecoins outside the profile', () => {
    const previous: Holding[] = [
      { id: 'tether', bp: 2500, locked: true },
      { id: 'bitcoin', bp: 2500, locked: false },
      { id: 'dogecoin', bp: 2500, locked: false },
      { id: 'pepe', bp: 2500, locked: false },
    ];
    const built = ok(rerollWeights(previous, PROFILES.aggressive, seededRandom(2)));
    expect(built.notes).toEqual(['Locked coins keep stablecoins in an aggressive portfolio, which normally holds none.']);
    expect(built.holdings.find((h) => h.id === 'tether')?.bp).toBe(2500);
    expect(ruleBreaks(built.holdings, PROFILES.aggressive)).toEqual(['Stablecoins hold 25.00%; an aggressive portfolio normally holds none.']);
  });
});

describe('allocate and reroll', () => {
  it('returns an all-locked exact portfolio unchanged', () => {
    const holdings: Holding[] = [
      { id: 'bitcoin', bp: 3000, locked: true },
      { id: 'ethereum', bp: 3000, locked: true },
      { id: 'solana', bp: 2000, locked: true },
      { id: 'uniswap', bp: 2000, locked: true },
    ];
    expect(allocate(holdings, PROFILES.balanced)).toEqual({ ok: true, holdings, notes: [] });
  });

  it('lists coins of equal weight by name, case ignored', () => {
    const holdings: Holding[] = ['ethereum', 'dydx', 'bnb', '1inch', 'baby-doge-coin'].map((id) => ({ id, bp: 2000, locked: true }));
    const names = ok(rerollWeights(holdings, PROFILES.aggressive)).holdings.map((h) => coinById(h.id)?.name);
    expect(names).toEqual(['1inch', 'Baby Doge Coin', 'BNB', 'dYdX', 'Ethereum']);
  });

  it('rerolls weights but not coins', () => {
    fc.assert(
      fc.property(feasibleCount, profileId, seed, (n, p, s) => {
        const source = seededRandom(s);
        const before = ok(buildPortfolio(n, PROFILES[p], [], source)).holdings;
        const after = ok(rerollWeights(before, PROFILES[p], source)).holdings;
        expect(after.map((h) => h.id).sort()).toEqual(before.map((h) => h.id).sort());
        expect(sum(after)).toBe(TOTAL_BP);
      }),
    );
  });
});

describe('ruleBreaks', () => {
  it.each<[string, ProfileId, Holding[], string[]]>([
    // Two coins cannot meet a 40% cap, and the warning says so instead of quietly widening it.
    [
      'two coins over the cap',
      'conservative',
      [
        { id: 'bitcoin', bp: 6000, locked: true },
        { id: 'tether', bp: 4000, locked: false },
      ],
      ['Bitcoin is outside the 3.00%–40.00% per-coin range.'],
    ],
    [
      'three coins at 50/25/25',
      'conservative',
      [
        { id: 'bitcoin', bp: 5000, locked: false },
        { id: 'ethereum', bp: 2500, locked: false },
        { id: 'tether', bp: 2500, locked: false },
      ],
      ['Bitcoin is outside the 3.00%–40.00% per-coin range.'],
    ],
    [
      'three coins within the caps',
      'conservative',
      [
        { id: 'bitcoin', bp: 4000, locked: false },
        { id: 'ethereum', bp: 3500, locked: false },
        { id: 'tether', bp: 2500, locked: false },
      ],
      [],
    ],
  ])('%s (%s)', (_name, p, holdings, expected) => {
    expect(ruleBreaks(holdings, PROFILES[p])).toEqual(expected);
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
        const next = swapCoin(holdings, 0, seededRandom(s))!;
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
