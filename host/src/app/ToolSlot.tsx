import { Activity, useContext, useEffect, useMemo } from 'react';
import { matchPath, NavigationType, UNSAFE_LocationContext as LocationContext, useLocation } from 'react-router-dom';
import { afterNextPaint } from '@toolhub/shared';
import { ToolRoute } from '../pages/ToolRoute';
import { dropPreparedToolPage, usePreparedToolPage } from '../pages/prepared-tool-page';
import { STATIC_ROUTE_IDS } from '../routes/static-routes';

/** A path segment decoded as the router decodes it before matching (left as it is when malformed). */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The tool a path names (`/<toolPath>`), or null for the home page, the host's own routes and
 * deeper paths: the router's own ranking, where a static route beats `/:toolPath` (any case).
 */
export function toolPathOf(pathname: string): string | null {
  const segment = matchPath('/:toolPath', pathname)?.params.toolPath;
  if (!segment) return null;
  const toolPath = decodeSegment(segment);
  const lower = toolPath.toLowerCase();
  return STATIC_ROUTE_IDS.some((id) => id === lower) ? null : toolPath;
}

type LocationValue = React.ContextType<typeof LocationContext>;

/** Both name the same address, the same way: only their keys may differ. */
function sameAddress(a: LocationValue, b: LocationValue): boolean {
  const [x, y] = [a.location, b.location];
  return x.pathname === y.pathname && x.search === y.search && x.hash === y.hash && x.state === y.state && a.navigationType === b.navigationType;
}

/**
 * The page of the tool the address names, and, elsewhere, the page of the tool the visitor is
 * about to open (a card's intent, pages/prepared-tool-page.ts), rendered ahead while hidden:
 * React renders it when the page is idle and runs none of its effects, and it sees the address
 * the card links to, not the page it is prepared on. The click then only reveals it (its effects
 * start then: it is mounted once, on the click) instead of building the whole page in the
 * click's task.
 */
export function ToolSlot() {
  const routed = useContext(LocationContext);
  const { pathname, key } = useLocation();
  const current = toolPathOf(pathname);
  const prepared = usePreparedToolPage((state) => state.prepared);
  const path = current ?? (prepared?.at === key ? prepared.path : null);
  const ahead = useMemo(
    () => ({
      location: { pathname: `/${path ?? ''}`, search: '', hash: '', state: null, key: 'prepared' },
      navigationType: NavigationType.Push,
    }),
    [path],
  );
  // The same element each render: revealing the page rendered ahead re-renders none of it.
  const page = useMemo(() => (path === null ? null : <ToolRoute toolPath={path} />), [path]);
  // Shown: going back to the address it was prepared on does not prepare it again.
  useEffect(() => (current === null ? undefined : afterNextPaint(dropPreparedToolPage)), [current]);
  if (path === null) return null;
  return (
    <Activity mode={current === null ? 'hidden' : 'visible'}>
      {/* The address it was rendered ahead for, kept while the router's is the same one (only its
          key differs), so the click's render does not render the whole tool again. */}
      <LocationContext.Provider value={current === null || sameAddress(ahead, routed) ? ahead : routed}>{page}</LocationContext.Provider>
    </Activity>
  );
}
