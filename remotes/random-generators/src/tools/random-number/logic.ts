import { formatNumber, randomBigBelow, sample, secureRandom, type RandomSource } from '@toolhub/shared';
import { parseWholeInRange } from '../../forms/whole-number';

export const COUNT_MIN = 1;
export const COUNT_MAX = 10_000;
export const PRECISION_MAX = 10;
export const LIMIT = Number.MAX_SAFE_INTEGER;
const LIMIT_BIG = BigInt(LIMIT);

export interface NumberSettings {
  min: string;
  max: string;
  count: string;
  unique: boolean;
  decimal: boolean;
  precision: string;
  sorted: boolean;
}

/**
 * A validated request. Values are integers scaled by 10^scale, so decimals are drawn exactly
 * as whole numbers and never pass through floating point.
 */
export interface DrawPlan {
  low: bigint;
  high: bigint;
  scale: number;
  count: number;
  unique: boolean;
  sorted: boolean;
}

export interface FieldErrors {
  min?: string;
  max?: string;
  count?: string;
  precision?: string;
  range?: string;
}

export type PlanResult = { ok: true; plan: DrawPlan; note: string | null } | { ok: false; errors: FieldErrors };

const DECIMAL = /^([+-])?(?:(\d+)(?:\.(\d*))?|\.(\d+))$/;

/** Parses "−12.5"-style input into sign, whole digits and fraction digits, or null when malformed. */
export function parseDecimal(text: string): { negative: boolean; whole: string; fraction: string } | null {
  const match = DECIMAL.exec(text.trim().replace(/^\u2212/, '-'));
  if (!match) return null;
  return { negative: match[1] === '-', whole: match[2] ?? '0', fraction: match[3] ?? match[4] ?? '' };
}

/** The number scaled by 10^scale, rounded up (for a minimum) or down (for a maximum) to stay inside the range. */
export function toScaled(parts: { negative: boolean; whole: string; fraction: string }, scale: number, round: 'up' | 'down'): bigint {
  const kept = parts.fraction.slice(0, scale).padEnd(scale, '0');
  const dropped = parts.fraction.slice(scale);
  let magnitude = BigInt(parts.whole + kept);
  const hasRest = /[1-9]/.test(dropped);
  // Rounding "up" moves towards +infinity, which for a negative number means dropping the rest.
  if (hasRest && (round === 'up') !== parts.negative) magnitude += 1n;
  return parts.negative ? -magnitude : magnitude;
}

export function formatScaled(value: bigint, scale: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const body = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative ? `-${body}` : body;
}

function readBound(text: string, which: 'minimum' | 'maximum', decimal: boolean): { error: string } | { parts: NonNullable<ReturnType<typeof parseDecimal>> } {
  if (text.trim() === '') return { error: `Enter a ${which}.` };
  const parts = parseDecimal(text);
  if (!parts) return { error: `The ${which} must be a number such as 42 or -3.5.` };
  if (!decimal && /[1-9]/.test(parts.fraction)) {
    return { error: `The ${which} must be a whole number, or switch to decimals.` };
  }
  if (BigInt(parts.whole) > LIMIT_BIG || (BigInt(parts.whole) === LIMIT_BIG && /[1-9]/.test(parts.fraction))) {
    return { error: `The ${which} must be between -9,007,199,254,740,991 and 9,007,199,254,740,991.` };
  }
  return { parts };
}

/** Checks every field at once so the user sees all problems together, with their input untouched. */
export function planDraw(settings: NumberSettings): PlanResult {
  const errors: FieldErrors = {};
  const precision = settings.decimal ? parseWholeInRange(settings.precision, 0, PRECISION_MAX, 'decimal places') : ({ ok: true, value: 0 } as const);
  if (!precision.ok) errors.precision = precision.message;
  const count = parseWholeInRange(settings.count, COUNT_MIN, COUNT_MAX, 'how many');
  if (!count.ok) errors.count = count.message;
  const min = readBound(settings.min, 'minimum', settings.decimal);
  const max = readBound(settings.max, 'maximum', settings.decimal);
  if ('error' in min) errors.min = min.error;
  if ('error' in max) errors.max = max.error;
  if (!('parts' in min) || !('parts' in max) || !precision.ok) return { ok: false, errors };

  const scale = precision.value;
  // Compared at the finer of the two inputs' own precisions, so the check is exact.
  const exact = Math.max(min.parts.fraction.length, max.parts.fraction.length);
  if (toScaled(min.parts, exact, 'up') > toScaled(max.parts, exact, 'down')) {
    errors.range = 'The minimum is greater than the maximum. Swap them or change one.';
    return { ok: false, errors };
  }
  const low = toScaled(min.parts, scale, 'up');
  const high = toScaled(max.parts, scale, 'down');
  if (low > high) {
    errors.range = `No number with ${scale} decimal place${scale === 1 ? '' : 's'} lies between the minimum and the maximum. Allow more decimal places or widen the range.`;
    return { ok: false, errors };
  }
  if (!count.ok) return { ok: false, errors };
  const possible = high - low + 1n;
  if (settings.unique && BigInt(count.value) > possible) {
    errors.range = `Only ${possible.toLocaleString('en-US')} different number${possible === 1n ? '' : 's'} fit in this range, so ${formatNumber(count.value)} unique numbers are impossible. Widen the range, lower the count or allow repeats.`;
    return { ok: false, errors };
  }
  const roundedAway = (parts: typeof min.parts) => /[1-9]/.test(parts.fraction.slice(scale));
  const note =
    roundedAway(min.parts) || roundedAway(max.parts)
      ? `With ${scale} decimal place${scale === 1 ? '' : 's'} the range is ${formatScaled(low, scale)} to ${formatScaled(high, scale)}.`
      : null;
  return { ok: true, plan: { low, high, scale, count: count.value, unique: settings.unique, sorted: settings.sorted }, note };
}

/** Below this many candidates per wanted number, listing the candidates beats retrying duplicates. */
const DENSE_FACTOR = 4n;

export function drawNumbers(plan: DrawPlan, source: RandomSource = secureRandom): bigint[] {
  const possible = plan.high - plan.low + 1n;
  let values: bigint[];
  if (!plan.unique) {
    values = Array.from({ length: plan.count }, () => plan.low + randomBigBelow(possible, source));
  } else if (possible <= BigInt(plan.count) * DENSE_FACTOR) {
    // Partial Fisher–Yates over the candidates (the kit's `sample`): exactly `count` swaps, no retries.
    const offsets = Array.from({ length: Number(possible) }, (_, i) => i);
    values = sample(offsets, plan.count, source).map((offset) => plan.low + BigInt(offset));
  } else {
    // Sparse: retries are rare (at most one in four draws repeats), and insertion order stays random.
    const seen = new Set<bigint>();
    while (seen.size < plan.count) seen.add(plan.low + randomBigBelow(possible, source));
    values = [...seen];
  }
  if (plan.sorted) values.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return values;
}

export type Separator = 'newline' | 'comma' | 'space';

export const SEPARATORS: Record<Separator, { text: string; name: string }> = {
  newline: { text: '\n', name: 'New line' },
  comma: { text: ', ', name: 'Comma' },
  space: { text: ' ', name: 'Space' },
};

export function describePlan(plan: DrawPlan): string {
  const parts = [`${formatScaled(plan.low, plan.scale)} to ${formatScaled(plan.high, plan.scale)}`];
  if (plan.count > 1) parts.push(`${formatNumber(plan.count)} numbers`);
  if (plan.unique && plan.count > 1) parts.push('unique');
  if (plan.sorted && plan.count > 1) parts.push('sorted');
  return parts.join(', ');
}
