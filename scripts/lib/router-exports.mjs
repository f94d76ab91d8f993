// @ts-check
/**
 * The react-router(-dom) exports the host provides to every remote. The router is a shared
 * singleton; declaring what is used lets the build tree-shake it (60 KB → 14 KB gzip in the
 * first load) while host and remotes still share one instance. A remote that needs another
 * export adds it here: tests/unit/router-exports.test.ts fails until it does.
 */
export const ROUTER_EXPORTS = [
  // The host's own router (host/src/app/AppRouter.tsx): BrowserRouter's parts.
  'Router',
  'UNSAFE_createBrowserHistory',
  // The tool and home page slots (host/src/app/ToolSlot.tsx, HomeSlot.tsx): a page kept at an
  // address of its own, and the router's own matching.
  'UNSAFE_LocationContext',
  // Navigating and reading the current entry without following the address (host/src/app/router-navigator.ts).
  'UNSAFE_NavigationContext',
  'NavigationType',
  'matchPath',
  'MemoryRouter',
  'Routes',
  'Route',
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'useLocation',
  'useNavigate',
  'useParams',
  'useSearchParams',
  'useHref',
  'useInRouterContext',
  'createSearchParams',
];
