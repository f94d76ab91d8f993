// @ts-check
/**
 * A seeded random source for the scale benchmark: the same seed gives the same catalogue and the
 * same typed queries on every machine, so runs before and after a change compare like for like.
 */

/**
 * mulberry32: tiny, fast and good enough to shuffle word lists (not for anything secret).
 * @param {number} seed
 * @returns {() => number}  uniform in [0, 1)
 */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * @template T
 * @param {() => number} random
 * @param {readonly T[]} items  not empty
 * @returns {T}
 */
export function pick(random, items) {
  return /** @type {T} */ (items[Math.floor(random() * items.length)]);
}

/**
 * A shuffled copy (Fisher–Yates).
 * @template T
 * @param {() => number} random
 * @param {readonly T[]} items
 * @returns {T[]}
 */
export function shuffled(random, items) {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [/** @type {T} */ (copy[j]), /** @type {T} */ (copy[i])];
  }
  return copy;
}
