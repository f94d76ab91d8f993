// @vitest-environment jsdom
import { StrictMode, type ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser, Backend, Profile } from '../backend/backend';
import { useToolUse } from './useToolUse';
import { initialUserState, useUserStore } from './user-store';

const coinFlip = { name: 'Coin Flip', path: 'coin-flip', icon: '🪙', isAvailable: true };
const alice = { uid: 'alice', email: 'alice@example.com', displayName: 'Alice' } as AuthUser;
const profile = (changes: Partial<Profile> = {}): Profile => ({
  uid: 'alice', email: 'alice@example.com', displayName: 'Alice', xp: 0, streak: 1, toolsUsedToday: [], lastUsed: '', createdAt: null, ...changes,
});

function fakeBackend() {
  const backend = {
    kind: 'local',
    mergeProfile: vi.fn(async () => undefined),
    addActivity: vi.fn(async () => 'id'),
  };
  return { backend, source: () => Promise.resolve(backend as unknown as Backend) };
}

const strict = ({ children }: { children: ReactNode }) => <StrictMode>{children}</StrictMode>;
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe('useToolUse', () => {
  let error: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    useUserStore.setState(initialUserState());
    localStorage.clear();
    error = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(error).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('records XP, streak, and a toolUse activity once when the tool opens', async () => {
    useUserStore.setState({ user: alice, loading: false, profile: profile() });
    const { backend, source } = fakeBackend();
    renderHook(() => useToolUse(coinFlip, source), { wrapper: strict });
    await waitFor(() => expect(backend.addActivity).toHaveBeenCalledTimes(1));
    expect(backend.mergeProfile).toHaveBeenCalledTimes(1);
    expect(backend.mergeProfile).toHaveBeenCalledWith('alice', expect.objectContaining({ xp: 10, streak: 1, toolsUsedToday: ['coin-flip'] }));
    expect(backend.addActivity).toHaveBeenCalledWith('alice', expect.objectContaining({ type: 'toolUse', link: '/coin-flip' }));
  });

  it('does not count the live profile update its own write causes, nor re-renders', async () => {
    useUserStore.setState({ user: alice, loading: false, profile: profile() });
    const { backend, source } = fakeBackend();
    const { rerender } = renderHook(() => useToolUse(coinFlip, source));
    await settle();
    act(() => useUserStore.setState({ profile: profile({ xp: 10, toolsUsedToday: ['coin-flip'] }) }));
    rerender();
    await settle();
    expect(backend.mergeProfile).toHaveBeenCalledTimes(1);
  });

  it('waits for the account to load, then records once', async () => {
    const { backend, source } = fakeBackend();
    renderHook(() => useToolUse(coinFlip, source));
    await settle();
    expect(backend.mergeProfile).not.toHaveBeenCalled();
    act(() => useUserStore.setState({ user: alice, loading: false, profile: undefined }));
    await settle();
    expect(backend.mergeProfile).not.toHaveBeenCalled();
    act(() => useUserStore.setState({ profile: profile() }));
    await waitFor(() => expect(backend.mergeProfile).toHaveBeenCalledTimes(1));
  });

  it('records nothing if the page was left before the account loaded', async () => {
    const { backend, source } = fakeBackend();
    const { unmount } = renderHook(() => useToolUse(coinFlip, source));
    unmount();
    act(() => useUserStore.setState({ user: alice, loading: false, profile: profile() }));
    await settle();
    expect(backend.mergeProfile).not.toHaveBeenCalled();
  });

  it('counts each visit: a new page for the same tool records again', async () => {
    useUserStore.setState({ user: alice, loading: false, profile: profile() });
    const { backend, source } = fakeBackend();
    renderHook(() => useToolUse(coinFlip, source)).unmount();
    renderHook(() => useToolUse({ ...coinFlip, name: 'Roll a Dice', path: 'roll-a-dice' }, source));
    renderHook(() => useToolUse(coinFlip, source));
    await waitFor(() => expect(backend.mergeProfile).toHaveBeenCalledTimes(3));
  });

  it('does nothing for visitors or coming-soon tools', async () => {
    const { backend, source } = fakeBackend();
    useUserStore.setState({ user: null, loading: false, profile: null });
    renderHook(() => useToolUse(coinFlip, source)).unmount();
    useUserStore.setState({ user: alice, loading: false, profile: profile() });
    renderHook(() => useToolUse({ ...coinFlip, isAvailable: false }, source));
    await settle();
    expect(backend.mergeProfile).not.toHaveBeenCalled();
  });

  it('records for someone who signs in while the tool is open', async () => {
    useUserStore.setState({ user: null, loading: false, profile: null });
    const { backend, source } = fakeBackend();
    renderHook(() => useToolUse(coinFlip, source));
    act(() => useUserStore.setState({ user: alice, profile: undefined }));
    act(() => useUserStore.setState({ profile: profile() }));
    await waitFor(() => expect(backend.mergeProfile).toHaveBeenCalledTimes(1));
  });

  it('with a missing profile, writes no XP', async () => {
    useUserStore.setState({ user: alice, loading: false, profile: null });
    const { backend, source } = fakeBackend();
    renderHook(() => useToolUse(coinFlip, source));
    await settle();
    expect(backend.mergeProfile).not.toHaveBeenCalled();
  });

  it('only warns when the writes or the backend fail', async () => {
    useUserStore.setState({ user: alice, loading: false, profile: profile() });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { backend, source } = fakeBackend();
    backend.mergeProfile.mockRejectedValue(new Error('offline'));
    backend.addActivity.mockRejectedValue(new Error('offline'));
    renderHook(() => useToolUse(coinFlip, source)).unmount();
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    renderHook(() => useToolUse(coinFlip, () => Promise.reject(new Error('adapter chunk failed'))));
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(3));
  });
});
