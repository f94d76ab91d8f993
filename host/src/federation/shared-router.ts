/**
 * The react-router(-dom) the host hands to remotes: exactly ROUTER_EXPORTS
 * (scripts/lib/router-exports.mjs), so the first load keeps only what ToolHub uses while host and
 * remotes still share one router. tests/unit/router-exports.test.ts keeps the two lists equal.
 */
export {
  Router,
  UNSAFE_createBrowserHistory,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  NavigationType,
  matchPath,
  MemoryRouter,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  useHref,
  useInRouterContext,
  createSearchParams,
} from 'react-router-dom';
