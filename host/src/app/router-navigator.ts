import { useContext } from 'react';
import { UNSAFE_NavigationContext as NavigationContext } from 'react-router-dom';
import type { Navigator } from 'react-router-dom';

/**
 * The router's history, for code that navigates or reads the current entry without following
 * the address: unlike useNavigate and useLocation, it does not render a component again on
 * every navigation. React runs every reader of the router's location again when the address
 * changes, even below a provider that keeps an older one (HomeSlot), so a grid of cards that
 * read it ran all its cards and links on each click.
 */
export function useRouterNavigator(): Navigator {
  return useContext(NavigationContext).navigator;
}

/**
 * The key of the history entry shown now. The browser and memory histories the routers make
 * expose their current location, which react-router's Navigator type leaves out.
 */
export function currentLocationKey(navigator: Navigator): string {
  return (navigator as Navigator & { location?: { key?: string } }).location?.key ?? 'default';
}
