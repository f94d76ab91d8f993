/**
 * Randomness for the whole remote. Tools take a `RandomInt` parameter so tests can inject a
 * deterministic source; production code uses `secureRandomInt`, backed by crypto.getRandomValues.
 */

/** Returns a uniformly distributed integer in [0, bound). */
export type RandomInt = (bound: number) => number;

const RANGE = 0x1_0000_0000; // 2^32, the size of one Uint32 draw

/**
 * Maps raw 32-bit words to [0, bound) without modulo bias: words from the incomplete last
 * block of size `bound` are rejected and redrawn.
 */
export function uniformFromWords(bound: number, nextWord: () => number): number {
  if (!Number.isInteger(bound) || bound < 1 || bound > RANGE) {
    throw new RangeError(`bound must be an integer between 1 and 2^32, got ${bound}`);
  }
  if (bound === 1) return 0;
  const limit = RANGE - (RANGE % bound);
  for (;;) {
    const word = nextWord();
    if (word < limit) return word % bound;
  }
}

const buffer = new Uint32Array(1);

function cryptoWord(): number {
  crypto.getRandomValues(buffer);
  return buffer[0] ?? 0;
}

export const secureRandomInt: RandomInt = (bound) => uniformFromWords(bound, cryptoWord);

/** Fisher–Yates shuffle into a new array. */
export function shuffled<T>(items: readonly T[], randomInt: RandomInt = secureRandomInt): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return out;
}

/** One element chosen uniformly; undefined for an empty list. */
export function pickOne<T>(items: readonly T[], randomInt: RandomInt = secureRandomInt): T | undefined {
  return items.length === 0 ? undefined : items[randomInt(items.length)];
}
