import type { Coin } from '../random-crypto/data/categories';

export const TOTAL_BP = 10_000;
export const MIN_COINS = 2;
export const MAX_COINS = 20;

/**
 * Where a coin sits on the risk ladder: stablecoins; core (the largest established coins);
 * growth (mid-sized); speculative (small coins and every meme coin).
 */
export type Bucket = 'stable' | 'core' | 'growth' | 'speculative';

export const BUCKETS: readonly Bucket[] = ['stable', 'core', 'growth', 'speculative'];

export function bucketOf(coin: Coin): Bucket {
  if (coin.category === 'stablecoin') return 'stable';
  if (coin.category === 'meme' || coin.size === 'small') return 'speculative';
  return coin.size === 'large' ? 'core' : 'growth';
}

export type ProfileId = 'conservative' | 'balanced' | 'aggressive';

export const PROFILE_IDS: readonly ProfileId[] = ['conservative', 'balanced', 'aggressive'];

export interface Profile {
  id: ProfileId;
  name: string;
  summary: string;
  /** Smallest and largest weight per coin, in basis points (1 bp = 0.01%). */
  minBp: number;
  maxBp: number;
  /** Share of the whole portfolio held in stablecoins, in basis points. */
  stableFloorBp: number;
  stableCapBp: number;
  /** How many coins of each bucket a portfolio of n coins holds. */
  plan: (n: number) => Record<Bucket, number>;
  /** Relative size of a bucket's weights before randomness: core holdings get larger slices. */
  bias: Record<Bucket, number>;
}

export const PROFILES: Record<ProfileId, Profile> = {
  conservative: {
    id: 'conservative',
    name: 'Conservative',
    summary: '25–40% in stablecoins, the rest in the largest established coins; 3–40% per coin.',
    minBp: 300,
    maxBp: 4000,
    stableFloorBp: 2500,
    stableCapBp: 4000,
    plan: (n) => {
      const stable = Math.max(1, Math.round(n * 0.25));
      return { stable, core: n - stable, growth: 0, speculative: 0 };
    },
    bias: { stable: 1, core: 3, growth: 1, speculative: 1 },
  },
  balanced: {
    id: 'balanced',
    name: 'Balanced',
    summary: 'A mix of large and mid-sized coins, a few speculative picks and at most 15% in stablecoins; 2–30% per coin.',
    minBp: 200,
    maxBp: 3000,
    stableFloorBp: 0,
    stableCapBp: 1500,
    plan: (n) => {
      const stable = n >= 3 ? Math.max(1, Math.round(n * 0.1)) : 0;
      const speculative = Math.floor(n * 0.2);
      const core = Math.ceil((n - stable - speculative) / 2);
      return { stable, core, growth: n - stable - speculative - core, speculative };
    },
    bias: { stable: 1, core: 3, growth: 2, speculative: 1 },
  },
  aggressive: {
    id: 'aggressive',
    name: 'Aggressive',
    summary: 'Mostly small and meme coins with some mid-sized ones, no stablecoins; 1–25% per coin.',
    minBp: 100,
    maxBp: 2500,
    stableFloorBp: 0,
    stableCapBp: 0,
    plan: (n) => {
      const core = Math.floor(n * 0.15);
      const growth = Math.round(n * 0.3);
      return { stable: 0, core, growth, speculative: n - core - growth };
    },
    bias: { stable: 1, core: 1, growth: 2, speculative: 3 },
  },
};

/** Where to look when a bucket has no unused coins left. */
export const FALLBACK: Record<Bucket, readonly Bucket[]> = {
  stable: ['core', 'growth'],
  core: ['growth', 'speculative'],
  growth: ['core', 'speculative'],
  speculative: ['growth', 'core'],
};

export function formatBp(bp: number): string {
  const sign = bp < 0 ? '-' : '';
  const abs = Math.abs(Math.round(bp));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}%`;
}
