/**
 * Orders names as a list reader expects (case ignored, then capitals first so the order is
 * total) without String#localeCompare, whose first call in a page builds ICU's collator: 20–60 ms
 * in Chromium on the development machine, paid inside whatever render or event first sorts.
 * The English collator's order for names of letters, digits and spaces (coins, HTML tags, ids);
 * text with accents or other scripts needs Intl.Collator, once the tool is on screen.
 */
export function compareText(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
