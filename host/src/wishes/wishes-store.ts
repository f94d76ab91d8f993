/**
 * The wishes the UI shows (issue 17 §3). Signed in, they are the account's (listMyWishes); as a
 * visitor, this browser's (visitor-wishes.ts). At sign-in the browser's wishes are added to the
 * account and then forgotten here. addWish is idempotent, so a second tab doing the same, or a
 * reload in the middle, counts nothing twice; the browser's list is cleared only once all are in.
 */
import { create } from 'zustand';
import type { Backend, Unsubscribe } from '../backend/backend';
import { getBackend } from '../backend/select';
import { useUserStore } from '../user/user-store';
import { readVisitorWishes, writeVisitorWishes } from './visitor-wishes';
import { mergeWishes, withWish, withoutWish } from './wish-list';

export interface WishesState {
  /** Tool paths, sorted: the account's when signed in, this browser's otherwise. */
  wishes: string[];
  /** Where `wishes` are kept. */
  keptIn: 'account' | 'browser';
  /** False until the auth state, and then the account's wishes, are known. */
  ready: boolean;
}

export const initialWishesState = (): WishesState => ({ wishes: [], keptIn: 'browser', ready: false });

export const useWishesStore = create<WishesState>()(initialWishesState);

const browserStorage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

type BackendSource = () => Promise<Backend>;

/** The account's wishes with the browser's added (each once), the browser's list then cleared. */
async function accountWishes(source: BackendSource, uid: string, storage: Storage | undefined): Promise<string[]> {
  const backend = await source();
  const visitor = readVisitorWishes(storage);
  const { wishes, toAdd } = mergeWishes(await backend.listMyWishes(uid), visitor);
  for (const path of toAdd) await backend.addWish(uid, path);
  if (visitor.length) writeVisitorWishes(storage, []);
  return wishes;
}

/**
 * Keeps the wishes store in step with the user store. Returns a stop function. The backend is
 * asked for only once someone signs in: a visitor's wishes work even if accounts cannot load.
 */
export function startWishes(backend: BackendSource = getBackend, storage: Storage | undefined = browserStorage()): Unsubscribe {
  // The account the store is for: undefined until the auth state is known, null when signed out.
  let current: string | null | undefined;
  const sync = () => {
    const { user, loading } = useUserStore.getState();
    if (loading) return;
    const uid = user?.uid ?? null;
    if (uid === current) return;
    current = uid;
    if (uid === null) {
      useWishesStore.setState({ wishes: readVisitorWishes(storage), keptIn: 'browser', ready: true });
      return;
    }
    useWishesStore.setState({ wishes: [], keptIn: 'account', ready: false });
    accountWishes(backend, uid, storage).then(
      (wishes) => {
        if (current === uid) useWishesStore.setState({ wishes, ready: true });
      },
      (error: unknown) => {
        // The browser's wishes stay where they are and are tried again at the next sign-in.
        console.warn('Could not load your wishes', error);
        if (current === uid) useWishesStore.setState({ ready: true });
      },
    );
  };
  sync();
  return useUserStore.subscribe(sync);
}

/**
 * Adds (`wanted`) or withdraws a wish: the account's when signed in, else this browser's. Throws
 * when it could not be saved, the store then unchanged.
 */
export async function setWish(
  path: string,
  wanted: boolean,
  { backend = getBackend, storage = browserStorage() }: { backend?: BackendSource; storage?: Storage } = {},
): Promise<void> {
  const user = useUserStore.getState().user;
  if (user) {
    const store = await backend();
    await (wanted ? store.addWish(user.uid, path) : store.removeWish(user.uid, path));
    useWishesStore.setState((state) => ({ wishes: wanted ? withWish(state.wishes, path) : withoutWish(state.wishes, path) }));
    return;
  }
  const saved = readVisitorWishes(storage);
  const next = wanted ? withWish(saved, path) : withoutWish(saved, path);
  if (!writeVisitorWishes(storage, next)) throw new Error('This browser did not let ToolHub store the wish.');
  useWishesStore.setState({ wishes: next });
}
