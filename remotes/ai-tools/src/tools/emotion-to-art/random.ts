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

/** A small seeded generator (mulberry32): the same seed always paints the same picture. */
export function createRng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function isValidSeed(seed: string): boolean {
  return seed.length >= 1 && seed.length <= MAX_SEED_LENGTH && /^[A-Za-z0-9_-]+$/.test(seed);
}

const SEED_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/**
 * A fresh 8-character seed. The alphabet has 32 letters, so masking a random byte to 5 bits maps
 * evenly (32 divides 256): no letter is favoured and nothing needs rejecting.
 */
export function newSeed(
  fill: (bytes: Uint8Array<ArrayBuffer>) => void = (bytes) => crypto.getRandomValues(bytes),
): string {
  const bytes = new Uint8Array(new ArrayBuffer(8));
  fill(bytes);
  let seed = '';
  for (const byte of bytes) seed += SEED_ALPHABET[byte & 31];
  return seed;
}
