import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser, Backend, Profile } from '../backend/backend';
import { FAVOURITES_KEY } from './favourites';
import { moveFavouriteTool, startFavourites, toggleFavouriteTool, useFavouritesStore } from './favourites-store';
import { initialUserState, useUserStore } from './user-store';
import { memoryStorage } from '../testing/memory-storage';

const alice = { uid: 'alice' } as AuthUser;
const profile = (favourites?: string[]) =>
  ({ uid: 'alice', email: 'a@example.com', displayName: 'A', xp: 0, streak: 1, toolsUsedToday: [], lastUsed: '', createdAt: null, ...(favourites ? { favourites } : {}) }) as Profile;

describe('favourites store', () => {
  let stop = () => undefined as void;
  const mergeProfile = vi.fn(async () => undefined);
  const backend = { mergeProfile } as unknown as Backend;

  beforeEach(() => {
    useUserStore.setState(initialUserState());
    useFavouritesStore.setState({ favourites: [] });
    mergeProfile.mockClear();
  });
  afterEach(() => stop());

  it('keeps a visitor’s favourites in localStorage', async () => {
    const storage = memoryStorage();
    useUserStore.setState({ user: null, loading: false, profile: null });
    stop = startFavourites(backend, storage);
    await toggleFavouriteTool(backend, 'coin-flip', storage);
    expect(useFavouritesStore.getState().favourites).toEqual(['coin-flip']);
    expect(JSON.parse(storage.items.get(FAVOURITES_KEY) ?? '[]')).toEqual(['coin-flip']);
    expect(mergeProfile).not.toHaveBeenCalled();
  });

  it('merges the visitor’s list into the profile at sign-in, once, and clears it locally once saved', async () => {
    const storage = memoryStorage();
    storage.setItem(FAVOURITES_KEY, JSON.stringify(['coin-flip', 'roll-a-dice']));
    useUserStore.setState({ user: null, loading: false, profile: null });
    stop = startFavourites(backend, storage);
    useUserStore.setState({ user: alice, profile: undefined });
    expect(mergeProfile).not.toHaveBeenCalled();
    useUserStore.setState({ profile: profile(['roll-a-dice', 'memory-game']) });
    expect(useFavouritesStore.getState().favourites).toEqual(['roll-a-dice', 'memory-game', 'coin-flip']);
    expect(mergeProfile).toHaveBeenCalledWith('alice', { favourites: ['roll-a-dice', 'memory-game', 'coin-flip'] });
    // Another snapshot before the write lands sends nothing more.
    useUserStore.setState({ profile: profile(['roll-a-dice', 'memory-game']) });
    expect(mergeProfile).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(storage.items.has(FAVOURITES_KEY)).toBe(false));
    useUserStore.setState({ profile: profile(['roll-a-dice', 'memory-game', 'coin-flip']) });
    expect(mergeProfile).toHaveBeenCalledTimes(1);
  });

  it('keeps the same list when a sync finds the same favourites, so its readers do not render again', () => {
    const storage = memoryStorage();
    storage.setItem(FAVOURITES_KEY, JSON.stringify(['coin-flip']));
    useUserStore.setState({ user: null, loading: false, profile: null });
    stop = startFavourites(backend, storage);
    const shown = useFavouritesStore.getState().favourites;
    expect(shown).toEqual(['coin-flip']);
    // The accounts' start: signed out again, then a profile snapshot with the same list.
    useUserStore.setState({ user: null, loading: false, profile: null });
    expect(useFavouritesStore.getState().favourites).toBe(shown);
    useUserStore.setState({ user: alice, loading: false, profile: profile(['coin-flip']) });
    expect(useFavouritesStore.getState().favourites).toBe(shown);
  });

  it('writes a signed-in user’s toggles to the profile', async () => {
    useUserStore.setState({ user: alice, loading: false, profile: profile(['a']) });
    stop = startFavourites(backend, memoryStorage());
    await toggleFavouriteTool(backend, 'b');
    expect(mergeProfile).toHaveBeenCalledWith('alice', { favourites: ['a', 'b'] });
  });

  it('reorders a visitor’s favourites in localStorage', async () => {
    const storage = memoryStorage();
    storage.setItem(FAVOURITES_KEY, JSON.stringify(['a', 'b', 'c']));
    useUserStore.setState({ user: null, loading: false, profile: null });
    stop = startFavourites(backend, storage);
    await moveFavouriteTool(backend, 'c', 0, storage);
    expect(useFavouritesStore.getState().favourites).toEqual(['c', 'a', 'b']);
    expect(JSON.parse(storage.items.get(FAVOURITES_KEY) ?? '[]')).toEqual(['c', 'a', 'b']);
  });

  it('saves a signed-in user’s new order in the profile, and puts the old one back when that fails', async () => {
    useUserStore.setState({ user: alice, loading: false, profile: profile(['a', 'b', 'c']) });
    stop = startFavourites(backend, memoryStorage());
    await moveFavouriteTool(backend, 'a', 2);
    expect(mergeProfile).toHaveBeenLastCalledWith('alice', { favourites: ['b', 'c', 'a'] });
    mergeProfile.mockRejectedValueOnce(new Error('offline'));
    await expect(moveFavouriteTool(backend, 'a', 0)).rejects.toThrow('offline');
    expect(useFavouritesStore.getState().favourites).toEqual(['b', 'c', 'a']);
  });

  it('does not write when nothing moves', async () => {
    useUserStore.setState({ user: alice, loading: false, profile: profile(['a', 'b']) });
    stop = startFavourites(backend, memoryStorage());
    await moveFavouriteTool(backend, 'a', 0);
    await moveFavouriteTool(backend, 'zzz', 1);
    expect(mergeProfile).not.toHaveBeenCalled();
  });

  it('keeps the visitor’s list in this browser when the merge write fails (or the page reloads first)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = memoryStorage();
    storage.setItem(FAVOURITES_KEY, JSON.stringify(['coin-flip']));
    mergeProfile.mockRejectedValueOnce(new Error('offline'));
    useUserStore.setState({ user: alice, loading: false, profile: profile(['a']) });
    stop = startFavourites(backend, storage);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(JSON.parse(storage.items.get(FAVOURITES_KEY) ?? '[]')).toEqual(['coin-flip']);
    // The next snapshot (or page) tries again.
    useUserStore.setState({ profile: profile(['a']) });
    await vi.waitFor(() => expect(storage.items.has(FAVOURITES_KEY)).toBe(false));
    expect(mergeProfile).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
