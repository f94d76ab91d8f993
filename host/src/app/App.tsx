import { Navigate, Route, Routes } from 'react-router-dom';
import { Header } from '../shell/Header';
import { Footer } from '../shell/Footer';
import { BottomBar } from '../shell/BottomBar';
import { SideMenu } from '../shell/SideMenu';
import { useThemeSync } from '../shell/useThemeSync';
import { useSearchShortcuts } from '../shell/search/useSearchShortcuts';
import { ModalHost } from '../modals/ModalHost';
import { OverrideBanner } from '../federation/OverrideBanner';
import { CatalogueNotice } from '../catalogue/CatalogueNotice';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ToolRoute } from '../pages/ToolRoute';
import { SimplePage } from '../pages/SimplePage';
import { PrivacyPolicyPage } from '../pages/PrivacyPolicyPage';
import { TermsOfServicePage } from '../pages/TermsOfServicePage';

export function App() {
  useThemeSync();
  useSearchShortcuts();
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <OverrideBanner />
      <CatalogueNotice />
      <main id="main" className="main" tabIndex={-1}>
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path="/404" element={<NotFoundPage />} />
          <Route path="/admin" element={<SimplePage page="admin" />} />
          {/* The account pages are the home page with its modal open. */}
          <Route path="/login" element={<Navigate to="/?modal=login" replace />} />
          <Route path="/signup" element={<Navigate to="/?modal=signup" replace />} />
          <Route path="/dashboard" element={<SimplePage page="dashboard" />} />
          <Route path="/profile-settings" element={<SimplePage page="profile-settings" />} />
          <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
          <Route path="/terms-of-service" element={<TermsOfServicePage />} />
          <Route path="/api/*" element={<NotFoundPage />} />
          <Route path="/:toolPath" element={<ToolRoute />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </main>
      <Footer />
      <BottomBar />
      <SideMenu />
      <ModalHost />
    </div>
  );
}
