/**
 * Gives a replacement the case of the words it replaces: "Utilize" -> "Use", "UTILIZE" -> "USE",
 * "utilize" -> "use". Short all-capital words ("ASAP", "FYI") are abbreviations rather than
 * shouting, so their replacement keeps its own case.
 */
export function matchCase(source: string, replacement: string): string {
  if (replacement === '') return '';
  const letters = source.replace(/[^\p{L}]/gu, '');
  const shouting = letters.length > 0 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
  if (shouting) return /\s/.test(source.trim()) || letters.length >= 5 ? replacement.toUpperCase() : replacement;
  const first = /\p{L}/u.exec(source)?.[0];
  if (first && first !== first.toLowerCase()) return capitalize(replacement);
  return replacement;
}

export function capitalize(text: string): string {
  return text.replace(/\p{L}/u, (letter) => letter.toUpperCase());
}

export function startsUpper(text: string): boolean {
  const first = /\p{L}/u.exec(text)?.[0];
  return first !== undefined && first !== first.toLowerCase();
}
