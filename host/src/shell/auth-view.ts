import { announce } from '@toolhub/shared';
import { getBackend } from '../backend/select';
import { logOut } from '../user/account-actions';
import { useUserStore } from '../user/user-store';
import { useModalStore } from '../modals/modal-store';

/** What the shell needs to know about the signed-in user, from the user store. */
export interface AuthView {
  user: { email: string | null; displayName: string | null } | null;
  /** True until the first auth state arrives. */
  loading: boolean;
  logout(): Promise<void>;
}

export const LOGGED_OUT = 'You’re logged out.';

/** Logs the logout activity, then signs out (SPEC: logout); a feedback draft (and its email) goes too. */
async function logout(): Promise<void> {
  await logOut(await getBackend());
  useModalStore.getState().clearFeedbackDraft();
  announce(LOGGED_OUT, 'success');
}

export function useAuthView(): AuthView {
  const user = useUserStore((state) => state.user);
  const loading = useUserStore((state) => state.loading);
  return { user, loading, logout };
}

/** The letter on the menu button: the display name's, else the email's. */
export function userInitial(user: AuthView['user']): string {
  const source = user?.displayName?.trim() || user?.email?.trim() || '';
  const first = Array.from(source)[0];
  return first ? first.toLocaleUpperCase() : '';
}

/** 'Logged in as' names the email, else the display name, else 'User'. */
export function accountLabel(user: NonNullable<AuthView['user']>): string {
  return user.email?.trim() || user.displayName?.trim() || 'User';
}
