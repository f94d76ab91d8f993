import { loadRemote, registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { exposedModule, remoteOf, type Catalogue, type CatalogueTool, type ToolModule } from '@toolhub/shared';
import { readOverrides } from './overrides';

/** Container name of a remote id; must match rspack.config.ts. */
export const containerName = (id: string): string => `toolhub_${id.replace(/[^a-z0-9]/gi, '_')}`;

export class RemoteLoadError extends Error {
  constructor(
    message: string,
    readonly remoteId: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'RemoteLoadError';
  }
}

/**
 * Logs each failed tool load once, in one place, naming the remote module, then lets the error
 * reach the page's error boundary (which offers Retry). Earlier lifecycles (manifest, entry)
 * end in this one, so logging only here avoids one failure printing three lines.
 */
const reportRemoteErrors: ModuleFederationRuntimePlugin = {
  name: 'toolhub-report-remote-errors',
  errorLoadRemote({ id, error, lifecycle }) {
    if (lifecycle === 'onLoad') console.error(`Remote module "${id}" failed to load:`, error);
    return undefined;
  },
};

let pluginsRegistered = false;
/** The entry each remote was last registered with, so a changed catalogue or override re-registers it. */
const registered = new Map<string, string>();

export function remoteEntry(catalogue: Catalogue, remoteId: string): string | undefined {
  return readOverrides()[remoteId] ?? catalogue.remotes[remoteId]?.entry;
}

/** Registers (lazily, on first use) the remote that serves `tool`; nothing is fetched here. */
function ensureRegistered(catalogue: Catalogue, tool: CatalogueTool, force: boolean): string {
  if (!pluginsRegistered) {
    registerPlugins([reportRemoteErrors]);
    pluginsRegistered = true;
  }
  const remoteId = remoteOf(catalogue, tool);
  if (!remoteId) throw new RemoteLoadError(`The catalogue names no remote for "${tool.path}".`, tool.category);
  const entry = remoteEntry(catalogue, remoteId);
  if (!entry) throw new RemoteLoadError(`The catalogue has no entry URL for remote "${remoteId}".`, remoteId);
  const name = containerName(remoteId);
  if (force || registered.get(name) !== entry) {
    // force drops the runtime's cached container and manifest so a retry really refetches.
    registerRemotes([{ name, entry }], { force: registered.has(name) });
    registered.set(name, entry);
  }
  return remoteId;
}

const inflight = new Map<string, Promise<ToolModule>>();
/** One quiet automatic retry absorbs a network blip before the visitor sees Retry. */
export const AUTOMATIC_RETRY_DELAY_MS = 600;

async function loadOnce(catalogue: Catalogue, tool: CatalogueTool, force: boolean): Promise<ToolModule> {
  const remoteId = ensureRegistered(catalogue, tool, force);
  const id = `${containerName(remoteId)}/${exposedModule(tool).slice(2)}`;
  let module: ToolModule | null | undefined;
  try {
    module = await loadRemote<ToolModule>(id);
  } catch (error) {
    throw new RemoteLoadError(`The "${remoteId}" tools could not be loaded.`, remoteId, { cause: error });
  }
  if (!module || typeof module.default !== 'function') {
    throw new RemoteLoadError(`Remote "${remoteId}" does not provide the tool "${tool.path}".`, remoteId);
  }
  return module;
}

/**
 * Loads the tool component from its category's remote: `loadRemote('<container>/<path>')`.
 * Concurrent calls share one request; a failed load is forgotten so Retry starts afresh.
 */
export function loadTool(catalogue: Catalogue, tool: CatalogueTool, { retry = false } = {}): Promise<ToolModule> {
  const key = tool.path;
  const pending = inflight.get(key);
  if (pending && !retry) return pending;
  const request = loadOnce(catalogue, tool, retry).catch(async (error: unknown) => {
    if (!(error instanceof RemoteLoadError)) throw error;
    await new Promise((resolve) => setTimeout(resolve, AUTOMATIC_RETRY_DELAY_MS));
    return loadOnce(catalogue, tool, true);
  });
  inflight.set(key, request);
  request.catch(() => inflight.delete(key));
  return request;
}

/** Warms a tool's remote on hover or focus of a link; failures are left for the real load. */
export function preloadTool(catalogue: Catalogue, tool: CatalogueTool): void {
  if (!tool.isAvailable) return;
  loadTool(catalogue, tool).catch(() => undefined);
}
