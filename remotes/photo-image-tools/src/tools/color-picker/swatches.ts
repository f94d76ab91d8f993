/** The saved-swatch list kept in localStorage: pure list operations. */
export const MAX_SWATCHES = 40;
const SWATCH = /^#([0-9a-f]{6}|[0-9a-f]{8})$/;

/** Newest first, no duplicates, capped. */
export function addSwatch(list: readonly string[], hex: string, max = MAX_SWATCHES): string[] {
  const value = hex.toLowerCase();
  if (!SWATCH.test(value)) return [...list];
  return [value, ...list.filter((item) => item !== value)].slice(0, max);
}

export function removeSwatch(list: readonly string[], hex: string): string[] {
  return list.filter((item) => item !== hex.toLowerCase());
}

/** Stored swatches come from storage anyone can edit; keep only well-formed ones. */
export function sanitizeSwatches(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.toLowerCase())
    .filter((item, index, all) => SWATCH.test(item) && all.indexOf(item) === index)
    .slice(0, MAX_SWATCHES);
}
