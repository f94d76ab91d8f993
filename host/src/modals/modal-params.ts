/** The account modals the `modal` query parameter can open. */
export type AccountModal = 'login' | 'signup';

export const MODAL_PARAM = 'modal';

export interface ModalDecision {
  /** The modal to show now, if any. */
  show: AccountModal | null;
  /** A query string (without '?') to replace the current one with, when the parameter must go. */
  replaceSearch: string | null;
}

/** The query string with the modal parameter set to `modal`, or removed for null. */
export function withModalParam(search: string, modal: AccountModal | null): string {
  const params = new URLSearchParams(search);
  if (modal) params.set(MODAL_PARAM, modal);
  else params.delete(MODAL_PARAM);
  return params.toString();
}

/**
 * What `?modal=` means for this visitor. Login and signup open only for someone not signed in;
 * for a signed-in user, or a value we do not know, the parameter is removed at once. While the
 * first auth state is still arriving nothing is decided, so a signed-in user never sees a flash
 * of the login form.
 */
export function decideModal(search: string, auth: { signedIn: boolean; loading: boolean }): ModalDecision {
  const params = new URLSearchParams(search);
  if (!params.has(MODAL_PARAM)) return { show: null, replaceSearch: null };
  if (auth.loading) return { show: null, replaceSearch: null };
  const value = params.get(MODAL_PARAM);
  if ((value === 'login' || value === 'signup') && !auth.signedIn) return { show: value, replaceSearch: null };
  return { show: null, replaceSearch: withModalParam(search, null) };
}
