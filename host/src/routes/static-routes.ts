/**
 * The host's own routes, listed once: the router (app/App.tsx), page-view tracking and the links
 * read them from here; tool pages come from the catalogue. The ids are the catalogue's reserved
 * paths (RESERVED_PATHS in @toolhub/shared, which refuses a tool that would shadow one of them):
 * `satisfies` makes a route missing here, or one the catalogue does not reserve, a type error.
 * Pure data, so tracking can read it without pulling any page in.
 */
import type { RESERVED_PATHS } from '@toolhub/shared';

export type StaticRouteId = (typeof RESERVED_PATHS)[number];

export interface StaticRoute {
  /** The address links use. */
  readonly path: string;
  /** Page-view tracking skips it (SPEC section 7: admin, login, signup, dashboard, profile, privacy, terms, api). */
  readonly private: boolean;
  /** A whole section (`/api/x` too), not one page. */
  readonly section?: true;
}

export const STATIC_ROUTES = {
  '': { path: '/', private: false },
  '404': { path: '/404', private: false },
  admin: { path: '/admin', private: true },
  // The account pages are the home page with its modal open.
  login: { path: '/login', private: true },
  signup: { path: '/signup', private: true },
  dashboard: { path: '/dashboard', private: true },
  'profile-settings': { path: '/profile-settings', private: true },
  'privacy-policy': { path: '/privacy-policy', private: true },
  'terms-of-service': { path: '/terms-of-service', private: true },
  // The site's server-side API; in the page it is the 404 page.
  api: { path: '/api', private: true, section: true },
} as const satisfies Record<StaticRouteId, StaticRoute>;

export const STATIC_ROUTE_IDS = Object.keys(STATIC_ROUTES) as StaticRouteId[];

/** The React Router pattern of a route. */
export function routePattern(id: StaticRouteId): string {
  const route: StaticRoute = STATIC_ROUTES[id];
  return route.section ? `${route.path}/*` : route.path;
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    // A malformed escape is not one of our routes' names; compare it as written.
    return text;
  }
}

/**
 * The first segment of a path as the router compares it: case and percent-encoding ignored, so
 * `/ADMIN` and `/%61dmin` are the admin page.
 */
export function siteSection(path: string): string {
  return decoded(path.replace(/^\/+/, '').split('/')[0] ?? '').toLowerCase();
}

const isStaticRouteId = (segment: string): segment is StaticRouteId => Object.hasOwn(STATIC_ROUTES, segment);

/** The host page a location.pathname shows, or null for a tool page or an unknown address. */
export function staticRoute(path: string): StaticRouteId | null {
  const id = siteSection(path);
  if (!isStaticRouteId(id)) return null;
  const rest = path.replace(/^\/+/, '').split('/').slice(1).filter(Boolean);
  return rest.length === 0 || (STATIC_ROUTES[id] as StaticRoute).section ? id : null;
}
