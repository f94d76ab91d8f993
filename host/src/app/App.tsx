import type { ReactElement } from 'react';
import { Announcer } from '@toolhub/shared';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Header } from '../shell/Header';
import { Footer } from '../shell/Footer';
import { BottomBar } from '../shell/BottomBar';
import { SideMenu } from '../shell/SideMenu';
import { useThemeSync } from '../shell/useThemeSync';
import { useSearchShortcuts } from '../shell/search/useSearchShortcuts';
import { usePageViewTracking } from '../tracking/usePageViewTracking';
import { ModalHost } from '../modals/ModalHost';
import { OverrideNotices } from '../federation/OverrideNotices';
import { CatalogueNotice } from '../catalogue/CatalogueNotice';
import { NotFoundPage } from '../pages/NotFoundPage';
import { lazyPage } from './lazy-page';
import { ToolSlot } from './ToolSlot';
import { HomeSlot } from './HomeSlot';
// The pre-rendered tool pages use the tool heading's layout before the tool page's code arrives.
import '../pages/tool-heading.css';
import { STATIC_ROUTE_IDS, routePattern, type StaticRouteId } from '../routes/static-routes';

// Each its own chunk, fetched on first visit: the home page's first load pays for none of them
// (nor for Chart.js behind /admin).
const AdminPage = lazyPage('Admin', () => import('../pages/admin/AdminPage').then((page) => page.default));
const DashboardPage = lazyPage('Dashboard', () => import('../pages/dashboard/DashboardPage').then((page) => page.DashboardPage));
const ProfileSettingsPage = lazyPage('Profile settings', () =>
  import('../pages/profile-settings/ProfileSettingsPage').then((page) => page.ProfileSettingsPage),
);
const PrivacyPolicyPage = lazyPage('Privacy Policy', () => import('../pages/PrivacyPolicyPage').then((page) => page.PrivacyPolicyPage));
const TermsOfServicePage = lazyPage('Terms of Service', () => import('../pages/TermsOfServicePage').then((page) => page.TermsOfServicePage));

/** What each of the host's routes (routes/static-routes.ts) shows. */
const PAGES: Record<StaticRouteId, ReactElement | null> = {
  // Rendered by HomeSlot, which keeps it a moment after the visitor leaves it.
  '': null,
  '404': <NotFoundPage />,
  admin: <AdminPage />,
  // The account pages are the home page with its modal open.
  login: <Navigate to="/?modal=login" replace />,
  signup: <Navigate to="/?modal=signup" replace />,
  dashboard: <DashboardPage />,
  'profile-settings': <ProfileSettingsPage />,
  'privacy-policy': <PrivacyPolicyPage />,
  'terms-of-service': <TermsOfServicePage />,
  api: <NotFoundPage />,
};

/** Page views follow the address: a part of its own, so a navigation does not render the shell again. */
function PageViewTracking() {
  usePageViewTracking();
  return null;
}

export function App() {
  useThemeSync();
  useSearchShortcuts();
  return (
    <div className="app">
      <PageViewTracking />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <OverrideNotices />
      <CatalogueNotice />
      <main id="main" className="main" tabIndex={-1}>
        <HomeSlot />
        <ToolSlot />
        <Routes>
          {STATIC_ROUTE_IDS.map((id) => (
            <Route key={id} path={routePattern(id)} element={PAGES[id]} />
          ))}
          {/* A tool's page: rendered by ToolSlot, which can render it ahead of the click. */}
          <Route path="/:toolPath" element={null} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </main>
      <Footer />
      <BottomBar />
      <SideMenu />
      <ModalHost />
      <Announcer />
    </div>
  );
}
