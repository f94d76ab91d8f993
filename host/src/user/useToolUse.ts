/**
 * Opening an available tool's page, for a signed-in user: XP, streak and a toolUse activity
 * (recordToolUse). Recently used tools are kept for everyone by useRecentlyUsed. Once per visit: the page is
 * remounted for each tool path, and the live profile update that our own write causes must not
 * count as another use. If the account is still loading when the page opens, the visit is
 * recorded when it resolves, as long as the page is still open.
 */
import { useEffect, useRef } from 'react';
import type { CatalogueTool } from '@toolhub/shared';
import type { Backend } from '../backend/backend';
import { getBackend } from '../backend/select';
import { recordToolUse } from './tool-use';
import { useUserStore } from './user-store';

export function useToolUse(
  tool: Pick<CatalogueTool, 'name' | 'path' | 'icon' | 'isAvailable'>,
  backendSource: () => Promise<Backend> = getBackend,
): void {
  const uid = useUserStore((state) => state.user?.uid ?? null);
  const profileResolved = useUserStore((state) => state.profile !== undefined);
  // Survives re-renders and StrictMode's effect replay; a new account on the same page counts anew.
  const recordedFor = useRef<string | null>(null);
  const { name, path, icon, isAvailable } = tool;

  useEffect(() => {
    if (!isAvailable || !uid || !profileResolved) return;
    const visit = `${uid}\n${path}`;
    if (recordedFor.current === visit) return;
    recordedFor.current = visit;
    const { user, profile } = useUserStore.getState();
    if (!user || !profile) return;
    void (async () => {
      try {
        await recordToolUse(await backendSource(), user, profile, { name, path, icon });
      } catch (error) {
        console.warn('Could not record the tool use', path, error);
      }
    })();
  }, [uid, profileResolved, isAvailable, name, path, icon, backendSource]);
}
