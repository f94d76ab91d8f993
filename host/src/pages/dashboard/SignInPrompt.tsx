import type { ReactNode } from 'react';
import { Button } from '@toolhub/shared';
import { useAccountModal } from '../../modals/useAccountModal';
import './dashboard.css';

/** What a page offers with an account, and the two ways in (the Log In and Create Your Account modals). */
export function SignInPrompt({ children }: { children: ReactNode }) {
  const account = useAccountModal();
  return (
    <div className="th-card account-prompt">
      {children}
      <div className="th-row">
        <Button onClick={() => account.open('login')}>Log In</Button>
        <Button variant="primary" onClick={() => account.open('signup')}>
          Create Your Account
        </Button>
      </div>
    </div>
  );
}
