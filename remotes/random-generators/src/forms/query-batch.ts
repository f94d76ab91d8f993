import { fitsInLink } from '@toolhub/shared';

/** Query keys with [value, default] each, written together. */
export type QueryEntries = Record<string, readonly [string, string]>;

/**
 * `current` with every entry written: a value equal to its default, or empty, is left out, and so
 * is one the link cannot carry (too long, or half of a character pair, which URLSearchParams would
 * write as U+FFFD), as the kit's useQueryState leaves it out; the field keeps it.
 */
export function withQueryValues(current: URLSearchParams, entries: QueryEntries): URLSearchParams {
  const updated = new URLSearchParams(current);
  for (const [key, [value, defaultValue]] of Object.entries(entries)) {
    if (value === '' || value === defaultValue || !fitsInLink(value)) updated.delete(key);
    else updated.set(key, value);
  }
  return updated;
}
