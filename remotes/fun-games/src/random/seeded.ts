import type { RandomSource } from './secure';

/**
 * A repeatable source (mulberry32) for tests only, so distribution checks give the same verdict
 * on every run. Never used by the games themselves.
 */
export function seededSource(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/** Replays the given words in order, then repeats them; for tests that need exact draws. */
export function sequenceSource(words: readonly number[]): RandomSource {
  let index = 0;
  return () => {
    const word = words[index % words.length] ?? 0;
    index++;
    return word;
  };
}

/** Pearson's chi-square statistic of observed counts against equal expected counts. */
export function chiSquareUniform(counts: readonly number[]): number {
  const total = counts.reduce((sum, n) => sum + n, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
}
