import { Link } from 'react-router-dom';
import { useDocumentMeta } from '../app/useDocumentMeta';

type PageId = 'admin' | 'login' | 'signup' | 'dashboard' | 'profile-settings' | 'privacy-policy' | 'terms-of-service';

const PAGES: Record<PageId, { title: string; description: string; body: string }> = {
  admin: { title: 'Admin', description: 'ToolHub administration.', body: 'You are not authorised to view this page.' },
  login: { title: 'Log In', description: 'Log in to ToolHub.', body: 'Accounts are arriving soon: every tool already works without one.' },
  signup: { title: 'Sign Up', description: 'Create your ToolHub account.', body: 'Accounts are arriving soon: every tool already works without one.' },
  dashboard: { title: 'Dashboard', description: 'Your XP, streak and favourite tools.', body: 'Log in to see your XP, streak, favourites and recent tools.' },
  'profile-settings': { title: 'Profile settings', description: 'Your ToolHub profile.', body: 'Log in to change your display name and preferences.' },
  'privacy-policy': {
    title: 'Privacy Policy',
    description: 'What ToolHub stores and why.',
    body: 'Tools run in your browser and your files are never uploaded. ToolHub stores your account, profile and activity only if you sign up, feedback you send, and anonymous page-view counts kept for 90 days.',
  },
  'terms-of-service': {
    title: 'Terms of Service',
    description: 'The terms for using ToolHub.',
    body: 'ToolHub is a free BETA service provided as is. Use the tools lawfully and at your own risk; results are not professional advice.',
  },
};

/** Routes whose full content arrives with the shell and accounts work; each says plainly what it is. */
export function SimplePage({ page }: { page: PageId }) {
  const { title, description, body } = PAGES[page];
  useDocumentMeta(title, description);
  return (
    <div className="page simple-page">
      <h1>{title}</h1>
      <p>{body}</p>
      <p>
        <Link to="/">Back to all tools</Link>
      </p>
    </div>
  );
}
