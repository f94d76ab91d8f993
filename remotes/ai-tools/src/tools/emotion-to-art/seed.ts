import { randomBelow, repeatableRandom, secureRandom, type RandomSource } from '@toolhub/shared';

export const MAX_SEED_LENGTH = 32;

/** FNV-1a: turns any seed text into 32 bits, so short human seeds work as well as random ones. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * The painting's seeded generator: the same seed always paints the same picture, in every browser
 * and release, so a shared link keeps its picture (the kit's mulberry32 stream). Fresh seeds come
 * from the kit's secure source (newSeed).
 */
export const createRng = (seed: number): (() => number) => repeatableRandom(seed);

export function isValidSeed(seed: string): boolean {
  return seed.length >= 1 && seed.length <= MAX_SEED_LENGTH && /^[A-Za-z0-9_-]+$/.test(seed);
}

const SEED_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** A fresh 8-character seed, each letter an unbiased draw from the 32-letter alphabet. */
export function newSeed(source: RandomSource = secureRandom): string {
  let seed = '';
  for (let i = 0; i < 8; i++) seed += SEED_ALPHABET[randomBelow(SEED_ALPHABET.length, source)];
  return seed;
}
