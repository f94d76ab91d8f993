/** Adding up what happened to each picture, for the report: counts, bytes, the first page changed. */
import type { ImageTally } from './logic';
import type { Attempt } from './recompress-image';

export interface ImageTotals {
  tally: ImageTally;
  bytesBefore: number;
  bytesAfter: number;
  /** The first page (0-based) showing a recompressed picture; Infinity while there is none. */
  changedPage: number;
}

export function emptyTotals(): ImageTotals {
  return { tally: { total: 0, recompressed: 0, resized: 0, skipped: {} }, bytesBefore: 0, bytesAfter: 0, changedPage: Infinity };
}

/**
 * Counts one picture's `attempt`: `size` is its stream's length before, `firstPage` the page it
 * is first drawn on. Masks are not counted: they belong to their picture.
 */
export function countAttempt(totals: ImageTotals, attempt: Attempt, size: number, firstPage: number | undefined): void {
  const { tally } = totals;
  if (attempt.replaced) {
    tally.total += 1;
    tally.recompressed += 1;
    if (attempt.resized) tally.resized += 1;
    totals.changedPage = Math.min(totals.changedPage, firstPage ?? Infinity);
    totals.bytesBefore += attempt.before;
    totals.bytesAfter += attempt.after;
  } else if (attempt.reason !== 'mask') {
    tally.total += 1;
    tally.skipped[attempt.reason] = (tally.skipped[attempt.reason] ?? 0) + 1;
    totals.bytesBefore += size;
    totals.bytesAfter += size;
  }
}
