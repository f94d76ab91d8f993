import { deferred } from '../app/deferred';
import { useShellStore } from './shell-store';

// Fetched once the page has painted, so the first load carries none of the panel.
const SideMenuPanel = deferred('side menu', () => import('./SideMenuPanel').then((panel) => panel.SideMenuPanel));

/** The slide-in menu: account, theme, support, connect and legal (SideMenuPanel.tsx). */
export function SideMenu() {
  const open = useShellStore((state) => state.menuOpen);
  return open ? <SideMenuPanel /> : null;
}
