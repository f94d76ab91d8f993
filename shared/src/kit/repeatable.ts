import { seededRandom } from './seeded';

/**
 * A repeatable stream of floats in [0, 1) from a seed (mulberry32): for things that must come out
 * the same from the same seed in every browser and release — a shared link's painting or scene.
 * Never for a choice that must be unpredictable: those use `secureRandom`.
 */
export function repeatableRandom(seed: number): () => number {
  const source = seededRandom(seed);
  return () => source.nextUint32() / 4294967296;
}
