import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { withModalParam, type AccountModal } from './modal-params';

const asSearch = (query: string) => (query ? `?${query}` : '');

/**
 * Opens, switches and closes the login and signup modals through `?modal=`. Opening adds a
 * history entry (Back closes it); switching and closing replace the current one.
 */
export function useAccountModal() {
  const location = useLocation();
  const navigate = useNavigate();
  const go = useCallback(
    (modal: AccountModal | null, replace: boolean) =>
      navigate({ pathname: location.pathname, search: asSearch(withModalParam(location.search, modal)), hash: location.hash }, { replace }),
    [location.pathname, location.search, location.hash, navigate],
  );
  return {
    open: useCallback((modal: AccountModal) => go(modal, false), [go]),
    switchTo: useCallback((modal: AccountModal) => go(modal, true), [go]),
    close: useCallback(() => go(null, true), [go]),
  };
}
