/**
 * Which routes page-view tracking skips (SPEC section 7): admin, login, signup, dashboard, profile,
 * privacy, terms and api. A path is excluded when its FIRST SEGMENT is one of those names or the
 * longer route names the site uses for them (profile-settings, privacy-policy, terms-of-service):
 * `/api`, `/api/` and `/api/x` are excluded, while `/administrator-tool` or `/terms-generator` are
 * other pages (a tool may well be called that) and are tracked. Matching ignores case and
 * percent-encoding, as React Router's does, so `/ADMIN` or `/%61dmin` (which open the admin page)
 * are excluded too. The login and signup pages are the home page with `?modal=login|signup`
 * (App.tsx redirects there). The private routes are those marked so in routes/static-routes.ts., so that address counts as the login or signup page.
 */
import { STATIC_ROUTE_IDS, STATIC_ROUTES, siteSection } from '../routes/static-routes';

/** SPEC's names for private pages the site serves under longer routes (profile-settings, ...). */
const SPEC_ALIASES = ['profile', 'privacy', 'terms'];

const EXCLUDED_SECTIONS: readonly string[] = [...STATIC_ROUTE_IDS.filter((id) => STATIC_ROUTES[id].private), ...SPEC_ALIASES];

const ACCOUNT_MODALS = new Set(['login', 'signup']);

/** Whether a route path (location.pathname) is one tracking must skip. */
export function isExcludedPath(path: string): boolean {
  return EXCLUDED_SECTIONS.includes(siteSection(path));
}

/** The path and, for the login and signup modals on the home page, the query string. */
export function isExcludedLocation(path: string, search = ''): boolean {
  if (isExcludedPath(path)) return true;
  if (siteSection(path) !== '') return false;
  const modal = new URLSearchParams(search).get('modal');
  return modal !== null && ACCOUNT_MODALS.has(modal.toLowerCase());
}
