/**
 * Opening an available tool puts it at the front of `visitedTools` (this browser only), for every
 * visitor, signed in or not: the home page's "Recently used" section reads it. Once per page: the
 * page is remounted for each tool path, so an option change or a sign-in never counts again.
 */
import { useEffect } from 'react';
import type { CatalogueTool } from '@toolhub/shared';
import { rememberVisitedTool } from './visited-tools';

export function useRecentlyUsed({ path, isAvailable }: Pick<CatalogueTool, 'path' | 'isAvailable'>): void {
  useEffect(() => {
    if (isAvailable) rememberVisitedTool(path);
  }, [path, isAvailable]);
}
