/**
 * Splits `total` whole units among items in proportion to `weights`, each between `min` and
 * `max`, and returns integers that sum to exactly `total`. Proportional shares above `max` are
 * capped and their excess re-spread over the rest (water filling); the real-valued shares are
 * then rounded by largest remainder, so rounding never loses or invents a unit.
 * Needs n·min <= total <= n·max and positive weights.
 */
export function distribute(total: number, weights: readonly number[], min: number, max: number): number[] {
  const n = weights.length;
  if (n === 0) {
    if (total !== 0) throw new RangeError('nothing to distribute into');
    return [];
  }
  if (n * min > total || n * max < total || min > max) {
    throw new RangeError(`cannot split ${total} into ${n} parts of ${min}..${max}`);
  }
  const room = max - min;
  const extra = total - n * min;
  const shares = new Array<number>(n).fill(0);
  const open = new Set(weights.map((_, i) => i));
  let left = extra;
  for (;;) {
    let weightSum = 0;
    for (const i of open) weightSum += weights[i]!;
    let capped = false;
    for (const i of open) {
      if ((left * weights[i]!) / weightSum > room) {
        shares[i] = room;
        left -= room;
        open.delete(i);
        capped = true;
      }
    }
    if (!capped) {
      for (const i of open) shares[i] = (left * weights[i]!) / weightSum;
      break;
    }
    if (open.size === 0) break;
  }
  return roundLargestRemainder(
    shares.map((s) => min + s),
    total,
    min,
    max,
  );
}

/** Rounds reals to integers summing to `total`, giving the leftover units to the largest fractions. */
export function roundLargestRemainder(values: readonly number[], total: number, min = -Infinity, max = Infinity): number[] {
  const floors = values.map((v) => Math.min(max, Math.max(min, Math.floor(v + 1e-9))));
  let missing = total - floors.reduce((a, b) => a + b, 0);
  const order = values.map((v, i) => ({ i, frac: v - Math.floor(v + 1e-9) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  // Floating-point drift can leave the count off by one in either direction; the loops settle it within the bounds.
  while (missing > 0) {
    const before = missing;
    for (const { i } of order) {
      if (missing === 0) break;
      if (floors[i]! < max) {
        floors[i]!++;
        missing--;
      }
    }
    if (missing === before) throw new RangeError('no room left to round into');
  }
  while (missing < 0) {
    const before = missing;
    for (const { i } of [...order].reverse()) {
      if (missing === 0) break;
      if (floors[i]! > min) {
        floors[i]!--;
        missing++;
      }
    }
    if (missing === before) throw new RangeError('no room left to round into');
  }
  return floors;
}
