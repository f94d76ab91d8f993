/**
 * Activity logging (users/{uid}/activities). Skipped with no user, and on localhost when the
 * Firebase backend is in use (SPEC section 7: development must not pollute real users' history).
 * Failures are logged only: an activity is never worth an error in front of the user.
 */
import { type ActivityType, type ActivityWrite, type AuthUser, type Backend, serverTime } from '../backend/backend';
import { STATIC_ROUTES } from '../routes/static-routes';
import { isLoopbackHost } from '../config/loopback-host';

const currentHostname = (): string => (typeof location === 'undefined' ? '' : location.hostname);

export function shouldLogActivity(backend: Pick<Backend, 'kind'>, user: AuthUser | null, hostname: string = currentHostname()): user is AuthUser {
  if (!user) return false;
  return !(backend.kind === 'firebase' && isLoopbackHost(hostname));
}

export function activityFor(type: ActivityType, tool?: { name: string; path: string; icon: string }): ActivityWrite {
  const base = { relatedData: { toolPath: tool?.path ?? null }, timestamp: serverTime() };
  switch (type) {
    case 'signup':
      return { type, description: 'Created an account', icon: '🎉', link: STATIC_ROUTES.dashboard.path, ...base };
    case 'login':
      return { type, description: 'Logged in', icon: '🔑', link: STATIC_ROUTES.dashboard.path, ...base };
    case 'logout':
      return { type, description: 'Logged out', icon: '👋', link: '/', ...base };
    case 'toolUse':
      return { type, description: `Used ${tool?.name ?? 'a tool'}`, icon: tool?.icon ?? '🧰', link: tool ? `/${tool.path}` : '/', ...base };
  }
}

export async function logActivity(backend: Backend, user: AuthUser | null, activity: ActivityWrite, hostname?: string): Promise<void> {
  if (!shouldLogActivity(backend, user, hostname)) return;
  try {
    await backend.addActivity(user.uid, activity);
  } catch (error) {
    console.warn('Could not log activity', activity.type, error);
  }
}
