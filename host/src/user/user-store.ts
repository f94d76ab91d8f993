/**
 * The shared user state of SPEC section 3: `user`, `loading` (true until the first auth state)
 * and `profile` (undefined until first resolved; null when signed out, missing or failed).
 */
import { create } from 'zustand';
import type { AuthUser, Backend, Profile, Unsubscribe } from '../backend/backend';

export interface UserState {
  user: AuthUser | null;
  loading: boolean;
  profile: Profile | null | undefined;
}

export const initialUserState = (): UserState => ({ user: null, loading: true, profile: undefined });

export const useUserStore = create<UserState>()(initialUserState);

/**
 * Follows the backend's auth state into the store, with a live users/{uid} subscription for
 * whoever is signed in; it ends when the user changes. Returns a stop function.
 */
export function startUserState(backend: Backend): Unsubscribe {
  let uid: string | null | undefined;
  let stopProfile: Unsubscribe | null = null;

  const stopAuth = backend.onAuthStateChanged((user) => {
    const nextUid = user?.uid ?? null;
    if (nextUid === uid) {
      // Same account (a token refresh, a display name): keep the profile and its subscription.
      useUserStore.setState({ user, loading: false });
      return;
    }
    uid = nextUid;
    stopProfile?.();
    stopProfile = null;
    if (!user) {
      useUserStore.setState({ user: null, loading: false, profile: null });
      return;
    }
    useUserStore.setState({ user, loading: false, profile: undefined });
    let active = true;
    const stop = backend.subscribeProfile(
      user.uid,
      (profile) => {
        if (!active) return;
        if (!profile) console.info(`No profile found for user ${user.uid}`);
        useUserStore.setState({ profile });
      },
      (error) => {
        if (!active) return;
        console.error('Profile subscription failed', error);
        useUserStore.setState({ profile: null });
      },
    );
    // A late snapshot from an ended subscription must not overwrite the next user's profile.
    stopProfile = () => {
      active = false;
      stop();
    };
  });

  return () => {
    stopAuth();
    stopProfile?.();
    stopProfile = null;
  };
}
