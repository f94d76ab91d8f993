/**
 * The one place this remote gets randomness. Every tool maps raw 32-bit words to ranges
 * through rejection sampling here, so no result is ever nudged by a modulo bias.
 */

/** A stream of uniformly distributed unsigned 32-bit integers. */
export interface RandomSource {
  nextUint32(): number;
}

const POOL_SIZE = 256;

/** Reads crypto.getRandomValues in batches: a 10,000-number draw would otherwise make 10,000 calls. */
export function createCryptoSource(): RandomSource {
  const pool = new Uint32Array(POOL_SIZE);
  let next = POOL_SIZE;
  return {
    nextUint32() {
      if (next >= POOL_SIZE) {
        crypto.getRandomValues(pool);
        next = 0;
      }
      return pool[next++]!;
    },
  };
}

export const secureRandom: RandomSource = createCryptoSource();

const TWO_POW_32 = 2 ** 32;
const TWO_POW_53 = 2 ** 53;

/** A uniform integer in [0, n) for an integer 1 <= n <= 2^53. */
export function randomBelow(n: number, source: RandomSource = secureRandom): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_POW_53) {
    throw new RangeError(`randomBelow needs an integer from 1 to 2^53, got ${n}`);
  }
  if (n <= TWO_POW_32) {
    // Words at or above the last whole multiple of n would make the low results more likely.
    const limit = TWO_POW_32 - (TWO_POW_32 % n);
    for (;;) {
      const word = source.nextUint32();
      if (word < limit) return word % n;
    }
  }
  return Number(randomBigBelow(BigInt(n), source));
}

/** A uniform bigint in [0, n) for any n >= 1: draws just enough bits and rejects values >= n. */
export function randomBigBelow(n: bigint, source: RandomSource = secureRandom): bigint {
  if (n < 1n) throw new RangeError(`randomBigBelow needs n >= 1, got ${n}`);
  if (n === 1n) return 0n;
  const bits = (n - 1n).toString(2).length;
  const words = Math.ceil(bits / 32);
  const mask = (1n << BigInt(bits)) - 1n;
  for (;;) {
    let value = 0n;
    for (let i = 0; i < words; i++) value = (value << 32n) | BigInt(source.nextUint32());
    value &= mask;
    if (value < n) return value;
  }
}

/** A uniform bigint in [min, max], both inclusive. */
export function randomBigBetween(min: bigint, max: bigint, source: RandomSource = secureRandom): bigint {
  if (min > max) throw new RangeError('min must not exceed max');
  return min + randomBigBelow(max - min + 1n, source);
}

/**
 * A uniform safe integer in [min, max], both inclusive. The span may reach 2^54 - 1
 * (-MAX_SAFE_INTEGER..MAX_SAFE_INTEGER), so it is measured in bigint.
 */
export function randomIntBetween(min: number, max: number, source: RandomSource = secureRandom): number {
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min > max) {
    throw new RangeError(`randomIntBetween needs safe integers with min <= max, got ${min}, ${max}`);
  }
  const span = max - min + 1;
  if (span <= TWO_POW_32) return min + randomBelow(span, source);
  return Number(randomBigBetween(BigInt(min), BigInt(max), source));
}

export function pickOne<T>(items: readonly T[], source: RandomSource = secureRandom): T {
  if (items.length === 0) throw new RangeError('cannot pick from an empty list');
  return items[randomBelow(items.length, source)]!;
}

/** Fisher–Yates; every order is equally likely because each swap index is unbiased. */
export function shuffleInPlace<T>(items: T[], source: RandomSource = secureRandom): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomBelow(i + 1, source);
    const held = items[i]!;
    items[i] = items[j]!;
    items[j] = held;
  }
  return items;
}
