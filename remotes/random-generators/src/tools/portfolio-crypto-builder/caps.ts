import { TOTAL_BP, formatBp, type Profile } from './profiles';

/** The profile's per-coin range in basis points. It never widens: a portfolio that cannot keep it is refused. */
export function coinLimits(profile: Profile): { min: number; max: number } {
  return { min: profile.minBp, max: profile.maxBp };
}

/** The fewest and most coins that can sum to exactly 100% while each stays in the per-coin range. */
export function coinRange(profile: Profile): { fewest: number; most: number } {
  const { min, max } = coinLimits(profile);
  return { fewest: Math.ceil(TOTAL_BP / max), most: Math.floor(TOTAL_BP / min) };
}

/** Why n coins cannot make 100% within the profile's per-coin range. */
export interface CapProblem {
  coins: number;
  capBp: number;
  floorBp: number;
  fewestCoins: number;
  mostCoins: number;
  /** What to show next to the controls: the cap, what n coins can hold, and the count that works. */
  message: string;
}

const coinsWord = (n: number) => (n === 1 ? '1 coin' : `${n} coins`);

/** Null when n coins can sum to exactly 100% within the per-coin range. */
export function capProblem(profile: Profile, n: number): CapProblem | null {
  const { min, max } = coinLimits(profile);
  const { fewest, most } = coinRange(profile);
  const base = { coins: n, capBp: max, floorBp: min, fewestCoins: fewest, mostCoins: most };
  if (n * max < TOTAL_BP) {
    return {
      ...base,
      message: `${profile.name} caps each coin at ${formatBp(max)}, so ${coinsWord(n)} can hold at most ${formatBp(n * max)}, not 100%. Choose at least ${fewest} coins.`,
    };
  }
  if (n * min > TOTAL_BP) {
    return {
      ...base,
      message: `${profile.name} gives each coin at least ${formatBp(min)}, so ${coinsWord(n)} ${n === 1 ? 'needs' : 'need'} at least ${formatBp(n * min)}, over 100%. Choose at most ${most} coins.`,
    };
  }
  return null;
}
