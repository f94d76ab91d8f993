/**
 * Favourite tools: a profile field for signed-in users, localStorage for visitors, and the
 * visitor's list folded into the profile at sign-in so nothing saved is lost.
 */
import { isToolPath } from '../backend/wishes';

export const FAVOURITES_KEY = 'favouriteTools';

export const isFavourite = (favourites: readonly string[], path: string): boolean => favourites.includes(path);

export const toggleFavourite = (favourites: readonly string[], path: string): string[] =>
  favourites.includes(path) ? favourites.filter((p) => p !== path) : [...favourites, path];

/**
 * `path` moved to `toIndex` (clamped to the list), the others keeping their order. A path that is
 * not a favourite leaves the list as it was: a stale drag must not add a tool.
 */
export function moveFavourite(favourites: readonly string[], path: string, toIndex: number): string[] {
  const from = favourites.indexOf(path);
  if (from < 0) return [...favourites];
  const rest = favourites.filter((p) => p !== path);
  const to = Math.max(0, Math.min(rest.length, Math.trunc(toIndex) || 0));
  return [...rest.slice(0, to), path, ...rest.slice(to)];
}

/** The profile's list first (the account's order wins), then the visitor's additions, no repeats. */
/** The same paths in the same order. */
export const sameFavourites = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((path, index) => path === b[index]);

export const mergeFavourites = (profile: readonly string[], visitor: readonly string[]): string[] => [...new Set([...profile, ...visitor])];

export function readVisitorFavourites(storage: Pick<Storage, 'getItem'> | undefined): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(FAVOURITES_KEY) ?? '[]');
    // Tool paths only: the profile takes nothing else (firestore.rules), so one odd entry would
    // keep the whole list from reaching the account.
    return Array.isArray(parsed) ? [...new Set(parsed.filter(isToolPath))] : [];
  } catch {
    // A hand-edited or corrupt entry is treated as no favourites rather than breaking the page.
    return [];
  }
}

export function writeVisitorFavourites(storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined, favourites: readonly string[]): void {
  try {
    if (favourites.length) storage?.setItem(FAVOURITES_KEY, JSON.stringify(favourites));
    else storage?.removeItem(FAVOURITES_KEY);
  } catch {
    // Storage full or blocked: favourites simply do not persist for this visitor.
  }
}
