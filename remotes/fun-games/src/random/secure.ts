/**
 * The remote's only source of randomness. Games take a `RandomSource` parameter so tests can
 * inject a deterministic one; in the browser it is always `secureSource` (crypto.getRandomValues).
 */

/** Returns a uniformly distributed unsigned 32-bit integer, 0 ≤ n < 2^32. */
export type RandomSource = () => number;

const WORD_RANGE = 2 ** 32;
const BUFFER_SIZE = 64;
const buffer = new Uint32Array(BUFFER_SIZE);
let nextIndex = BUFFER_SIZE;

/** Draws words from crypto.getRandomValues, refilling a small buffer to avoid one call per word. */
export const secureSource: RandomSource = () => {
  if (nextIndex >= BUFFER_SIZE) {
    crypto.getRandomValues(buffer);
    nextIndex = 0;
  }
  return buffer[nextIndex++] ?? 0;
};

// A fair source rejects at most half its draws, so this many rejections in a row means the
// source is broken (e.g. a test stub stuck on one value); failing beats hanging the tab.
const MAX_REJECTIONS = 1000;

/**
 * A uniform integer in [0, size). Plain `word % size` would favour small numbers whenever 2^32 is
 * not a multiple of size, so words from the incomplete last block are rejected and redrawn.
 */
export function randomBelow(size: number, source: RandomSource = secureSource): number {
  if (!Number.isInteger(size) || size < 1 || size > WORD_RANGE) {
    throw new RangeError(`size must be an integer from 1 to 2^32, got ${size}`);
  }
  const limit = WORD_RANGE - (WORD_RANGE % size);
  for (let attempt = 0; attempt < MAX_REJECTIONS; attempt++) {
    const word = source() >>> 0;
    if (word < limit) return word % size;
  }
  throw new Error('The random source never produced a usable value.');
}

/** A uniform integer in [min, max], both ends included. */
export function randomBetween(min: number, max: number, source: RandomSource = secureSource): number {
  if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) {
    throw new RangeError(`need integers with min ≤ max, got ${min} and ${max}`);
  }
  return min + randomBelow(max - min + 1, source);
}
