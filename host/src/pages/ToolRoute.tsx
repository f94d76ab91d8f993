import { useState } from 'react';
import { findTool, type CatalogueTool } from '@toolhub/shared';
import { useCatalogueStore } from '../catalogue/catalogue-store';
import { useCompleteCatalogue } from '../catalogue/useCompleteCatalogue';
import { CatalogueUnavailable } from './CatalogueUnavailable';
import { NotFoundPage } from './NotFoundPage';
import { LoadingState } from './LoadingState';
import { deferred } from '../app/deferred';
import { PageLoadFailed } from '../app/lazy-page';

// Out of the home page's first load, fetched once it has painted (app/deferred.tsx).
const ToolPage = deferred('tool page', () => import('./ToolPage').then((page) => page.ToolPage), {
  fallback: <LoadingState label="Loading…" />,
  failed: (error) => <PageLoadFailed title="Tool" error={error} />,
});
const ComingSoonPage = deferred('coming-soon page', () => import('./ComingSoonPage').then((page) => page.ComingSoonPage), {
  fallback: <LoadingState label="Loading…" />,
  failed: (error) => <PageLoadFailed title="Coming soon" error={error} />,
});

/** Whether the page `/<tool>` shows is here: the tool page or the coming-soon page. */
export const toolRouteReady = (tool: CatalogueTool): boolean => (tool.isAvailable ? ToolPage : ComingSoonPage).isLoaded();

/**
 * `/:toolPath` (app/ToolSlot.tsx): unknown → 404, unavailable → Coming soon, available → the remote's tool.
 * A tool once opened stays for the visit: a catalogue refresh that withdraws it takes effect on
 * the next visit, never by unmounting what the user is working in.
 */
export function ToolRoute({ toolPath }: { toolPath: string }) {
  const settled = useCatalogueStore((state) => state.settled);
  const { catalogue, complete, failed } = useCompleteCatalogue();
  const [opened, setOpened] = useState<CatalogueTool | null>(null);
  const found = findTool(catalogue, toolPath);
  const tool = found?.isAvailable ? found : opened?.path === toolPath ? opened : null;
  // Pinned only once the run-time catalogue has answered: until then the built-in snapshot may
  // still list a tool that ops have withdrawn, and the tool has not loaded yet.
  if (settled && tool !== opened) setOpened(tool);
  if (tool) return <ToolPage key={tool.path} tool={tool} />;
  // A big catalogue's built-in share may not list the tool: only the whole catalogue says "404".
  if (!found) return failed ? <CatalogueUnavailable /> : settled && complete ? <NotFoundPage /> : <LoadingState label="Loading…" />;
  return <ComingSoonPage tool={found} />;
}
