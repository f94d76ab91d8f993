/**
 * The path a page view is counted under. Every address that shows the 404 page counts as `/404`:
 * otherwise anyone requesting random URLs would add a key per URL to the day's `pages` map (and a
 * `visits` document each), until the document outgrew Firestore's 1 MiB limit.
 */
import { findTool, type Catalogue } from '@toolhub/shared';

/** The host's own pages (host/src/app/App.tsx); tool pages come from the catalogue. */
const SITE_PAGES = new Set(['/', '/404', '/admin', '/login', '/signup', '/dashboard', '/profile-settings', '/privacy-policy', '/terms-of-service']);

export function trackedPath(pathname: string, catalogue: Catalogue): string {
  // The router shows the same page with or without a trailing slash.
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname || '/';
  if (SITE_PAGES.has(path)) return path;
  const segments = path.split('/');
  if (segments.length === 2 && findTool(catalogue, segments[1] ?? '')) return path;
  return '/404';
}
