/**
 * What opening a tool does for a signed-in user: XP and streak on the profile, and a toolUse
 * activity. Failures are logged only (SPEC section 8: tracking never bothers the user).
 */
import type { AuthUser, Backend, Profile } from '../backend/backend';
import { activityFor, logActivity } from './activity';
import { afterToolUse } from './progress';

export async function recordToolUse(
  backend: Backend,
  user: AuthUser | null,
  profile: Profile | null | undefined,
  tool: { name: string; path: string; icon: string },
  now: Date = new Date(),
  hostname?: string,
): Promise<void> {
  if (!user || !profile) return;
  const { xpGained: _xpGained, ...progress } = afterToolUse(profile, tool.path, now);
  try {
    await backend.mergeProfile(user.uid, progress);
  } catch (error) {
    console.warn('Could not update XP and streak', error);
  }
  await logActivity(backend, user, activityFor('toolUse', tool), hostname);
}
