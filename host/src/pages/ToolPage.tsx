import { startTransition, useEffect, useState } from 'react';
import { draftsLoaded, findTool, loadDrafts, type CatalogueTool, type ToolModule } from '@toolhub/shared';
import { useCatalogueStore } from '../catalogue/catalogue-store';
import { loadedTool, loadTool } from '../federation/remote-registry';
import { useDocumentMeta } from '../app/useDocumentMeta';
import { ToolErrorBoundary } from './ToolErrorBoundary';
import { ToolHeading } from './ToolHeading';
import { LoadingState } from './LoadingState';
import { LinkLimitNotice } from './LinkLimitNotice';
import { useToolUse } from '../user/useToolUse';
import { useRecentlyUsed } from '../user/useRecentlyUsed';
import { useToolOpened } from '../wishes/useNewTool';
import './tool-page.css';
import { isOffline } from '../offline/connection';
import { apiHeaders } from '../backend/api-headers';

export function ToolPage({ tool }: { tool: CatalogueTool }) {
  useDocumentMeta(tool.name, tool.description);
  useToolUse(tool);
  useRecentlyUsed(tool);
  useToolOpened(tool.path);
  return (
    <div className="page tool-page">
      <ToolHeading tool={tool} />
      <div className="tool-body">
        <RemoteTool tool={tool} />
      </div>
      <LinkLimitNotice />
    </div>
  );
}

type Load =
  | { module: ToolModule; error?: undefined }
  | { module?: undefined; error: unknown; offline: boolean }
  | { module?: undefined; error?: undefined };

/** Hands a load failure to the error boundary, which offers Retry. */
function LoadFailed({ error }: { error: unknown }): never {
  throw error;
}

/**
 * The tool's component from its remote, fetched only now. Waits for the run-time catalogue so
 * it loads from the entry ops configured; each Retry starts a fresh load.
 *
 * The tool is mounted once per visit: the element tree is the same from the first render (a
 * module that arrives later only replaces the loading state), and once the module is here it
 * stays for the visit, so no change of query, theme, auth, catalogue or override remounts the
 * tool and loses what the user typed.
 */
function RemoteTool({ tool }: { tool: CatalogueTool }) {
  const settled = useCatalogueStore((state) => state.settled);
  const path = tool.path;
  const [attempt, setAttempt] = useState(0);
  const drafts = `${path}:`;
  const [load, setLoad] = useState<Load>(() => {
    const ready = loadedTool(path);
    return ready && draftsLoaded(drafts) ? { module: ready } : {};
  });
  const waiting = !load.module && load.error === undefined;

  useEffect(() => {
    if (!waiting || !settled) return;
    let live = true;
    // The catalogue as it is now, read once: a later refresh must not restart a running load.
    const { catalogue } = useCatalogueStore.getState();
    const current = findTool(catalogue, path) ?? tool;
    // The tool's input drafts arrive with its module, so its first render already has them.
    Promise.all([loadTool(catalogue, current, { retry: attempt > 0 }), loadDrafts(drafts)]).then(
      // A transition: React renders the tool in slices and lets the browser in between, rather
      // than blocking the page for the tool's whole first render (100 ms and more on a phone).
      ([module]) => live && startTransition(() => setLoad({ module })),
      // Offline, a tool never opened before cannot load: the page says so rather than blame the tool.
      (error: unknown) => void isOffline().then((offline) => live && setLoad({ error, offline })),
    );
    return () => {
      live = false;
    };
    // `tool` is only a fallback for a path the catalogue no longer lists; the page is keyed by path.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waiting, settled, attempt, path, drafts]);

  const retry = () => {
    setLoad({});
    setAttempt((n) => n + 1);
  };
  const Tool = load.module?.default;
  return (
    <ToolErrorBoundary tool={tool} onRetry={retry} offline={load.error !== undefined && load.offline}>
      {Tool ? <Tool tool={tool} apiHeaders={apiHeaders} /> : load.error !== undefined ? <LoadFailed error={load.error} /> : <LoadingState label={`Loading ${tool.name}…`} />}
    </ToolErrorBoundary>
  );
}
