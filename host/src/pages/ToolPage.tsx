import { lazy, Suspense, useMemo, useState } from 'react';
import type { CatalogueTool } from '@toolhub/shared';
import { useCatalogueStore } from '../catalogue/catalogue-store';
import { loadedTool, loadTool } from '../federation/remote-registry';
import { useDocumentMeta } from '../app/useDocumentMeta';
import { ToolErrorBoundary } from './ToolErrorBoundary';
import { ToolHeading } from './ToolHeading';
import { LoadingState } from './LoadingState';
import { useToolUse } from '../user/useToolUse';

export function ToolPage({ tool }: { tool: CatalogueTool }) {
  useDocumentMeta(tool.name, tool.description);
  useToolUse(tool);
  return (
    <div className="page tool-page">
      <ToolHeading tool={tool} />
      <div className="tool-body">
        <RemoteTool tool={tool} />
      </div>
    </div>
  );
}

/**
 * The tool's component from its remote, fetched only now. Waits for the run-time catalogue so
 * it loads from the entry ops configured; each Retry starts a fresh load.
 */
function RemoteTool({ tool }: { tool: CatalogueTool }) {
  const catalogue = useCatalogueStore((state) => state.catalogue);
  const settled = useCatalogueStore((state) => state.settled);
  const [attempt, setAttempt] = useState(0);
  const Tool = useMemo(
    () => (settled ? lazy(() => loadTool(catalogue, tool, { retry: attempt > 0 })) : null),
    [catalogue, tool, attempt, settled],
  );
  if (!Tool) return <LoadingState label={`Loading ${tool.name}…`} />;
  const ready = attempt === 0 ? loadedTool(tool.path) : undefined;
  if (ready) {
    const Ready = ready.default;
    return (
      <ToolErrorBoundary tool={tool} onRetry={() => setAttempt((n) => n + 1)}>
        <Ready tool={tool} />
      </ToolErrorBoundary>
    );
  }
  return (
    <ToolErrorBoundary tool={tool} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<LoadingState label={`Loading ${tool.name}…`} />}>
        <Tool tool={tool} />
      </Suspense>
    </ToolErrorBoundary>
  );
}
