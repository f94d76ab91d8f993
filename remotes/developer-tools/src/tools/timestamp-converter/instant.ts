/**
 * Instants and the units Unix time is written in. Instants are kept as whole nanoseconds (bigint)
 * so microsecond and nanosecond input loses nothing; JavaScript dates only see the millisecond part.
 */

export type Unit = 's' | 'ms' | 'us' | 'ns';
export type UnitChoice = 'auto' | Unit;

/** The largest distance from 1970 a JavaScript Date can hold, in milliseconds (ECMA-262 §21.4.1.1). */
export const MAX_DATE_MS = 8.64e15;
export const MAX_DATE_NS = 8_640_000_000_000_000_000_000n;

export const NS_PER_UNIT: Record<Unit, bigint> = { s: 1_000_000_000n, ms: 1_000_000n, us: 1_000n, ns: 1n };

export const UNIT_NAMES: Record<Unit, string> = {
  s: 'seconds',
  ms: 'milliseconds',
  us: 'microseconds',
  ns: 'nanoseconds',
};

export function parseUnitChoice(value: string): UnitChoice {
  return value === 's' || value === 'ms' || value === 'us' || value === 'ns' ? value : 'auto';
}

/**
 * Guesses the unit from the size of the whole part. Seconds up to 1e11 reach the year 5138,
 * while 1e11 milliseconds is only March 1973, so each cut-off leaves no realistic overlap.
 */
export function detectUnit(wholeDigits: bigint): Unit {
  const size = wholeDigits < 0n ? -wholeDigits : wholeDigits;
  if (size < 100_000_000_000n) return 's';
  if (size < 100_000_000_000_000n) return 'ms';
  if (size < 100_000_000_000_000_000n) return 'us';
  return 'ns';
}

export interface Instant {
  /** Nanoseconds since 1970-01-01T00:00:00Z. */
  ns: bigint;
  /** Whole milliseconds (rounded down), what a JavaScript Date holds. */
  ms: number;
}

function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return (a % b !== 0n && a < 0n !== b < 0n) ? q - 1n : q;
}

export function instantFromNs(ns: bigint): Instant {
  return { ns, ms: Number(floorDiv(ns, 1_000_000n)) };
}

export function instantFromMs(ms: number): Instant {
  return { ns: BigInt(ms) * 1_000_000n, ms };
}
