import { useEffect, useState } from 'react';
import { getBackend } from '../../backend/select';
import { useUserStore } from '../../user/user-store';
import { describeError } from '../../errors/describe-error';

export type AdminAccess =
  | { state: 'checking' }
  | { state: 'signed-out' }
  | { state: 'not-admin'; email: string | null; reason?: string }
  | { state: 'admin' };

/**
 * Who may see /admin: settled only once the auth state is known and the backend has answered
 * `isAdmin` for this very user, so nothing of the dashboard flashes for anyone else. A failed
 * check denies access and says why.
 */
export function useAdminAccess(): AdminAccess {
  const user = useUserStore((state) => state.user);
  const loading = useUserStore((state) => state.loading);
  const [answer, setAnswer] = useState<{ uid: string; access: AdminAccess } | null>(null);

  useEffect(() => {
    if (!user) return;
    let current = true;
    const settle = (access: AdminAccess) => {
      if (current) setAnswer({ uid: user.uid, access });
    };
    getBackend()
      .then((backend) => backend.isAdmin(user))
      .then(
        (isAdmin) => settle(isAdmin ? { state: 'admin' } : { state: 'not-admin', email: user.email }),
        (error: unknown) => settle({ state: 'not-admin', email: user.email, reason: describeError(error) }),
      );
    return () => {
      current = false;
    };
  }, [user]);

  if (loading) return { state: 'checking' };
  if (!user) return { state: 'signed-out' };
  return answer && answer.uid === user.uid ? answer.access : { state: 'checking' };
}
