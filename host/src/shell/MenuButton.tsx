import { useAuthView, userInitial } from './auth-view';
import { useShellStore } from './shell-store';
import { UserIcon } from './icons';

/** Opens the side menu; shows the user's initial, a spinner while auth loads, or a generic icon. */
export function MenuButton({ className, showLabel = false }: { className?: string; showLabel?: boolean }) {
  const { user, loading } = useAuthView();
  const menuOpen = useShellStore((state) => state.menuOpen);
  const openMenu = useShellStore((state) => state.openMenu);
  const initial = userInitial(user);
  return (
    <button
      type="button"
      className={className}
      aria-label={loading ? 'Menu, loading your account' : user ? 'Menu, signed in' : 'Menu'}
      aria-haspopup="dialog"
      aria-expanded={menuOpen}
      data-menu-button=""
      onClick={openMenu}
    >
      <span className="menu-avatar" data-state={loading ? 'loading' : user ? 'user' : 'visitor'}>
        {loading ? <span className="spinner spinner-sm" aria-hidden="true" /> : user && initial ? <span aria-hidden="true">{initial}</span> : <UserIcon />}
      </span>
      {showLabel && <span className="bar-label" aria-hidden="true">Menu</span>}
    </button>
  );
}
