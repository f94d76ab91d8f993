import type { RandomSource } from './random';

/**
 * Repeatable sources for tests only (mulberry32), so distribution checks give the same verdict on
 * every run. Never used by a tool: tools take the kit's `secureRandom`.
 */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return {
    nextUint32() {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return (t ^ (t >>> 14)) >>> 0;
    },
  };
}

/** Replays the given words in order, then from the start again; for tests that need exact draws. */
export function sequenceRandom(words: readonly number[]): RandomSource {
  if (words.length === 0) throw new RangeError('sequenceRandom needs at least one word');
  let index = 0;
  return {
    nextUint32() {
      const word = words[index % words.length]!;
      index++;
      return word >>> 0;
    },
  };
}

/** Pearson's chi-square statistic of observed counts against equal expected counts. */
export function chiSquareUniform(counts: readonly number[]): number {
  const total = counts.reduce((sum, n) => sum + n, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
}
