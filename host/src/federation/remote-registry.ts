import type { ModuleFederation, ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { draftsLoaded, exposedModule, loadDrafts, remoteOf, type Catalogue, type CatalogueTool, type ToolModule } from '@toolhub/shared';
import { readOverrides } from './overrides';
import { whenOverrideSettled } from './override-store';
import { loadCatalogue, useCatalogueStore } from '../catalogue/catalogue-store';
import { warmLocaleData } from './warm-locale-data';
import { nextTask } from '../app/next-task';

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

let federation: Promise<ModuleFederation> | null = null;

/**
 * The runtime arrives with the first tool wanted; a failed chunk load is retried next time. The
 * rest of the kit (what the first load has not run) and the runtime come in two chunks, each run
 * in a task of its own, the runtime is created in a third and its version check warmed in a
 * fourth: one task for all was a long task on a phone.
 */
function getFederation(): Promise<ModuleFederation> {
  federation ??= import(/* webpackChunkName: "kit" */ '@toolhub/shared')
    .then(async (kit) => {
      await nextTask();
      // Named, so the benchmark can tell this idle-time prefetch from the first load.
      const { createFederation, warmVersionChecks } = await import(/* webpackChunkName: "federation-runtime" */ './federation-runtime');
      await nextTask();
      const runtime = createFederation([reportRemoteErrors], kit);
      // The runtime's first version check (its semver patterns compiled) in a fourth, not inside
      // the first tool's load (version-checks.ts).
      await nextTask();
      warmVersionChecks();
      return runtime;
    })
    .catch((error: unknown) => {
      federation = null;
      throw error;
    });
  return federation;
}
/**
 * Fetches the federation runtime while the browser is idle after the first paint, so the first
 * tool a visitor opens does not wait for it; the first load itself never carries it.
 */
export function warmFederationRuntime(): void {
  getFederation().catch(() => undefined);
}

/** The entry each remote was last registered with, so a changed catalogue or override re-registers it. */
const registered = new Map<string, string>();

export function remoteEntry(catalogue: Catalogue, remoteId: string): string | undefined {
  return readOverrides()[remoteId] ?? catalogue.remotes[remoteId]?.entry;
}

/**
 * The catalogue remote entries are read from: the catalogue.json this site serves, never the
 * snapshot built into the host. Each environment publishes its own catalogue, with the remotes
 * on its own sites (deploy/environments.json), so one build of the host loads its remotes from
 * localhost, the Hosting emulator or production alike, and never from where it was built.
 */
async function servedCatalogue(): Promise<Catalogue> {
  await loadCatalogue();
  const { source, catalogue, problem } = useCatalogueStore.getState();
  // loadCatalogue has settled: without a live catalogue there is no entry to trust (its problem
  // was logged where it happened), and Retry fetches the catalogue again.
  if (source !== 'live') throw new Error(problem ?? 'catalogue.json did not answer.');
  return catalogue;
}

/** Registers (lazily, on first use) the remote that serves `tool`; nothing is fetched here. */
function ensureRegistered(runtime: ModuleFederation, catalogue: Catalogue, tool: CatalogueTool, force: boolean): string {
  const remoteId = remoteOf(catalogue, tool);
  if (!remoteId) throw new RemoteLoadError(`The catalogue names no remote for "${tool.path}".`, tool.category);
  const entry = remoteEntry(catalogue, remoteId);
  if (!entry) throw new RemoteLoadError(`The catalogue has no entry URL for remote "${remoteId}".`, remoteId);
  const name = containerName(remoteId);
  if (force || registered.get(name) !== entry) {
    // force drops the runtime's cached container and manifest so a retry really refetches.
    runtime.registerRemotes([{ name, entry }], { force: registered.has(name) });
    registered.set(name, entry);
  }
  return remoteId;
}

const inflight = new Map<string, Promise<ToolModule>>();
/** Tools whose module has arrived: the page renders them at once, with no Suspense fallback. */
const loaded = new Map<string, ToolModule>();

export function loadedTool(path: string): ToolModule | undefined {
  return loaded.get(path);
}
export const LOAD_TIMEOUT_MS = 20_000;

async function loadOnce(catalogue: Catalogue, tool: CatalogueTool, force: boolean): Promise<ToolModule> {
  let remoteId = tool.category;
  let module: ToolModule | null | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const [runtime, served] = await Promise.all([getFederation(), servedCatalogue()]);
    // A remote whose override link awaits the visitor's answer loads from neither URL until then.
    await whenOverrideSettled(remoteOf(catalogue, tool) ?? tool.category);
    remoteId = ensureRegistered(runtime, served, tool, force);
    const id = `${containerName(remoteId)}/${exposedModule(tool).slice(2)}`;
    // A chunk that never answers (a half-deployed remote) must end in Retry, not a spinner.
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${LOAD_TIMEOUT_MS / 1000} s`)), LOAD_TIMEOUT_MS);
    });
    module = await Promise.race([runtime.loadRemote<ToolModule>(id), timeout]);
  } catch (error) {
    if (error instanceof RemoteLoadError) throw error;
    throw new RemoteLoadError(`The "${remoteId}" tools could not be loaded.`, remoteId, { cause: error });
  } finally {
    clearTimeout(timer);
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
  // Blips are retried inside the runtime (federation/retry.ts); a failure here is final until Retry.
  const request = loadOnce(catalogue, tool, retry);
  inflight.set(key, request);
  request.then(
    (module) => loaded.set(key, module),
    () => inflight.delete(key),
  );
  return request;
}

/** How long a click waits for the tool before showing its page with a loading state. */
export const OPEN_WAIT_MS = 400;

/**
 * Opens a tool the way a fast site feels: fetch its module first (usually tens of
 * milliseconds) and navigate once it is there, so the page appears complete instead of
 * flashing a loading state that React then holds for its reveal throttle. A slow or failing
 * load navigates after OPEN_WAIT_MS and the page shows progress or the error with Retry.
 */
export function openTool(catalogue: Catalogue, tool: CatalogueTool, navigate: (to: string) => void): void {
  const to = `/${tool.path}`;
  if (!tool.isAvailable || (loaded.has(tool.path) && draftsLoaded(`${tool.path}:`))) return navigate(to);
  let done = false;
  const go = () => {
    if (!done) navigate(to);
    done = true;
  };
  // The page renders the tool at once when its drafts are here too.
  Promise.all([loadTool(catalogue, tool), loadDrafts(`${tool.path}:`)]).then(go, go);
  setTimeout(go, OPEN_WAIT_MS);
  // No locale warm-up here: a click with no intent before it has no time to hide it in, and it
  // would delay the tool's own loading by the 40–90 ms it takes (federation/warm-locale-data.ts).
}

const prepared = new WeakSet<ToolModule>();

/** Lets the tool start fetching its first render's data (ToolModule.prepare), once per module. */
function prepareOnce(module: ToolModule): void {
  if (prepared.has(module)) return;
  prepared.add(module);
  try {
    module.prepare?.();
  } catch {
    // A head start only: the tool's first render asks for its data again.
  }
}

/**
 * Warms a tool on intent (federation/useToolIntent.ts): its remote and module (whose prepare
 * then starts fetching the tool's own data), its drafts (the tool page renders once both are
 * here) and the browser's locale data. Resolves true once the module and drafts are both here,
 * false for a coming-soon tool or a failed load (failures are left for the real load).
 */
export function preloadTool(catalogue: Catalogue, tool: CatalogueTool): Promise<boolean> {
  if (!tool.isAvailable) return Promise.resolve(false);
  // The locale warm-up (a task of 25–90 ms) once the tool prepared: the tool's own fetch, on the
  // way to the click, then goes on while it runs, instead of starting after it.
  const module = loadTool(catalogue, tool).then(prepareOnce).finally(warmLocaleData);
  return Promise.all([module, loadDrafts(`${tool.path}:`)]).then(
    () => true,
    () => false,
  );
}
