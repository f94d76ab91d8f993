import type { CatalogueTool } from '@toolhub/shared';

/** An unbiased index in [0, n) from crypto.getRandomValues (rejection sampling). */
export type RandomSource = (buffer: Uint32Array<ArrayBuffer>) => Uint32Array<ArrayBuffer>;
const cryptoSource: RandomSource = (buffer) => crypto.getRandomValues(buffer);

export function randomIndex(n: number, random: RandomSource = cryptoSource): number {
  if (!Number.isInteger(n) || n <= 0) throw new RangeError(`randomIndex needs a positive integer, got ${n}`);
  const limit = Math.floor(0x1_0000_0000 / n) * n;
  const buffer = new Uint32Array(1);
  for (;;) {
    const value = random(buffer)[0]!;
    if (value < limit) return value % n;
  }
}

/** A random available tool other than the one open now; null when there is no other. */
export function pickRandomTool(
  tools: readonly CatalogueTool[],
  currentPath: string | null,
  random?: RandomSource,
): CatalogueTool | null {
  const candidates = tools.filter((tool) => tool.isAvailable && tool.path !== currentPath);
  if (candidates.length === 0) return null;
  return candidates[randomIndex(candidates.length, random)] ?? null;
}
