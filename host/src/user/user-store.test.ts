import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser, Backend, Profile } from '../backend/backend';
import { BackendError } from '../backend/errors';
import { initialUserState, startUserState, useUserStore } from './user-store';

/** Just enough backend to drive the store: auth and profile events by hand. */
function fakeBackend() {
  let authListener: ((user: AuthUser | null) => void) | null = null;
  const subscriptions: { uid: string; next: (p: Profile | null) => void; error: (e: BackendError) => void; stopped: boolean }[] = [];
  const backend = {
    onAuthStateChanged(listener: (user: AuthUser | null) => void) {
      authListener = listener;
      return () => (authListener = null);
    },
    subscribeProfile(uid: string, next: (p: Profile | null) => void, error: (e: BackendError) => void) {
      const subscription = { uid, next, error, stopped: false };
      subscriptions.push(subscription);
      return () => (subscription.stopped = true);
    },
  } as unknown as Backend;
  return { backend, subscriptions, emitAuth: (user: AuthUser | null) => authListener?.(user) };
}

const user = (uid: string) => ({ uid, email: `${uid}@example.com`, displayName: uid }) as AuthUser;
const profile = (uid: string) => ({ uid, email: `${uid}@example.com`, displayName: uid, xp: 0, streak: 1, toolsUsedToday: [], lastUsed: '', createdAt: null });

describe('user state (SPEC section 3)', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => useUserStore.setState(initialUserState()));
  afterEach(() => {
    stop();
    vi.restoreAllMocks();
  });

  it('starts loading with the profile unresolved', () => {
    expect(useUserStore.getState()).toEqual({ user: null, loading: true, profile: undefined });
  });

  it('signed out: user null, loading false, profile null', () => {
    const fake = fakeBackend();
    stop = startUserState(fake.backend);
    fake.emitAuth(null);
    expect(useUserStore.getState()).toEqual({ user: null, loading: false, profile: null });
  });

  it('signed in: live-subscribes to users/{uid}, undefined until the first snapshot', () => {
    const fake = fakeBackend();
    stop = startUserState(fake.backend);
    fake.emitAuth(user('alice'));
    expect(useUserStore.getState()).toMatchObject({ user: { uid: 'alice' }, loading: false, profile: undefined });
    expect(fake.subscriptions.map((s) => s.uid)).toEqual(['alice']);
    fake.subscriptions[0]?.next(profile('alice'));
    expect(useUserStore.getState().profile).toMatchObject({ uid: 'alice' });
    fake.subscriptions[0]?.next({ ...profile('alice'), xp: 10 });
    expect(useUserStore.getState().profile?.xp).toBe(10);
  });

  it('a missing profile is null, with a log entry naming the uid', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const fake = fakeBackend();
    stop = startUserState(fake.backend);
    fake.emitAuth(user('alice'));
    fake.subscriptions[0]?.next(null);
    expect(useUserStore.getState().profile).toBeNull();
    expect(info).toHaveBeenCalledWith(expect.stringContaining('No profile found for user alice'));
  });

  it('a failing subscription is logged and leaves the profile null', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fake = fakeBackend();
    stop = startUserState(fake.backend);
    fake.emitAuth(user('alice'));
    fake.subscriptions[0]?.error(new BackendError('permission-denied'));
    expect(useUserStore.getState().profile).toBeNull();
    expect(error).toHaveBeenCalled();
  });

  it('ends the subscription when the user changes, ignoring its late snapshots', () => {
    const fake = fakeBackend();
    stop = startUserState(fake.backend);
    fake.emitAuth(user('alice'));
    const alice = fake.subscriptions[0];
    fake.emitAuth(user('bob'));
    expect(alice?.stopped).toBe(true);
    alice?.next(profile('alice'));
    expect(useUserStore.getState().profile).toBeUndefined();
    fake.subscriptions[1]?.next(profile('bob'));
    expect(useUserStore.getState().profile).toMatchObject({ uid: 'bob' });
    fake.emitAuth(null);
    expect(fake.subscriptions[1]?.stopped).toBe(true);
    expect(useUserStore.getState()).toEqual({ user: null, loading: false, profile: null });
  });

  it('keeps the subscription when the same user is reported again', () => {
    const fake = fakeBackend();
    stop = startUserState(fake.backend);
    fake.emitAuth(user('alice'));
    fake.subscriptions[0]?.next(profile('alice'));
    fake.emitAuth({ ...user('alice'), displayName: 'Alice' });
    expect(fake.subscriptions).toHaveLength(1);
    expect(useUserStore.getState()).toMatchObject({ user: { displayName: 'Alice' }, profile: { uid: 'alice' } });
  });

  it('stops everything when stopped', () => {
    const fake = fakeBackend();
    startUserState(fake.backend)();
    fake.emitAuth(user('alice'));
    expect(fake.subscriptions).toHaveLength(0);
  });
});
