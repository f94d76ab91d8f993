import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Catalogue, CatalogueTool } from '@toolhub/shared';
import { navigateAtOnce } from './AppRouter';
import { openTool } from '../federation/remote-registry';
import { toolRouteReady } from '../pages/ToolRoute';

/**
 * Opens a tool from a card, a suggestion or "random tool" (federation/remote-registry.ts:
 * openTool). When its page frame is here too, the page renders at once rather than as a
 * transition: everything it shows is loaded, so it cannot suspend.
 */
export function useOpenTool(): (catalogue: Catalogue, tool: CatalogueTool) => void {
  const navigate = useNavigate();
  return useCallback(
    (catalogue: Catalogue, tool: CatalogueTool) =>
      openTool(catalogue, tool, (to) => (toolRouteReady(tool) ? navigateAtOnce(() => navigate(to)) : navigate(to))),
    [navigate],
  );
}
