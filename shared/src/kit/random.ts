/**
 * The site's one source of randomness. Everything maps raw 32-bit words from a `RandomSource` to
 * ranges by rejection sampling, so no result is nudged by a modulo bias. In the browser the source
 * is always `secureRandom` (crypto.getRandomValues); tests pass a seeded source from
 * `@toolhub/shared/testing` instead.
 */

/** A stream of uniformly distributed unsigned 32-bit integers. */
export interface RandomSource {
  nextUint32(): number;
}

const POOL_SIZE = 256;
const TWO_POW_32 = 2 ** 32;
const TWO_POW_53 = 2 ** 53;
// A fair source rejects fewer than half its draws, so this many rejections in a row means the source
// is broken (a test stub stuck on one value, say): failing beats hanging the tab.
const MAX_REJECTIONS = 1000;

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

/** A uniform integer in [0, n) for an integer 1 ≤ n ≤ 2^53. */
export function randomBelow(n: number, source: RandomSource = secureRandom): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_POW_53) {
    throw new RangeError(`randomBelow needs an integer from 1 to 2^53, got ${n}`);
  }
  if (n === 1) return 0;
  if (n > TWO_POW_32) return Number(randomBigBelow(BigInt(n), source));
  // Words at or above the last whole multiple of n would make the low results more likely.
  const limit = TWO_POW_32 - (TWO_POW_32 % n);
  for (let attempt = 0; attempt < MAX_REJECTIONS; attempt++) {
    const word = source.nextUint32() >>> 0;
    if (word < limit) return word % n;
  }
  throw new Error('The random source never produced a usable value.');
}

/** A uniform bigint in [0, n) for any n ≥ 1: draws just enough bits and rejects values ≥ n. */
export function randomBigBelow(n: bigint, source: RandomSource = secureRandom): bigint {
  if (n < 1n) throw new RangeError(`randomBigBelow needs n >= 1, got ${n}`);
  if (n === 1n) return 0n;
  const bits = (n - 1n).toString(2).length;
  const words = Math.ceil(bits / 32);
  const mask = (1n << BigInt(bits)) - 1n;
  for (let attempt = 0; attempt < MAX_REJECTIONS; attempt++) {
    let value = 0n;
    for (let i = 0; i < words; i++) value = (value << 32n) | BigInt(source.nextUint32() >>> 0);
    value &= mask;
    if (value < n) return value;
  }
  throw new Error('The random source never produced a usable value.');
}

/** A uniform bigint in [min, max], both included. */
export function randomBigInt(min: bigint, max: bigint, source: RandomSource = secureRandom): bigint {
  if (min > max) throw new RangeError(`randomBigInt needs min <= max, got ${min} and ${max}`);
  return min + randomBigBelow(max - min + 1n, source);
}

/**
 * A uniform safe integer in [min, max], both included. The span may reach 2^54 − 1
 * (−MAX_SAFE_INTEGER..MAX_SAFE_INTEGER), so a wide one is measured in bigint.
 */
export function randomInt(min: number, max: number, source: RandomSource = secureRandom): number {
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min > max) {
    throw new RangeError(`randomInt needs safe integers with min <= max, got ${min} and ${max}`);
  }
  const span = max - min + 1;
  if (span <= TWO_POW_32) return min + randomBelow(span, source);
  return Number(randomBigInt(BigInt(min), BigInt(max), source));
}

/** `length` random bytes (UUIDs, salts shown to the user, ids), four to a word. */
export function randomBytes(length: number, source: RandomSource = secureRandom): Uint8Array {
  if (!Number.isInteger(length) || length < 0) throw new RangeError(`randomBytes needs a whole length, got ${length}`);
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i += 4) {
    const word = source.nextUint32() >>> 0;
    for (let k = 0; k < 4 && i + k < length; k++) bytes[i + k] = (word >>> (24 - 8 * k)) & 0xff;
  }
  return bytes;
}

/** A uniform float in [0, 1) with 53 random bits: the crypto-backed Math.random(). */
export function randomFraction(source: RandomSource = secureRandom): number {
  const high = source.nextUint32() >>> 5; // 27 bits
  const low = source.nextUint32() >>> 6; // 26 bits
  return (high * 2 ** 26 + low) / TWO_POW_53;
}

/** true with probability `p` (0 ≤ p ≤ 1). */
export function randomChance(p: number, source: RandomSource = secureRandom): boolean {
  if (!(p >= 0 && p <= 1)) throw new RangeError(`randomChance needs 0 <= p <= 1, got ${p}`);
  return randomFraction(source) < p;
}

/** One element chosen uniformly. Throws on an empty list: there is nothing fair to return. */
export function pick<T>(items: readonly T[], source: RandomSource = secureRandom): T {
  if (items.length === 0) throw new RangeError('pick needs a non-empty list');
  return items[randomBelow(items.length, source)]!;
}

/** Fisher–Yates in place; every order is equally likely because each swap index is unbiased. */
export function shuffleInPlace<T>(items: T[], source: RandomSource = secureRandom): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomBelow(i + 1, source);
    const held = items[i]!;
    items[i] = items[j]!;
    items[j] = held;
  }
  return items;
}

/** A shuffled copy; the input is left as it was. */
export function shuffle<T>(items: readonly T[], source: RandomSource = secureRandom): T[] {
  return shuffleInPlace(items.slice(), source);
}

/** `count` distinct elements (by position) in random order: a draw without repeats. */
export function sample<T>(items: readonly T[], count: number, source: RandomSource = secureRandom): T[] {
  if (!Number.isInteger(count) || count < 0 || count > items.length) {
    throw new RangeError(`sample needs a count from 0 to ${items.length}, got ${count}`);
  }
  const pool = items.slice();
  // A partial Fisher–Yates: only the first `count` places are settled.
  for (let i = 0; i < count; i++) {
    const j = i + randomBelow(pool.length - i, source);
    const held = pool[i]!;
    pool[i] = pool[j]!;
    pool[j] = held;
  }
  return pool.slice(0, count);
}
