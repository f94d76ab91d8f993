import { Route, Routes } from 'react-router-dom';
import { Header } from '../shell/Header';
import { Footer } from '../shell/Footer';
import { OverrideBanner } from '../federation/OverrideBanner';
import { CatalogueNotice } from '../catalogue/CatalogueNotice';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ToolRoute } from '../pages/ToolRoute';
import { SimplePage } from '../pages/SimplePage';

export function App() {
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
          <Route path="/login" element={<SimplePage page="login" />} />
          <Route path="/signup" element={<SimplePage page="signup" />} />
          <Route path="/dashboard" element={<SimplePage page="dashboard" />} />
          <Route path="/profile-settings" element={<SimplePage page="profile-settings" />} />
          <Route path="/privacy-policy" element={<SimplePage page="privacy-policy" />} />
          <Route path="/terms-of-service" element={<SimplePage page="terms-of-service" />} />
          <Route path="/api/*" element={<NotFoundPage />} />
          <Route path="/:toolPath" element={<ToolRoute />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </main>
      <Footer />
    </div>
  );
}
