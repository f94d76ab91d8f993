import { compareText, pick, randomBelow, randomInt, secureRandom, type RandomSource } from '@toolhub/shared';
import { CATEGORIES, type Coin } from '../random-crypto/data/categories';
import { COINS, coinById } from '../random-crypto/data/coins';
import { distribute } from './allocate';
import { capProblem, coinLimits, type CapProblem } from './caps';
import { BUCKETS, FALLBACK, MAX_COINS, MIN_COINS, TOTAL_BP, bucketOf, formatBp, type Bucket, type Profile } from './profiles';

export interface Holding {
  id: string;
  /** Weight in basis points: 10,000 bp = 100%. */
  bp: number;
  locked: boolean;
}

/**
 * A portfolio that sums to exactly 10,000 bp with every coin inside the profile's per-coin range,
 * or the reason no such portfolio exists for this many coins. Caps are never quietly widened.
 */
export type Built =
  | {
      ok: true;
      holdings: Holding[];
      /** Why the profile's rules could not all be kept (only ever caused by locked coins). */
      notes: string[];
    }
  | { ok: false; problem: CapProblem };

function coinOf(id: string): Coin {
  const coin = coinById(id);
  if (!coin) throw new RangeError(`unknown coin ${id}`);
  return coin;
}

const POOLS: Record<Bucket, string[]> = { stable: [], core: [], growth: [], speculative: [] };
for (const coin of COINS) POOLS[bucketOf(coin)].push(coin.id);

export function bucketPool(bucket: Bucket): readonly string[] {
  return POOLS[bucket];
}

/** A coin from the bucket (or, when it is used up, from its fallbacks) that is not already held. */
function drawCoin(bucket: Bucket, used: ReadonlySet<string>, source: RandomSource): string | null {
  for (const b of [bucket, ...FALLBACK[bucket]]) {
    const free = POOLS[b].filter((id) => !used.has(id));
    if (free.length > 0) return pick(free, source);
  }
  return null;
}

/** Heaviest first, so the chart and table read from the largest slice down; equal weights by name. */
function byWeight(holdings: Holding[]): Holding[] {
  return holdings.sort((a, b) => b.bp - a.bp || compareText(coinOf(a.id).name, coinOf(b.id).name));
}

/**
 * Draws weights for the unlocked holdings, each inside the profile's per-coin range. Locked weights
 * stay as they are whenever they are in that range and the other coins can take the rest within it;
 * otherwise every weight is redrawn (the locked coins stay) and a note says so. When the holdings
 * cannot reach 100% within the range at all, nothing is drawn and the problem is returned instead.
 */
export function allocate(holdings: readonly Holding[], profile: Profile, source: RandomSource = secureRandom): Built {
  const problem = capProblem(profile, holdings.length);
  if (problem) return { ok: false, problem };
  const { min, max } = coinLimits(profile);
  const notes: string[] = [];
  const lockedSum = holdings.reduce((sum, h) => sum + (h.locked ? h.bp : 0), 0);
  const freeCount = holdings.filter((h) => !h.locked).length;
  let fixed = holdings.map((h) => h.locked);
  let rest = TOTAL_BP - lockedSum;
  const locksInRange = holdings.every((h) => !h.locked || (Number.isInteger(h.bp) && h.bp >= min && h.bp <= max));
  const restFits = freeCount === 0 ? rest === 0 : rest >= freeCount * min && rest <= freeCount * max;
  if (locksInRange && freeCount === 0 && restFits) return { ok: true, holdings: holdings.map((h) => ({ ...h })), notes };
  if (!locksInRange || !restFits) {
    notes.push(`Locked weights were adjusted to fit the ${formatBp(min)}–${formatBp(max)} per-coin range and a 100% total; the locked coins themselves were kept.`);
    fixed = holdings.map(() => false);
    rest = TOTAL_BP;
  }
  const free = holdings.map((h, i) => ({ h, i })).filter(({ i }) => !fixed[i]);

  const isStable = (h: Holding) => bucketOf(coinOf(h.id)) === 'stable';
  const freeStable = free.filter(({ h }) => isStable(h));
  const freeOther = free.filter(({ h }) => !isStable(h));
  const lockedStable = holdings.reduce((sum, h, i) => sum + (fixed[i] && isStable(h) ? h.bp : 0), 0);

  const hardLow = Math.max(freeStable.length * min, rest - freeOther.length * max);
  const hardHigh = Math.min(freeStable.length * max, rest - freeOther.length * min);
  const softLow = Math.max(hardLow, profile.stableFloorBp - lockedStable);
  const softHigh = Math.min(hardHigh, profile.stableCapBp - lockedStable);
  let stableTotal: number;
  if (softLow <= softHigh) {
    stableTotal = randomInt(softLow, softHigh, source);
  } else {
    stableTotal = randomInt(hardLow, hardHigh, source);
    const low = formatBp(profile.stableFloorBp);
    const high = formatBp(profile.stableCapBp);
    notes.push(
      profile.stableCapBp === 0
        ? `Locked coins keep stablecoins in ${withArticle(profile.name)} portfolio, which normally holds none.`
        : `Locked coins keep the stablecoin share outside this profile's ${low}–${high} range.`,
    );
  }

  const rawWeight = (h: Holding) => profile.bias[bucketOf(coinOf(h.id))] * (20 + randomBelow(81, source));
  const stableBp = distribute(stableTotal, freeStable.map(({ h }) => rawWeight(h)), min, max);
  const otherBp = distribute(rest - stableTotal, freeOther.map(({ h }) => rawWeight(h)), min, max);

  const result = holdings.map((h) => ({ ...h }));
  freeStable.forEach(({ i }, k) => (result[i]!.bp = stableBp[k]!));
  freeOther.forEach(({ i }, k) => (result[i]!.bp = otherBp[k]!));
  return { ok: true, holdings: result, notes };
}

/**
 * A portfolio of n coins for the profile. Locked holdings from `previous` keep their coin and
 * weight; every other slot gets a fresh coin from the bucket the profile's plan asks for.
 */
export function buildPortfolio(n: number, profile: Profile, previous: readonly Holding[] = [], source: RandomSource = secureRandom): Built {
  const size = Math.min(MAX_COINS, Math.max(MIN_COINS, Math.round(n)));
  const problem = capProblem(profile, size);
  if (problem) return { ok: false, problem };
  const kept = previous.filter((h) => h.locked && coinById(h.id)).slice(0, size);
  const plan = profile.plan(size);
  for (const h of kept) {
    const bucket = bucketOf(coinOf(h.id));
    if (plan[bucket] > 0) plan[bucket]--;
    else {
      const biggest = BUCKETS.reduce((a, b) => (plan[b] > plan[a] ? b : a));
      plan[biggest]--;
    }
  }
  const used = new Set(kept.map((h) => h.id));
  const fresh: Holding[] = [];
  for (const bucket of BUCKETS) {
    for (let k = 0; k < plan[bucket]; k++) {
      const id = drawCoin(bucket, used, source);
      if (id === null) continue;
      used.add(id);
      fresh.push({ id, bp: 0, locked: false });
    }
  }
  const built = allocate([...kept.map((h) => ({ ...h })), ...fresh], profile, source);
  return built.ok ? { ...built, holdings: byWeight(built.holdings) } : built;
}

/** New weights for the unlocked coins; the coins stay. */
export function rerollWeights(holdings: readonly Holding[], profile: Profile, source: RandomSource = secureRandom): Built {
  const built = allocate(holdings, profile, source);
  return built.ok ? { ...built, holdings: byWeight(built.holdings) } : built;
}

/** Replaces one unlocked coin with another from the same bucket, keeping its weight. */
export function swapCoin(holdings: readonly Holding[], index: number, source: RandomSource = secureRandom): Holding[] | null {
  const target = holdings[index];
  if (!target || target.locked) return null;
  const used = new Set(holdings.map((h) => h.id));
  const id = drawCoin(bucketOf(coinOf(target.id)), used, source);
  if (id === null) return null;
  return holdings.map((h, i) => (i === index ? { ...h, id } : h));
}

/** "an aggressive", "a balanced". */
function withArticle(name: string): string {
  const word = name.toLowerCase();
  return /^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`;
}

export function toggleLock(holdings: readonly Holding[], index: number): Holding[] {
  return holdings.map((h, i) => (i === index ? { ...h, locked: !h.locked } : h));
}

/** The profile's rules a portfolio breaks, in words; empty when it keeps them all. */
export function ruleBreaks(holdings: readonly Holding[], profile: Profile): string[] {
  const breaks: string[] = [];
  const sum = holdings.reduce((s, h) => s + h.bp, 0);
  if (sum !== TOTAL_BP) breaks.push(`Weights add up to ${formatBp(sum)}, not 100.00%.`);
  const stable = holdings.reduce((s, h) => s + (bucketOf(coinOf(h.id)) === 'stable' ? h.bp : 0), 0);
  if (stable < profile.stableFloorBp || stable > profile.stableCapBp) {
    breaks.push(
      profile.stableCapBp === 0
        ? `Stablecoins hold ${formatBp(stable)}; ${withArticle(profile.name)} portfolio normally holds none.`
        : `Stablecoins hold ${formatBp(stable)}; this profile aims for ${formatBp(profile.stableFloorBp)}–${formatBp(profile.stableCapBp)}.`,
    );
  }
  const { min, max } = coinLimits(profile);
  const outside = holdings.filter((h) => h.bp < min || h.bp > max);
  if (outside.length > 0) {
    breaks.push(`${outside.map((h) => coinOf(h.id).name).join(', ')} ${outside.length === 1 ? 'is' : 'are'} outside the ${formatBp(min)}–${formatBp(max)} per-coin range.`);
  }
  return breaks;
}

export function portfolioText(holdings: readonly Holding[], profile: Profile): string {
  const lines = holdings.map((h) => {
    const coin = coinOf(h.id);
    return `${formatBp(h.bp).padStart(7)}  ${coin.name} (${coin.symbol})${h.locked ? ' [locked]' : ''}`;
  });
  return [`Random crypto portfolio (${profile.name}), ${holdings.length} coins`, ...lines, 'Not financial advice.'].join('\n');
}

function csvCell(text: string): string {
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function portfolioCsv(holdings: readonly Holding[]): string {
  const rows = holdings.map((h) => {
    const coin = coinOf(h.id);
    return [coin.name, coin.symbol, CATEGORIES[coin.category].name, formatBp(h.bp).replace('%', ''), String(h.bp), h.locked ? 'yes' : 'no']
      .map(csvCell)
      .join(',');
  });
  return ['Coin,Symbol,Category,Weight %,Weight bp,Locked', ...rows].join('\n');
}
