/** Heading sizes: which font sizes are clearly larger than the body text's, and their levels. */

/** A size clearly larger than the body text's: a heading candidate. */
export function isHeadingSize(size: number, body: number): boolean {
  return size >= body * 1.12 && size >= body + 1;
}

/** Heading levels by size: the largest heading size is Heading 1, the next Heading 2, the rest Heading 3. */
export function headingLevels(sizes: readonly number[]): Map<number, 1 | 2 | 3> {
  const distinct = [...new Set(sizes)].sort((a, b) => b - a);
  const levels = new Map<number, 1 | 2 | 3>();
  let level = 0;
  let previous = Infinity;
  for (const size of distinct) {
    // Sizes within a point of each other are one level (17.5 and 18 are both the title size).
    if (previous - size >= 1) level += 1;
    previous = size;
    levels.set(size, Math.min(3, Math.max(1, level)) as 1 | 2 | 3);
  }
  return levels;
}
