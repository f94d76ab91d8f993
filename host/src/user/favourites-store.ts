/**
 * The favourites the UI shows and toggles. Signed in, they are the profile's `favourites` field
 * (live through the user store); as a visitor, localStorage. At sign-in the visitor's list is
 * merged into the profile once, and cleared locally when that write has succeeded.
 */
import { create } from 'zustand';
import type { Backend, Unsubscribe } from '../backend/backend';
import { mergeFavourites, moveFavourite, sameFavourites, readVisitorFavourites, toggleFavourite, writeVisitorFavourites } from './favourites';
import { useUserStore } from './user-store';

interface FavouritesState {
  favourites: string[];
}

export const useFavouritesStore = create<FavouritesState>()(() => ({ favourites: [] }));

/**
 * Shows `next` unless the store holds the same list already: a new array with the same paths
 * rendered every reader again (the accounts' start syncs more than once).
 */
function showFavourites(next: string[]): void {
  const current = useFavouritesStore.getState().favourites;
  if (!sameFavourites(current, next)) useFavouritesStore.setState({ favourites: next });
}

const browserStorage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** Shows `next` at once, then keeps it: in the profile when signed in, else in this browser. */
async function saveFavourites(backend: Backend, next: string[], storage: Storage | undefined): Promise<void> {
  useFavouritesStore.setState({ favourites: next });
  const { user, profile } = useUserStore.getState();
  if (user && profile) await backend.mergeProfile(user.uid, { favourites: next });
  else writeVisitorFavourites(storage, next);
}

export function toggleFavouriteTool(backend: Backend, path: string, storage: Storage | undefined = browserStorage()): Promise<void> {
  return saveFavourites(backend, toggleFavourite(useFavouritesStore.getState().favourites, path), storage);
}

/**
 * Moves one favourite to `toIndex`. When saving fails the previous order comes back (unless the
 * list changed meanwhile, e.g. a profile snapshot) and the error is rethrown for the caller to say.
 */
export async function moveFavouriteTool(backend: Backend, path: string, toIndex: number, storage: Storage | undefined = browserStorage()): Promise<void> {
  const before = useFavouritesStore.getState().favourites;
  const next = moveFavourite(before, path, toIndex);
  if (sameFavourites(next, before)) return;
  try {
    await saveFavourites(backend, next, storage);
  } catch (error) {
    if (useFavouritesStore.getState().favourites === next) useFavouritesStore.setState({ favourites: before });
    throw error;
  }
}

/** Keeps the favourites store in step with the user store. Returns a stop function. */
export function startFavourites(backend: Backend, storage: Storage | undefined = browserStorage()): Unsubscribe {
  /** The account whose merge write is on its way, so each profile snapshot does not send another. */
  let saving: string | null = null;
  const sync = () => {
    const { user, profile } = useUserStore.getState();
    if (!user || profile === null) {
      showFavourites(readVisitorFavourites(storage));
      return;
    }
    if (profile === undefined) return;
    const saved = profile.favourites ?? [];
    const visitor = readVisitorFavourites(storage);
    const merged = mergeFavourites(saved, visitor);
    showFavourites(merged);
    if (!visitor.length) return;
    if (merged.length === saved.length) {
      writeVisitorFavourites(storage, []);
      return;
    }
    // This browser's list is cleared only once the account holds it: a sign-up reloads the page
    // at once, and a write cut short by the reload is simply made again on the next page.
    if (saving === user.uid) return;
    saving = user.uid;
    backend
      .mergeProfile(user.uid, { favourites: merged })
      .then(() => writeVisitorFavourites(storage, []))
      .catch((error: unknown) => console.warn('Could not save favourites', error))
      .finally(() => {
        saving = null;
      });
  };
  sync();
  return useUserStore.subscribe(sync);
}
