import { Link } from 'react-router-dom';
import { useDocumentMeta } from '../app/useDocumentMeta';

type PageId = 'admin' | 'dashboard' | 'profile-settings';

const PAGES: Record<PageId, { title: string; description: string; body: string }> = {
  admin: { title: 'Admin', description: 'ToolHub administration.', body: 'You are not authorised to view this page.' },
  dashboard: { title: 'Dashboard', description: 'Your XP, streak and favourite tools.', body: 'Log in to see your XP, streak, favourites and recent tools.' },
  'profile-settings': { title: 'Profile settings', description: 'Your ToolHub profile.', body: 'Log in to change your display name and preferences.' },
};

/** Routes whose full content arrives with the accounts work; each says plainly what it is. */
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
