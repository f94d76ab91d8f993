// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { Announcer } from '@toolhub/shared';
import { resetAnnouncements } from '@toolhub/shared/testing';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser, Backend, Profile } from '../backend/backend';
import { FAVOURITES_KEY } from '../user/favourites';
import { useFavouritesStore } from '../user/favourites-store';
import { initialUserState, useUserStore } from '../user/user-store';
import { FAVOURITE_FAILED, FavouriteStar } from './FavouriteStar';

const fake = vi.hoisted(() => ({ mergeProfile: vi.fn(async (_uid: string, _data: unknown) => undefined), failBackend: false }));
vi.mock('../backend/select', () => ({
  getBackend: () => (fake.failBackend ? Promise.reject(new Error('chunk failed')) : Promise.resolve({ kind: 'local', mergeProfile: fake.mergeProfile } as unknown as Backend)),
}));

const coinFlip = { name: 'Coin Flip', path: 'coin-flip' };
/** The toasts, as a screen reader hears them from the polite live region. */
const toasts = () => screen.getByRole('status').textContent;
const withToasts = (star: React.ReactElement) => (
  <>
    {star}
    <Announcer />
  </>
);
const alice = { uid: 'alice', email: 'alice@example.com' } as AuthUser;
const profile = { uid: 'alice', email: 'alice@example.com', displayName: 'Alice', xp: 0, streak: 1, toolsUsedToday: [], lastUsed: '', createdAt: null } as Profile;

describe('FavouriteStar', () => {
  let error: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    useUserStore.setState(initialUserState());
    useFavouritesStore.setState({ favourites: [] });
    localStorage.clear();
    resetAnnouncements();
    fake.mergeProfile.mockReset().mockResolvedValue(undefined);
    fake.failBackend = false;
    error = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(error).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('toggles a visitor’s favourite, saved in this browser', async () => {
    useUserStore.setState({ user: null, loading: false, profile: null });
    render(withToasts(<FavouriteStar tool={coinFlip} />));
    const add = screen.getByRole('button', { name: 'Add Coin Flip to favourites' });
    expect(add.getAttribute('aria-pressed')).toBe('false');
    expect(add.textContent).toBe('☆');
    await userEvent.click(add);
    const remove = await screen.findByRole('button', { name: 'Remove Coin Flip from favourites' });
    expect(remove.getAttribute('aria-pressed')).toBe('true');
    expect(remove.textContent).toBe('★');
    expect(toasts()).toContain('Added Coin Flip to favourites.');
    expect(JSON.parse(localStorage.getItem(FAVOURITES_KEY) ?? '[]')).toEqual(['coin-flip']);
    await userEvent.click(remove);
    await screen.findByRole('button', { name: 'Add Coin Flip to favourites' });
    expect(useFavouritesStore.getState().favourites).toEqual([]);
    await waitFor(() => expect(toasts()).toContain('Removed Coin Flip from favourites.'));
  });

  it('writes a signed-in user’s favourites to the profile', async () => {
    useUserStore.setState({ user: alice, loading: false, profile });
    useFavouritesStore.setState({ favourites: ['roll-a-dice'] });
    render(withToasts(<FavouriteStar tool={coinFlip} />));
    await userEvent.click(screen.getByRole('button', { name: 'Add Coin Flip to favourites' }));
    await waitFor(() => expect(fake.mergeProfile).toHaveBeenCalledWith('alice', { favourites: ['roll-a-dice', 'coin-flip'] }));
    expect(screen.getByRole('button', { name: 'Remove Coin Flip from favourites' })).toBeTruthy();
  });

  it('goes back and says so when saving fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    useUserStore.setState({ user: alice, loading: false, profile });
    useFavouritesStore.setState({ favourites: ['coin-flip', 'memory-game'] });
    fake.mergeProfile.mockRejectedValue(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    render(withToasts(<FavouriteStar tool={coinFlip} />));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Coin Flip from favourites' }));
    await waitFor(() => expect(toasts()).toContain(FAVOURITE_FAILED));
    expect(toasts()).not.toContain('Removed');
    expect(screen.getByRole('button', { name: 'Remove Coin Flip from favourites' }).getAttribute('aria-pressed')).toBe('true');
    expect(useFavouritesStore.getState().favourites.sort()).toEqual(['coin-flip', 'memory-game']);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('says so when accounts are unavailable, changing nothing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fake.failBackend = true;
    render(withToasts(<FavouriteStar tool={coinFlip} />));
    await userEvent.click(screen.getByRole('button', { name: 'Add Coin Flip to favourites' }));
    await waitFor(() => expect(toasts()).toContain(FAVOURITE_FAILED));
    expect(useFavouritesStore.getState().favourites).toEqual([]);
  });
});
