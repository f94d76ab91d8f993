/** Progress through a batch: how far along it is, and which file it is on. */
/**
 * Where a batch is: file `index` of `total`, `stage` 0–1 through it. Decoding and encoding are
 * short next to resampling, which gets most of each file's share.
 */
export function batchFraction(index: number, total: number, stage: number): number {
  if (total <= 0) return 0;
  const clamped = Math.min(1, Math.max(0, stage));
  return Math.min(1, Math.max(0, (index + clamped) / total));
}

/** Which file a batch fraction is on, counted from 1. */
export const fileAt = (fraction: number, total: number) => Math.min(total, Math.max(1, Math.floor(fraction * total) + 1));
