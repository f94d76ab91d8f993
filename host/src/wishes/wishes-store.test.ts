import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser, Backend } from '../backend/backend';
import { BackendError } from '../backend/errors';
import { memoryStorage } from '../testing/memory-storage';
import { initialUserState, useUserStore } from '../user/user-store';
import { VISITOR_WISHES_KEY } from './visitor-wishes';
import { initialWishesState, setWish, startWishes, useWishesStore } from './wishes-store';

const alice = { uid: 'alice' } as AuthUser;
const bob = { uid: 'bob' } as AuthUser;
const storedWishes = (storage: ReturnType<typeof memoryStorage>) => JSON.parse(storage.items.get(VISITOR_WISHES_KEY) ?? 'null') as unknown;

describe('wishes store', () => {
  let stop: () => void = () => undefined;
  const backend = {
    listMyWishes: vi.fn(async (_uid: string): Promise<string[]> => []),
    addWish: vi.fn(async (_uid: string, _path: string) => undefined),
    removeWish: vi.fn(async (_uid: string, _path: string) => undefined),
  };
  const source = async () => backend as unknown as Backend;

  beforeEach(() => {
    useUserStore.setState(initialUserState());
    useWishesStore.setState(initialWishesState());
    backend.listMyWishes.mockReset().mockResolvedValue([]);
    backend.addWish.mockReset().mockResolvedValue(undefined);
    backend.removeWish.mockReset().mockResolvedValue(undefined);
  });
  afterEach(() => {
    stop();
    vi.restoreAllMocks();
  });

  it('is not ready until the auth state is known', () => {
    stop = startWishes(source, memoryStorage());
    expect(useWishesStore.getState()).toEqual({ wishes: [], keptIn: 'browser', ready: false });
  });

  it('keeps a visitor’s wishes in this browser, without touching the backend', async () => {
    const storage = memoryStorage();
    storage.setItem(VISITOR_WISHES_KEY, JSON.stringify(['merge-pdfs']));
    useUserStore.setState({ user: null, loading: false, profile: null });
    stop = startWishes(source, storage);
    expect(useWishesStore.getState()).toEqual({ wishes: ['merge-pdfs'], keptIn: 'browser', ready: true });
    await setWish('split-pdf', true, { backend: source, storage });
    expect(useWishesStore.getState().wishes).toEqual(['merge-pdfs', 'split-pdf']);
    expect(storedWishes(storage)).toEqual(['merge-pdfs', 'split-pdf']);
    await setWish('merge-pdfs', false, { backend: source, storage });
    expect(storedWishes(storage)).toEqual(['split-pdf']);
    expect(backend.addWish).not.toHaveBeenCalled();
    expect(backend.removeWish).not.toHaveBeenCalled();
  });

  it('says so when this browser will not store the wish, changing nothing', async () => {
    const storage = { ...memoryStorage(), setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } };
    useUserStore.setState({ user: null, loading: false, profile: null });
    stop = startWishes(source, storage);
    await expect(setWish('split-pdf', true, { backend: source, storage })).rejects.toThrow('This browser did not let ToolHub store the wish.');
    expect(useWishesStore.getState().wishes).toEqual([]);
  });

  it('adds the browser’s wishes the account lacks at sign-in, each once, then forgets them here', async () => {
    const storage = memoryStorage();
    storage.setItem(VISITOR_WISHES_KEY, JSON.stringify(['split-pdf', 'merge-pdfs']));
    useUserStore.setState({ user: null, loading: false, profile: null });
    stop = startWishes(source, storage);
    backend.listMyWishes.mockResolvedValue(['merge-pdfs', 'pdf-compressor']);
    useUserStore.setState({ user: alice, profile: undefined });
    expect(useWishesStore.getState()).toEqual({ wishes: [], keptIn: 'account', ready: false });
    await vi.waitFor(() => expect(useWishesStore.getState().ready).toBe(true));
    expect(backend.listMyWishes).toHaveBeenCalledWith('alice');
    expect(backend.addWish.mock.calls).toEqual([['alice', 'split-pdf']]);
    expect(useWishesStore.getState()).toEqual({ wishes: ['merge-pdfs', 'pdf-compressor', 'split-pdf'], keptIn: 'account', ready: true });
    expect(storage.items.has(VISITOR_WISHES_KEY)).toBe(false);
    // A profile update is the same account: nothing is loaded or added again.
    useUserStore.setState({ profile: null });
    expect(backend.listMyWishes).toHaveBeenCalledTimes(1);
    expect(backend.addWish).toHaveBeenCalledTimes(1);
  });

  it('keeps the browser’s wishes when they could not be added, to try at the next sign-in', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = memoryStorage();
    storage.setItem(VISITOR_WISHES_KEY, JSON.stringify(['split-pdf']));
    backend.addWish.mockRejectedValue(new BackendError('unavailable', 'offline'));
    useUserStore.setState({ user: alice, loading: false, profile: null });
    stop = startWishes(source, storage);
    await vi.waitFor(() => expect(useWishesStore.getState().ready).toBe(true));
    expect(storedWishes(storage)).toEqual(['split-pdf']);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('shows the browser’s wishes again after signing out, and none of the account’s', async () => {
    const storage = memoryStorage();
    backend.listMyWishes.mockResolvedValue(['split-pdf']);
    useUserStore.setState({ user: alice, loading: false, profile: null });
    stop = startWishes(source, storage);
    await vi.waitFor(() => expect(useWishesStore.getState().wishes).toEqual(['split-pdf']));
    useUserStore.setState({ user: null, profile: null });
    expect(useWishesStore.getState()).toEqual({ wishes: [], keptIn: 'browser', ready: true });
  });

  it('ignores a late answer for an account that is no longer signed in', async () => {
    let answerAlice: (wishes: string[]) => void = () => undefined;
    backend.listMyWishes.mockImplementation((uid: string) =>
      uid === 'alice' ? new Promise<string[]>((resolve) => (answerAlice = resolve)) : Promise.resolve(['merge-pdfs']),
    );
    useUserStore.setState({ user: alice, loading: false, profile: null });
    stop = startWishes(source, memoryStorage());
    useUserStore.setState({ user: bob });
    await vi.waitFor(() => expect(useWishesStore.getState().wishes).toEqual(['merge-pdfs']));
    answerAlice(['split-pdf']);
    await Promise.resolve();
    await Promise.resolve();
    expect(useWishesStore.getState().wishes).toEqual(['merge-pdfs']);
  });

  it('writes a signed-in user’s wishes to the account, and leaves the store as it was when that fails', async () => {
    useUserStore.setState({ user: alice, loading: false, profile: null });
    stop = startWishes(source, memoryStorage());
    await vi.waitFor(() => expect(useWishesStore.getState().ready).toBe(true));
    await setWish('split-pdf', true, { backend: source });
    expect(backend.addWish).toHaveBeenCalledWith('alice', 'split-pdf');
    expect(useWishesStore.getState().wishes).toEqual(['split-pdf']);
    backend.removeWish.mockRejectedValueOnce(new BackendError('permission-denied'));
    await expect(setWish('split-pdf', false, { backend: source })).rejects.toMatchObject({ code: 'permission-denied' });
    expect(useWishesStore.getState().wishes).toEqual(['split-pdf']);
    await setWish('split-pdf', false, { backend: source });
    expect(backend.removeWish).toHaveBeenLastCalledWith('alice', 'split-pdf');
    expect(useWishesStore.getState().wishes).toEqual([]);
  });
});
