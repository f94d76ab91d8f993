import { LoadingState } from '../LoadingState';
import { AdminView } from './AdminView';
import { NotAuthorised } from './NotAuthorised';
import { useAdminAccess } from './useAdminAccess';
import { useDocumentMeta } from '../../app/useDocumentMeta';

function Checking() {
  useDocumentMeta('Admin');
  return <LoadingState label="Checking access…" />;
}

/**
 * /admin: the dashboard for admins (a custom claim with Firebase, ADMIN_EMAILS locally), a
 * "Not authorised" page for everyone else. Loaded lazily, with Chart.js behind it, so none of
 * this reaches other pages' bundles.
 */
export default function AdminPage() {
  const access = useAdminAccess();
  if (access.state === 'checking') return <Checking />;
  if (access.state === 'admin') return <AdminView />;
  return <NotAuthorised access={access} />;
}
