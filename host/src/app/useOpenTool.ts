import { useCallback } from 'react';
import type { Catalogue, CatalogueTool } from '@toolhub/shared';
import { navigateAtOnce } from './AppRouter';
import { openTool } from '../federation/remote-registry';
import { toolRouteReady } from '../pages/ToolRoute';
import { useRouterNavigator } from './router-navigator';

/**
 * Opens a tool from a card, a suggestion or "random tool" (federation/remote-registry.ts:
 * openTool). When its page frame is here too, the page renders at once rather than as a
 * transition: everything it shows is loaded, so it cannot suspend. Navigates through the
 * router's history rather than useNavigate, so the cards using it do not follow the address
 * (app/router-navigator.ts); the paths are absolute.
 */
export function useOpenTool(): (catalogue: Catalogue, tool: CatalogueTool) => void {
  const navigator = useRouterNavigator();
  return useCallback(
    (catalogue: Catalogue, tool: CatalogueTool) =>
      openTool(catalogue, tool, (to) => (toolRouteReady(tool) ? navigateAtOnce(() => navigator.push(to)) : navigator.push(to))),
    [navigator],
  );
}
