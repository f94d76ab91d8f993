/** Counts and changes in words: a list of names, how much a file's size changed. */
/** "a.txt, b.pdf and 3 more". */
export function listNames(names: readonly string[], shown = 3): string {
  if (names.length <= shown) return names.join(', ');
  return `${names.slice(0, shown).join(', ')} and ${names.length - shown} more`;
}

/** "−82%" / "+12%": how the size changed. */
export function sizeChange(before: number, after: number): string {
  if (before <= 0) return '';
  const change = Math.round(((after - before) / before) * 100);
  return change === 0 ? 'same size' : `${change > 0 ? '+' : '−'}${Math.abs(change)}%`;
}
