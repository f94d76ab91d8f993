import type { RandomSource } from './secure';

/**
 * A repeatable xoshiro128** stream for tests only, so a failing property run can be replayed.
 * Never hand this to users: it is predictable by design.
 */
export function seededSource(seed: number): RandomSource {
  // splitmix32 spreads one seed over the four state words; an all-zero state would stick at zero.
  let s = seed >>> 0;
  const split = () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = split();
  let b = split();
  let c = split();
  let d = split() | 1;
  const rotl = (x: number, k: number) => ((x << k) | (x >>> (32 - k))) >>> 0;
  return {
    nextUint32() {
      const result = Math.imul(rotl(Math.imul(b, 5) >>> 0, 7), 9) >>> 0;
      const t = (b << 9) >>> 0;
      c ^= a;
      d ^= b;
      b ^= c;
      a ^= d;
      c ^= t;
      d = rotl(d >>> 0, 11);
      a >>>= 0;
      b >>>= 0;
      c >>>= 0;
      return result;
    },
  };
}

/** Replays fixed words, then repeats them: for tests that need an exact draw. */
export function scriptedSource(words: readonly number[]): RandomSource {
  let i = 0;
  return {
    nextUint32() {
      const word = words[i % words.length]!;
      i++;
      return word >>> 0;
    },
  };
}
