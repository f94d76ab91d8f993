/**
 * The path a page view is counted under. Every address that shows the 404 page counts as `/404`:
 * otherwise anyone requesting random URLs would add a key per URL to the day's `pages` map (and a
 * `visits` document each), until the document outgrew Firestore's 1 MiB limit.
 */
import { findTool, type Catalogue } from '@toolhub/shared';
import { STATIC_ROUTES, staticRoute, type StaticRoute } from '../routes/static-routes';

export function trackedPath(pathname: string, catalogue: Catalogue): string {
  // The router shows the same page with or without a trailing slash.
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname || '/';
  const page = staticRoute(path);
  // A host page counts under its own address; the API section shows the 404 page.
  if (page !== null) return (STATIC_ROUTES[page] as StaticRoute).section ? '/404' : STATIC_ROUTES[page].path;
  const segments = path.split('/');
  if (segments.length === 2 && findTool(catalogue, segments[1] ?? '')) return path;
  return '/404';
}
