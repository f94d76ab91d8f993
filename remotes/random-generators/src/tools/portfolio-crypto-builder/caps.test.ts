import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seededRandom } from '@toolhub/shared/testing';
import { COINS } from '../random-crypto/data/coins';
import { capProblem, coinLimits, coinRange } from './caps';
import { allocate, buildPortfolio, type Holding } from './logic';
import { PROFILES, PROFILE_IDS, TOTAL_BP, type Profile, type ProfileId } from './profiles';

const sum = (holdings: readonly Holding[]) => holdings.reduce((s, h) => s + h.bp, 0);
const free = (id: string, bp = 0): Holding => ({ id, bp, locked: false });
const locked = (id: string, bp: number): Holding => ({ id, bp, locked: true });
const ADJUSTED = (range: string) => `Locked weights were adjusted to fit the ${range} per-coin range and a 100% total; the locked coins themselves were kept.`;

describe('per-coin caps', () => {
  it.each([
    ['conservative', 300, 4000, 3, 33],
    ['balanced', 200, 3000, 4, 50],
    ['aggressive', 100, 2500, 4, 100],
  ] as const)('%s keeps every coin within %i..%i bp, so it needs %i to %i coins', (id, min, max, fewest, most) => {
    expect(coinLimits(PROFILES[id])).toEqual({ min, max });
    expect(coinRange(PROFILES[id])).toEqual({ fewest, most });
  });

  it.each([
    ['conservative', 1, 'Conservative caps each coin at 40.00%, so 1 coin can hold at most 40.00%, not 100%. Choose at least 3 coins.'],
    ['conservative', 2, 'Conservative caps each coin at 40.00%, so 2 coins can hold at most 80.00%, not 100%. Choose at least 3 coins.'],
    ['conservative', 3, null],
    ['balanced', 2, 'Balanced caps each coin at 30.00%, so 2 coins can hold at most 60.00%, not 100%. Choose at least 4 coins.'],
    ['balanced', 3, 'Balanced caps each coin at 30.00%, so 3 coins can hold at most 90.00%, not 100%. Choose at least 4 coins.'],
    ['balanced', 4, null],
    ['aggressive', 3, 'Aggressive caps each coin at 25.00%, so 3 coins can hold at most 75.00%, not 100%. Choose at least 4 coins.'],
    ['aggressive', 4, null],
    ['aggressive', 20, null],
    ['balanced', 0, 'Balanced caps each coin at 30.00%, so 0 coins can hold at most 0.00%, not 100%. Choose at least 4 coins.'],
  ] as const)('%s with %i coins: %s', (id, n, message) => {
    expect(capProblem(PROFILES[id], n)?.message ?? null).toBe(message);
  });

  it('names the floor when too many coins would need more than 100%', () => {
    const strict: Profile = { ...PROFILES.balanced, name: 'Strict', minBp: 600 };
    expect(capProblem(strict, 20)).toEqual({
      coins: 20,
      capBp: 3000,
      floorBp: 600,
      fewestCoins: 4,
      mostCoins: 16,
      message: 'Strict gives each coin at least 6.00%, so 20 coins need at least 120.00%, over 100%. Choose at most 16 coins.',
    });
  });
});

describe('allocate against the caps', () => {
  it.each<[string, ProfileId, Holding[], { message: string } | { notes: string[]; bp?: number[] }]>([
    ['1 coin', 'balanced', [free('bitcoin', 10_000)], { message: 'Balanced caps each coin at 30.00%, so 1 coin can hold at most 30.00%, not 100%. Choose at least 4 coins.' }],
    [
      '2 coins',
      'conservative',
      [free('bitcoin'), free('tether')],
      { message: 'Conservative caps each coin at 40.00%, so 2 coins can hold at most 80.00%, not 100%. Choose at least 3 coins.' },
    ],
    [
      '2 coins, both locked',
      'aggressive',
      [locked('dogecoin', 5000), locked('shiba-inu', 5000)],
      { message: 'Aggressive caps each coin at 25.00%, so 2 coins can hold at most 50.00%, not 100%. Choose at least 4 coins.' },
    ],
    [
      '3 coins under a 30% cap',
      'balanced',
      [free('bitcoin'), free('ethereum'), free('uniswap')],
      { message: 'Balanced caps each coin at 30.00%, so 3 coins can hold at most 90.00%, not 100%. Choose at least 4 coins.' },
    ],
    ['3 coins under a 40% cap', 'conservative', [free('bitcoin'), free('ethereum'), free('tether')], { notes: [] }],
    ['4 coins under a 25% cap get exactly 25% each', 'aggressive', [free('dogecoin'), free('shiba-inu'), free('pepe'), free('bonk')], { notes: [], bp: [2500, 2500, 2500, 2500] }],
    [
      'locks that leave room within the caps are kept',
      'conservative',
      [locked('bitcoin', 4000), locked('ethereum', 3500), free('tether')],
      { notes: [], bp: [4000, 3500, 2500] },
    ],
    [
      'locks leaving one coin 10%',
      'balanced',
      [locked('bitcoin', 3000), locked('ethereum', 3000), locked('solana', 3000), free('uniswap')],
      { notes: [], bp: [3000, 3000, 3000, 1000] },
    ],
    [
      'locks summing over 100%',
      'balanced',
      [locked('bitcoin', 6000), locked('ethereum', 5000), free('solana'), free('uniswap')],
      { notes: [ADJUSTED('2.00%–30.00%')] },
    ],
    [
      'a lock above the cap',
      'conservative',
      [locked('bitcoin', 6000), free('ethereum'), free('tether'), free('solana')],
      { notes: [ADJUSTED('3.00%–40.00%')] },
    ],
    [
      'locks leaving the others more than their caps',
      'conservative',
      [locked('bitcoin', 1000), free('ethereum'), free('tether')],
      { notes: [ADJUSTED('3.00%–40.00%')] },
    ],
    [
      'locks leaving the others less than their floor',
      'balanced',
      [locked('bitcoin', 3000), locked('ethereum', 3000), locked('solana', 3000), locked('cardano', 900), free('uniswap'), free('chainlink')],
      { notes: [ADJUSTED('2.00%–30.00%')] },
    ],
    [
      'every coin locked, exact and within the caps',
      'balanced',
      [locked('bitcoin', 3000), locked('ethereum', 3000), locked('solana', 2500), locked('uniswap', 1500)],
      { notes: [], bp: [3000, 3000, 2500, 1500] },
    ],
    [
      'every coin locked, one above the cap',
      'conservative',
      [locked('bitcoin', 6000), locked('ethereum', 2000), locked('tether', 2000)],
      { notes: [ADJUSTED('3.00%–40.00%')] },
    ],
  ])('%s (%s)', (_name, profileId, holdings, expected) => {
    const profile = PROFILES[profileId];
    const built = allocate(holdings, profile, seededRandom(7));
    if ('message' in expected) {
      expect(built.ok).toBe(false);
      if (!built.ok) expect(built.problem.message).toBe(expected.message);
      return;
    }
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(built.notes).toEqual(expected.notes);
    expect(built.holdings.map((h) => [h.id, h.locked])).toEqual(holdings.map((h) => [h.id, h.locked]));
    expect(sum(built.holdings)).toBe(TOTAL_BP);
    const { min, max } = coinLimits(profile);
    for (const h of built.holdings) {
      expect(h.bp).toBeGreaterThanOrEqual(min);
      expect(h.bp).toBeLessThanOrEqual(max);
    }
    if (expected.bp) expect(built.holdings.map((h) => h.bp)).toEqual(expected.bp);
  });

  it('never exceeds a cap: any input sums to exactly 10,000 bp within the caps, or says it cannot', () => {
    const profileArb = fc
      .record({
        base: fc.constantFrom<ProfileId>(...PROFILE_IDS),
        minBp: fc.integer({ min: 1, max: 1500 }),
        span: fc.integer({ min: 0, max: 10_000 }),
        floor: fc.integer({ min: 0, max: 10_000 }),
        cap: fc.integer({ min: 0, max: 10_000 }),
      })
      .map(({ base, minBp, span, floor, cap }): Profile => ({
        ...PROFILES[base],
        minBp,
        maxBp: Math.min(TOTAL_BP, minBp + span),
        stableFloorBp: Math.min(floor, cap),
        stableCapBp: Math.max(floor, cap),
      }));
    const holdingsArb = fc.uniqueArray(
      fc.record({ id: fc.constantFrom(...COINS.map((c) => c.id)), bp: fc.integer({ min: -500, max: 12_000 }), locked: fc.boolean() }),
      { selector: (h) => h.id, maxLength: 20 },
    );
    fc.assert(
      fc.property(fc.oneof(profileArb, fc.constantFrom(...PROFILE_IDS.map((p) => PROFILES[p]))), holdingsArb, fc.integer(), (profile, holdings, seed) => {
        const built = allocate(holdings, profile, seededRandom(seed));
        const { min, max } = coinLimits(profile);
        const n = holdings.length;
        const feasible = n * max >= TOTAL_BP && n * min <= TOTAL_BP;
        expect(built.ok).toBe(feasible);
        if (!built.ok) {
          expect(built.problem).toEqual(capProblem(profile, n));
          expect(built.problem.message).toMatch(/^.+ (caps each coin at|gives each coin at least) \d+\.\d\d%, so \d+ coins? .+ Choose at (least|most) \d+ coins\.$/);
          return;
        }
        expect(sum(built.holdings)).toBe(TOTAL_BP);
        expect(built.holdings.map((h) => [h.id, h.locked])).toEqual(holdings.map((h) => [h.id, h.locked]));
        for (const h of built.holdings) {
          expect(Number.isInteger(h.bp)).toBe(true);
          expect(h.bp).toBeGreaterThanOrEqual(min);
          expect(h.bp).toBeLessThanOrEqual(max);
        }
        // Locked weights only move with a note that says so.
        if (!built.notes.some((note) => note.startsWith('Locked weights were adjusted'))) {
          holdings.forEach((h, i) => {
            if (h.locked) expect(built.holdings[i]!.bp).toBe(h.bp);
          });
        }
      }),
      { numRuns: 500 },
    );
  });

  it.each([
    ['conservative', 2, 'Conservative caps each coin at 40.00%, so 2 coins can hold at most 80.00%, not 100%. Choose at least 3 coins.'],
    ['balanced', 3, 'Balanced caps each coin at 30.00%, so 3 coins can hold at most 90.00%, not 100%. Choose at least 4 coins.'],
    ['aggressive', 2, 'Aggressive caps each coin at 25.00%, so 2 coins can hold at most 50.00%, not 100%. Choose at least 4 coins.'],
  ] as const)('buildPortfolio refuses %s with %i coins rather than break the cap', (id, n, message) => {
    const built = buildPortfolio(n, PROFILES[id], [], seededRandom(1));
    expect(built).toEqual({ ok: false, problem: expect.objectContaining({ message }) });
  });
});
