import { Link } from 'react-router-dom';
import { Button, Message } from '@toolhub/shared';
import { useAccountModal } from '../../modals/useAccountModal';
import { useDocumentMeta } from '../../app/useDocumentMeta';
import type { AdminAccess } from './useAdminAccess';

export function NotAuthorised({ access }: { access: Extract<AdminAccess, { state: 'signed-out' | 'not-admin' }> }) {
  const modal = useAccountModal();
  useDocumentMeta('Not authorised', 'This page is for ToolHub administrators.');
  return (
    <div className="page admin-denied">
      <h1>Not authorised</h1>
      {access.state === 'signed-out' ? (
        <>
          <p>This page is for ToolHub administrators. Log in with an administrator account to see it.</p>
          <p>
            <Button variant="primary" onClick={() => modal.open('login')}>
              Log In
            </Button>
          </p>
        </>
      ) : (
        <>
          <p>
            {access.email ? `You are logged in as ${access.email}, ` : 'You are logged in with an account '}
            which is not an administrator account. This page is only for ToolHub administrators.
          </p>
          {access.reason && <Message tone="warning">We could not check your access: {access.reason}</Message>}
        </>
      )}
      <p>
        <Link to="/">Back to all tools</Link>
      </p>
    </div>
  );
}
